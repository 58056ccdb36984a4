// Job search: filters, typo-tolerant text, relevance, capped totals and facets.
import {
  CITIES,
  needsSpellCheck,
  parseSearchQuery,
  stemToken,
  tokenize,
  toSearchFilters,
  wibDateOf,
  type JobSearchQuery,
  type JobSearchResult,
  type SortParam,
} from '@jenjang/domain';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db';
import type { ApiLocale } from '../../../platform/locale';
import { loadJobDocs } from '../jobs.service';
import {
  FACET_DIMENSIONS,
  selectPageOfMany,
  summarizeMatches,
  type FacetCountRow,
  type SearchSql,
} from './search.queries';
import { evaluate, type EngineQuery } from './engine/evaluate';
import { loadCachedJobDocs } from './engine/doc-cache';
import { dayNumber, type JobStore } from './engine/job-store';
import { readySearchIndex } from './engine/search-engine';
import { facetLabeler, findClosestTerm, findIndustryIds, findKnownTerms } from './search-lookups';

export type SearchDeps = { db: Database; clock: Clock };

/** Totals are exact up to this many matches, then shown as "N+" (totalIsCapped). */
export const COUNT_CAP = 10_000;
/** Facets count over at most this many matches (all of them when the total is not capped). */
export const FACET_CAP = 10_000;
let facetCap = FACET_CAP;

/**
 * Optional in-process cache of whole search results, keyed by the normalised query: identical
 * searches within `ttlMs` share one database round (concurrent ones too). Off (0) by default;
 * jobs change slowly, so a few seconds are safe on a job board.
 */
export function configureSearchCache(options: { ttlMs: number; maxEntries?: number }): void {
  cacheTtlMs = Math.max(0, options.ttlMs);
  cacheMaxEntries = options.maxEntries ?? 1_000;
  caches = new WeakMap();
}

/** Benchmarks only: facets over fewer matches than FACET_CAP (then approximate below the cap). */
export function configureFacetCap(cap: number): void {
  facetCap = Math.max(1, Math.min(cap, COUNT_CAP));
}

let cacheTtlMs = 0;
let cacheMaxEntries = 1_000;
type CacheEntry = { expires: number; result: Promise<JobSearchResult> };
let caches = new WeakMap<Database, Map<string, CacheEntry>>();

export async function searchJobs(
  deps: SearchDeps,
  query: JobSearchQuery,
  locale: ApiLocale,
): Promise<JobSearchResult> {
  if (cacheTtlMs <= 0) return runSearch(deps, query, locale);
  const filters = toSearchFilters(query);
  const key = JSON.stringify([
    filters,
    query.sortParam ?? null,
    query.page,
    query.limit,
    query.includeFacets ?? false,
    locale,
    wibDateOf(deps.clock.now()),
  ]);
  let cache = caches.get(deps.db);
  if (!cache) caches.set(deps.db, (cache = new Map()));
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) {
    // Most recently used last: Map keeps insertion order.
    cache.delete(key);
    cache.set(key, hit);
    return hit.result;
  }
  const result = runSearch(deps, query, locale);
  cache.set(key, { expires: now + cacheTtlMs, result });
  result.catch(() => cache.delete(key));
  while (cache.size > cacheMaxEntries) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cache.delete(oldest);
  }
  return result;
}

async function runSearch(
  deps: SearchDeps,
  query: JobSearchQuery,
  locale: ApiLocale,
): Promise<JobSearchResult> {
  const { q, correctedSearch, page } = await understandSearch(deps, query);
  const found = (await searchInMemory(deps, q, page)) ?? (await searchInSql(deps.db, q, page));
  return {
    docs: found.store
      ? await loadCachedJobDocs(deps.db, found.store, found.pageIds, locale)
      : await loadJobDocs(deps.db, found.pageIds, locale),
    totalDocs: found.total,
    totalIsCapped: found.totalIsCapped,
    page: query.page,
    limit: query.limit,
    totalPages: Math.ceil(found.total / query.limit),
    correctedSearch,
    facets: found.facets ? await groupFacets(deps.db, locale, found.facets) : null,
  };
}

/**
 * What a search asks, in the terms both engines take: the analysed (and typo-corrected) text,
 * the filters with industry slugs resolved, the sort and the page. Exported for the engine
 * benchmark (bench/engine-profile.ts), which times the engine alone.
 */
