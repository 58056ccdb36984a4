// Where the original site's addresses lead on Jenjang (issue 11, decision 015). Clients build
// /loker, /jobs/{slug}, /jobs/{companySlug}/{slug}, /role/{slug} and /company/{slug}; each
// answers a permanent redirect to Jenjang's page, or null (404) when nothing matches.
import type { JobRoleItem } from '@jenjang/domain';
import { jobPath } from '@/features/jobs/job-path';
import { searchHref, EMPTY_FILTERS } from '@/features/jobs/search-filters';

/** The job's own page; the company part of /jobs/{companySlug}/{slug} is not needed to find it. */
export function jobTarget(job: { slug: string; company: { slug: string } } | null): string | null {
  return job ? jobPath(job) : null;
}

/** The job search for that role. */
export function roleTarget(roles: readonly JobRoleItem[], slug: string): string | null {
  const role = roles.find((item) => item.slug === slug.toLowerCase());
  return role ? searchHref({ ...EMPTY_FILTERS, jobRoleIds: [role.id] }) : null;
}

/**
 * The company's page, /karir/{slug}: its permanent address in the spec (today a page that says
 * it is coming; the job search cannot filter by company, and a permanent redirect is kept by
 * browsers and crawlers, so it must point at the address that stays).
 */
export function companyTarget(companySlugs: readonly string[], slug: string): string | null {
  const wanted = slug.toLowerCase();
  return companySlugs.includes(wanted) ? `/karir/${encodeURIComponent(wanted)}` : null;
}

/** /loker is the jobs home; its query (a search, filters) carries over. */
export function lokerTarget(query: Record<string, string | string[] | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, item);
  }
  const search = params.toString();
  return search ? `/?${search}` : '/';
}
