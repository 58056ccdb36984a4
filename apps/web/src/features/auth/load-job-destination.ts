import { jobDetailResponseSchema } from '@jenjang/domain';
import { ApiError, apiGet } from '@/lib/api/client';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { jobPath } from '@/features/jobs/job-path';

/**
 * Where someone whose application arrived before their account goes once the password is set:
 * the job they applied to when the link names it and it still exists, else their applications.
 */
export async function loadJobDestination(jobId: string | null, locale: AppLocale): Promise<string> {
  const applied = localizedPath(locale, '/loker/applied');
  if (!jobId) return applied;
  try {
    const body = await apiGet(
      `/v1/job-portal/job/${encodeURIComponent(jobId)}`,
      jobDetailResponseSchema,
      { cache: 'no-store', locale, timeoutMs: 5_000 },
    );
    return localizedPath(locale, jobPath(body.data.result));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // An unknown id or an API hiccup must not block creating the password.
    if (error.status !== 404) console.error(`create-password job lookup failed: ${error.message}`);
    return applied;
  }
}
