// What to offer when a search finds nothing: each filter in use, dropped on its own, and how many
// jobs the search finds then. The API counts them (includeRelaxations=true); these are the rules.
import {
  MAX_RELAXATIONS,
  RELAXABLE_FILTERS,
  type JobSearchFilters,
  type RelaxableFilter,
  type SearchRelaxation,
} from '../contracts/job-search';

/** The filters in use, the text included, in the order of RELAXABLE_FILTERS. */
export function relaxableFiltersOf(filters: JobSearchFilters): RelaxableFilter[] {
  return RELAXABLE_FILTERS.filter((filter) => {
    switch (filter) {
      case 'search':
        return filters.text.trim() !== '';
      case 'urgentlyNeeded':
        return filters.urgentlyNeeded;
      case 'salary':
        return filters.salaryMin !== null || filters.salaryMax !== null;
      case 'industry':
        return filters.industries.length > 0;
      default:
        return filters[filter].length > 0;
    }
  });
}

/** The filters without one of them (dropping the only one left is "show everything"). */
export function withoutFilter(
  filters: JobSearchFilters,
  filter: RelaxableFilter,
): JobSearchFilters {
  switch (filter) {
    case 'search':
      return { ...filters, text: '' };
    case 'urgentlyNeeded':
      return { ...filters, urgentlyNeeded: false };
    case 'salary':
      return { ...filters, salaryMin: null, salaryMax: null };
    case 'industry':
      return { ...filters, industries: [] };
    default:
      return { ...filters, [filter]: [] };
  }
}

/** The relaxations that find something, most results first (ties in RELAXABLE_FILTERS order), at most `max`. */
export function pickRelaxations(
  counted: readonly SearchRelaxation[],
  max = MAX_RELAXATIONS,
): SearchRelaxation[] {
  const order = (filter: RelaxableFilter) => RELAXABLE_FILTERS.indexOf(filter);
  return counted
    .filter((relaxation) => relaxation.total > 0)
    .sort((a, b) => b.total - a.total || order(a.filter) - order(b.filter))
    .slice(0, max);
}
