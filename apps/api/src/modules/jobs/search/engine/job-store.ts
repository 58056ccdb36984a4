// The open jobs of the in-memory search index (docs/decisions/007-in-memory-search.md): one slot
// per job version in columns of typed arrays (what filters, facets and sorts read), and an
// inverted index from each analysed term to the slots whose terms hold it. A changed job gets a
// new slot and its old slot is marked dead; dead slots are skipped and dropped when the index is
// rebuilt. Nothing here touches the database.
import { FacetCube } from './facet-cube';
import { URGENT_BIT, educationBit, employmentBit, experienceBit, workplaceBit } from './job-flags';
import { activityScore } from './relevance';

/** One open job as the index needs it (engine.queries.ts reads it). */
export type IndexedJob = {
  id: string;
  /** The job's change number (jobs.search_seq): a new one means the job's card may differ. */
  seq: number;
  publishedAtMs: number;
  companyActivity: number;
  cityId: number;
  industryId: number | null;
  jobRoleId: number | null;
  jobRoleCategoryId: number | null;
  workplaceType: string;
  employmentTypes: string[];
  lastEducations: number[];
  experienceLevels: number[];
  urgentlyNeeded: boolean;
  /** Monthly, shown salaries only (others can neither match a salary filter nor sort by it). */
  salaryMin: number | null;
  salaryMax: number | null;
  /** Days since 1970-01-01 of the last day to apply; null = no deadline. */
  deadlineDay: number | null;
  /** Analysed terms, space-separated (jobs.search_title / search_body). */
  searchTitle: string;
  searchBody: string;
  /** Stems of the job's own title and company words (jobs.search_title_words). */
  titleWords: string[];
};

function flagsOf(job: IndexedJob): number {
  let flags = workplaceBit(job.workplaceType);
  for (const type of job.employmentTypes) flags |= employmentBit(type);
  for (const level of job.lastEducations) flags |= educationBit(level);
  for (const level of job.experienceLevels) flags |= experienceBit(level);
  if (job.urgentlyNeeded) flags |= URGENT_BIT;
  return flags;
}

/** Slots in the first `length` places of `slots`. */
export type SlotList = { readonly slots: Int32Array; readonly length: number };

/** A growable list of slots, ascending (slots are only ever appended). */
export class PostingList implements SlotList {
  slots = new Int32Array(4);
  length = 0;

  /** Gives back the room the doubling left unused (after a load: up to half of the memory). */
  trim(): void {
    if (this.slots.length > this.length + 8) this.slots = this.slots.slice(0, this.length);
  }

  push(slot: number): void {
    if (this.length === this.slots.length) {
      const grown = new Int32Array(this.slots.length * 2);
      grown.set(this.slots);
      this.slots = grown;
    }
    this.slots[this.length++] = slot;
  }
}

/** Small integer ids (cities, industries, role categories) mapped to dense counters. */
export class DenseIds {
  private readonly indexOf = new Map<number, number>();
  readonly values: number[] = [];

  index(id: number): number {
    let index = this.indexOf.get(id);
    if (index === undefined) {
      index = this.values.length;
      this.indexOf.set(id, index);
      this.values.push(id);
    }
    return index;
  }

  find(id: number): number | undefined {
    return this.indexOf.get(id);
  }
}

const NO_DEADLINE = 2 ** 31 - 1;
const DEAD = -(2 ** 31);

export class JobStore {
  /** Slots in use (dead ones included). */
  size = 0;
  private capacity: number;
  ids: string[] = [];
  seqs: Float64Array;
  alive: Uint8Array;
  publishedAt: Float64Array;
  activity: Float32Array;
  /** The hiring-activity part of the relevance score (relevance.ts), kept per slot. */
  activityScore: Float64Array;
  /** At least the largest `activityScore` of any slot: bounds what an older job can score. */
  maxActivityScore = 0;
  /** Dense index of the city / industry / role category; -1 = none. */
  city: Int32Array;
  industry: Int32Array;
  category: Int32Array;
  jobRole: Int32Array;
  flags: Int32Array;
  deadlineDay: Int32Array;
  /** NaN when the job shows no monthly salary: the range a salary filter overlaps with. */
  salaryLow: Float64Array;
  salaryHigh: Float64Array;
  /** What "highest salary" orders by: the shown monthly maximum, -Infinity (last) without one. */
  salarySort: Float64Array;
  readonly cities = new DenseIds();
  readonly industries = new DenseIds();
  readonly categories = new DenseIds();
  /** Term → slots whose title or body holds it; term → slots whose title holds it. */
  readonly terms = new Map<string, PostingList>();
  readonly titleTerms = new Map<string, PostingList>();
  /** Word stem → slots whose own title or company name holds it (IndexedJob.titleWords). */
  readonly titleWords = new Map<string, PostingList>();
  private readonly orders = new Map<SortKey, { order: Int32Array; builtUpTo: number }>();
  /** Live slot of each job id. */
  private readonly slotOf = new Map<string, number>();
  deadSlots = 0;
  private cube: FacetCube | null = null;

