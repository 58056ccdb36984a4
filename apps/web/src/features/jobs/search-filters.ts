// The home page's search as URL parameters, in the spec's style (section 2, landing pages):
// `search`, `cityIds` (repeated), `location` (workplace type), `employment` (repeated),
// `lastEducations`, `experienceLevels`, `industry` (slug), `jobRoleCategoryIds`, `jobRoleIds`,
// `urgentlyNeeded`, `salaryMin`, `salaryMax`, `sortParam`, `page`. Parsing is forgiving: unknown
// or malformed values are dropped rather than failing the page, so any shared link renders.
import {
  EDUCATION_LEVELS,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  SEARCH_MAX_FILTER_VALUES,
  SEARCH_MAX_PAGE,
  SEARCH_SALARY_MAX,
  SORT_PARAMS,
  WORKPLACE_TYPES,
  type EducationLevel,
  type EmploymentType,
  type ExperienceLevel,
  type FacetKey,
  type SortParam,
  type WorkplaceType,
} from '@jenjang/domain';
import { parsePageParam, parseSearchParam, type SearchParams } from './search-params';

export type JobFilters = {
  search?: string;
  cityIds: number[];
  location: WorkplaceType[];
  employment: EmploymentType[];
  lastEducations: EducationLevel[];
  experienceLevels: ExperienceLevel[];
  /** Industry slugs as in the landing pages (`bank`); ids are accepted too. */
  industry: string[];
  jobRoleCategoryIds: number[];
  /** Roles of the taxonomy (`/loker/posisi` links here): their jobs, whatever their titles say. */
  jobRoleIds: number[];
  urgentlyNeeded: boolean;
  salaryMin?: number;
  salaryMax?: number;
  sortParam?: SortParam;
  page: number;
};

/** A filter the user can switch off as a whole (the relaxation suggestions work on these). */
export type FilterDimension =
  | 'search'
  | 'cityIds'
  | 'location'
  | 'employment'
  | 'lastEducations'
  | 'experienceLevels'
  | 'industry'
  | 'jobRoleCategoryIds'
  | 'jobRoleIds'
  | 'urgentlyNeeded'
  | 'salary';

/** The multi-value filters: one checkbox group each. */
export const LIST_DIMENSIONS = [
  'cityIds',
  'location',
  'employment',
  'lastEducations',
  'experienceLevels',
  'industry',
  'jobRoleCategoryIds',
  'jobRoleIds',
] as const satisfies readonly FilterDimension[];
export type ListDimension = (typeof LIST_DIMENSIONS)[number];

/**
 * Each list filter's name in the API's query and facets (the site's URLs keep their shorter
 * names, `location` and `employment`). Every facet the API counts has its filter here.
 */
export const API_FILTER_NAMES = {
  cityIds: 'cityIds',
  location: 'workplaceTypes',
  employment: 'employmentTypes',
  lastEducations: 'lastEducations',
  experienceLevels: 'experienceLevels',
  industry: 'industry',
  jobRoleCategoryIds: 'jobRoleCategoryIds',
  jobRoleIds: 'jobRoleIds',
} as const satisfies Record<ListDimension, string>;
type FacetWithoutFilter = Exclude<
  FacetKey,
  (typeof API_FILTER_NAMES)[ListDimension] | 'urgentlyNeeded'
>;
const _everyFacetHasAFilter: [FacetWithoutFilter] extends [never] ? true : never = true;

export const EMPTY_FILTERS: JobFilters = {
  cityIds: [],
  location: [],
  employment: [],
  lastEducations: [],
  experienceLevels: [],
  industry: [],
  jobRoleCategoryIds: [],
  jobRoleIds: [],
  urgentlyNeeded: false,
  page: 1,
};

/**
 * Every value of a parameter. Also reads the API's own names (`workplaceTypes`,
 * `employmentTypes`) and the indexed form existing clients send (`employmentTypes[0]=fullTime`).
 */
function valuesOf(params: SearchParams, ...names: string[]): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    const name = key.replace(/\[\d*\]$/, '');
    if (!names.includes(name) || value === undefined) continue;
    out.push(...(Array.isArray(value) ? value : [value]));
  }
  return out
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)].slice(0, SEARCH_MAX_FILTER_VALUES);
}

function enumValues<T extends string>(values: string[], allowed: readonly T[]): T[] {
  return unique(values.filter((v): v is T => (allowed as readonly string[]).includes(v)));
}

