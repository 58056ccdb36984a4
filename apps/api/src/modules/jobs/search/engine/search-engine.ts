// The in-memory search index of one API process (docs/decisions/007-in-memory-search.md): loads
// the open jobs once, then before each search applies the jobs changed since it last looked
// (jobs.search_seq), so a search sees every write committed before it started. PostgreSQL stays
// the source of truth: while a large index is still loading, or with SEARCH_ENGINE=sql, searches
// run in SQL (search.queries.ts) instead.
import type { Database } from '../../../../platform/db';
import {
  estimateJobCount,
  selectJobsChangedAfter,
  selectJobsWithSeqs,
  selectNewestSeq,
  selectOpenJobsAfter,
  type IndexedJobRow,
} from './engine.queries';
import { JobStore } from './job-store';

export type SearchEngineMode = 'memory' | 'sql';

/** Up to this many jobs the first search waits for the load (tests, demo, small boards). */
const LOAD_IN_FOREGROUND_UP_TO = 50_000;
const LOAD_BATCH = 5_000;
const YIELD_EVERY = 250;
const CHANGES_BATCH = 2_000;
/**
 * A change number below the newest seen but not found belongs to a transaction still running, a
 * rolled-back one, or a job changed again since; it is looked for again (at most once a second)
 * for this long, which covers any transaction of this application.
 */
const GAP_WATCH_MS = 60_000;
const GAP_RECHECK_MS = 1_000;
const MAX_WATCHED_GAPS = 10_000;
/** Rebuild once this share of slots holds replaced or closed versions. */
const REBUILD_DEAD_SHARE = 0.3;

let mode: SearchEngineMode = 'memory';
const engines = new WeakMap<Database, SearchEngine>();

export function configureSearchEngine(next: SearchEngineMode): void {
  mode = next;
}

/** The in-memory index of this database, or null when searches should run in SQL. */
export async function readySearchIndex(db: Database): Promise<JobStore | null> {
  if (mode === 'sql') return null;
  let engine = engines.get(db);
  if (!engine) engines.set(db, (engine = new SearchEngine(db)));
  return engine.ready();
}

/** Loads the index now and waits for it (benchmarks; a deployment warms it with a search). */
export async function loadSearchIndex(db: Database): Promise<void> {
  let engine = engines.get(db);
  if (!engine) engines.set(db, (engine = new SearchEngine(db)));
  await engine.loadNow();
}

/** For tests and benchmarks: the engine's state (loaded jobs, slots, distinct terms). */
export function searchIndexStats(db: Database) {
  const store = engines.get(db)?.store;
  return store ? { liveJobs: store.liveCount, slots: store.size, terms: store.terms.size } : null;
}

class SearchEngine {
  store: JobStore | null = null;
  private seenSeq = 0;
  private firstLoad: Promise<void> | null = null;
  private waitForLoad: Promise<boolean> = Promise.resolve(false);
  private syncing: Promise<void> | null = null;
  private rebuilding = false;
  /** Missing change numbers → when first missed. */
  private readonly gaps = new Map<number, number>();
  private gapsCheckedAt = 0;

  constructor(private readonly db: Database) {}

  async ready(): Promise<JobStore | null> {
    if (!this.store) {
      if (!this.firstLoad) {
        this.firstLoad = this.load().catch((error: unknown) => {
          console.error('[search] loading the in-memory index failed:', error);
          this.firstLoad = null; // the next search tries again
        });
        this.waitForLoad = estimateJobCount(this.db).then(
          (jobs) => jobs <= LOAD_IN_FOREGROUND_UP_TO,
          () => false,
        );
      }
      if (!(await this.waitForLoad)) return null;
      await this.firstLoad;
      if (!this.store) return null;
    }
    await this.sync();
    return this.store;
  }

  async loadNow(): Promise<void> {
    this.waitForLoad = Promise.resolve(true);
    this.firstLoad ??= this.load();
    await this.firstLoad;
  }

  /** Builds a fresh store from every open job, then applies what changed meanwhile. */
  private async load(): Promise<void> {
    const since = await selectNewestSeq(this.db);
    const store = new JobStore(Math.max(1024, (await estimateJobCount(this.db)) * 1.1));
    let after: IndexedJobRow | null = null;
    for (;;) {
      const rows: IndexedJobRow[] = await selectOpenJobsAfter(this.db, after, LOAD_BATCH);
      for (let i = 0; i < rows.length; i++) {
        store.upsert(rows[i]!);
        // Indexing a job takes ~50 µs: let requests through every few hundred, so a large
        // load in the background never stalls the process for long.
        if (i % YIELD_EVERY === YIELD_EVERY - 1) await new Promise(setImmediate);
      }
      if (rows.length < LOAD_BATCH) break;
      after = rows[rows.length - 1]!;
    }
    store.trim();
    // Jobs changed during the walk are read again by the next sync (applying one twice is
    // harmless). Change numbers still watched as gaps stay watched.
    this.seenSeq = since;
    this.store = store;
  }

  /** Applies the changes since the last look; one at a time, shared by concurrent searches. */
  private sync(): Promise<void> {
    this.syncing ??= this.applyChanges().finally(() => {
      this.syncing = null;
    });
    return this.syncing;
  }

  private async applyChanges(): Promise<void> {
    const store = this.store;
    if (!store) return;
    const newest = await selectNewestSeq(this.db);
    const now = Date.now();
    if (this.gaps.size > 0 && now - this.gapsCheckedAt >= GAP_RECHECK_MS) {
      this.gapsCheckedAt = now;
      for (const [seq, since] of this.gaps) if (now - since > GAP_WATCH_MS) this.gaps.delete(seq);
      const found = await selectJobsWithSeqs(this.db, [...this.gaps.keys()]);
      for (const row of found) {
        this.gaps.delete(row.seq);
        apply(store, row);
      }
    }
    while (newest > this.seenSeq) {
      const rows = await selectJobsChangedAfter(this.db, this.seenSeq, CHANGES_BATCH);
      let expected = this.seenSeq + 1;
      for (const row of rows) {
        for (; expected < row.seq && this.gaps.size < MAX_WATCHED_GAPS; expected++) {
          this.gaps.set(expected, now);
        }
        expected = row.seq + 1;
        apply(store, row);
      }
      if (rows.length === 0) break;
      // A rebuild may have swapped the store meanwhile; its own change number then stands.
      if (this.store !== store) return;
      this.seenSeq = rows[rows.length - 1]!.seq;
      if (rows.length < CHANGES_BATCH) break;
    }
    if (store.deadSlots > REBUILD_DEAD_SHARE * store.size && !this.rebuilding) this.rebuild();
  }

  /** A fresh store in the background; the current one serves until it is ready. */
  private rebuild(): void {
    this.rebuilding = true;
    this.load()
      .catch((error: unknown) => console.error('[search] rebuilding the index failed:', error))
      .finally(() => {
        this.rebuilding = false;
      });
  }
}

function apply(store: JobStore, row: IndexedJobRow): void {
  if (row.open) store.upsert(row);
  else store.remove(row.id);
}
