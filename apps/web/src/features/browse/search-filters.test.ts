import { describe, expect, it } from 'vitest';
import { filtersToQuery, homeSearchHref, homeSearchPath } from './search-filters';

describe('search filters as URL parameters', () => {
  it('repeats array keys and leaves out empty values', () => {
    expect(
      filtersToQuery({
        search: 'data analyst',
        cityIds: [227, 265],
        location: [],
        urgentlyNeeded: true,
        salaryMin: 5_000_000,
      }),
    ).toEqual({
      search: 'data analyst',
      cityIds: ['227', '265'],
      urgentlyNeeded: 'true',
      salaryMin: '5000000',
    });
  });

  it('links to the home search', () => {
    expect(homeSearchHref({ industry: ['bank'] })).toEqual({
      pathname: '/',
      query: { industry: ['bank'] },
    });
    expect(homeSearchPath({ cityIds: [227, 265], employment: ['partTime'] })).toBe(
      '/?cityIds=227&cityIds=265&employment=partTime',
    );
    expect(homeSearchPath({})).toBe('/');
  });
});
