import type { JobDoc } from '@jenjang/domain';

/** The canonical job page: /loker/<job-slug>~<company-slug> (ARCHITECTURE.md, Conventions). */
export function jobPath(
  job: Pick<JobDoc, 'slug'> & { company: Pick<JobDoc['company'], 'slug'> },
): string {
  return `/loker/${encodeURIComponent(job.slug)}~${encodeURIComponent(job.company.slug)}`;
}
