import type { JobDetail } from '@jenjang/domain';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { jobPath } from '@/features/jobs/job-path';
import { parseJobSlugParam } from './job-slug-param';
import { loadJobDetail } from './load-job-detail';

export type ResolvedJobPage =
  | { status: 'found'; job: JobDetail }
  | { status: 'not-found' }
  | { status: 'redirect'; location: string }
  | { status: 'error' };

/**
 * The job of a `/loker/<job-slug>~<company-slug>` segment. A missing or wrong company part sends
 * to the canonical address (`suffix` keeps a sub-page such as /apply); an unknown job is a 404.
 */
export async function resolveJobPage(
  segment: string,
  locale: AppLocale,
  suffix = '',
): Promise<ResolvedJobPage> {
  const parsed = parseJobSlugParam(segment);
  if (!parsed) return { status: 'not-found' };
  const result = await loadJobDetail(parsed.jobSlug, locale);
  if (result.status === 'not-found') return { status: 'not-found' };
  if (result.status === 'error') return { status: 'error' };
  const { job } = result;
  if (parsed.companySlug !== job.company.slug || parsed.jobSlug !== job.slug) {
    return { status: 'redirect', location: localizedPath(locale, `${jobPath(job)}${suffix}`) };
  }
  return { status: 'found', job };
}
