// The in-memory search index of one API process (docs/decisions/007-in-memory-search.md): loads
// the open jobs once, then before each search applies the jobs changed since it last looked
// (jobs.search_seq), so a search sees every write committed before it started. PostgreSQL stays
// the source of truth: while a large index is still loading, or with SEARCH_ENGINE=sql, searches
// run in SQL (search.queries.ts) instead. build-app.ts makes one per database (job-search.ts).
//
// When the database cannot be reached (or does not answer the freshness check in time), searches
// keep answering from the index as it last saw the database, saying so (`stale`, `asOf`); the
// next search that reaches the database brings the index up to date again (docs/decisions/013).
import type { Clock } from '../../../../platform/clock';
import type { Database } from '../../../../platform/db';
import {
  estimateJobCount,
  selectJobsChangedAfter,
  selectJobsWithSeqs,
  selectNewestSeq,
  selectOpenJobsAfter,
  type IndexedJobRow,
} from './engine.queries';
import { Scratch } from './evaluate';
import { JobStore } from './job-store';

export type SearchEngineMode = 'memory' | 'sql';

export type SearchLog = { warn(message: string): void; error(message: string): void };

/** What a search runs on: the store, the engine's scratch space, and how fresh the store is. */
export type SearchIndexState = {
  store: JobStore;
  scratch: Scratch;
  /** True when the store could not be brought up to date with the database for this search. */
  stale: boolean;
  /** When the store last saw the database (the start of its last successful update). */
  asOf: Date;
};

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
/**
 * How long a search waits for the freshness check (one trivial query) before answering from the
 * index as it is: a database that does not answer in time is treated as unreachable.
 */
const FRESHNESS_WAIT_MS = 2_000;

export class SearchEngine {
  store: JobStore | null = null;
  /** Scratch space of this engine's searches (they run one at a time: evaluate is synchronous). */
  readonly scratch = new Scratch();
  private seenSeq = 0;
  private syncedAt: Date;
  private firstLoad: Promise<void> | null = null;
  private waitForLoad: Promise<boolean> = Promise.resolve(false);
  private syncing: { done: Promise<boolean>; startedAt: number } | null = null;
  private unreachable = false;
  private rebuilding = false;
  /** Missing change numbers → when first missed (clock ms). */
  private readonly gaps = new Map<number, number>();
  private gapsCheckedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly deps: { db: Database; clock: Clock; log: SearchLog },
    readonly mode: SearchEngineMode,
  ) {
    this.syncedAt = deps.clock.now();
  }

  /** The index to search, or null when searches should run in SQL (mode, or still loading). */
  async ready(): Promise<SearchIndexState | null> {
    if (this.mode === 'sql') return null;
    if (!this.store) {
      if (!this.firstLoad) {
        this.firstLoad = this.load().catch((error: unknown) => {
          this.deps.log.error(`[search] loading the in-memory index failed: ${String(error)}`);
          this.firstLoad = null; // the next search tries again
        });
        this.waitForLoad = estimateJobCount(this.deps.db).then(
          (jobs) => jobs <= LOAD_IN_FOREGROUND_UP_TO,
          () => false,
        );
      }
      if (!(await this.waitForLoad)) return null;
      await this.firstLoad;
      if (!this.store) return null;
    }
    const fresh = await this.syncInTime();
    return { store: this.store, scratch: this.scratch, stale: !fresh, asOf: this.syncedAt };
  }

  /** Loads the index now and waits for it (benchmarks; a deployment warms it with a search). */
  async loadNow(): Promise<void> {
    this.waitForLoad = Promise.resolve(true);
    this.firstLoad ??= this.load();
    await this.firstLoad;
  }

  /** The engine's state (loaded jobs, slots, distinct terms), for tests and benchmarks. */
  stats() {
    const store = this.store;
    return store ? { liveJobs: store.liveCount, slots: store.size, terms: store.terms.size } : null;
  }

  /** Builds a fresh store from every open job, then applies what changed meanwhile. */
  private async load(): Promise<void> {
    const { db, clock } = this.deps;
    const startedAt = clock.now();
    const since = await selectNewestSeq(db);
    const store = new JobStore(Math.max(1024, (await estimateJobCount(db)) * 1.1));
    let after: IndexedJobRow | null = null;
    for (;;) {
      const rows: IndexedJobRow[] = await selectOpenJobsAfter(db, after, LOAD_BATCH);
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
    this.syncedAt = startedAt;
    this.store = store;
  }

  /**
   * Brings the store up to date, waiting at most FRESHNESS_WAIT_MS since the update began (one
   * update at a time, shared by concurrent searches); false when it failed or is still running.
   */
  private async syncInTime(): Promise<boolean> {
    const now = this.deps.clock.now().getTime();
    if (!this.syncing) {
      const update = this.applyChanges().then(
        () => {
          if (this.unreachable) this.deps.log.warn('[search] the database answers again');
          this.unreachable = false;
          return true;
        },
        (error: unknown) => {
          if (!this.unreachable) {
            this.deps.log.warn(
              `[search] cannot update the index, answering from it as of ` +
                `${this.syncedAt.toISOString()}: ${String(error)}`,
            );
          }
          this.unreachable = true;
          return false;
        },
      );
      const syncing = { done: update, startedAt: now };
      this.syncing = syncing;
      void update.finally(() => {
        if (this.syncing === syncing) this.syncing = null;
      });
    }
    const { done, startedAt } = this.syncing;
    const wait = FRESHNESS_WAIT_MS - (now - startedAt);
    // Waited for long enough already: the update's answer if it has one, else none.
    if (wait <= 0) return Promise.race([done, Promise.resolve(false)]);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), wait);
    });
    try {
      return await Promise.race([done, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async applyChanges(): Promise<void> {
    const store = this.store;
    if (!store) return;
    const { db, clock } = this.deps;
    const startedAt = clock.now();
    const now = startedAt.getTime();
    const newest = await selectNewestSeq(db);
    if (this.gaps.size > 0 && now - this.gapsCheckedAt >= GAP_RECHECK_MS) {
      this.gapsCheckedAt = now;
      for (const [seq, since] of this.gaps) if (now - since > GAP_WATCH_MS) this.gaps.delete(seq);
      const found = await selectJobsWithSeqs(db, [...this.gaps.keys()]);
      for (const row of found) {
        this.gaps.delete(row.seq);
        apply(store, row);
      }
    }
    while (newest > this.seenSeq) {
      const rows = await selectJobsChangedAfter(db, this.seenSeq, CHANGES_BATCH);
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
    if (this.store === store) this.syncedAt = startedAt;
    if (store.deadSlots > REBUILD_DEAD_SHARE * store.size && !this.rebuilding) this.rebuild();
  }

  /** A fresh store in the background; the current one serves until it is ready. */
  private rebuild(): void {
    this.rebuilding = true;
    this.load()
      .catch((error: unknown) =>
        this.deps.log.error(`[search] rebuilding the index failed: ${String(error)}`),
      )
      .finally(() => {
        this.rebuilding = false;
      });
  }
}

function apply(store: JobStore, row: IndexedJobRow): void {
  if (row.open) store.upsert(row);
  else store.remove(row.id);
}
