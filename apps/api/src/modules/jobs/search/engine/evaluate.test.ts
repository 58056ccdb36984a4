// The two ways the engine counts must give one answer: the facet cube (groups of look-alike
// jobs, kept up to date as jobs change) against the walk over every slot, which the engine
// tests compare with the SQL path. Random stores and random filter-only queries, every sort,
// deep offsets, jobs replaced and closed after the cube was built, and a new day.
import { EMPLOYMENT_TYPES, SORT_PARAMS, WORKPLACE_TYPES } from '@jenjang/domain';
import { describe, expect, it } from 'vitest';
import { createRng, type Rng } from '../../../../../seed/random';
import { Scratch, evaluate, type EngineQuery } from './evaluate';
import { JobStore, compareSlots, type IndexedJob, type PostingList } from './job-store';
import { pickPage, type Matches } from './page-order';
import { activityScore, recencyScore, titleScore } from './relevance';

const TODAY = 20_413; // 2025-11-21
const NOW_MS = TODAY * 86_400_000 + 3 * 3_600_000;
const CITY_IDS = [49180, 179, 265, 272, 181, 300];
const INDUSTRY_IDS = [1, 2, 3, 4];
const CATEGORY_IDS = [10, 11, 12];
const scratch = new Scratch();

function randomJob(rng: Rng, id: number): IndexedJob {
  const salaryMin = rng.chance(0.3) ? null : rng.int(2, 20) * 1_000_000;
  return {
    id: `job-${String(id).padStart(6, '0')}`,
    seq: id,
    // Several jobs share a publication time, so the id tie-break matters.
    publishedAtMs: NOW_MS - rng.int(0, 400) * 3_600_000,
    companyActivity: rng.chance(0.2) ? 0 : rng.int(0, 300),
    cityId: rng.pick(CITY_IDS),
    industryId: rng.chance(0.1) ? null : rng.pick(INDUSTRY_IDS),
    jobRoleId: rng.int(1, 5),
    jobRoleCategoryId: rng.chance(0.1) ? null : rng.pick(CATEGORY_IDS),
    workplaceType: rng.pick(WORKPLACE_TYPES),
    employmentTypes: rng.pickMany(EMPLOYMENT_TYPES, rng.int(1, 2)),
    lastEducations: rng.pickMany([0, 1, 2, 3, 4, 5, 6], rng.int(1, 2)),
    experienceLevels: rng.pickMany([0, 1, 2, 5, 6, 7, 8], rng.int(1, 2)),
    urgentlyNeeded: rng.chance(0.2),
    salaryMin,
    salaryMax: salaryMin === null ? null : salaryMin + rng.int(0, 5) * 1_000_000,
    deadlineDay: rng.chance(0.7) ? null : TODAY + rng.int(-3, 10),
    searchTitle: 'staff admin',
    searchBody: 'gudang',
    titleWords: ['staff', 'admin'],
  };
}

function randomQuery(rng: Rng, todayDay = TODAY): EngineQuery {
  const some = <T>(values: readonly T[]) =>
    rng.chance(0.35) ? rng.pickMany(values, rng.int(1, 2)) : [];
  return {
    todayDay,
    nowMs: NOW_MS,
    groups: [],
    titleWords: [],
    titleCities: {},
    cityIds: some([...CITY_IDS, 99999]), // 99999: a city no job is in
    workplaceTypes: some(WORKPLACE_TYPES),
    employmentTypes: some(EMPLOYMENT_TYPES),
    lastEducations: some([0, 3, 4, 6]),
    experienceLevels: some([0, 5, 8]),
    industryIds: some(INDUSTRY_IDS),
    jobRoleCategoryIds: some(CATEGORY_IDS),
    jobRoleIds: [],
    urgentlyNeeded: rng.chance(0.2),
    salaryMin: null,
    salaryMax: null,
  };
}

function expectSameAnswers(store: JobStore, rng: Rng, queries: number, todayDay = TODAY) {
  for (let i = 0; i < queries; i++) {
    const query = randomQuery(rng, todayDay);
    const input = {
      sort: rng.pick(SORT_PARAMS),
      limit: rng.pick([1, 5, 20]),
      offset: rng.pick([0, 0, 20, 100, 400]),
      facets: rng.chance(0.8),
    };
    const walked = evaluate(store, query, input, scratch, 'walk');
    const cubed = evaluate(store, query, input, scratch, 'cube');
    expect({ query, input, ...cubed }).toEqual({ query, input, ...walked });
  }
}

