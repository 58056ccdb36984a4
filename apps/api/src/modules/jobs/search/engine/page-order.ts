// Picking a search's page from the matching slots, in the SQL path's order (key descending, then
// newest, then id descending). Two ways, chosen by what they cost: walk a sorted order of all
// slots until the page is full (cheap when many match), or rank the matches themselves in a
// bounded heap (cheap when few do). Slots are loaded in publication order, so the newest-first
// order reads memory in sequence; the other orders jump around it, ~30× dearer per slot.
// A sort other than relevance, with text, orders within relevance tiers: the matches whose title
// holds more of the query come first (docs/decisions/030).
import type { SortParam } from '@jenjang/domain';
import type { SlotList } from './job-store';
import { compareSlots, type JobStore, type SortKey } from './job-store';
import { recencyScore, relevanceScore } from './relevance';

/** The matches of a search, as the page pickers need them. */
export type Matches = {
  /** How many slots match (exact). */
  count: number;
  /** The matching slots, ascending, when the search collected them; null = ask `passes`. */
  list: Int32Array | null;
  /** How many slots `list` holds, when some of them were taken (then more than `count`). */
  listed?: number;
  passes: (slot: number) => boolean;
  /** Marks a slot as taken: `passes` answers false for it from then on. */
  take: (slot: number) => void;
};

/** The text part of relevance: the slots it is above zero for, and its value. */
export type TextRelevance = {
  /** Every slot whose text score is above zero is in one of these lists. */
  lists: SlotList[];
  score: (slot: number) => number;
};

/** Estimated nanoseconds per slot: visited in a sorted order (in sequence or not), or ranked. */
const COST_IN_SEQUENCE = 3;
const COST_OUT_OF_SEQUENCE = 100;
const COST_TO_RANK = 15;
const COST_TO_COLLECT = 4;

/**
 * The first `k` matches in the order of `sort` (the page is then its last part), exact, by the
 * cheaper way for these matches.
 */
export function pickPage(
  store: JobStore,
  sort: SortParam,
  k: number,
  matches: Matches,
  relevance: { nowMs: number; text: TextRelevance | null; score: Float64Array },
  collect: Int32Array,
  /** Tests: take this way whatever it costs. */
  way?: 'walk' | 'rank',
): number[] {
  k = Math.min(k, matches.count);
  if (k <= 0) return [];
  if (sort !== 'mostRelevant' && relevance.text !== null) {
    return pickTieredPage(store, sort, k, matches, relevance, collect, way);
  }
  const key: SortKey = sort === 'mostRelevant' ? 'newest' : SORT_KEYS[sort];
  // A walk finds a match about every size / count slots; ranking visits each match once.
  const visited = Math.min(store.size, (k * store.size) / matches.count);
  const walkCost = visited * (key === 'newest' ? COST_IN_SEQUENCE : COST_OUT_OF_SEQUENCE);
  const rankCost =
    matches.count * COST_TO_RANK + (matches.list === null ? store.size * COST_TO_COLLECT : 0);
  if (way === 'walk' || (way === undefined && walkCost <= rankCost)) {
    // Matches bunch up in an order (jobs without a salary all come last by salary): a walk
    // that goes on far beyond the estimate gives up, and the matches are ranked after all.
    const unit = key === 'newest' ? COST_IN_SEQUENCE : COST_OUT_OF_SEQUENCE;
    const budget = way === 'walk' ? Infinity : Math.max(2 * visited, rankCost / unit);
    const walked =
      sort === 'mostRelevant'
        ? topRelevant(store, relevance.nowMs, k, matches, relevance.text, relevance.score, budget)
        : firstInOrderWhere(store, key, k, matches.passes, budget);
    if (walked !== null) return walked;
  }
  let list = matches.list;
  let count = matches.count;
  if (list === null) {
    count = 0;
    for (let slot = 0; slot < store.size; slot++) if (matches.passes(slot)) collect[count++] = slot;
    list = collect;
  } else if (matches.listed !== undefined && matches.listed !== count) {
    // Some listed slots were taken already (the tiers of pickTieredPage): rank the rest.
    count = 0;
    for (let i = 0; i < matches.listed; i++) {
      const slot = list[i]!;
      if (matches.passes(slot)) collect[count++] = slot;
    }
    list = collect;
  }
  if (sort !== 'mostRelevant') return topSlots(store, list, count, k, primaryOf(store, key));
  const { nowMs, text, score } = relevance;
  for (let i = 0; i < count; i++) {
    const slot = list[i]!;
    score[slot] = relevanceScore(store, nowMs, slot, text === null ? 0 : text.score(slot));
  }
  return topSlots(store, list, count, k, score);
}

