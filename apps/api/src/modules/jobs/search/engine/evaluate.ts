// One search over the in-memory job store: text match, filters, exact totals, disjunctive facet
// counts and the requested page, in one pass over the candidates. Synchronous on purpose: the
// scratch arrays are shared by every search of the process, and no other search can run while
// this one does.
import { EMPLOYMENT_TYPES, WORKPLACE_TYPES, type SortParam } from '@jenjang/domain';
import type { FacetDimension } from '../facet-key';
import type { FacetCountRow, SearchSql } from '../search.queries';
import {
  EDUCATION_LEVELS,
  EDUCATION_SHIFT,
  EMPLOYMENT_SHIFT,
  EXPERIENCE_LEVELS,
  EXPERIENCE_SHIFT,
  URGENT_BIT,
  WORKPLACE_SHIFT,
  educationBit,
  employmentBit,
  experienceBit,
  workplaceBit,
  compareSlots,
  type DenseIds,
  type JobStore,
  type PostingList,
  type SortKey,
} from './job-store';

export type EngineQuery = {
  /** Days since 1970-01-01 of today in Jakarta: jobs whose last day is earlier are over. */
  todayDay: number;
  nowMs: number;
  /** AND of OR-groups of analysed terms; empty = no text. */
  groups: string[][];
} & Omit<SearchSql, 'wibToday' | 'tsquery'>; // the filters, as the SQL path takes them

export type EngineAnswer = { total: number; pageIds: string[]; facets: FacetCountRow[] | null };

/** A title match is worth about what ts_rank gave it in SQL (×10), against recency and activity. */
const TITLE_MATCH_WEIGHT = 0.6;
const RECENCY_HALF_LIFE_MS = 1_209_600_000;

// The facet dimensions as bit positions of a "which filters does this job fail" mask.
const D_CITY = 0;
const D_WORKPLACE = 1;
const D_EMPLOYMENT = 2;
const D_EDUCATION = 3;
const D_EXPERIENCE = 4;
const D_INDUSTRY = 5;
const D_CATEGORY = 6;
const D_URGENT = 7;

/** Scratch space reused by every search (grown with the store). */
class Scratch {
  textHits = new Uint8Array(0);
  titleHits = new Uint8Array(0);
  matched = new Int32Array(0);
  score = new Float64Array(0);
  isMatch = new Uint8Array(0);

  fit(size: number): void {
    if (this.textHits.length >= size) return;
    const capacity = Math.max(size, this.textHits.length * 2, 1024);
    this.textHits = new Uint8Array(capacity);
    this.titleHits = new Uint8Array(capacity);
    this.matched = new Int32Array(capacity);
    this.score = new Float64Array(capacity);
    this.isMatch = new Uint8Array(capacity);
  }
}
const scratch = new Scratch();

/** Which dense indexes the requested ids are (a lookup table: 1 = requested). */
function denseSet(ids: number[], dense: DenseIds): Uint8Array {
  const set = new Uint8Array(dense.values.length);
  for (const id of ids) {
    const index = dense.find(id);
    if (index !== undefined) set[index] = 1;
  }
  return set;
}

function maskOf<T>(values: readonly T[], bit: (value: T) => number): number {
  let mask = 0;
  for (const value of values) mask |= bit(value);
  return mask;
}

/**
 * Marks in `hits` the slots that hold every group (hits[slot] === groups.length) and answers
 * them, or null when a group has no term in the index at all (nothing can match).
 */
