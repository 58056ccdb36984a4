import { jobSearchResponseSchema, type JobSearchResult, type Locale } from '@jenjang/domain';
import { ApiError, apiGet, type ApiErrorKind } from '@/lib/api/client';
import { loadSearchTaxonomy, type SearchTaxonomy } from './load-taxonomy';
import { pickRelaxations, relaxationCandidates, type Relaxation } from './relaxation';
import { toApiQuery, type JobFilters } from './search-filters';

export const JOB_LIST_PAGE_SIZE = 20;

export type JobSearchPage =
  | {
      ok: true;
      result: JobSearchResult;
      taxonomy: SearchTaxonomy;
      /** Filters to drop when nothing was found, best first (empty otherwise). */
      relaxations: Relaxation[];
    }
  | { ok: false; reason: ApiErrorKind; status?: number; taxonomy: SearchTaxonomy };

const SEARCH = '/v1/explore-job/job';

/**
 * One page of the search with facet counts, fresh on every request. When it finds nothing, the
 * searches without each active filter run in parallel (one job each) to suggest what to drop.
 * API failures become a result the page shows with a retry.
 */
export async function loadJobSearch(filters: JobFilters, locale: Locale): Promise<JobSearchPage> {
  const taxonomyPromise = loadSearchTaxonomy(locale);
  try {
    const body = await apiGet(SEARCH, jobSearchResponseSchema, {
      query: toApiQuery(filters, { limit: JOB_LIST_PAGE_SIZE, includeFacets: true }),
      cache: 'no-store',
      locale,
    });
    const nothingFound = body.data.totalDocs === 0;
    const [taxonomy, relaxations] = await Promise.all([
      taxonomyPromise,
      nothingFound ? suggestRelaxations(filters, locale) : Promise.resolve([]),
    ]);
    return { ok: true, result: body.data, taxonomy, relaxations };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.error(`job search unavailable: ${error.message}`);
    return {
      ok: false,
      reason: error.kind,
      ...(error.status ? { status: error.status } : {}),
      taxonomy: await taxonomyPromise,
    };
  }
}

async function suggestRelaxations(filters: JobFilters, locale: Locale): Promise<Relaxation[]> {
  const counted = await Promise.all(
    relaxationCandidates(filters).map(async (candidate) => {
      try {
        const body = await apiGet(SEARCH, jobSearchResponseSchema, {
          query: toApiQuery(candidate.filters, { limit: 1, page: 1 }),
          cache: 'no-store',
          locale,
        });
        return { ...candidate, total: body.data.totalDocs, totalIsCapped: body.data.totalIsCapped };
      } catch {
        return { ...candidate, total: 0, totalIsCapped: false };
      }
    }),
  );
  return pickRelaxations(counted);
}
