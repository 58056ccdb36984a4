import { describe, expect, it } from 'vitest';
import { toRelaxations } from './relaxation';
import { parseJobFilters, searchHref } from './search-filters';

describe('toRelaxations', () => {
  const filters = parseJobFilters({
    search: 'pilot',
    cityIds: ['179', '265'],
    location: 'remote',
    employment: 'internship',
    salaryMin: '20000000',
    urgentlyNeeded: 'true',
    page: '2',
  });

  it("turns the API's relaxations into links without that filter, in the API's order", () => {
    const relaxations = toRelaxations(filters, [
      { filter: 'salary', total: 120, totalIsCapped: false },
      { filter: 'workplaceTypes', total: 45, totalIsCapped: false },
      { filter: 'employmentTypes', total: 3, totalIsCapped: false },
    ]);
    expect(relaxations.map((r) => [r.dimension, r.total])).toEqual([
      ['salary', 120],
      ['location', 45],
      ['employment', 3],
    ]);
    expect(relaxations[0]!.filters).toMatchObject({
      search: 'pilot',
      cityIds: [179, 265],
      page: 1,
    });
    expect(relaxations[0]!.filters.salaryMin).toBeUndefined();
    expect(searchHref(relaxations[1]!.filters)).not.toContain('location=');
    expect(searchHref(relaxations[2]!.filters)).not.toContain('employment=');
  });

  it('drops the search text as a whole', () => {
    const [withoutText] = toRelaxations(filters, [
      { filter: 'search', total: 9, totalIsCapped: false },
    ]);
    expect(withoutText!.filters.search).toBeUndefined();
    expect(withoutText!.filters.cityIds).toEqual([179, 265]);
  });

  it('has nothing to offer when the API offers nothing', () => {
    expect(toRelaxations(filters, undefined)).toEqual([]);
    expect(toRelaxations(filters, [])).toEqual([]);
  });
});
