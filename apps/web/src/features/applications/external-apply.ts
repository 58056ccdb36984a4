import type { ExternalApplyResponse } from '@jenjang/domain';
import { apiClient } from '@/lib/auth/browser-api';

/** Records the click on an external job as an application of type external. */
export async function recordExternalApply(jobId: string): Promise<void> {
  await apiClient.request<ExternalApplyResponse>(
    `/v1/job-portal/job/${encodeURIComponent(jobId)}/apply/external`,
    { method: 'POST' },
  );
}
