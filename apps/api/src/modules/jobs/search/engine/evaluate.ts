// One search over the in-memory job store: text match, filters, exact totals, disjunctive facet
// counts and the requested page. Synchronous on purpose: the scratch arrays (one Scratch per
// search engine) are shared by its searches, and no other search can run while this one does.
//
// Two ways to count: a search without text, role or salary filters counts over the facet cube's
// groups (facet-cube.ts); any other walks its candidates (the text matches, or every slot) once,
// by cube group when they are many (candidate-walk.ts). Every way gives the same answer;
// `strategy` lets the tests force each.
import type { SortParam } from '@jenjang/domain';
import type { FacetCountRow, SearchSql } from '../search.queries';
import type { FacetCube } from './facet-cube';
import { compileFilters, failedDimensions, withoutCity, type FilterPlan } from './filter-plan';
import { FacetTally } from './facet-tally';
import { GroupCounters, walkGroups, walkSlots } from './candidate-walk';
import type { JobStore, PostingList, SlotList } from './job-store';
import { pickPage, type Matches, type TextRelevance } from './page-order';
import { titleScore } from './relevance';

export type EngineQuery = {
  /** Days since 1970-01-01 of today in Jakarta: jobs whose last day is earlier are over. */
  todayDay: number;
  /** AND of OR-groups of analysed terms; empty = no text. */
  groups: string[][];
} & Omit<SearchSql, 'wibToday' | 'tsquery' | 'terms'>; // the rest as the SQL path takes it

export type EngineAnswer = { total: number; pageIds: string[]; facets: FacetCountRow[] | null };

export type EngineInput = { sort: SortParam; limit: number; offset: number; facets: boolean };

/**
 * 'auto' counts over the facet cube whenever it can and it pays, and otherwise walks the
 * candidates by cube group when they are many; the tests force each way: 'cube', 'groups'
 * (walk by group) and 'walk' (walk testing each job's columns).
 */
export type EvaluateStrategy = 'auto' | 'walk' | 'cube' | 'groups';

/** A walk by group costs a pass over the groups: worth it from this many candidates a group. */
const GROUP_WALK_MIN_RATIO = 2;

/** Scratch space reused by the searches of one engine (grown with the store). */
export class Scratch {
  textHits = new Uint8Array(0);
  /** Per slot: the last query group found in its title terms, how many, how many words typed. */
  titleStamp = new Uint8Array(0);
  titleGroups = new Uint8Array(0);
  titleWordHits = new Uint8Array(0);
  matched = new Int32Array(0);
  candidates = new Int32Array(0);
  score = new Float64Array(0);
  isMatch = new Uint8Array(0);
  readonly groupCounters = new GroupCounters();
  private groups = new Int32Array(0);

  /** Room for a list of facet-cube groups. */
  groupLists(size: number): Int32Array {
    if (this.groups.length < size) this.groups = new Int32Array(Math.max(size, 1024) * 2);
    return this.groups;
  }

  fit(size: number): void {
    if (this.textHits.length >= size) return;
    const capacity = Math.max(size, this.textHits.length * 2, 1024);
    this.textHits = new Uint8Array(capacity);
    this.titleStamp = new Uint8Array(capacity);
    this.titleGroups = new Uint8Array(capacity);
    this.titleWordHits = new Uint8Array(capacity);
    this.matched = new Int32Array(capacity);
    this.candidates = new Int32Array(capacity);
    this.score = new Float64Array(capacity);
    this.isMatch = new Uint8Array(capacity);
  }
}
/**
 * Writes to `out` the slots that hold every group and answers how many (0 when a group has no
 * term in the index), marking in `hits` along the way; with a single word, `hits` is left as it
 * was.
 */
