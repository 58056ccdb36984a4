// Every search page links its list as data: the API's same query, through the site's own /api
// address (decision 015). The original site's scrapers read a __NEXT_DATA__ script, which the
// App Router does not have; the API is the supported way to read jobs.
import type { Metadata } from 'next';
import { SITE_URL } from '@/lib/env';

export type ApiQuery = Record<string, string | number | readonly (string | number)[] | undefined>;

/** The absolute address of GET /v1/explore-job/job with this query (arrays as repeated keys). */
export function searchJsonUrl(query: ApiQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, String(item));
  }
  const search = params.toString();
  return `${SITE_URL}/api/v1/explore-job/job${search ? `?${search}` : ''}`;
}

/** The page's metadata with `<link rel="alternate" type="application/json">` to its search. */
export function withSearchJson(metadata: Metadata, query: ApiQuery): Metadata {
  return {
    ...metadata,
    alternates: { ...metadata.alternates, types: { 'application/json': searchJsonUrl(query) } },
  };
}