describe('the facet cube', () => {
  it('counts and pages exactly as the walk over every slot', () => {
    const rng = createRng(7);
    const store = new JobStore();
    for (let id = 0; id < 3_000; id++) store.upsert(randomJob(rng, id));
    expectSameAnswers(store, rng, 300);
    // The cube counts exactly the jobs open today (the others are past their last day).
    const open = Array.from({ length: store.size }, (_, slot) => slot).filter(
      (slot) => store.alive[slot] === 1 && store.deadlineDay[slot]! >= TODAY,
    );
    expect(store.facetCube(TODAY).jobs).toBe(open.length);
    expect(open.length).toBeLessThan(store.liveCount);
  });

  it('stays exact while jobs are replaced, closed and added after it was built', () => {
    const rng = createRng(11);
    const store = new JobStore();
    for (let id = 0; id < 2_000; id++) store.upsert(randomJob(rng, id));
    store.facetCube(TODAY);
    for (let round = 0; round < 5; round++) {
      for (let i = 0; i < 400; i++) {
        const id = rng.int(0, 2_600);
        if (rng.chance(0.3)) store.remove(`job-${String(id).padStart(6, '0')}`);
        else store.upsert(randomJob(rng, id)); // a new version or a new job
      }
      expectSameAnswers(store, rng, 60);
    }
    // New cities beyond the cube's columns: it is built afresh, wider, and stays exact.
    const columns = store.facetCube(TODAY).width;
    for (let i = 0; i < columns; i++) {
      store.upsert({ ...randomJob(rng, 5_000 + i), cityId: 1_000 + i, deadlineDay: null });
    }
    expectSameAnswers(store, rng, 60);
    expect(store.facetCube(TODAY).width).toBeGreaterThan(columns);
    expect(store.facetCube(TODAY).usable).toBe(true);
    // The sort orders, brought up to date by merging, equal the live slots sorted afresh.
    for (const key of ['newest', 'activity', 'salary'] as const) {
      const primary =
        key === 'newest' ? null : key === 'activity' ? store.activity : store.salarySort;
      const { order, builtUpTo } = store.sortedSlots(key);
      const live = Array.from({ length: builtUpTo }, (_, slot) => slot).filter(
        (slot) => store.alive[slot] === 1,
      );
      live.sort((a, b) => compareSlots(store, primary, a, b));
      expect([...order].filter((slot) => store.alive[slot] === 1)).toEqual(live);
    }
    // Every counted job is open today, and each is counted once.
    const open = Array.from({ length: store.size }, (_, slot) => slot).filter(
      (slot) => store.alive[slot] === 1 && store.deadlineDay[slot]! >= TODAY,
    );
    expect(store.facetCube(TODAY).jobs).toBe(open.length);
  });

  it('is rebuilt for a new day: jobs whose last day passed drop out of totals and facets', () => {
    const rng = createRng(13);
    const store = new JobStore();
    for (let id = 0; id < 1_500; id++) store.upsert(randomJob(rng, id));
    const today = evaluate(
      store,
      randomQuery(createRng(1)),
      { sort: 'publishedAt', limit: 20, offset: 0, facets: false },
      scratch,
    );
    expectSameAnswers(store, rng, 50, TODAY + 4);
    const later = evaluate(
      store,
      { ...randomQuery(createRng(1)), todayDay: TODAY + 4 },
      { sort: 'publishedAt', limit: 20, offset: 0, facets: false },
      scratch,
      'cube',
    );
    expect(later.total).toBeLessThan(today.total);
  });
});

