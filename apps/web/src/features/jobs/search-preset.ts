// A fixed search written in code (landing pages, browse links, llms.txt): the same parameters as
// the home page's URL, all optional. It becomes full JobFilters, so one encoder (search-filters)
// writes every search URL and API query of the site.
import type { EducationLevel, EmploymentType, SortParam, WorkplaceType } from '@jenjang/domain';
import { EMPTY_FILTERS, searchHref, toApiQuery, type JobFilters } from './search-filters';

export type SearchPreset = {
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

/** The preset as the home page's filters (page 1, everything else off). */
export function presetFilters(preset: SearchPreset): JobFilters {
  return {
    ...EMPTY_FILTERS,
    ...(preset.search ? { search: preset.search } : {}),
    cityIds: [...(preset.cityIds ?? [])],
    location: [...(preset.location ?? [])],
    employment: [...(preset.employment ?? [])],
    lastEducations: [...(preset.lastEducations ?? [])],
    industry: [...(preset.industry ?? [])],
    jobRoleIds: [...(preset.jobRoleIds ?? [])],
    jobRoleCategoryIds: [...(preset.jobRoleCategoryIds ?? [])],
    urgentlyNeeded: preset.urgentlyNeeded === true,
    ...(preset.salaryMin !== undefined ? { salaryMin: preset.salaryMin } : {}),
    ...(preset.salaryMax !== undefined ? { salaryMax: preset.salaryMax } : {}),
    ...(preset.sortParam ? { sortParam: preset.sortParam } : {}),
  };
}

/** The home page's search for a preset: '/?industry=bank'. */
export function presetHref(preset: SearchPreset): string {
  return searchHref(presetFilters(preset));
}

/** The query of GET /v1/explore-job/job for one page of a preset search. */
export function presetApiQuery(preset: SearchPreset, options: { page: number; limit: number }) {
  return toApiQuery(presetFilters(preset), options);
}