export async function understandSearch(deps: SearchDeps, query: JobSearchQuery) {
  const filters = toSearchFilters(query);
  const { tsquery, correctedSearch } = await understandText(deps.db, filters.text);
  const q: SearchSql = {
    wibToday: wibDateOf(deps.clock.now()),
    tsquery,
    cityIds: filters.cityIds,
    workplaceTypes: filters.workplaceTypes,
    employmentTypes: filters.employmentTypes,
    lastEducations: filters.lastEducations,
    experienceLevels: filters.experienceLevels,
    industryIds: await findIndustryIds(deps.db, filters.industries),
    jobRoleCategoryIds: filters.jobRoleCategoryIds,
    jobRoleIds: filters.jobRoleIds,
    urgentlyNeeded: filters.urgentlyNeeded,
    salaryMin: filters.salaryMin,
    salaryMax: filters.salaryMax,
  };
  // An industry that does not exist matches nothing rather than everything.
  if (filters.industries.length > 0 && q.industryIds.length === 0) q.industryIds = [-1];

  const sort: SortParam = query.sortParam ?? (tsquery ? 'mostRelevant' : 'publishedAt');
  const offset = (query.page - 1) * query.limit;
  const page = { sort, limit: query.limit, offset, facets: query.includeFacets ?? false };
  return { q, correctedSearch, page };
}

type PageRequest = { sort: SortParam; limit: number; offset: number; facets: boolean };
type Found = {
  total: number;
  totalIsCapped: boolean;
  pageIds: string[];
  facets: FacetCountRow[] | null;
  /** The in-memory index that answered, if it did. */
  store?: JobStore;
};

/** The in-memory index (exact totals and facets), or null when it is not there to ask. */
async function searchInMemory(deps: SearchDeps, q: SearchSql, page: PageRequest) {
  const groups = tsqueryGroups(q.tsquery);
  if (groups === null) return null;
  const store = await readySearchIndex(deps.db);
  if (!store) return null;
  const answer = evaluate(store, engineQuery(q, groups, deps.clock.now()), page);
  return { ...answer, totalIsCapped: false, store } satisfies Found;
}

export const engineQuery = (q: SearchSql, groups: string[][], now: Date): EngineQuery => ({
  ...q,
  groups,
  todayDay: dayNumber(q.wibToday),
  nowMs: now.getTime(),
});

/**
 * The AND of OR-groups a search's tsquery says ('(rawat | synperawat) & jakarta'), or null for
 * syntax the index does not evaluate (prefixes: search-as-you-type), which then runs in SQL.
 */
export function tsqueryGroups(tsquery: string): string[][] | null {
  if (!tsquery) return [];
  if (tsquery.includes(':')) return null;
  return tsquery.split(' & ').map((group) => group.replace(/^\(|\)$/g, '').split(' | '));
}

/** Capped totals and facets in PostgreSQL (while the index loads, or SEARCH_ENGINE=sql). */
async function searchInSql(db: Database, q: SearchSql, page: PageRequest): Promise<Found> {
  const summary = await summarizeMatches(db, q, {
    cap: COUNT_CAP,
    facetCap,
    facets: page.facets,
    sort: page.sort,
    limit: page.limit,
    offset: page.offset,
  });
  // More matches than the cap (a common word, a broad filter): the page walks an index instead.
  const pageIds =
    summary.pageIds ??
    (await selectPageOfMany(db, q, { sort: page.sort, limit: page.limit, offset: page.offset }));
  return {
    total: Math.min(summary.total, COUNT_CAP),
    totalIsCapped: summary.total > COUNT_CAP,
    pageIds,
    facets: summary.facets,
  };
}

/**
 * Parses the text and corrects words the index has never seen to the closest known term
 * ("sofware enginer" → "software engineer"), keeping words that are known.
 */
export async function understandText(
  db: Database,
  text: string,
): Promise<{ tsquery: string; correctedSearch: string | null }> {
  const parsed = parseSearchQuery(text);
  if (!parsed.tsquery) return { tsquery: '', correctedSearch: null };
  const candidates = parsed.words.filter(needsSpellCheck);
  if (candidates.length === 0) return { tsquery: parsed.tsquery, correctedSearch: null };

  const known = await findKnownTerms(db, [
    ...new Set(candidates.flatMap((w) => [w, stemToken(w)])),
  ]);
  const replacements = new Map<string, string>();
  for (const word of candidates) {
    if (known.has(word) || known.has(stemToken(word))) continue;
    const closest = await findClosestTerm(db, word);
    if (closest && closest !== word) replacements.set(word, closest);
  }
  if (replacements.size === 0) return { tsquery: parsed.tsquery, correctedSearch: null };

  const corrected = tokenize(text)
    .map((word) => replacements.get(word) ?? word)
    .join(' ');
  const reparsed = parseSearchQuery(corrected);
  return { tsquery: reparsed.tsquery, correctedSearch: reparsed.tsquery ? corrected : null };
}

async function groupFacets(db: Database, locale: ApiLocale, rows: FacetCountRow[]) {
  const named = (row: FacetCountRow) =>
    row.dim === 'cityIds' || row.dim === 'industry' || row.dim === 'jobRoleCategoryIds';
  const label = await facetLabeler(
    db,
    locale,
    rows.filter(named).map((row) => `${row.dim}:${row.value}`),
  );
  const result: Record<string, { value: string; label: string; count: number }[]> = {};
  for (const dimension of FACET_DIMENSIONS) result[dimension] = [];
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
