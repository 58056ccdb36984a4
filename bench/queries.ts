// The fixed search mix of the benchmarks: what people type and click on the job list, as query
// strings of GET /v1/explore-job/job. Deterministic (a seeded PRNG picks the combinations), so
// every run and every database size sends the same requests.
//
//   node --import tsx bench/queries.ts          # prints the mix, one query per line
import { CITIES, EMPLOYMENT_TYPES, SORT_PARAMS, WORKPLACE_TYPES } from '@jenjang/domain';
import { createRng } from '../apps/api/seed/random';

export type QueryClass =
  | 'home'
  | 'text-common'
  | 'text-rare'
  | 'text-phrase'
  | 'text-typo'
  | 'text+filter'
  | 'filter'
  | 'sort'
  | 'deep-page';

export type BenchQuery = {
  class: QueryClass;
  /** Query string without the leading '?'. */
  query: string;
  facets: boolean;
};

const COMMON = [
  'staff',
  'admin',
  'sales',
  'software engineer',
  'marketing',
  'driver',
  'kasir',
  'customer service',
  'akuntansi',
  'guru',
  'perawat',
  'designer',
  'engineer',
  'manager',
  'operator',
  'teknisi',
  'supervisor',
  'barista',
  'data analyst',
  'programmer',
  'accounting',
  'frontend',
  'backend developer',
  'hrd',
  'admin gudang',
  'sales executive',
  'digital marketing',
  'content creator',
  'staff admin',
  'finance',
] as const;

const RARE = [
  'kubernetes',
  'golang',
  'tableau',
  'figma',
  'apoteker',
  'aktuaris',
  'mandarin',
  'arunika',
  'react native',
  'auditor internal',
  'copywriter',
  'videografer',
  'legal',
  'dokter gigi',
  'flutter',
  'autocad',
  'sommelier',
  'astronaut',
  'geologist',
  'penerjemah jepang',
] as const;

const PHRASES = [
  'lowongan kerja admin jakarta',
  'fresh graduate',
  'kerja dari rumah',
  'loker surabaya',
  'lowongan magang bandung',
  'kerja paruh waktu',
  'lulusan sma',
  'kerja remote',
  'part time mahasiswa',
  'lowongan kerja bank',
  'staff gudang bekasi',
  'tanpa pengalaman',
  'penempatan jakarta',
  'karyawan tetap',
  'lowongan kerja',
] as const;

const TYPOS = [
  'sofware enginer',
  'akutansi',
  'adminstrasi',
  'markting',
  'custmer servis',
  'progammer',
  'desainer grafis',
  'enginer',
  'managr',
  'suprvisor',
  'kasier',
  'teknisi listrk',
  'analis dta',
  'akuntn pajak',
  'marketting',
] as const;

const INDUSTRIES = ['bank', 'teknologi-informasi', 'fnb', 'ritel', 'logistik', 'kesehatan', 'fmcg'];
/** Salary ranges in rupiah a month: [min, max] (undefined = open ended). */
const SALARY_RANGES: readonly (readonly [number | undefined, number | undefined])[] = [
  [5_000_000, undefined],
  [10_000_000, undefined],
  [20_000_000, undefined],
  [3_000_000, 6_000_000],
  [6_000_000, 10_000_000],
  [undefined, 4_000_000],
];
const BIG_CITIES = [49180, 265, 179, 272, 181];

type Params = Record<string, string | number | boolean | readonly (string | number)[]>;

function qs(params: Params): string {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) for (const v of value) out.append(key, String(v));
    else out.append(key, String(value));
  }
  return out.toString();
}

