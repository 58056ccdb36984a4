import { jobDetailResponseSchema } from '@jenjang/domain';
import { ApiError, apiGet } from '@/lib/api/client';
import type { AppLocale } from '@/lib/i18n/routing';
import { isJobId, type PendingSave } from './save-after-sign-in';

/**
 * The job a guest asked to save (`saveJob` on the account pages), checked on the server: only a
 * job id of a job that exists is carried on; anything else is dropped without a word, and the
 * page works as it would without it.
 */
export async function loadPendingSave(
  raw: string | null,
  locale: AppLocale,
): Promise<PendingSave | null> {
  if (!isJobId(raw)) return null;
  try {
    const body = await apiGet(
      `/v1/job-portal/job/${encodeURIComponent(raw)}`,
      jobDetailResponseSchema,
      { cache: 'no-store', locale, timeoutMs: 5_000 },
    );
    const job = body.data.result;
    return { jobId: job.id, role: job.role, company: job.company.name };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status !== 404) console.error(`pending save lookup failed: ${error.message}`);
    return null;
  }
}
