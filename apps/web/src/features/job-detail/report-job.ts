// Sends a report (loaded when someone sends one, so the job page ships no request code for it).
import type { JobReportReason } from '@jenjang/domain';
import { apiClient, ApiRequestError } from '@/lib/auth/browser-api';

export type ReportOutcome = { ok: true } | { ok: false; message: string | null };

export async function sendJobReport(
  jobId: string,
  body: { reason: JobReportReason; note: string },
): Promise<ReportOutcome> {
  try {
    await apiClient.request(`/v1/job-portal/job/${encodeURIComponent(jobId)}/report`, {
      method: 'POST',
      body,
    });
    return { ok: true };
  } catch (error) {
    // The API's sentence in the reader's language (rate limit, validation); ours otherwise.
    if (error instanceof ApiRequestError && error.status > 0 && error.status < 500)
      return { ok: false, message: error.message };
    return { ok: false, message: null };
  }
}