  constructor(initialCapacity = 1024) {
    this.capacity = Math.max(16, initialCapacity);
    this.alive = new Uint8Array(this.capacity);
    this.seqs = new Float64Array(this.capacity);
    this.publishedAt = new Float64Array(this.capacity);
    this.activity = new Float32Array(this.capacity);
    this.activityScore = new Float64Array(this.capacity);
    this.city = new Int32Array(this.capacity);
    this.industry = new Int32Array(this.capacity);
    this.category = new Int32Array(this.capacity);
    this.jobRole = new Int32Array(this.capacity);
    this.flags = new Int32Array(this.capacity);
    this.deadlineDay = new Int32Array(this.capacity);
    this.salaryLow = new Float64Array(this.capacity);
    this.salaryHigh = new Float64Array(this.capacity);
    this.salarySort = new Float64Array(this.capacity);
  }

  get liveCount(): number {
    return this.size - this.deadSlots;
  }

  has(id: string): boolean {
    return this.slotOf.has(id);
  }

  /** The change number of a live job, or undefined when it is not (or no longer) open. */
  seqOf(id: string): number | undefined {
    const slot = this.slotOf.get(id);
    return slot === undefined ? undefined : this.seqs[slot];
  }

  /** Adds or replaces a job (its old version, if any, is marked dead). */
  upsert(job: IndexedJob): void {
    this.remove(job.id);
    if (this.size === this.capacity) this.grow();
    const slot = this.size++;
    this.ids[slot] = job.id;
    this.seqs[slot] = job.seq;
    this.alive[slot] = 1;
    this.publishedAt[slot] = job.publishedAtMs;
    this.activity[slot] = job.companyActivity;
    const score = activityScore(this.activity[slot]!);
    this.activityScore[slot] = score;
    if (score > this.maxActivityScore) this.maxActivityScore = score;
    this.city[slot] = this.cities.index(job.cityId);
    this.industry[slot] = job.industryId === null ? -1 : this.industries.index(job.industryId);
    this.category[slot] =
      job.jobRoleCategoryId === null ? -1 : this.categories.index(job.jobRoleCategoryId);
    this.jobRole[slot] = job.jobRoleId ?? -1;
    this.flags[slot] = flagsOf(job);
    this.deadlineDay[slot] = job.deadlineDay ?? NO_DEADLINE;
    const low = job.salaryMin ?? job.salaryMax;
    const high = job.salaryMax ?? job.salaryMin;
    this.salaryLow[slot] = low ?? Number.NaN;
    this.salaryHigh[slot] = high ?? Number.NaN;
    this.salarySort[slot] = job.salaryMax ?? Number.NEGATIVE_INFINITY;
    this.slotOf.set(job.id, slot);

    const title = splitTerms(job.searchTitle);
    for (const term of title) postings(this.titleTerms, term).push(slot);
    for (const word of new Set(job.titleWords)) postings(this.titleWords, word).push(slot);
    for (const term of new Set([...title, ...splitTerms(job.searchBody)])) {
      postings(this.terms, term).push(slot);
    }
    this.cube?.add(slot);
  }

  /**
   * The facet cube of the jobs open on `day` (built when first asked for on a new day: one pass
   * over the slots), kept up to date by every upsert and removal after that; built afresh, too,
   * when a new city outgrew its columns.
   */
  facetCube(day: number): FacetCube {
    if (this.cube?.day !== day || this.cube.outgrown) this.cube = new FacetCube(this, day);
    return this.cube;
  }

  /**
   * Slots in one of the fixed sort orders (key descending, then newest, then id descending),
   * built when first asked for, then brought up to date once 1,024 slots were added after it:
   * slots from `builtUpTo` on are not in it (a search merges those few itself). Dead slots stay
   * in it until then and are skipped by the searches.
   */
  sortedSlots(key: SortKey): { order: Int32Array; builtUpTo: number } {
    const known = this.orders.get(key);
    if (known && this.size - known.builtUpTo < REORDER_AFTER) return known;
    const primary = key === 'newest' ? null : key === 'activity' ? this.activity : this.salarySort;
    const compare = (a: number, b: number) => compareSlots(this, primary, a, b);
    const added: number[] = [];
    for (let slot = known?.builtUpTo ?? 0; slot < this.size; slot++) {
      if (this.alive[slot] === 1) added.push(slot);
    }
    added.sort(compare);
    // A slot's sort keys never change (a changed job gets a new slot), so the order built before
    // stays sorted: merge the new slots into it (linear) rather than sorting everything again.
    const built = {
      order: known ? mergeSorted(known.order, this.alive, added, compare) : Int32Array.from(added),
      builtUpTo: this.size,
    };
    this.orders.set(key, built);
    return built;
  }

