// Job cards of search pages, kept in memory by (job, change number, language): a job's card
// changes only when its row does (which gives it a new change number) or its company does (the
// companies trigger of migration 0008 renumbers the company's jobs then). Taxonomy names (city,
// industry, role) change without either, so an entry also expires after a few minutes.
import type { JobDoc } from '@jenjang/domain';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../../../../platform/clock';
import type { Database } from '../../../../platform/db';
import type { ApiLocale } from '../../../../platform/locale';
import { loadJobDocs } from '../../jobs.service';
import type { JobStore } from './job-store';

const MAX_ENTRIES = 20_000;
const TTL_MS = 5 * 60_000;

export type JobCardCache = {
  /**
   * The cards of `ids` in order; cards not cached (or expired) come from the database at once.
   * With `offline` (the database was unreachable a moment ago), expired cards serve too, and when
   * the database fails, the page holds the cards the cache has (an error when it has none).
   */
  load(
    store: JobStore,
    ids: string[],
    locale: ApiLocale,
    options?: { offline?: boolean },
  ): Promise<JobDoc[]>;
};

export function createJobCardCache(deps: { db: Database; clock: Clock }): JobCardCache {
  const cache = new LRUCache<string, JobDoc>({
    max: MAX_ENTRIES,
    ttl: TTL_MS,
    // Expired cards stay until evicted: an offline search may still show them.
    noDeleteOnStaleGet: true,
    perf: { now: () => deps.clock.now().getTime() },
  });
  return {
    async load(store, ids, locale, options = {}) {
      const keyOf = (id: string) => {
        const seq = store.seqOf(id);
        return seq === undefined ? null : `${locale}:${id}:${seq}`;
      };
      const found = new Map<string, JobDoc>();
      const missing: string[] = [];
      for (const id of ids) {
        const key = keyOf(id);
        const doc = key === null ? undefined : cache.get(key, { allowStale: options.offline });
        if (doc) found.set(id, doc);
        else missing.push(id);
      }
      if (missing.length > 0) {
        try {
          for (const doc of await loadJobDocs(deps.db, missing, locale)) {
            found.set(doc.id, doc);
            const key = keyOf(doc.id);
            if (key !== null) cache.set(key, doc);
          }
        } catch (error) {
          if (!options.offline || found.size === 0) throw error;
        }
      }
      return ids.flatMap((id) => {
        const doc = found.get(id);
        return doc ? [doc] : [];
      });
    },
  };
}