/**
 * A sort other than relevance, with text: the matches whose title part of relevance
 * (`text.score`) is above zero first, by that part, each tier in the order of the sort; then the
 * matches in their text only, in the order of the sort, picked as any page is. The tiers are
 * relevance's own (decision 013): titles that hold the words typed, then titles that hold the
 * query by synonym, then partial titles; "software engineer" by highest salary lists the
 * software engineers by salary before a plant manager whose ad mentions developers.
 */
function pickTieredPage(
  store: JobStore,
  sort: Exclude<SortParam, 'mostRelevant'>,
  k: number,
  matches: Matches,
  relevance: { nowMs: number; text: TextRelevance | null; score: Float64Array },
  collect: Int32Array,
  way: 'walk' | 'rank' | undefined,
): number[] {
  const tier = relevance.score;
  const top = new TopSlots(store, k, primaryOf(store, SORT_KEYS[sort]), tier);
  let titled = 0;
  for (const list of relevance.text?.lists ?? []) {
    const { slots, length } = list;
    for (let i = 0; i < length; i++) {
      const slot = slots[i]!;
      if (!matches.passes(slot)) continue;
      const score = relevance.text!.score(slot);
      if (score <= 0) continue;
      tier[slot] = score;
      top.offer(slot);
      matches.take(slot); // once, however many lists hold it
      titled++;
    }
  }
  const first = top.sorted();
  if (first.length === k) return first;
  const rest: Matches = {
    ...matches,
    count: matches.count - titled,
    listed: matches.listed ?? matches.count,
  };
  const noText = { ...relevance, text: null };
  return [...first, ...pickPage(store, sort, k - first.length, rest, noText, collect, way)];
}

const SORT_KEYS = {
  publishedAt: 'newest',
  mostActivelyHiring: 'activity',
  highestSalary: 'salary',
} as const satisfies Record<Exclude<SortParam, 'mostRelevant'>, SortKey>;

const primaryOf = (store: JobStore, key: SortKey) =>
  key === 'newest' ? null : key === 'activity' ? store.activity : store.salarySort;

/**
 * The first `k` slots that pass `passes`, in a fixed order: a walk of the store's sorted slots
 * that stops after `k` (cheap exactly when many pass), merged with the few slots added since
 * that order was built; null when it would visit more than `maxVisits` slots.
 */
function firstInOrderWhere(
  store: JobStore,
  key: SortKey,
  k: number,
  passes: (slot: number) => boolean,
  maxVisits: number,
): number[] | null {
  if (k <= 0) return [];
  const { order, builtUpTo } = store.sortedSlots(key);
  const walked: number[] = [];
  for (let i = 0; i < order.length && walked.length < k; i++) {
    if (i >= maxVisits) return null;
    const slot = order[i]!;
    if (passes(slot)) walked.push(slot);
  }
  const recent: number[] = [];
  for (let slot = builtUpTo; slot < store.size; slot++) if (passes(slot)) recent.push(slot);
  if (recent.length === 0) return walked;
  const primary = primaryOf(store, key);
  return [...walked, ...recent].sort((a, b) => compareSlots(store, primary, a, b)).slice(0, k);
}

/**
 * The best `k` slots by `tier` (descending; none = skip), then `primary` (descending; none =
 * newest first), then newest first, then id descending: a bounded heap over typed arrays whose
 * root is the worst slot kept.
 */
export class TopSlots {
  private readonly heap: Int32Array;
  length = 0;

  constructor(
    private readonly store: JobStore,
    readonly k: number,
    private readonly primary: Float64Array | Float32Array | null,
    private readonly tier: Float64Array | null = null,
  ) {
    this.heap = new Int32Array(Math.max(0, k));
  }

  get full(): boolean {
    return this.length === this.k;
  }

