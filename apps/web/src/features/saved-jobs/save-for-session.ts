// The Google sign-in's finish route signs the person in on the server: the job they set out to
// save is saved there too, with the new access token, and named for the page they land on.
import { jobCompanySchema, jobDetailSchema } from '@jenjang/domain';
import { z } from 'zod';
import { apiInternalUrl } from '@/lib/env';
import type { AppLocale } from '@/lib/i18n/routing';
import type { SaveOutcome } from './save-after-sign-in';

const TIMEOUT_MS = 5_000;

/** The two names the page after sign-in shows, read with the job detail's own contract. */
const jobNamesResponseSchema = z.object({
  data: z.object({
    result: jobDetailSchema
      .pick({ role: true })
      .extend({ company: jobCompanySchema.pick({ name: true }) }),
  }),
});

export async function saveJobForSession(
  jobId: string,
  accessToken: string,
  locale: AppLocale,
): Promise<SaveOutcome | null> {
  const language = locale === 'en' ? 'en' : 'id';
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${apiInternalUrl()}${path}`, {
      ...init,
      headers: { 'accept-language': language, accept: 'application/json', ...init.headers },
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  try {
    // The names first: a job that does not exist is not saved, and nothing is said.
    const detail = jobNamesResponseSchema.safeParse(
      await (await api(`/v1/job-portal/job/${encodeURIComponent(jobId)}`)).json(),
    );
    if (!detail.success) return null;
    const { role } = detail.data.data.result;
    const company = detail.data.data.result.company.name;
    const saved = await api(`/v1/job-portal/job/${encodeURIComponent(jobId)}/save`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    if (saved.ok) return { saved: true, role, company };
    const refusal = (await saved.json().catch(() => null)) as { message?: unknown } | null;
    const reason = typeof refusal?.message === 'string' ? refusal.message : '';
    return { saved: false, role, company, reason };
  } catch (error) {
    // The sign-in itself worked: it must not fail for the save.
    console.error(`google sign-in: saving job ${jobId} failed: ${String(error)}`);
    return null;
  }
}
