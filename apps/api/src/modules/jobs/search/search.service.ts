// Job search: filters, typo-tolerant text, relevance, totals and facets, on the in-memory index
// (exact) or in SQL (capped), and what to drop when nothing is found.
import {
  CITIES,
  FACET_KEYS,
  pickRelaxations,
  relaxableFiltersOf,
  toSearchFilters,
  wibDateOf,
  withoutFilter,
  type JobSearchFilters,
  type JobSearchQuery,
  type JobSearchResult,
  type SearchRelaxation,
} from '@jenjang/domain';
import type { ApiLocale } from '../../../platform/locale';
import { loadJobDocs } from '../jobs.service';
import { evaluate } from './engine/evaluate';
import type { SearchIndexState } from './engine/search-engine';
import { COUNT_CAP, type SearchDeps } from './job-search';
import type { SearchLookups } from './search-lookups';
import {
  selectPageOfMany,
  summarizeMatches,
  type FacetCountRow,
  type SearchSql,
} from './search.queries';
import {
  engineQuery,
  understandSearch,
  type PageRequest,
  type UnderstoodText,
} from './understand-search';

export async function searchJobs(
  deps: SearchDeps,
  query: JobSearchQuery,
  locale: ApiLocale,
): Promise<JobSearchResult> {
  const cache = deps.results;
  if (!cache) return runSearch(deps, query, locale);
  const key = JSON.stringify([
    toSearchFilters(query),
    query.sortParam ?? null,
    query.page,
    query.limit,
    query.includeFacets ?? false,
    query.includeRelaxations ?? false,
    locale,
    wibDateOf(deps.clock.now()),
  ]);
  const hit = cache.get(key);
  if (hit) return hit;
  const result = runSearch(deps, query, locale);
  cache.set(key, result);
  // Neither a failure nor an answer from an index that could not see the database is kept.
  result.then(
    (answer) => answer.stale && cache.delete(key),
    () => cache.delete(key),
  );
  return result;
}

async function runSearch(
  deps: SearchDeps,
  query: JobSearchQuery,
  locale: ApiLocale,
): Promise<JobSearchResult> {
  const filters = toSearchFilters(query);
  const { q, page, text } = await understandSearch(deps, filters, {
    sort: query.sortParam,
    page: query.page,
    limit: query.limit,
    facets: query.includeFacets ?? false,
  });
  const found = await findMatches(deps, q, page);
  const index = found.index;
  const result: JobSearchResult = {
    docs: index
      ? await deps.cards.load(index.store, found.pageIds, locale, { offline: index.stale })
      : await loadJobDocs(deps.db, found.pageIds, locale),
    totalDocs: found.total,
    totalIsCapped: found.totalIsCapped,
    page: query.page,
    limit: query.limit,
    totalPages: Math.ceil(found.total / query.limit),
    correctedSearch: text.correctedSearch,
    facets: found.facets ? await groupFacets(deps.lookups, locale, found.facets) : null,
    stale: index?.stale ?? false,
    ...(index?.stale ? { indexAsOf: index.asOf.toISOString() } : {}),
  };
  if (query.includeRelaxations && found.total === 0) {
    result.relaxations = await countRelaxations(deps, filters, text);
  }
  return result;
}

/**
 * For each filter in use, the total without it (the same text as understood for the page), the
 * ones that find something best first: one request instead of one per filter.
 */
async function countRelaxations(
  deps: SearchDeps,
  filters: JobSearchFilters,
  text: UnderstoodText,
): Promise<SearchRelaxation[]> {
  const counted: SearchRelaxation[] = [];
  const request = { sort: 'publishedAt', page: 1, limit: 0, facets: false } as const;
  for (const filter of relaxableFiltersOf(filters)) {
    const relaxed = withoutFilter(filters, filter);
    const { q, page } = await understandSearch(
      deps,
      relaxed,
      request,
      filter === 'search' ? undefined : text,
    );
    const found = await findMatches(deps, q, page);
    counted.push({ filter, total: found.total, totalIsCapped: found.totalIsCapped });
  }
  return pickRelaxations(counted);
}

type Found = {
  total: number;
  totalIsCapped: boolean;
  pageIds: string[];
  facets: FacetCountRow[] | null;
  /** The in-memory index that answered, if it did. */
  index?: SearchIndexState;
};

/** On the in-memory index (exact totals and facets) when it is there to ask, else in SQL. */
async function findMatches(deps: SearchDeps, q: SearchSql, page: PageRequest): Promise<Found> {
  const index = await deps.engine.ready();
  if (!index) return searchInSql(deps, q, page);
  const answer = evaluate(index.store, engineQuery(q), page, index.scratch);
  return { ...answer, totalIsCapped: false, index };
}

/** Capped totals and facets in PostgreSQL (while the index loads, or SEARCH_ENGINE=sql). */
async function searchInSql(deps: SearchDeps, q: SearchSql, page: PageRequest): Promise<Found> {
  const summary = await summarizeMatches(deps.db, q, {
    cap: COUNT_CAP,
    facetCap: deps.facetCap,
    facets: page.facets,
    sort: page.sort,
    limit: page.limit,
    offset: page.offset,
  });
  // More matches than the cap (a common word, a broad filter): the page walks an index instead.
  const pageIds =
    summary.pageIds ??
    (page.limit === 0
      ? []
      : await selectPageOfMany(deps.db, q, {
          sort: page.sort,
          limit: page.limit,
          offset: page.offset,
        }));
  return {
    total: Math.min(summary.total, COUNT_CAP),
    totalIsCapped: summary.total > COUNT_CAP,
    pageIds,
    facets: summary.facets,
  };
}

async function groupFacets(lookups: SearchLookups, locale: ApiLocale, rows: FacetCountRow[]) {
  const named = (row: FacetCountRow) =>
    row.dim === 'cityIds' || row.dim === 'industry' || row.dim === 'jobRoleCategoryIds';
  const label = await lookups.facetLabeler(
    locale,
    rows.filter(named).map((row) => `${row.dim}:${row.value}`),
  );
  const result: Record<string, { value: string; label: string; count: number }[]> = {};
  for (const dimension of FACET_KEYS) result[dimension] = [];
  // Rows come most frequent first.
  for (const row of rows) {
    result[row.dim]?.push({ value: row.value, label: labelFor(row, label), count: row.count });
  }
  return result;
}

function labelFor(row: FacetCountRow, label: (key: string) => string | undefined): string {
  // Cities the product knows by name first; database names for the rest; enum values as they
  // are (the web translates them).
  if (row.dim === 'cityIds') {
    return (
      CITIES.find((c) => String(c.id) === row.value)?.name ??
      label(`cityIds:${row.value}`) ??
      row.value
    );
  }
  return label(`${row.dim}:${row.value}`) ?? row.value;
}
