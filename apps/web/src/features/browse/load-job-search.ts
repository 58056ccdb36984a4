import { SEARCH_MAX_PAGE, type JobSearchResult, type Locale } from '@jenjang/domain';
import { fetchJobSearch, type JobSearchState } from '@/features/jobs/fetch-job-search';
import { presetApiQuery, type SearchPreset } from '@/features/jobs/search-preset';

export const RESULTS_PAGE_SIZE = 20;

const EMPTY_RESULT = (page: number): JobSearchResult => ({
  docs: [],
  totalDocs: 0,
  page,
  limit: RESULTS_PAGE_SIZE,
  totalPages: 0,
  totalIsCapped: false,
  correctedSearch: null,
  facets: null,
});

/**
 * One page of a preset search, for server-rendered lists. Results are shared between requests
 * for `revalidateSeconds` (the same URL is fetched once per render, so the metadata and the
 * page cost one call). API failures become a result the page can show.
 */
export async function loadJobSearch(
  preset: SearchPreset,
  {
    page = 1,
    limit = RESULTS_PAGE_SIZE,
    revalidateSeconds = 300,
    locale = 'idn',
  }: { page?: number; limit?: number; revalidateSeconds?: number; locale?: Locale } = {},
): Promise<JobSearchState> {
  if (page > SEARCH_MAX_PAGE) return { ok: true, result: EMPTY_RESULT(page) };
  return fetchJobSearch(presetApiQuery(preset, { page, limit }), {
    locale,
    caching: { revalidateSeconds },
  });
}

/** Total open jobs for some filters (one cheap call), or null when the API cannot say. */
export async function countJobs(
  preset: SearchPreset,
  revalidateSeconds = 3600,
): Promise<{ total: number; capped: boolean } | null> {
  const state = await loadJobSearch(preset, { limit: 1, revalidateSeconds });
  return state.ok ? { total: state.result.totalDocs, capped: state.result.totalIsCapped } : null;
}