function positiveInts(values: string[]): number[] {
  return unique(
    values
      .filter((v) => /^\d{1,9}$/.test(v))
      .map(Number)
      .filter((n) => n > 0),
  );
}

function levelValues<T extends number>(values: string[], allowed: readonly T[]): T[] {
  return unique(
    values
      .filter((v) => /^\d$/.test(v))
      .map(Number)
      .filter((n): n is T => (allowed as readonly number[]).includes(n)),
  );
}

function amount(values: string[]): number | undefined {
  const raw = values[0]?.replace(/[.\s]/g, '');
  if (!raw || !/^\d{1,10}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n > 0 && n <= SEARCH_SALARY_MAX ? n : undefined;
}

export function parseJobFilters(params: SearchParams): JobFilters {
  let salaryMin = amount(valuesOf(params, 'salaryMin'));
  let salaryMax = amount(valuesOf(params, 'salaryMax'));
  if (salaryMin !== undefined && salaryMax !== undefined && salaryMin > salaryMax) {
    [salaryMin, salaryMax] = [salaryMax, salaryMin];
  }
  const sort = valuesOf(params, 'sortParam')[0];
  const urgent = valuesOf(params, 'urgentlyNeeded')[0];
  return {
    ...(parseSearchParam(params.search) ? { search: parseSearchParam(params.search) } : {}),
    cityIds: positiveInts(valuesOf(params, 'cityIds')),
    location: enumValues(valuesOf(params, 'location', 'workplaceTypes'), WORKPLACE_TYPES),
    employment: enumValues(valuesOf(params, 'employment', 'employmentTypes'), EMPLOYMENT_TYPES),
    lastEducations: levelValues(valuesOf(params, 'lastEducations'), EDUCATION_LEVELS),
    experienceLevels: levelValues(valuesOf(params, 'experienceLevels'), EXPERIENCE_LEVELS),
    industry: unique(
      valuesOf(params, 'industry')
        .map((v) => v.toLowerCase())
        .filter((v) => /^[a-z0-9][a-z0-9-]{0,59}$/.test(v)),
    ),
    jobRoleCategoryIds: positiveInts(valuesOf(params, 'jobRoleCategoryIds')),
    jobRoleIds: positiveInts(valuesOf(params, 'jobRoleIds')),
    urgentlyNeeded: urgent === 'true' || urgent === '1',
    ...(salaryMin !== undefined ? { salaryMin } : {}),
    ...(salaryMax !== undefined ? { salaryMax } : {}),
    ...(sort && (SORT_PARAMS as readonly string[]).includes(sort)
      ? { sortParam: sort as SortParam }
      : {}),
    page: Math.min(parsePageParam(params.page), SEARCH_MAX_PAGE),
  };
}

/** The filters as URL parameters in a fixed order, defaults left out (page 1, no sort). */
export function filtersToEntries(filters: JobFilters): [string, string][] {
  const entries: [string, string][] = [];
  const add = (name: string, values: readonly (string | number)[]) => {
    for (const value of values) entries.push([name, String(value)]);
  };
  if (filters.search) add('search', [filters.search]);
  for (const dimension of LIST_DIMENSIONS) add(dimension, filters[dimension]);
  if (filters.urgentlyNeeded) add('urgentlyNeeded', ['true']);
  if (filters.salaryMin !== undefined) add('salaryMin', [filters.salaryMin]);
  if (filters.salaryMax !== undefined) add('salaryMax', [filters.salaryMax]);
  if (filters.sortParam) add('sortParam', [filters.sortParam]);
  if (filters.page > 1) add('page', [filters.page]);
  return entries;
}

export function filtersToQueryString(filters: JobFilters): string {
  return new URLSearchParams(filtersToEntries(filters)).toString();
}

/** The home page for these filters ('/' or '/?search=…'); `job` opens the split view. */
export function searchHref(filters: JobFilters, options: { job?: string } = {}): string {
  const params = new URLSearchParams(filtersToEntries(filters));
  if (options.job) params.set('job', options.job);
  const query = params.toString();
  return query ? `/?${query}` : '/';
}

/** Hidden fields that carry the rest of the search along in a form that edits only a part. */
export function carriedFields(
  filters: JobFilters,
  edited: readonly string[],
): [name: string, value: string][] {
  return filtersToEntries({ ...filters, page: 1 }).filter(([name]) => !edited.includes(name));
}

/** The query of GET /v1/explore-job/job for these filters. */
export function toApiQuery(
  filters: JobFilters,
  options: { limit: number; includeFacets?: boolean; includeRelaxations?: boolean; page?: number },
): Record<string, string | number | readonly (string | number)[] | undefined> {
  return {
    search: filters.search,
    ...Object.fromEntries(LIST_DIMENSIONS.map((d) => [API_FILTER_NAMES[d], filters[d]])),
    urgentlyNeeded: filters.urgentlyNeeded ? 'true' : undefined,
    salaryMin: filters.salaryMin,
    salaryMax: filters.salaryMax,
    sortParam: filters.sortParam,
    page: options.page ?? filters.page,
    limit: options.limit,
    includeFacets: options.includeFacets ? 'true' : undefined,
    includeRelaxations: options.includeRelaxations ? 'true' : undefined,
  };
}

/** Which filters are on (the search text is not a filter here: the search box shows it). */
export function activeDimensions(filters: JobFilters): FilterDimension[] {
  const active: FilterDimension[] = LIST_DIMENSIONS.filter((d) => filters[d].length > 0);
  if (filters.urgentlyNeeded) active.push('urgentlyNeeded');
  if (filters.salaryMin !== undefined || filters.salaryMax !== undefined) active.push('salary');
  return active;
}

/** How many filter values are on: the badge of the mobile "Filter" button. */
export function countActiveFilters(filters: JobFilters): number {
  return (
    LIST_DIMENSIONS.reduce((sum, d) => sum + filters[d].length, 0) +
    (filters.urgentlyNeeded ? 1 : 0) +
    (filters.salaryMin !== undefined ? 1 : 0) +
    (filters.salaryMax !== undefined ? 1 : 0)
  );
}

/** The filters without one dimension (or the search text), back on page 1. */
export function withoutDimension(filters: JobFilters, dimension: FilterDimension): JobFilters {
  const next: JobFilters = { ...filters, page: 1 };
  switch (dimension) {
    case 'search':
      delete next.search;
      break;
    case 'urgentlyNeeded':
      next.urgentlyNeeded = false;
      break;
    case 'salary':
      delete next.salaryMin;
      delete next.salaryMax;
      break;
    default:
      next[dimension] = [] as never;
  }
  return next;
}

export type ActiveFilterValue =
  | { dimension: ListDimension; value: string }
  | { dimension: 'urgentlyNeeded' }
  | { dimension: 'salaryMin' | 'salaryMax'; value: number };

/** Every active value, in panel order: one removable chip each. */
export function activeFilterValues(filters: JobFilters): ActiveFilterValue[] {
  const values: ActiveFilterValue[] = LIST_DIMENSIONS.flatMap((dimension) =>
    filters[dimension].map((value) => ({ dimension, value: String(value) })),
  );
  if (filters.urgentlyNeeded) values.push({ dimension: 'urgentlyNeeded' });
  if (filters.salaryMin !== undefined) {
    values.push({ dimension: 'salaryMin', value: filters.salaryMin });
  }
  if (filters.salaryMax !== undefined) {
    values.push({ dimension: 'salaryMax', value: filters.salaryMax });
  }
  return values;
}

/** The filters without one chip's value, back on page 1. */
export function withoutValue(filters: JobFilters, chip: ActiveFilterValue): JobFilters {
  const next: JobFilters = { ...filters, page: 1 };
  switch (chip.dimension) {
    case 'urgentlyNeeded':
      next.urgentlyNeeded = false;
      break;
    case 'salaryMin':
      delete next.salaryMin;
      break;
    case 'salaryMax':
      delete next.salaryMax;
      break;
    default: {
      const list = filters[chip.dimension] as readonly (string | number)[];
      next[chip.dimension] = list.filter((v) => String(v) !== chip.value) as never;
    }
  }
  return next;
}

/** Every filter off; the search text and the sort stay. */
export function clearFilters(filters: JobFilters): JobFilters {
  return {
    ...EMPTY_FILTERS,
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.sortParam ? { sortParam: filters.sortParam } : {}),
  };
}

/** The sort the API applies when none is asked for: relevance for a text search, else newest. */
export function effectiveSort(filters: JobFilters): SortParam {
  return filters.sortParam ?? (filters.search ? 'mostRelevant' : 'publishedAt');
}

/** Whether the user narrowed the list at all (a text search or any filter). */
export function isNarrowed(filters: JobFilters): boolean {
  return Boolean(filters.search) || activeDimensions(filters).length > 0;
}
