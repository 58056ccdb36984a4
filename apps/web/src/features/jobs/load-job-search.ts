import { jobSearchResponseSchema, type JobSearchResult, type Locale } from '@jenjang/domain';
import { ApiError, apiGet, type ApiErrorKind } from '@/lib/api/client';
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

const SEARCH = '/v1/explore-job/job';

/**
 * One page of the search with facet counts, fresh on every request; when it finds nothing, the
 * same request answers which filters to drop (the API counts them). API failures become a
 * result the page shows with a retry.
 */
export async function loadJobSearch(filters: JobFilters, locale: Locale): Promise<JobSearchPage> {
  const taxonomyPromise = loadSearchTaxonomy(locale);
  try {
    const body = await apiGet(SEARCH, jobSearchResponseSchema, {
      query: toApiQuery(filters, {
        limit: JOB_LIST_PAGE_SIZE,
        includeFacets: true,
        includeRelaxations: true,
      }),
      cache: 'no-store',
      locale,
    });
    const relaxations = toRelaxations(filters, body.data.relaxations);
    return { ok: true, result: body.data, taxonomy: await taxonomyPromise, relaxations };
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