/** The mix: about 250 queries; most carry includeFacets=true as the home page does. */
export function buildQueryMix(seed = 20261121): BenchQuery[] {
  const rng = createRng(seed);
  const mix: BenchQuery[] = [];
  const add = (cls: QueryClass, params: Params, facets = rng.chance(0.8)) => {
    mix.push({
      class: cls,
      facets,
      query: qs(facets ? { ...params, includeFacets: true } : params),
    });
  };
  const city = () => (rng.chance(0.7) ? rng.pick(BIG_CITIES) : rng.pick(CITIES).id);
  const randomFilter = (): Params => {
    switch (rng.int(0, 8)) {
      case 0:
        return { cityIds: [city()] };
      case 1:
        return { cityIds: [city(), city()].filter((v, i, a) => a.indexOf(v) === i) };
      case 2:
        return { employmentTypes: rng.pickMany(EMPLOYMENT_TYPES, rng.int(1, 2)) };
      case 3:
        return { workplaceTypes: [rng.pick(WORKPLACE_TYPES)] };
      case 4:
        return { lastEducations: [rng.int(0, 5)] };
      case 5:
        return { experienceLevels: [rng.pick([0, 5, 6, 7])] };
      case 6:
        return { industry: [rng.pick(INDUSTRIES)] };
      case 7: {
        const [min, max] = rng.pick(SALARY_RANGES);
        return {
          ...(min !== undefined ? { salaryMin: min } : {}),
          ...(max !== undefined ? { salaryMax: max } : {}),
        };
      }
      default:
        return { urgentlyNeeded: true };
    }
  };

  // The home page: no text, no filter, newest first, with facets (several times: it is the
  // most common request of all), and its first pages.
  for (let i = 0; i < 6; i++) add('home', {}, true);
  add('home', { page: 2 }, true);
  add('home', { page: 3 }, true);
  add('home', {}, false);
  add('home', { limit: 10 }, false);

  for (const text of COMMON) add('text-common', { search: text });
  for (const text of RARE) add('text-rare', { search: text });
  for (const text of PHRASES) add('text-phrase', { search: text });
  for (const text of TYPOS) add('text-typo', { search: text });

  // Text with one or two filters.
  for (let i = 0; i < 45; i++) {
    const text = rng.chance(0.75) ? rng.pick(COMMON) : rng.pick([...PHRASES, ...RARE, ...TYPOS]);
    add('text+filter', {
      search: text,
      ...randomFilter(),
      ...(rng.chance(0.3) ? randomFilter() : {}),
    });
  }
  // The preset searches of the spec's landing pages.
  add('text+filter', { search: 'staff', cityIds: [265], industry: ['bank'] });
  add('text+filter', { search: 'admin', cityIds: [49180], employmentTypes: ['fullTime'] });
  add('text+filter', { search: 'software engineer', workplaceTypes: ['remote'] }, true);

  // Filters only: every dimension alone, then combinations.
  for (const c of CITIES) add('filter', { cityIds: [c.id] });
  for (const e of EMPLOYMENT_TYPES) add('filter', { employmentTypes: [e] });
  for (const w of WORKPLACE_TYPES) add('filter', { workplaceTypes: [w] });
  for (const edu of [0, 1, 3, 4]) add('filter', { lastEducations: [edu] });
  for (const exp of [0, 5, 6, 7, 8]) add('filter', { experienceLevels: [exp] });
  for (const ind of INDUSTRIES) add('filter', { industry: [ind] });
  for (const [min, max] of SALARY_RANGES) {
    add('filter', {
      ...(min !== undefined ? { salaryMin: min } : {}),
      ...(max !== undefined ? { salaryMax: max } : {}),
    });
  }
  add('filter', { urgentlyNeeded: true });
  add('filter', { location: ['remote'], employment: ['partTime', 'freelance'] }, true);
  add('filter', { jobRoleCategoryIds: [1] });
  for (let i = 0; i < 25; i++) add('filter', { ...randomFilter(), ...randomFilter() });

  // Every sort, with and without text, with and without a filter.
  for (const sortParam of SORT_PARAMS) {
    add('sort', { sortParam });
    add('sort', { sortParam, search: rng.pick(COMMON) });
    add('sort', { sortParam, search: rng.pick(COMMON), ...randomFilter() });
    add('sort', { sortParam, ...randomFilter() });
    add('sort', { sortParam, search: rng.pick(PHRASES) });
  }

  // Deep pages (the API allows page ≤ 500 of 20: offset 9,980).
  for (const page of [20, 50, 100, 500]) {
    add('deep-page', { page });
    add('deep-page', { page, sortParam: rng.pick(SORT_PARAMS) });
    add('deep-page', { page, search: rng.pick(COMMON) });
    add('deep-page', { page, ...randomFilter() });
  }
  return mix;
}

if (process.argv[1]?.endsWith('queries.ts')) {
  const mix = buildQueryMix();
  const byClass = new Map<string, number>();
  for (const q of mix) byClass.set(q.class, (byClass.get(q.class) ?? 0) + 1);
  for (const q of mix) console.log(`${q.class.padEnd(12)} ${q.query}`);
  console.log(
    `\n${mix.length} queries (${mix.filter((q) => q.facets).length} with facets):`,
    Object.fromEntries(byClass),
  );
}
