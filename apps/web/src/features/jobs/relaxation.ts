// When a search finds nothing, which filter to drop: the API counts the search without each
// filter in use (includeRelaxations=true, in the same request) and answers the few that help
// most; here they become links on the home page's filters.
import type { RelaxableFilter, SearchRelaxation } from '@jenjang/domain';
import { withoutDimension, type FilterDimension, type JobFilters } from './search-filters';

export type Relaxation = {
  dimension: FilterDimension;
  /** The search without that filter, back on page 1. */
  filters: JobFilters;
  total: number;
  totalIsCapped: boolean;
};

/** The API's filter names as the home page's URL names them. */
const DIMENSION_OF: Record<RelaxableFilter, FilterDimension> = {
  search: 'search',
  cityIds: 'cityIds',
  workplaceTypes: 'location',
  employmentTypes: 'employment',
  lastEducations: 'lastEducations',
  experienceLevels: 'experienceLevels',
  industry: 'industry',
  jobRoleCategoryIds: 'jobRoleCategoryIds',
  jobRoleIds: 'jobRoleIds',
  urgentlyNeeded: 'urgentlyNeeded',
  salary: 'salary',
};

/** The API's relaxations of a search, in its order, as links from these filters. */
export function toRelaxations(
  filters: JobFilters,
  relaxations: readonly SearchRelaxation[] | undefined,
): Relaxation[] {
  return (relaxations ?? []).map((relaxation) => {
    const dimension = DIMENSION_OF[relaxation.filter];
    return {
      dimension,
      filters: withoutDimension(filters, dimension),
      total: relaxation.total,
      totalIsCapped: relaxation.totalIsCapped,
    };
  });
}