function matchGroups(
  index: Map<string, PostingList>,
  groups: string[][],
  hits: Uint8Array,
  collect: boolean,
): number[] | null {
  const lists = groups.map((group) =>
    group.map((term) => index.get(term)).filter((list): list is PostingList => list !== undefined),
  );
  if (collect && lists.some((group) => group.length === 0)) return null;
  lists.forEach((group, g) => {
    for (const list of group) {
      const { slots, length } = list;
      for (let i = 0; i < length; i++) {
        const slot = slots[i]!;
        // Counts a group once however many of its terms a job holds.
        if (hits[slot] === g) hits[slot] = g + 1;
      }
    }
  });
  if (!collect) return [];
  // Walk the smallest group's slots: every full match is among them.
  const last = lists.reduce((best, group) => (total(group) < total(best) ? group : best));
  const full = groups.length;
  const found: number[] = [];
  for (const list of last) {
    const { slots, length } = list;
    for (let i = 0; i < length; i++) {
      const slot = slots[i]!;
      if (hits[slot] === full) {
        found.push(slot);
        hits[slot] = full + 1; // once, even when two terms of the group list it
      }
    }
  }
  return found;
}

const total = (group: PostingList[]) => group.reduce((sum, list) => sum + list.length, 0);

export function evaluate(
  store: JobStore,
  q: EngineQuery,
  input: { sort: SortParam; limit: number; offset: number; facets: boolean },
): EngineAnswer {
  scratch.fit(store.size);
  const { textHits, titleHits, matched, score } = scratch;
  const size = store.size;
  const hasText = q.groups.length > 0;
  const groupCount = Math.min(q.groups.length, 250);
  const groups = q.groups.slice(0, groupCount);

  let candidates: Int32Array | null = null;
  if (hasText) {
    textHits.fill(0, 0, size);
    candidates = Int32Array.from(matchGroups(store.terms, groups, textHits, true) ?? []);
  }

  // Conditions that are not facets must always hold; facet dimensions may fail once (counted in
  // that dimension's facet only: disjunctive facets).
  const cities = q.cityIds.length ? denseSet(q.cityIds, store.cities) : null;
  const industries = q.industryIds.length ? denseSet(q.industryIds, store.industries) : null;
  const categories = q.jobRoleCategoryIds.length
    ? denseSet(q.jobRoleCategoryIds, store.categories)
    : null;
  const workplaceMask = maskOf(q.workplaceTypes, workplaceBit);
  const employmentMask = maskOf(q.employmentTypes, employmentBit);
  const educationMask = maskOf(q.lastEducations, educationBit);
  const experienceMask = maskOf(q.experienceLevels, experienceBit);
  const roles = q.jobRoleIds.length ? new Set(q.jobRoleIds) : null;
  const salaryFiltered = q.salaryMin !== null || q.salaryMax !== null;
  const salaryMin = q.salaryMin ?? Number.NEGATIVE_INFINITY;
  const salaryMax = q.salaryMax ?? Number.POSITIVE_INFINITY;
  const filterWorkplace = q.workplaceTypes.length > 0;
  const filterEmployment = q.employmentTypes.length > 0;
  const filterEducation = q.lastEducations.length > 0;
  const filterExperience = q.experienceLevels.length > 0;

  const counts = input.facets ? new FacetTally(store) : null;
  // The counters of full matches, counted inline (most jobs a search visits are full matches).
  const tally = counts ?? new FacetTally(store); // read only when counting
  const { cities: cityCounts, industries: industryCounts, categories: categoryCounts } = tally;
  const { workplaces, employments, educations, experiences, urgent } = tally;
  const counting = counts !== null;
  const { deadlineDay, city, industry, category, jobRole, flags, salaryLow, salaryHigh } = store;
  const today = q.todayDay;
  const anyFacetFilter =
    cities !== null ||
    industries !== null ||
    categories !== null ||
    filterWorkplace ||
    filterEmployment ||
    filterEducation ||
    filterExperience ||
    q.urgentlyNeeded;
  let matchedCount = 0;
  // One tight loop (no call per job): over the text matches, or over every slot without text.
  const count = candidates ? candidates.length : size;
  for (let i = 0; i < count; i++) {
    const slot = candidates ? candidates[i]! : i;
    // Dead (replaced or closed) slots read as past their deadline.
    if (deadlineDay[slot]! < today) continue;
    if (roles && !roles.has(jobRole[slot]!)) continue;
    if (salaryFiltered) {
      const low = salaryLow[slot]!;
      const high = salaryHigh[slot]!;
      // NaN (no shown monthly salary) fails both comparisons: such a job cannot match.
      if (!(high >= salaryMin && low <= salaryMax)) continue;
    }
    if (anyFacetFilter && !counting) {
      // Without facets a job must pass every filter: stop at the first it fails.
      const bits = flags[slot]!;
      if (cities && cities[city[slot]!] !== 1) continue;
      if (filterWorkplace && (bits & workplaceMask) === 0) continue;
      if (filterEmployment && (bits & employmentMask) === 0) continue;
      if (filterEducation && (bits & educationMask) === 0) continue;
      if (filterExperience && (bits & experienceMask) === 0) continue;
      if (industries && industries[industry[slot]!] !== 1) continue;
      if (categories && categories[category[slot]!] !== 1) continue;
      if (q.urgentlyNeeded && (bits & URGENT_BIT) === 0) continue;
    } else if (anyFacetFilter) {
      // Which facet filters the job fails, as dimension bits; two failures count nowhere.
      const bits = flags[slot]!;
      let failed = 0;
      if (cities && cities[city[slot]!] !== 1) failed |= 1 << D_CITY;
      if (filterWorkplace && (bits & workplaceMask) === 0) failed |= 1 << D_WORKPLACE;
      if (filterEmployment && (bits & employmentMask) === 0) failed |= 1 << D_EMPLOYMENT;
      if (filterEducation && (bits & educationMask) === 0) failed |= 1 << D_EDUCATION;
      if (filterExperience && (bits & experienceMask) === 0) failed |= 1 << D_EXPERIENCE;
      if (industries && industries[industry[slot]!] !== 1) failed |= 1 << D_INDUSTRY;
      if (categories && categories[category[slot]!] !== 1) failed |= 1 << D_CATEGORY;
      if (q.urgentlyNeeded && (bits & URGENT_BIT) === 0) failed |= 1 << D_URGENT;
      if (failed !== 0) {
        // Exactly one failed dimension: the job counts in that dimension's facet only.
        if (counting && (failed & (failed - 1)) === 0) tally.addFailed(slot, failed);
        continue;
      }
    }
    matched[matchedCount++] = slot;
    if (counting) {
      cityCounts[city[slot]!]! += 1;
      const industryIndex = industry[slot]!;
      if (industryIndex >= 0) industryCounts[industryIndex]! += 1;
      const categoryIndex = category[slot]!;
      if (categoryIndex >= 0) categoryCounts[categoryIndex]! += 1;
      const bits = flags[slot]!;
      workplaces[(bits >>> WORKPLACE_SHIFT) & 0b111]! += 1;
      employments[(bits >>> EMPLOYMENT_SHIFT) & 0b11111]! += 1;
      educations[(bits >>> EDUCATION_SHIFT) & 0b1111111]! += 1;
      experiences[(bits >>> EXPERIENCE_SHIFT) & 0b111111111]! += 1;
      urgent[bits & URGENT_BIT ? 1 : 0]! += 1;
    }
  }

  if (input.sort === 'mostRelevant') {
    if (hasText) {
      titleHits.fill(0, 0, size);
      matchGroups(store.titleTerms, groups, titleHits, false);
    }
    const { publishedAt, activity } = store;
    for (let i = 0; i < matchedCount; i++) {
      const slot = matched[i]!;
      const text = hasText ? (TITLE_MATCH_WEIGHT * titleHits[slot]!) / groupCount : 0;
      const age = Math.max(0, q.nowMs - publishedAt[slot]!) / RECENCY_HALF_LIFE_MS;
      score[slot] = text + 0.6 / (1 + age) + (0.4 * Math.log1p(activity[slot]!)) / 6;
    }
  }
  const wanted = input.offset + input.limit;
  const page = (
    input.sort === 'mostRelevant'
      ? topSlots(store, matched, matchedCount, wanted, score)
      : firstInOrder(store, SORT_KEYS[input.sort], matched, matchedCount, wanted)
  ).slice(input.offset);
  return {
    total: matchedCount,
    pageIds: page.map((slot) => store.ids[slot]!),
    facets: counts ? counts.rows() : null,
  };
}

