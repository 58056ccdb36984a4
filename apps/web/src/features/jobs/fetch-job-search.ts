// One call of GET /v1/explore-job/job for the server-rendered lists (the home search, landing
// and browse pages), checked with the domain's contract. API failures become a state the page
// can show rather than an exception.
import { jobSearchResponseSchema, type JobSearchResult, type Locale } from '@jenjang/domain';
import { ApiError, apiGet, type ApiErrorKind } from '@/lib/api/client';

export type JobSearchState =
  { ok: true; result: JobSearchResult } | { ok: false; reason: ApiErrorKind; status?: number };

export type JobSearchCaching =
  /** The home search: any query a visitor types, so nothing worth keeping. */
  | { cache: 'no-store' }
  /** The preset lists (landing and browse pages): a fixed set of URLs, shared for a while. */
  | { revalidateSeconds: number };

export async function fetchJobSearch(
  query: Record<string, string | number | readonly (string | number)[] | undefined>,
  options: { locale: Locale; caching: JobSearchCaching },
): Promise<JobSearchState> {
  const { caching, locale } = options;
  try {
    const body = await apiGet('/v1/explore-job/job', jobSearchResponseSchema, {
      query,
      locale,
      ...('cache' in caching
        ? { cache: caching.cache }
        : { next: { revalidate: caching.revalidateSeconds } }),
    });
    return { ok: true, result: body.data };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.error(`job search unavailable: ${error.message}`);
    return { ok: false, reason: error.kind, ...(error.status ? { status: error.status } : {}) };
  }
}