function matchGroups(
  index: Map<string, PostingList>,
  groups: string[][],
  hits: Uint8Array,
  out: Int32Array,
): number {
  const lists = groups.map((group) =>
    group.map((term) => index.get(term)).filter((list): list is PostingList => list !== undefined),
  );
  if (lists.some((group) => group.length === 0)) return 0;
  // One word: its posting list is the answer (ascending, each slot once), no marking needed.
  if (lists.length === 1 && lists[0]!.length === 1) {
    const { slots, length } = lists[0]![0]!;
    out.set(slots.subarray(0, length));
    return length;
  }
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
  // Walk the smallest group's slots: every full match is among them.
  const last = lists.reduce((best, group) => (total(group) < total(best) ? group : best));
  const full = groups.length;
  let found = 0;
  for (const list of last) {
    const { slots, length } = list;
    for (let i = 0; i < length; i++) {
      const slot = slots[i]!;
      if (hits[slot] === full) {
        out[found++] = slot;
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
  input: EngineInput,
  scratch: Scratch,
  strategy: EvaluateStrategy = 'auto',
): EngineAnswer {
  const plan = compileFilters(store, q);
  const cubeFits = q.groups.length === 0 && plan.roles === null && !plan.salaryFiltered;
  if (cubeFits && (strategy === 'auto' || strategy === 'cube')) {
    const cube = store.facetCube(q.todayDay);
    if (strategy === 'cube' || cube.worthUsing()) {
      return evaluateOnCube(store, q, input, plan, scratch);
    }
  }
  return evaluateByWalk(store, q, input, plan, scratch, strategy);
}

/** Totals and facets from the cube's groups; the page picked by cost (page-order.ts). */
function evaluateOnCube(
  store: JobStore,
  q: EngineQuery,
  input: EngineInput,
  plan: FilterPlan,
  scratch: Scratch,
): EngineAnswer {
  const tally = input.facets ? new FacetTally(store) : null;
  const total = countOverCube(store, store.facetCube(q.todayDay), plan, tally, scratch);

  const today = q.todayDay;
  const { deadlineDay, city, industry, category, flags } = store;
  // Dead (replaced or closed) slots read as past their deadline.
  const matches: Matches = {
    count: total,
    list: null,
    passes: (slot) =>
      deadlineDay[slot]! >= today &&
      failedDimensions(plan, city[slot]!, industry[slot]!, category[slot]!, flags[slot]!) === 0,
    take: () => {}, // the walks of this path visit a slot once
  };
  scratch.fit(store.size);
  const page = pickPage(
    store,
    input.sort,
    input.offset + input.limit,
    matches,
    { nowMs: q.nowMs, text: null, score: scratch.score },
    scratch.candidates,
  );
  return {
    total,
    pageIds: page.slice(input.offset).map((slot) => store.ids[slot]!),
    facets: tally ? tally.rows() : null,
  };
}

/**
 * The total of the jobs open today that pass every filter, counted over the cube's groups, and
 * (given a tally) the facets: a group failing exactly one filter counts in that facet only.
 */
function countOverCube(
  store: JobStore,
  cube: FacetCube,
  plan: FilterPlan,
  tally: FacetTally | null,
  scratch: Scratch,
): number {
  const { width, byCity } = cube;
  const cityColumns = Math.min(width, store.cities.values.length);
  // The city is a column of the cube, not part of a group: the other filters decide per group.
  const rest = withoutCity(plan);
  const chosenCities: number[] = [];
  plan.cities?.forEach((chosen, index) => {
    if (chosen === 1 && index < width) chosenCities.push(index);
  });
  // Groups whose jobs pass every filter but the city's, and the others: the city facet counts
  // every job of the former, so it is added up over whichever list is shorter.
  const groups = scratch.groupLists(cube.groups);
  let passing = 0;
  let failing = cube.groups;
  let total = 0;
  for (let g = 0; g < cube.groups; g++) {
    const all = cube.total[g]!;
    if (all === 0) continue;
    const industry = cube.industry[g]!;
    const category = cube.category[g]!;
    const flags = cube.flags[g]!;
    const failed = failedDimensions(rest, 0, industry, category, flags);
    if (failed === 0) groups[passing++] = g;
    else groups[--failing] = g;
    if (failed !== 0 && (tally === null || (failed & (failed - 1)) !== 0)) continue;
    // The group's jobs in a chosen city (all of them without a city filter).
    let inCities = all;
    if (plan.cities !== null) {
      inCities = 0;
      for (const city of chosenCities) inCities += byCity[g * width + city]!;
    }
    if (failed === 0) {
      total += inCities;
      tally?.addMatchExceptCity(industry, category, flags, inCities);
    } else {
      // Exactly one failed dimension besides the city: the jobs in a chosen city count there.
      tally!.addFailed(failed, 0, industry, category, flags, inCities);
    }
  }
  if (tally !== null) {
    const cityCounts = tally.cities;
    const fromPassing = passing <= cube.groups - failing;
    if (!fromPassing) cityCounts.set(cube.byCityTotal.subarray(0, cityColumns));
    const [from, to, sign] = fromPassing ? [0, passing, 1] : [failing, cube.groups, -1];
    for (let i = from; i < to; i++) {
      const row = groups[i]! * width;
      for (let city = 0; city < cityColumns; city++) {
        cityCounts[city]! += sign * byCity[row + city]!;
      }
    }
  }
  return total;
}

/** One loop over the text matches (or every slot without text) that counts and collects. */
function evaluateByWalk(
  store: JobStore,
  q: EngineQuery,
  input: EngineInput,
  plan: FilterPlan,
  scratch: Scratch,
  strategy: EvaluateStrategy,
): EngineAnswer {
  scratch.fit(store.size);
  const { textHits, matched, score, isMatch } = scratch;
  const size = store.size;
  const hasText = q.groups.length > 0;
  const groupCount = Math.min(q.groups.length, 250);
  const groups = q.groups.slice(0, groupCount);

  let candidates: Int32Array | null = null;
  let count = size;
  if (hasText) {
    textHits.fill(0, 0, size);
    candidates = scratch.candidates;
    count = matchGroups(store.terms, groups, textHits, candidates);
  }

  const tally = input.facets ? new FacetTally(store) : null;
  const walk = { candidates, count, today: q.todayDay, matched };
  const cube = strategy === 'walk' ? null : store.facetCube(q.todayDay);
  // By group when the cube can answer and the candidates outnumber its groups (or when forced).
  const byGroups =
    cube !== null &&
    cube.usable &&
    (strategy === 'groups' || count >= GROUP_WALK_MIN_RATIO * cube.groups);
  const matchedCount = byGroups
    ? walkGroups(store, cube, plan, walk, tally, scratch.groupCounters)
    : walkSlots(store, plan, walk, tally);

  for (let i = 0; i < matchedCount; i++) isMatch[matched[i]!] = 1;
  const matches: Matches = {
    count: matchedCount,
    list: matched,
    passes: (slot) => isMatch[slot] === 1,
    take: (slot) => {
      isMatch[slot] = 2;
    },
  };
  // The title part of relevance ranks relevance and, for the other sorts, sets the tiers they
  // order within (page-order.ts).
  const text =
    hasText && input.limit > 0
      ? titleRelevance(
          store,
          { groups, titleWords: q.titleWords, titleCities: q.titleCities },
          { list: matched, count: matchedCount },
          scratch,
        )
      : null;
  const page = pickPage(
    store,
    input.sort,
    input.offset + input.limit,
    matches,
    { nowMs: q.nowMs, text, score },
    scratch.candidates,
  );
  for (let i = 0; i < matchedCount; i++) isMatch[matched[i]!] = 0;
  return {
    total: matchedCount,
    pageIds: page.slice(input.offset).map((slot) => store.ids[slot]!),
    facets: tally ? tally.rows() : null,
  };
}

/**
 * The title part of relevance (relevance.ts) for every slot: how many of the query's groups its
 * title terms hold, and how many of the words typed its own title holds; a word or group naming a
 * city counts as held by the jobs in that city. Every slot scoring above zero is in one of the
 * lists it answers.
 */
function titleRelevance(
  store: JobStore,
  q: { groups: string[][]; titleWords: string[]; titleCities: Record<string, number> },
  matched: { list: Int32Array; count: number },
  scratch: Scratch,
): TextRelevance {
  const { groups, titleWords: words } = q;
  const size = store.size;
  const city = store.city;
  const { titleStamp, titleGroups, titleWordHits } = scratch;
  titleStamp.fill(0, 0, size);
  titleGroups.fill(0, 0, size);
  titleWordHits.fill(0, 0, size);
  // The store's index of the city a word or group names (-1: none, or no job there).
  const cityOf = (lexemes: string[]) => {
    for (const lexeme of lexemes) {
      const id = q.titleCities[lexeme];
      if (id !== undefined) return store.cities.find(id) ?? -1;
    }
    return -1;
  };
  // Per city index: how many words and groups the jobs there hold by being there.
  const cityCount = store.cities.values.length;
  const wordsByCity = new Uint8Array(cityCount);
  const groupsByCity = new Uint8Array(cityCount);
  let namesCity = false;
  const lists: SlotList[] = [];
  const queryTerms = new Set(groups.flat());
  for (let g = 0; g < groups.length; g++) {
    const group = groups[g]!;
    const named = cityOf(group);
    if (named >= 0) {
      groupsByCity[named] = groupsByCity[named]! + 1;
      namesCity = true;
    }
    for (const term of group) {
      const list = store.titleTerms.get(term);
      if (list === undefined) continue;
      lists.push(list);
      const { slots, length } = list;
      for (let i = 0; i < length; i++) {
        const slot = slots[i]!;
        // A group counts once however many of its terms a title holds (or its city).
        if (titleStamp[slot] === g + 1 || city[slot] === named) continue;
        titleStamp[slot] = g + 1;
        titleGroups[slot] = titleGroups[slot]! + 1;
      }
    }
  }
  for (const word of words) {
    const named = cityOf([word]);
    if (named >= 0) {
      wordsByCity[named] = wordsByCity[named]! + 1;
      namesCity = true;
    }
    const list = store.titleWords.get(word);
    if (list === undefined) continue;
    // A title holding a word typed holds it as a title term too: listed already when the word
    // is a term of the query (it is not for the words of a synonym phrase).
    if (!queryTerms.has(word)) lists.push(list);
    const { slots, length } = list;
    for (let i = 0; i < length; i++) {
      const slot = slots[i]!;
      if (city[slot] !== named) titleWordHits[slot] = titleWordHits[slot]! + 1;
    }
  }
  const wordCount = words.length;
  const groupCount = groups.length;
  if (!namesCity) {
    return {
      lists,
      score: (slot) => titleScore(titleWordHits[slot]!, wordCount, titleGroups[slot]!, groupCount),
    };
  }
  // The matches in a named city score for it: they join the lists.
  const inCities: number[] = [];
  for (let i = 0; i < matched.count; i++) {
    const slot = matched.list[i]!;
    const at = city[slot]!;
    if (wordsByCity[at]! > 0 || groupsByCity[at]! > 0) inCities.push(slot);
  }
  lists.push({ slots: Int32Array.from(inCities), length: inCities.length });
  return {
    lists,
    score: (slot) => {
      const at = city[slot]!;
      return titleScore(
        titleWordHits[slot]! + wordsByCity[at]!,
        wordCount,
        titleGroups[slot]! + groupsByCity[at]!,
        groupCount,
      );
    },
  };
}
