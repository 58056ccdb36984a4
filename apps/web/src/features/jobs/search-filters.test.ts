import { jobSearchQuerySchema } from '@jenjang/domain';
import { describe, expect, it } from 'vitest';
import {
  activeFilterValues,
  carriedFields,
  clearFilters,
  countActiveFilters,
  EMPTY_FILTERS,
  filtersToQueryString,
  parseJobFilters,
  searchHref,
  toApiQuery,
  withoutDimension,
  withoutValue,
} from './search-filters';

describe('parseJobFilters', () => {
  it('reads every filter in the spec style', () => {
    const filters = parseJobFilters({
      search: ' admin ',
      cityIds: ['49180', '179'],
      location: 'remote',
      employment: ['partTime', 'freelance'],
      lastEducations: ['0', '4'],
      experienceLevels: '0',
      industry: 'Bank',
      jobRoleCategoryIds: '3',
      jobRoleIds: ['12', '40', 'x', '-1'],
      urgentlyNeeded: 'true',
      salaryMin: '5000000',
      salaryMax: '60000000',
      sortParam: 'highestSalary',
      page: '3',
    });
    expect(filters).toEqual({
      search: 'admin',
      cityIds: [49180, 179],
      location: ['remote'],
      employment: ['partTime', 'freelance'],
      lastEducations: [0, 4],
      experienceLevels: [0],
      industry: ['bank'],
      jobRoleCategoryIds: [3],
      jobRoleIds: [12, 40],
      urgentlyNeeded: true,
      salaryMin: 5_000_000,
      salaryMax: 60_000_000,
      sortParam: 'highestSalary',
      page: 3,
    });
  });

  it('accepts the API names and the indexed form', () => {
    const filters = parseJobFilters({
      'employmentTypes[0]': 'fullTime',
      'workplaceTypes[0]': 'remote',
      'workplaceTypes[1]': 'hybrid',
    });
    expect(filters.employment).toEqual(['fullTime']);
    expect(filters.location).toEqual(['remote', 'hybrid']);
  });

  it('drops malformed values instead of failing', () => {
    const filters = parseJobFilters({
      cityIds: ['abc', '-1', '0', '12', '12'],
      location: 'moon',
      employment: 'full-time',
      lastEducations: ['10', '3'],
      experienceLevels: '12',
      industry: ['<script>', 'it'],
      salaryMin: 'lots',
      sortParam: 'cheapest',
      urgentlyNeeded: 'yes',
      page: '0',
    });
    expect(filters).toEqual({
      ...EMPTY_FILTERS,
      cityIds: [12],
      lastEducations: [3],
      industry: ['it'],
    });
  });

  it('puts a swapped salary range in order and caps the page', () => {
    const filters = parseJobFilters({ salaryMin: '8000000', salaryMax: '5000000', page: '9999' });
    expect(filters.salaryMin).toBe(5_000_000);
    expect(filters.salaryMax).toBe(8_000_000);
    expect(filters.page).toBe(500);
  });

  it('round-trips through the query string', () => {
    const query =
      'search=data+analyst&cityIds=49180&cityIds=179&location=hybrid&employment=contract&lastEducations=4&experienceLevels=5&industry=bank&jobRoleCategoryIds=2&jobRoleIds=17&urgentlyNeeded=true&salaryMin=5000000&salaryMax=9000000&sortParam=publishedAt&page=2';
    const parsed = parseJobFilters(Object.fromEntries(groupParams(query)));
    expect(filtersToQueryString(parsed)).toBe(query);
  });
});

