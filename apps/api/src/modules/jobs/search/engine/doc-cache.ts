// Job cards of search pages, kept in memory by (job, change number, language): a job's card
// changes only when its row does (which gives it a new change number) or its company does (the
// companies trigger of migration 0008 renumbers the company's jobs then). Taxonomy names (city,
// industry, role) change without either, so an entry also expires after a few minutes.
import type { JobDoc } from '@jenjang/domain';
import type { Database } from '../../../../platform/db';
import type { ApiLocale } from '../../../../platform/locale';
import { loadJobDocs } from '../../jobs.service';
import type { JobStore } from './job-store';

const MAX_ENTRIES = 20_000;
const TTL_MS = 5 * 60_000;

type Entry = { doc: JobDoc; loaded: number };
const caches = new WeakMap<Database, Map<string, Entry>>();

/** The cards of `ids` in order; cards not cached (or stale) come from the database at once. */
export async function loadCachedJobDocs(
  db: Database,
  store: JobStore,
  ids: string[],
  locale: ApiLocale,
): Promise<JobDoc[]> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const now = Date.now();
  const keyOf = (id: string) => {
    const seq = store.seqOf(id);
    return seq === undefined ? null : `${locale}:${id}:${seq}`;
  };
  const found = new Map<string, JobDoc>();
  const missing: string[] = [];
  for (const id of ids) {
    const key = keyOf(id);
    const entry = key === null ? undefined : cache.get(key);
    if (entry && now - entry.loaded < TTL_MS) found.set(id, entry.doc);
    else missing.push(id);
  }
  if (missing.length > 0) {
    for (const doc of await loadJobDocs(db, missing, locale)) {
      found.set(doc.id, doc);
      const key = keyOf(doc.id);
      if (key === null) continue;
      if (cache.size >= MAX_ENTRIES) cache.clear();
      cache.set(key, { doc, loaded: now });
    }
  }
  return ids.flatMap((id) => {
    const doc = found.get(id);
    return doc ? [doc] : [];
  });
}
