// A search's filters compiled against the store's columns once, so the loops over slots (and
// over the facet cube's groups) test each job with a few array reads and bit masks.
import type { EngineQuery } from './evaluate';
import { URGENT_BIT, educationBit, employmentBit, experienceBit, workplaceBit } from './job-flags';
import { type DenseIds } from './job-store';

// The facet dimensions as bit positions of a "which filters does this job fail" mask.
export const D_CITY = 1 << 0;
export const D_WORKPLACE = 1 << 1;
export const D_EMPLOYMENT = 1 << 2;
export const D_EDUCATION = 1 << 3;
export const D_EXPERIENCE = 1 << 4;
export const D_INDUSTRY = 1 << 5;
export const D_CATEGORY = 1 << 6;
export const D_URGENT = 1 << 7;

export type FilterPlan = {
  /** Lookup tables by dense index (1 = requested); null = not filtered. */
  cities: Uint8Array | null;
  industries: Uint8Array | null;
  categories: Uint8Array | null;
  /** Bits of `flags` a job needs one of; null = not filtered (0 = nothing can match). */
  workplace: number | null;
  employment: number | null;
  education: number | null;
  experience: number | null;
  urgent: boolean;
  anyFacetFilter: boolean;
  /** Filters that are not facets: a job must always pass them. */
  roles: Set<number> | null;
  salaryFiltered: boolean;
  salaryMin: number;
  salaryMax: number;
  /** Jobs without a comparable salary (NaN) pass the salary filter. */
  includeNegotiableSalary: boolean;
};

type Filters = Pick<
  EngineQuery,
  | 'cityIds'
  | 'industryIds'
  | 'jobRoleCategoryIds'
  | 'workplaceTypes'
  | 'employmentTypes'
  | 'lastEducations'
  | 'experienceLevels'
  | 'urgentlyNeeded'
  | 'jobRoleIds'
  | 'salaryMin'
  | 'salaryMax'
  | 'includeNegotiableSalary'
>;

export function compileFilters(
  dense: { cities: DenseIds; industries: DenseIds; categories: DenseIds },
  q: Filters,
): FilterPlan {
  const plan: FilterPlan = {
    cities: q.cityIds.length ? denseSet(q.cityIds, dense.cities) : null,
    industries: q.industryIds.length ? denseSet(q.industryIds, dense.industries) : null,
    categories: q.jobRoleCategoryIds.length
      ? denseSet(q.jobRoleCategoryIds, dense.categories)
      : null,
    workplace: q.workplaceTypes.length ? maskOf(q.workplaceTypes, workplaceBit) : null,
    employment: q.employmentTypes.length ? maskOf(q.employmentTypes, employmentBit) : null,
    education: q.lastEducations.length ? maskOf(q.lastEducations, educationBit) : null,
    experience: q.experienceLevels.length ? maskOf(q.experienceLevels, experienceBit) : null,
    urgent: q.urgentlyNeeded,
    anyFacetFilter: false,
    roles: q.jobRoleIds.length ? new Set(q.jobRoleIds) : null,
    salaryFiltered: q.salaryMin !== null || q.salaryMax !== null,
    salaryMin: q.salaryMin ?? Number.NEGATIVE_INFINITY,
    salaryMax: q.salaryMax ?? Number.POSITIVE_INFINITY,
    includeNegotiableSalary: q.includeNegotiableSalary ?? false,
  };
  plan.anyFacetFilter = hasFacetFilter(plan);
  return plan;
}

/** The same filters but the city's: the facet cube holds the city as a column, not a group. */
export function withoutCity(plan: FilterPlan): FilterPlan {
  const rest = { ...plan, cities: null };
  return { ...rest, anyFacetFilter: hasFacetFilter(rest) };
}

const hasFacetFilter = (plan: FilterPlan): boolean =>
  plan.cities !== null ||
  plan.industries !== null ||
  plan.categories !== null ||
  plan.workplace !== null ||
  plan.employment !== null ||
  plan.education !== null ||
  plan.experience !== null ||
  plan.urgent;

/**
 * Which facet filters a job with these values fails, as D_* bits (0 = passes them all). Small
 * and monomorphic, so the hot loops get it inlined.
 */
export function failedDimensions(
  plan: FilterPlan,
  city: number,
  industry: number,
  category: number,
  flags: number,
): number {
  if (!plan.anyFacetFilter) return 0;
  let failed = 0;
  if (plan.cities !== null && plan.cities[city] !== 1) failed |= D_CITY;
  if (plan.workplace !== null && (flags & plan.workplace) === 0) failed |= D_WORKPLACE;
  if (plan.employment !== null && (flags & plan.employment) === 0) failed |= D_EMPLOYMENT;
  if (plan.education !== null && (flags & plan.education) === 0) failed |= D_EDUCATION;
  if (plan.experience !== null && (flags & plan.experience) === 0) failed |= D_EXPERIENCE;
  // A job without an industry or category (index -1) fails a filter on it.
  if (plan.industries !== null && plan.industries[industry] !== 1) failed |= D_INDUSTRY;
  if (plan.categories !== null && plan.categories[category] !== 1) failed |= D_CATEGORY;
  if (plan.urgent && (flags & URGENT_BIT) === 0) failed |= D_URGENT;
  return failed;
}

/**
 * The filters that are not facets (roles, salary): a job must pass them whatever it fails
 * otherwise. Small, so the loops over slots get it inlined.
 */
export function passesNonFacetFilters(
  plan: FilterPlan,
  jobRole: Int32Array,
  salaryLow: Float64Array,
  salaryHigh: Float64Array,
  slot: number,
): boolean {
  if (plan.roles !== null && !plan.roles.has(jobRole[slot]!)) return false;
  if (!plan.salaryFiltered) return true;
  const high = salaryHigh[slot]!;
  // NaN (no shown monthly salary) fails both comparisons: such a job cannot match, unless the
  // client includes negotiable salaries.
  if (Number.isNaN(high)) return plan.includeNegotiableSalary;
  return high >= plan.salaryMin && salaryLow[slot]! <= plan.salaryMax;
}

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