describe('URLs and API queries', () => {
  it('leaves defaults out of links and adds the selected job', () => {
    expect(searchHref(EMPTY_FILTERS)).toBe('/');
    expect(searchHref({ ...EMPTY_FILTERS, page: 1, cityIds: [179] }, { job: 'admin-1' })).toBe(
      '/?cityIds=179&job=admin-1',
    );
  });

  it('builds a query the API contract accepts', () => {
    const filters = parseJobFilters({
      search: 'admin',
      cityIds: '179',
      location: 'remote',
      employment: 'partTime',
      urgentlyNeeded: 'true',
      salaryMin: '5000000',
      industry: 'bank',
    });
    const query = toApiQuery(filters, { limit: 20, includeFacets: true });
    const asStrings = Object.fromEntries(
      Object.entries(query)
        .filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0))
        .map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : String(v)]),
    );
    const parsed = jobSearchQuerySchema.parse(asStrings);
    expect(parsed).toMatchObject({
      search: 'admin',
      cityIds: [179],
      workplaceTypes: ['remote'],
      employmentTypes: ['partTime'],
      urgentlyNeeded: true,
      salaryMin: 5_000_000,
      industry: ['bank'],
      includeFacets: true,
      limit: 20,
      page: 1,
    });
  });

  it('carries the other filters in a form that edits only some', () => {
    const filters = parseJobFilters({
      search: 'admin',
      cityIds: '179',
      sortParam: 'publishedAt',
      page: '4',
    });
    expect(carriedFields(filters, ['search'])).toEqual([
      ['cityIds', '179'],
      ['sortParam', 'publishedAt'],
    ]);
  });
});

describe('chips', () => {
  const filters = parseJobFilters({
    search: 'admin',
    cityIds: ['179', '49180'],
    urgentlyNeeded: 'true',
    salaryMax: '9000000',
    sortParam: 'highestSalary',
    page: '3',
  });

  it('lists every active value and counts them', () => {
    expect(activeFilterValues(filters)).toEqual([
      { dimension: 'cityIds', value: '179' },
      { dimension: 'cityIds', value: '49180' },
      { dimension: 'urgentlyNeeded' },
      { dimension: 'salaryMax', value: 9_000_000 },
    ]);
    expect(countActiveFilters(filters)).toBe(4);
  });

  it('removes one value and goes back to page 1', () => {
    const next = withoutValue(filters, { dimension: 'cityIds', value: '179' });
    expect(next.cityIds).toEqual([49180]);
    expect(next.page).toBe(1);
    expect(withoutValue(filters, { dimension: 'salaryMax', value: 9_000_000 }).salaryMax).toBe(
      undefined,
    );
  });

  it('clears the filters but keeps the search text and sort', () => {
    expect(clearFilters(filters)).toEqual({
      ...EMPTY_FILTERS,
      search: 'admin',
      sortParam: 'highestSalary',
    });
  });

  it('shows a role filter from /loker/posisi as a chip that can be removed', () => {
    const role = parseJobFilters({ jobRoleIds: '57', cityIds: '179' });
    expect(activeFilterValues(role)).toEqual([
      { dimension: 'cityIds', value: '179' },
      { dimension: 'jobRoleIds', value: '57' },
    ]);
    expect(searchHref(withoutValue(role, { dimension: 'jobRoleIds', value: '57' }))).toBe(
      '/?cityIds=179',
    );
    expect(toApiQuery(role, { limit: 20 }).jobRoleIds).toEqual([57]);
  });

  it('drops a whole dimension', () => {
    expect(withoutDimension(filters, 'cityIds').cityIds).toEqual([]);
    expect(withoutDimension(filters, 'search').search).toBeUndefined();
    expect(withoutDimension(filters, 'salary').salaryMax).toBeUndefined();
  });
});

/** 'a=1&a=2&b=3' → [['a', ['1','2']], ['b', '3']] like Next's searchParams. */
function groupParams(query: string): [string, string | string[]][] {
  const grouped = new Map<string, string[]>();
  for (const [k, v] of new URLSearchParams(query)) grouped.set(k, [...(grouped.get(k) ?? []), v]);
  return [...grouped].map(([k, v]) => [k, v.length === 1 ? v[0]! : v]);
}
