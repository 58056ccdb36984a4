// Everything a job search works with, built once per app (build-app.ts) and passed to the search
// services: the in-memory index of this database, the lookups and card caches, and the settings.
// Nothing of it lives at module level, so two apps on two databases (tests, benchmarks) never
// share state.
import type { JobSearchResult } from '@jenjang/domain';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db';
import { createJobCardCache, type JobCardCache } from './engine/doc-cache';
import { SearchEngine, type SearchEngineMode, type SearchLog } from './engine/search-engine';
import { createSearchLookups, type SearchLookups } from './search-lookups';

export type SearchSettings = {
  /** 'memory': the in-memory index (SQL while it loads); 'sql': every search in PostgreSQL. */
  engine: SearchEngineMode;
  /**
   * Whole results kept this long, keyed by the normalised query: identical searches within it
   * share one answer. 0 (the default) = off; jobs change slowly, so a few seconds are safe.
   */
  resultCacheTtlMs: number;
  resultCacheMaxEntries: number;
  /** SQL path: facets count over at most this many matches (benchmarks try smaller caps). */
  facetCap: number;
};

/** Totals are exact up to this many matches in SQL, then shown as "N+" (totalIsCapped). */
export const COUNT_CAP = 10_000;

export const DEFAULT_SEARCH_SETTINGS: SearchSettings = {
  engine: 'memory',
  resultCacheTtlMs: 0,
  resultCacheMaxEntries: 1_000,
  facetCap: COUNT_CAP,
};

export type SearchDeps = {
  db: Database;
  clock: Clock;
  engine: SearchEngine;
  lookups: SearchLookups;
  cards: JobCardCache;
  /** Whole results by normalised query; null when off. */
  results: LRUCache<string, Promise<JobSearchResult>> | null;
  facetCap: number;
};

export function createSearchDeps(
  deps: { db: Database; clock: Clock; log: SearchLog },
  settings: Partial<SearchSettings> = {},
): SearchDeps {
  const { engine, resultCacheTtlMs, resultCacheMaxEntries, facetCap } = {
    ...DEFAULT_SEARCH_SETTINGS,
    ...settings,
  };
  return {
    db: deps.db,
    clock: deps.clock,
    engine: new SearchEngine(deps, engine),
    lookups: createSearchLookups(deps),
    cards: createJobCardCache(deps),
    results:
      resultCacheTtlMs > 0
        ? new LRUCache({
            max: resultCacheMaxEntries,
            ttl: resultCacheTtlMs,
            perf: { now: () => deps.clock.now().getTime() },
          })
        : null,
    facetCap: Math.max(1, Math.min(facetCap, COUNT_CAP)),
  };
}
