import { describe, expect, it } from 'vitest';
import {
  jobSearchQuerySchema,
  toSearchFilters,
  type SearchRelaxation,
} from '../contracts/job-search';
import { pickRelaxations, relaxableFiltersOf, withoutFilter } from './relaxations';

const filtersOf = (query: Record<string, unknown>) =>
  toSearchFilters(jobSearchQuerySchema.parse(query));

describe('relaxableFiltersOf', () => {
  it('lists every filter in use, the text too, in their fixed order', () => {
    const filters = filtersOf({
      search: 'pilot',
      salaryMin: '20000000',
      cityIds: ['179', '265'],
      employment: 'internship',
      urgentlyNeeded: 'true',
      industry: 'bank',
    });
    expect(relaxableFiltersOf(filters)).toEqual([
      'search',
      'cityIds',
      'employmentTypes',
      'industry',
      'urgentlyNeeded',
      'salary',
    ]);
    expect(relaxableFiltersOf(filtersOf({ page: '3' }))).toEqual([]);
  });

  it('drops one filter as a whole, both salary bounds together', () => {
    const filters = filtersOf({ search: 'pilot', salaryMin: '1', salaryMax: '9', cityIds: '179' });
    expect(withoutFilter(filters, 'salary')).toMatchObject({
      text: 'pilot',
      cityIds: [179],
      salaryMin: null,
      salaryMax: null,
    });
    expect(withoutFilter(filters, 'search')).toMatchObject({ text: '', cityIds: [179] });
    expect(withoutFilter(filters, 'cityIds').cityIds).toEqual([]);
  });
});

describe('pickRelaxations', () => {
  const r = (filter: SearchRelaxation['filter'], total: number): SearchRelaxation => ({
    filter,
    total,
    totalIsCapped: false,
  });

  it('keeps the ones that find jobs, most first, ties in their fixed order, at most three', () => {
    const picked = pickRelaxations([
      r('urgentlyNeeded', 45),
      r('search', 0),
      r('salary', 120),
      r('cityIds', 45),
      r('employmentTypes', 3),
    ]);
    expect(picked.map((p) => [p.filter, p.total])).toEqual([
      ['salary', 120],
      ['cityIds', 45],
      ['urgentlyNeeded', 45],
    ]);
    expect(pickRelaxations([r('cityIds', 0)])).toEqual([]);
    expect(pickRelaxations([r('cityIds', 5), r('salary', 9)], 1).map((p) => p.filter)).toEqual([
      'salary',
    ]);
  });
});