describe('the page', () => {
  it('is what ranking every match gives, by either way of picking it', () => {
    const rng = createRng(17);
    const store = new JobStore();
    for (let id = 0; id < 4_000; id++) store.upsert(randomJob(rng, id));
    store.sortedSlots('newest');
    store.sortedSlots('activity');
    store.sortedSlots('salary');
    for (let id = 0; id < 900; id++) store.upsert(randomJob(rng, 4_000 + id)); // not yet sorted
    const all = Array.from({ length: store.size }, (_, slot) => slot);
    for (let round = 0; round < 80; round++) {
      const share = rng.pick([0.001, 0.02, 0.3, 1, 'no salary'] as const);
      // 'no salary': matches that all come last by salary, where a walk's estimate fails.
      const chosen = new Uint8Array(store.size).map((_, slot) =>
        (share === 'no salary' ? store.salarySort[slot] === -Infinity : rng.chance(share)) ? 1 : 0,
      );
      const matching = all.filter((slot) => chosen[slot] === 1 && store.alive[slot] === 1);
      const sort = rng.pick(SORT_PARAMS);
      const levels = rng.pick([0, 1, 3]); // 0 = no text
      const hits = new Uint8Array(store.size).map(() => rng.int(0, levels));
      const textScore = (slot: number) => (levels === 0 ? 0 : (0.6 * hits[slot]!) / levels);
      // The text lists: every slot with a text score, some twice (a job holding two terms).
      const lists = [all.filter((slot) => hits[slot]! > 0), all.filter((slot) => hits[slot] === 2)]
        .map((slots) => ({ slots: Int32Array.from(slots), length: slots.length }))
        .map((list) => list as unknown as PostingList);
      const k = rng.pick([1, 20, 200, 3_000]);
      const primary =
        sort === 'mostActivelyHiring'
          ? store.activity
          : sort === 'highestSalary'
            ? store.salarySort
            : null;
      const full = (slot: number) =>
        textScore(slot) +
        recencyScore(NOW_MS, store.publishedAt[slot]!) +
        store.activityScore[slot]!;
      // With text, the other sorts order within the tiers of the text score (decision 030).
      const expected = [...matching]
        .sort((a, b) =>
          sort === 'mostRelevant'
            ? full(b) - full(a) || compareSlots(store, null, a, b)
            : textScore(b) - textScore(a) || compareSlots(store, primary, a, b),
        )
        .slice(0, k);

      for (const way of ['walk', 'rank', undefined] as const) {
        const taken = new Uint8Array(store.size);
        const matches: Matches = {
          count: matching.length,
          list: rng.chance(0.5) ? Int32Array.from(matching) : null,
          passes: (slot) => chosen[slot] === 1 && store.alive[slot] === 1 && taken[slot] === 0,
          take: (slot) => {
            taken[slot] = 1;
          },
        };
        const text = levels === 0 ? null : { lists, score: textScore };
        const score = new Float64Array(store.size);
        const page = pickPage(
          store,
          sort,
          k,
          matches,
          { nowMs: NOW_MS, text, score },
          new Int32Array(store.size),
          way,
        );
        expect({ sort, k, share, way, page }).toEqual({ sort, k, share, way, page: expected });
      }
    }
  });
});

describe('the walk by facet-cube group', () => {
  const WORDS = ['staff', 'admin', 'gudang', 'kasir', 'sales', 'driver', 'akuntan'];
  const withText = (rng: Rng, id: number): IndexedJob => {
    const title = rng.pickMany(WORDS, rng.int(1, 2));
    return {
      ...randomJob(rng, id),
      searchTitle: title.join(' '),
      searchBody: rng.pickMany(WORDS, rng.int(0, 4)).join(' '),
      titleWords: title,
    };
  };

  it('answers as the walk testing each job, with text, role and salary filters', () => {
    const rng = createRng(19);
    const store = new JobStore();
    for (let id = 0; id < 2_500; id++) store.upsert(withText(rng, id));
    const check = (rounds: number, todayDay = TODAY) => {
      for (let i = 0; i < rounds; i++) {
        const query: EngineQuery = {
          ...randomQuery(rng, todayDay),
          // Text in some (one or two groups, a group of one or two words), roles and salaries.
          groups: rng.chance(0.6)
            ? Array.from({ length: rng.int(1, 2) }, () => rng.pickMany(WORDS, rng.int(1, 2)))
            : [],
          jobRoleIds: rng.chance(0.3) ? rng.pickMany([1, 2, 3, 4, 5], rng.int(1, 3)) : [],
          salaryMin: rng.chance(0.3) ? rng.int(2, 15) * 1_000_000 : null,
          salaryMax: rng.chance(0.2) ? rng.int(4, 25) * 1_000_000 : null,
        };
        const input = {
          sort: rng.pick(SORT_PARAMS),
          limit: rng.pick([1, 20]),
          offset: rng.pick([0, 20, 300]),
          facets: rng.chance(0.8),
        };
        const walked = evaluate(store, query, input, scratch, 'walk');
        const grouped = evaluate(store, query, input, scratch, 'groups');
        expect({ query, input, ...grouped }).toEqual({ query, input, ...walked });
        expect(evaluate(store, query, input, scratch)).toEqual(walked);
      }
    };
    check(150);
    // Jobs replaced, closed and added after the cube was built.
    for (let i = 0; i < 600; i++) {
      const id = rng.int(0, 3_000);
      if (rng.chance(0.3)) store.remove(`job-${String(id).padStart(6, '0')}`);
      else store.upsert(withText(rng, id));
    }
    check(100);
    // A later day: jobs past their last day are no longer candidates.
    check(50, TODAY + 5);
  });
});