const SORT_KEYS = {
  publishedAt: 'newest',
  mostActivelyHiring: 'activity',
  highestSalary: 'salary',
} as const satisfies Record<Exclude<SortParam, 'mostRelevant'>, SortKey>;

/**
 * The first `k` matched slots in a fixed order: a walk of the store's sorted slots that stops
 * after `k` matches (cheap exactly when many match), merged with the few slots added since
 * that order was built.
 */
function firstInOrder(
  store: JobStore,
  key: SortKey,
  matched: Int32Array,
  count: number,
  k: number,
): number[] {
  if (k <= 0 || count === 0) return [];
  const { order, builtUpTo } = store.sortedSlots(key);
  const isMatch = scratch.isMatch;
  const recent: number[] = [];
  for (let i = 0; i < count; i++) {
    const slot = matched[i]!;
    if (slot >= builtUpTo) recent.push(slot);
    else isMatch[slot] = 1;
  }
  const walked: number[] = [];
  for (let i = 0; i < order.length && walked.length < k; i++) {
    const slot = order[i]!;
    if (isMatch[slot] === 1) walked.push(slot);
  }
  for (let i = 0; i < count; i++) isMatch[matched[i]!] = 0;
  if (recent.length === 0) return walked;
  const primary = key === 'newest' ? null : key === 'activity' ? store.activity : store.salarySort;
  return [...walked, ...recent].sort((a, b) => compareSlots(store, primary, a, b)).slice(0, k);
}

