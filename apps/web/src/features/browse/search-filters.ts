// Job search filters in the parameter names of the spec (section 2): the names the API's job
// search accepts and the home page reads from its URL (`/?location=remote&employment=partTime`).
import type { EducationLevel, EmploymentType, SortParam, WorkplaceType } from '@jenjang/domain';

export type SearchFilters = {
  readonly search?: string;
  readonly cityIds?: readonly number[];
  /** Workplace types (`workplaceTypes` in the API; `location` is its accepted alias). */
  readonly location?: readonly WorkplaceType[];
  /** Employment types (`employmentTypes` in the API; `employment` is its accepted alias). */
  readonly employment?: readonly EmploymentType[];
  readonly lastEducations?: readonly EducationLevel[];
  /** Industry slugs, e.g. `bank`. */
  readonly industry?: readonly string[];
  readonly jobRoleIds?: readonly number[];
  readonly jobRoleCategoryIds?: readonly number[];
  readonly urgentlyNeeded?: true;
  readonly salaryMin?: number;
  readonly salaryMax?: number;
  readonly sortParam?: SortParam;
};

export type FilterQuery = Record<string, string | string[]>;

/** The filters as query parameters: arrays become repeated keys, empty values are left out. */
export function filtersToQuery(filters: SearchFilters): FilterQuery {
  const query: FilterQuery = {};
  for (const [key, value] of Object.entries(filters) as [string, unknown][]) {
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) query[key] = value.map(String);
    } else {
      query[key] = String(value);
    }
  }
  return query;
}

/** The home page's job search with these filters: `{ pathname: '/', query: {...} }` for <Link>. */
export function homeSearchHref(filters: SearchFilters) {
  return { pathname: '/', query: filtersToQuery(filters) } as const;
}

/** `/?industry=bank` as a string (for places that need plain hrefs, like llms.txt). */
export function homeSearchPath(filters: SearchFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filtersToQuery(filters))) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
  }
  const search = params.toString();
  return search ? `/?${search}` : '/';
}