describe('relevance', () => {
  const WORDS = ['staff', 'admin', 'gudang', 'kasir', 'sales', 'jakarta'];

  it('ranks by the formula of relevance.ts: own title words, title terms, a named city; other sorts order within its title tiers', () => {
    const rng = createRng(23);
    const store = new JobStore();
    const jobs = new Map<string, IndexedJob>();
    for (let id = 0; id < 2_000; id++) {
      const title = rng.pickMany(WORDS, rng.int(1, 3));
      const job: IndexedJob = {
        ...randomJob(rng, id),
        searchTitle: title.join(' '),
        searchBody: rng.pickMany(WORDS, rng.int(0, 4)).join(' '),
        // The title terms also hold catalogue names: the own words are some of them.
        titleWords: title.filter(() => rng.chance(0.7)),
      };
      store.upsert(job);
      jobs.set(job.id, job);
    }
    for (let round = 0; round < 120; round++) {
      const groups = Array.from({ length: rng.int(1, 3) }, () =>
        rng.pickMany(WORDS, rng.int(1, 2)),
      );
      const query: EngineQuery = {
        ...randomQuery(rng),
        groups,
        titleWords: rng.pickMany(WORDS, rng.int(0, 3)),
        titleCities: rng.chance(0.5) ? { jakarta: 49180 } : {},
      };
      const all = evaluate(
        store,
        query,
        { sort: 'publishedAt', limit: store.size, offset: 0, facets: false },
        scratch,
      );
      const named = (lexeme: string, job: IndexedJob) => query.titleCities[lexeme] === job.cityId;
      const titlePart = (id: string) => {
        const job = jobs.get(id)!;
        const title = job.searchTitle.split(' ');
        const words = query.titleWords.filter(
          (word) => job.titleWords.includes(word) || named(word, job),
        ).length;
        const held = groups.filter((group) =>
          group.some((term) => title.includes(term) || named(term, job)),
        ).length;
        return titleScore(words, query.titleWords.length, held, groups.length);
      };
      const score = (id: string) => {
        const job = jobs.get(id)!;
        return (
          titlePart(id) +
          recencyScore(NOW_MS, job.publishedAtMs) +
          activityScore(job.companyActivity)
        );
      };
      const input = {
        sort: 'mostRelevant' as const,
        limit: rng.pick([1, 5, 20]),
        offset: rng.pick([0, 0, 20]),
        facets: false,
      };
      // Published newest first already: a stable sort by score keeps that order for ties.
      const expected = [...all.pageIds]
        .sort((a, b) => score(b) - score(a))
        .slice(input.offset, input.offset + input.limit);
      const ranked = evaluate(store, query, input, scratch);
      expect({ query, input, page: ranked.pageIds }).toEqual({ query, input, page: expected });

      // The other sorts: by the title part first, then the sort's own order (decision 030).
      const sort = rng.pick(['publishedAt', 'highestSalary', 'mostActivelyHiring'] as const);
      const slotOf = (id: string) => store.ids.indexOf(id);
      const primary =
        sort === 'publishedAt'
          ? null
          : sort === 'highestSalary'
            ? store.salarySort
            : store.activity;
      const byTiers = [...all.pageIds]
        .sort(
          (a, b) =>
            titlePart(b) - titlePart(a) || compareSlots(store, primary, slotOf(a), slotOf(b)),
        )
        .slice(input.offset, input.offset + input.limit);
      const sorted = evaluate(store, query, { ...input, sort }, scratch);
      expect({ query, sort, page: sorted.pageIds }).toEqual({ query, sort, page: byTiers });
    }
  });
});
