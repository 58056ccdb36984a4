// When a search finds nothing, suggest which filter to drop: for each active filter, the number
// of jobs the search would find without it (the server asks the API for each in parallel, one
// job per page), then the few that help most.
import {
  activeDimensions,
  withoutDimension,
  type FilterDimension,
  type JobFilters,
} from './search-filters';

export type RelaxationCandidate = { dimension: FilterDimension; filters: JobFilters };
export type Relaxation = RelaxationCandidate & { total: number; totalIsCapped: boolean };

/** One candidate per active filter, the search text included; none when nothing is active. */
export function relaxationCandidates(filters: JobFilters): RelaxationCandidate[] {
  const dimensions: FilterDimension[] = [
    ...(filters.search ? (['search'] as const) : []),
    ...activeDimensions(filters),
  ];
  // Dropping the only thing that narrows the search is "show everything": still useful.
  return dimensions.map((dimension) => ({
    dimension,
    filters: withoutDimension(filters, dimension),
  }));
}

/** The candidates that find something, most results first (ties keep panel order). */
export function pickRelaxations(counted: readonly Relaxation[], max = 3): Relaxation[] {
  return counted
    .map((relaxation, index) => ({ relaxation, index }))
    .filter(({ relaxation }) => relaxation.total > 0)
    .sort((a, b) => b.relaxation.total - a.relaxation.total || a.index - b.index)
    .slice(0, max)
    .map(({ relaxation }) => relaxation);
}
