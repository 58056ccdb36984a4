import type { JobSearchResult, Locale } from '@jenjang/domain';
import type { ApiErrorKind } from '@/lib/api/client';
import { fetchJobSearch } from './fetch-job-search';
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

const FRESH = { cache: 'no-store' } as const;

/**
 * One page of the search with facet counts, fresh on every request. When it finds nothing, the
 * searches without each active filter run in parallel (one job each) to suggest what to drop.
 * API failures become a result the page shows with a retry.
 */
export async function loadJobSearch(filters: JobFilters, locale: Locale): Promise<JobSearchPage> {
  const taxonomyPromise = loadSearchTaxonomy(locale);
  const state = await fetchJobSearch(
    toApiQuery(filters, { limit: JOB_LIST_PAGE_SIZE, includeFacets: true }),
    { locale, caching: FRESH },
  );
  if (!state.ok) return { ...state, taxonomy: await taxonomyPromise };
  const nothingFound = state.result.totalDocs === 0;
  const [taxonomy, relaxations] = await Promise.all([
    taxonomyPromise,
    nothingFound ? suggestRelaxations(filters, locale) : Promise.resolve([]),
  ]);
  return { ok: true, result: state.result, taxonomy, relaxations };
}

async function suggestRelaxations(filters: JobFilters, locale: Locale): Promise<Relaxation[]> {
  const counted = await Promise.all(
    relaxationCandidates(filters).map(async (candidate) => {
      const state = await fetchJobSearch(toApiQuery(candidate.filters, { limit: 1, page: 1 }), {
        locale,
        caching: FRESH,
      });
      return state.ok
        ? { ...candidate, total: state.result.totalDocs, totalIsCapped: state.result.totalIsCapped }
        : { ...candidate, total: 0, totalIsCapped: false };
    }),
  );
  return pickRelaxations(counted);
}