/**
 * Facet counters. Ids count into arrays by dense index; each bit dimension counts its bits as
 * one small integer (workplace 3 bits, employment 5, education 7, experience 9, urgency 1), so
 * a job costs one increment per dimension, and the integers are spread over their bits once at
 * the end.
 */
class FacetTally {
  readonly cities: Int32Array;
  readonly industries: Int32Array;
  readonly categories: Int32Array;
  readonly workplaces = new Int32Array(1 << 3);
  readonly employments = new Int32Array(1 << 5);
  readonly educations = new Int32Array(1 << EDUCATION_LEVELS);
  readonly experiences = new Int32Array(1 << EXPERIENCE_LEVELS);
  readonly urgent = new Int32Array(2);

  constructor(private readonly store: JobStore) {
    this.cities = new Int32Array(store.cities.values.length);
    this.industries = new Int32Array(store.industries.values.length);
    this.categories = new Int32Array(store.categories.values.length);
  }

  /** Counts `slot` in its one failed dimension (a D_* bit). */
  addFailed(slot: number, dimension: number): void {
    const store = this.store;
    const bits = store.flags[slot]!;
    switch (dimension) {
      case 1 << D_CITY:
        this.cities[store.city[slot]!]! += 1;
        return;
      case 1 << D_INDUSTRY: {
        const industry = store.industry[slot]!;
        if (industry >= 0) this.industries[industry]! += 1;
        return;
      }
      case 1 << D_CATEGORY: {
        const category = store.category[slot]!;
        if (category >= 0) this.categories[category]! += 1;
        return;
      }
      case 1 << D_WORKPLACE:
        this.workplaces[(bits >>> WORKPLACE_SHIFT) & 0b111]! += 1;
        return;
      case 1 << D_EMPLOYMENT:
        this.employments[(bits >>> EMPLOYMENT_SHIFT) & 0b11111]! += 1;
        return;
      case 1 << D_EDUCATION:
        this.educations[(bits >>> EDUCATION_SHIFT) & 0b1111111]! += 1;
        return;
      case 1 << D_EXPERIENCE:
        this.experiences[(bits >>> EXPERIENCE_SHIFT) & 0b111111111]! += 1;
        return;
      case 1 << D_URGENT:
        this.urgent[bits & URGENT_BIT ? 1 : 0]! += 1;
        return;
    }
  }