  /** Trims every posting list: done once a load is complete. */
  trim(): void {
    for (const list of this.terms.values()) list.trim();
    for (const list of this.titleTerms.values()) list.trim();
    for (const list of this.titleWords.values()) list.trim();
  }

  /** Drops a job (closed, or replaced by a newer version). */
  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.cube?.remove(slot);
    this.alive[slot] = 0;
    // A dead slot also reads as "deadline long past", so a search needs one check for both.
    this.deadlineDay[slot] = DEAD;
    this.slotOf.delete(id);
    this.deadSlots += 1;
  }

  private grow(): void {
    this.capacity *= 2;
    const grow = <T extends Float64Array | Float32Array | Int32Array | Uint8Array>(
      old: T,
      make: (n: number) => T,
    ): T => {
      const next = make(this.capacity);
      next.set(old);
      return next;
    };
    this.alive = grow(this.alive, (n) => new Uint8Array(n));
    this.seqs = grow(this.seqs, (n) => new Float64Array(n));
    this.publishedAt = grow(this.publishedAt, (n) => new Float64Array(n));
    this.activity = grow(this.activity, (n) => new Float32Array(n));
    this.activityScore = grow(this.activityScore, (n) => new Float64Array(n));
    this.city = grow(this.city, (n) => new Int32Array(n));
    this.industry = grow(this.industry, (n) => new Int32Array(n));
    this.category = grow(this.category, (n) => new Int32Array(n));
    this.jobRole = grow(this.jobRole, (n) => new Int32Array(n));
    this.flags = grow(this.flags, (n) => new Int32Array(n));
    this.deadlineDay = grow(this.deadlineDay, (n) => new Int32Array(n));
    this.salaryLow = grow(this.salaryLow, (n) => new Float64Array(n));
    this.salaryHigh = grow(this.salaryHigh, (n) => new Float64Array(n));
    this.salarySort = grow(this.salarySort, (n) => new Float64Array(n));
  }
}

export type SortKey = 'newest' | 'activity' | 'salary';
const REORDER_AFTER = 1_024;

/**
 * Negative when slot `a` comes first: `primary` descending (none = skip), then newest, then id
 * descending — the order of the SQL path's ORDER BY.
 */
export function compareSlots(
  store: JobStore,
  primary: Float64Array | Float32Array | null,
  a: number,
  b: number,
): number {
  if (primary !== null) {
    const x = primary[a]!;
    const y = primary[b]!;
    if (x !== y) return x > y ? -1 : 1;
  }
  const pa = store.publishedAt[a]!;
  const pb = store.publishedAt[b]!;
  if (pa !== pb) return pa > pb ? -1 : 1;
  const ia = store.ids[a]!;
  const ib = store.ids[b]!;
  return ia === ib ? 0 : ia > ib ? -1 : 1;
}

/**
 * The live slots of the sorted `order` merged with the sorted `added` slots: each added slot's
 * place is found by binary search (a few comparisons each), the runs between are copied.
 */
function mergeSorted(
  order: Int32Array,
  alive: Uint8Array,
  added: number[],
  compare: (a: number, b: number) => number,
): Int32Array {
  const merged = new Int32Array(order.length + added.length);
  let length = 0;
  let from = 0;
  const copyLive = (to: number) => {
    for (let i = from; i < to; i++) {
      const slot = order[i]!;
      if (alive[slot] === 1) merged[length++] = slot;
    }
    from = to;
  };
  for (const slot of added) {
    // The first place in `order` whose slot comes after `slot`.
    let low = from;
    let high = order.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(order[middle]!, slot) < 0) low = middle + 1;
      else high = middle;
    }
    copyLive(low);
    merged[length++] = slot;
  }
  copyLive(order.length);
  return merged.slice(0, length);
}

function postings(map: Map<string, PostingList>, term: string): PostingList {
  let list = map.get(term);
  if (!list) map.set(term, (list = new PostingList()));
  return list;
}

function splitTerms(text: string): Set<string> {
  const terms = new Set<string>();
  for (const term of text.split(' ')) if (term) terms.add(term);
  return terms;
}

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date. */
export function dayNumber(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
}
