import { describe, expect, it } from 'vitest';
import { pickRelaxations, relaxationCandidates, type Relaxation } from './relaxation';
import { parseJobFilters } from './search-filters';

describe('relaxationCandidates', () => {
  it('offers to drop each active filter as a whole, the search text too', () => {
    const filters = parseJobFilters({
      search: 'pilot',
      cityIds: ['179', '265'],
      employment: 'internship',
      salaryMin: '20000000',
      urgentlyNeeded: 'true',
      page: '2',
    });
    const candidates = relaxationCandidates(filters);
    expect(candidates.map((c) => c.dimension)).toEqual([
      'search',
      'cityIds',
      'employment',
      'urgentlyNeeded',
      'salary',
    ]);
    const withoutCities = candidates.find((c) => c.dimension === 'cityIds')!.filters;
    expect(withoutCities).toMatchObject({
      search: 'pilot',
      cityIds: [],
      employment: ['internship'],
    });
    expect(withoutCities.page).toBe(1);
    expect(candidates.find((c) => c.dimension === 'search')!.filters.search).toBeUndefined();
  });

  it('has nothing to offer for an unfiltered search', () => {
    expect(relaxationCandidates(parseJobFilters({ page: '3' }))).toEqual([]);
  });
});

describe('pickRelaxations', () => {
  const base = parseJobFilters({});
  const r = (dimension: Relaxation['dimension'], total: number): Relaxation => ({
    dimension,
    filters: base,
    total,
    totalIsCapped: false,
  });

  it('keeps the ones that find jobs, most first, at most three', () => {
    const picked = pickRelaxations([
      r('search', 0),
      r('cityIds', 45),
      r('employment', 3),
      r('salary', 120),
      r('urgentlyNeeded', 45),
    ]);
    expect(picked.map((p) => [p.dimension, p.total])).toEqual([
      ['salary', 120],
      ['cityIds', 45],
      ['urgentlyNeeded', 45],
    ]);
  });

  it('returns nothing when no single filter helps', () => {
    expect(pickRelaxations([r('cityIds', 0), r('salary', 0)])).toEqual([]);
  });

  it('honours a smaller maximum', () => {
    expect(pickRelaxations([r('cityIds', 5), r('salary', 9)], 1).map((p) => p.dimension)).toEqual([
      'salary',
    ]);
  });
});