  /** The worst slot kept (when full: what a newcomer must beat). */
  get worst(): number {
    return this.heap[0]!;
  }

  /** True when slot `a` comes after slot `b`. */
  later(a: number, b: number): boolean {
    const tier = this.tier;
    if (tier !== null) {
      const x = tier[a]!;
      const y = tier[b]!;
      if (x !== y) return x < y;
    }
    const primary = this.primary;
    if (primary !== null) {
      const x = primary[a]!;
      const y = primary[b]!;
      if (x !== y) return x < y;
    }
    const { publishedAt, ids } = this.store;
    const pa = publishedAt[a]!;
    const pb = publishedAt[b]!;
    if (pa !== pb) return pa < pb;
    return ids[a]! < ids[b]!;
  }

  offer(slot: number): void {
    const heap = this.heap;
    if (this.length < this.k) {
      // Sift up.
      let at = this.length++;
      heap[at] = slot;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (!this.later(heap[at]!, heap[parent]!)) break;
        const swap = heap[at]!;
        heap[at] = heap[parent]!;
        heap[parent] = swap;
        at = parent;
      }
    } else if (this.k > 0 && this.later(heap[0]!, slot)) {
      // Replace the worst kept slot and sift down.
      heap[0] = slot;
      let at = 0;
      for (;;) {
        const left = 2 * at + 1;
        const right = left + 1;
        let worst = at;
        if (left < this.length && this.later(heap[left]!, heap[worst]!)) worst = left;
        if (right < this.length && this.later(heap[right]!, heap[worst]!)) worst = right;
        if (worst === at) break;
        const swap = heap[at]!;
        heap[at] = heap[worst]!;
        heap[worst] = swap;
        at = worst;
      }
    }
  }

  /** The kept slots, best first. */
  sorted(): number[] {
    return Array.from(this.heap.subarray(0, this.length)).sort((a, b) =>
      this.later(a, b) ? 1 : this.later(b, a) ? -1 : 0,
    );
  }
}

/** The best `k` of `count` slots (see TopSlots). */
function topSlots(
  store: JobStore,
  slots: Int32Array,
  count: number,
  k: number,
  primary: Float64Array | Float32Array | null,
): number[] {
  const top = new TopSlots(store, Math.min(k, count), primary);
  for (let i = 0; i < count; i++) top.offer(slots[i]!);
  return top.sorted();
}

/**
 * The `k` most relevant matches without scoring every one: first the matches with a text score
 * (they are in `text.lists`), then the others newest first, stopping once no older job can beat
 * the worst kept one — it scores at most its (smaller) recency plus the largest activity score.
 * Writes the scores it computes into `score`; null when it would visit more than `maxVisits`
 * slots of the order.
 */
function topRelevant(
  store: JobStore,
  nowMs: number,
  k: number,
  matches: Matches,
  text: TextRelevance | null,
  score: Float64Array,
  maxVisits: number,
): number[] | null {
  const top = new TopSlots(store, k, score);
  const { publishedAt } = store;
  const { passes, take } = matches;
  const consider = (slot: number, textScore: number) => {
    score[slot] = relevanceScore(store, nowMs, slot, textScore);
    top.offer(slot);
    take(slot);
  };
  for (const list of text?.lists ?? []) {
    const { slots, length } = list;
    for (let i = 0; i < length; i++) {
      const slot = slots[i]!;
      if (!passes(slot)) continue;
      const textScore = text!.score(slot);
      if (textScore > 0) consider(slot, textScore);
    }
  }
  // Every match left has no text score.
  const { order, builtUpTo } = store.sortedSlots('newest');
  for (let slot = builtUpTo; slot < store.size; slot++) if (passes(slot)) consider(slot, 0);
  const ceiling = store.maxActivityScore;
  for (let i = 0; i < order.length; i++) {
    const slot = order[i]!;
    // (The bound is widened by a hair: sums rounded in another order may differ in the last bit.)
    const bound = (recencyScore(nowMs, publishedAt[slot]!) + ceiling) * (1 + 1e-12);
    if (top.full && score[top.worst]! > bound) break;
    if (i >= maxVisits) return null;
    if (passes(slot)) consider(slot, 0);
  }
  return top.sorted();
}
