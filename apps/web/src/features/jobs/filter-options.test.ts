import { describe, expect, it } from 'vitest';
import { filterOptions, filterValueLabel, type FilterContext } from './filter-options';
import { parseJobFilters } from './search-filters';

const taxonomy = {
  cities: [
    { id: 49180, slug: 'jakarta', name: 'Jakarta', province: 'DKI Jakarta', jobCount: 345 },
    { id: 179, slug: 'bandung', name: 'Bandung', province: 'Jawa Barat', jobCount: 162 },
  ],
  industries: [
    { id: 20, slug: 'bank', name: 'Perbankan', jobCount: 170 },
    { id: 1, slug: 'teknologi-informasi', name: 'Teknologi Informasi', jobCount: 103 },
  ],
  roleCategories: [
    { id: 1, slug: 'teknologi-informasi', name: 'Teknologi Informasi', jobCount: 214 },
  ],
  roles: [
    { id: 57, slug: 'collection', name: 'Staff Collection', categoryId: 4, jobCount: 13 },
    { id: 58, slug: 'teller', name: 'Teller', categoryId: 4, jobCount: 9 },
  ],
};

function context(
  query: Record<string, string | string[]>,
  facets: FilterContext['facets'],
): FilterContext {
  return {
    filters: parseJobFilters(query),
    facets,
    taxonomy,
    enumLabel: (dimension, value) => `${dimension}:${value}`,
  };
}

describe('filterOptions', () => {
  it('lists fixed values in order with 0 where the facets have none', () => {
    const options = filterOptions(
      'location',
      context(
        { location: 'hybrid' },
        { workplaceTypes: [{ value: 'remote', label: 'remote', count: 56 }] },
      ),
    );
    expect(options).toEqual([
      { value: 'remote', label: 'location:remote', count: 56, checked: false },
      { value: 'onSite', label: 'location:onSite', count: 0, checked: false },
      { value: 'hybrid', label: 'location:hybrid', count: 0, checked: true },
    ]);
  });

  it('follows the facets for cities and keeps a selected city they leave out', () => {
    const options = filterOptions(
      'cityIds',
      context(
        { cityIds: ['179', '384'] },
        { cityIds: [{ value: '49180', label: 'Jakarta', count: 37 }] },
      ),
    );
    expect(options.map((o) => [o.value, o.label, o.count, o.checked])).toEqual([
      ['49180', 'Jakarta', 37, false],
      ['179', 'Bandung', 0, true],
      ['384', 'Manado', 0, true],
    ]);
  });

  it('uses industry slugs in URLs and checks a box chosen by id', () => {
    const options = filterOptions(
      'industry',
      context(
        { industry: '20' },
        {
          industry: [
            { value: '20', label: 'Perbankan', count: 14 },
            { value: '1', label: 'TI', count: 3 },
          ],
        },
      ),
    );
    expect(options.map((o) => [o.value, o.count, o.checked])).toEqual([
      ['bank', 14, true],
      ['teknologi-informasi', 3, false],
    ]);
  });

  it('shows no counts when the facets are unknown', () => {
    const options = filterOptions('jobRoleCategoryIds', context({}, null));
    expect(options).toEqual([
      { value: '1', label: 'Teknologi Informasi', count: null, checked: false },
    ]);
  });
});

describe('role options', () => {
  it('list only the selected roles, by name and without counts (roles have no facets)', () => {
    const facets = { cityIds: [{ value: '179', label: 'Bandung', count: 4 }] };
    expect(filterOptions('jobRoleIds', context({ jobRoleIds: '57' }, facets))).toEqual([
      { value: '57', label: 'Staff Collection', count: null, checked: true },
    ]);
    expect(filterOptions('jobRoleIds', context({}, facets))).toEqual([]);
  });

  it('fall back to the id when the taxonomy could not be loaded', () => {
    const { facets, enumLabel } = context({}, null);
    const empty = { cities: [], industries: [], roleCategories: [], roles: [] };
    expect(filterValueLabel('jobRoleIds', '57', { facets, taxonomy: empty, enumLabel })).toBe('57');
  });
});

describe('filterValueLabel', () => {
  it('names cities, industries and categories from the taxonomy', () => {
    const { facets, taxonomy: t, enumLabel } = context({}, null);
    expect(filterValueLabel('cityIds', '179', { facets, taxonomy: t, enumLabel })).toBe('Bandung');
    expect(filterValueLabel('industry', 'bank', { facets, taxonomy: t, enumLabel })).toBe(
      'Perbankan',
    );
    expect(filterValueLabel('employment', 'fullTime', { facets, taxonomy: t, enumLabel })).toBe(
      'employment:fullTime',
    );
  });
});