  /** Adds `count` to the facet value of each bit set in `value` (bit i = values[i]). */
  private static spread(counts: Int32Array, push: (index: number, count: number) => void): void {
    const totals = new Int32Array(31);
    for (let value = 1; value < counts.length; value++) {
      const count = counts[value]!;
      if (count === 0) continue;
      for (let bits = value; bits !== 0; bits &= bits - 1)
        totals[31 - Math.clz32(bits & -bits)]! += count;
    }
    totals.forEach((count, index) => {
      if (count > 0) push(index, count);
    });
  }

  rows(): FacetCountRow[] {
    const rows: FacetCountRow[] = [];
    const push = (dim: FacetDimension, value: string, count: number) => {
      if (count > 0) rows.push({ dim, value, count });
    };
    const store = this.store;
    this.cities.forEach((n, i) => push('cityIds', String(store.cities.values[i]), n));
    this.industries.forEach((n, i) => push('industry', String(store.industries.values[i]), n));
    this.categories.forEach((n, i) =>
      push('jobRoleCategoryIds', String(store.categories.values[i]), n),
    );
    FacetTally.spread(this.workplaces, (i, n) => push('workplaceTypes', WORKPLACE_TYPES[i]!, n));
    FacetTally.spread(this.employments, (i, n) => push('employmentTypes', EMPLOYMENT_TYPES[i]!, n));
    FacetTally.spread(this.educations, (i, n) => push('lastEducations', String(i), n));
    FacetTally.spread(this.experiences, (i, n) => push('experienceLevels', String(i), n));
    push('urgentlyNeeded', 'true', this.urgent[1]!);
    // Most frequent first, as the SQL path answers them.
    rows.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
    return rows;
  }
}

/**
 * The first `k` of `count` slots, ordered by `primary` (descending; none = newest first), then
 * newest first, then id descending, as the SQL path orders them. A bounded heap over typed
 * arrays (the root is the worst slot kept), then sorted.
 */
function topSlots(
  store: JobStore,
  slots: Int32Array,
  count: number,
  k: number,
  primary: Float64Array | Float32Array | null,
): number[] {
  if (k <= 0 || count === 0) return [];
  const { publishedAt, ids } = store;
  /** True when slot `a` comes after slot `b`. */
  const later = (a: number, b: number): boolean => {
    if (primary !== null) {
      const x = primary[a]!;
      const y = primary[b]!;
      if (x !== y) return x < y;
    }
    const pa = publishedAt[a]!;
    const pb = publishedAt[b]!;
    if (pa !== pb) return pa < pb;
    return ids[a]! < ids[b]!;
  };
  const size = Math.min(k, count);
  const heap = new Int32Array(size);
  let length = 0;
  for (let i = 0; i < count; i++) {
    const slot = slots[i]!;
    if (length < size) {
      // Sift up.
      let at = length++;
      heap[at] = slot;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (!later(heap[at]!, heap[parent]!)) break;
        const swap = heap[at]!;
        heap[at] = heap[parent]!;
        heap[parent] = swap;
        at = parent;
      }
    } else if (later(heap[0]!, slot)) {
      // Replace the worst kept slot and sift down.
      heap[0] = slot;
      let at = 0;
      for (;;) {
        const left = 2 * at + 1;
        const right = left + 1;
        let worst = at;
        if (left < length && later(heap[left]!, heap[worst]!)) worst = left;
        if (right < length && later(heap[right]!, heap[worst]!)) worst = right;
        if (worst === at) break;
        const swap = heap[at]!;
        heap[at] = heap[worst]!;
        heap[worst] = swap;
        at = worst;
      }
    }
  }
  return Array.from(heap.subarray(0, length)).sort((a, b) =>
    later(a, b) ? 1 : later(b, a) ? -1 : 0,
  );
}
