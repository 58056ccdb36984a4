import { jobSearchQuerySchema } from '@jenjang/domain';
import { describe, expect, it } from 'vitest';
import { parseJobFilters } from './search-filters';
import { presetApiQuery, presetFilters, presetHref } from './search-preset';

describe('search presets', () => {
  it('link to the home search with repeated keys, empty values left out', () => {
    expect(presetHref({ industry: ['bank'] })).toBe('/?industry=bank');
    expect(presetHref({ cityIds: [227, 265], employment: ['partTime'], location: [] })).toBe(
      '/?cityIds=227&cityIds=265&employment=partTime',
    );
    expect(presetHref({ jobRoleIds: [42] })).toBe('/?jobRoleIds=42');
    expect(presetHref({})).toBe('/');
  });

  it('come back unchanged when the home page reads their link', () => {
    const preset = {
      search: 'data analyst',
      cityIds: [227],
      urgentlyNeeded: true,
      salaryMin: 5_000_000,
      jobRoleIds: [7],
      sortParam: 'highestSalary',
    } as const;
    const params = Object.fromEntries(new URLSearchParams(presetHref(preset).slice(2)));
    expect(parseJobFilters(params)).toEqual(presetFilters(preset));
  });

  it('become an API query the job search accepts', () => {
    const query = presetApiQuery(
      { search: 'admin', location: ['remote'], jobRoleIds: [3] },
      { page: 2, limit: 20 },
    );
    expect(query).toMatchObject({
      search: 'admin',
      workplaceTypes: ['remote'],
      jobRoleIds: [3],
      page: 2,
      limit: 20,
    });
    const parsed = jobSearchQuerySchema.parse(
      Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)),
    );
    expect(parsed.jobRoleIds).toEqual([3]);
  });
});
