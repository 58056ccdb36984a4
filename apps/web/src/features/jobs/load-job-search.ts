import type { JobSearchResult, Locale } from '@jenjang/domain';
import type { ApiErrorKind } from '@/lib/api/client';
import { fetchJobSearch } from './fetch-job-search';
import { loadSearchTaxonomy, type SearchTaxonomy } from './load-taxonomy';
import { toRelaxations, type Relaxation } from './relaxation';
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
 * One page of the search with facet counts, fresh on every request; when it finds nothing, the
 * same request answers which filters to drop (the API counts them). API failures become a
 * result the page shows with a retry.
 */
export async function loadJobSearch(filters: JobFilters, locale: Locale): Promise<JobSearchPage> {
  const taxonomyPromise = loadSearchTaxonomy(locale);
  const state = await fetchJobSearch(
    toApiQuery(filters, {
      limit: JOB_LIST_PAGE_SIZE,
      includeFacets: true,
      includeRelaxations: true,
    }),
    { locale, caching: FRESH },
  );
  if (!state.ok) return { ...state, taxonomy: await taxonomyPromise };
  const relaxations = toRelaxations(filters, state.result.relaxations);
  return { ok: true, result: state.result, taxonomy: await taxonomyPromise, relaxations };
}
