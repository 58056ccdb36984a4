import { describe, expect, it } from 'vitest';
import { exploreApiQuery, explorePageHref, parseExploreParams } from './explore-query';

describe('the /karir address', () => {
  it('reads filters, and drops what the API would refuse', () => {
    const p = parseExploreParams({
      search: '  kopi ',
      industry: '3',
      city: ['265', '179'],
      size: '51-200',
      open: '1',
      sort: 'fastestResponse',
      page: '2',
    });
    expect(p).toEqual({
      search: 'kopi',
      industryId: 3,
      cityId: 265,
      size: '51-200',
      hasOpenJobs: true,
      sort: 'fastestResponse',
      page: 2,
    });
    expect(parseExploreParams({ industry: 'x', size: 'huge', sort: 'best', page: '-1' })).toEqual({
      search: '',
      industryId: null,
      cityId: null,
      size: null,
      hasOpenJobs: false,
      sort: 'mostOpenJobs',
      page: 1,
    });
  });

  it('writes the same address back, defaults left out', () => {
    expect(explorePageHref(parseExploreParams({}))).toBe('/karir');
    const p = parseExploreParams({ search: 'bank & co', city: '265', sort: 'name' });
    expect(explorePageHref(p, 3)).toBe('/karir?search=bank+%26+co&city=265&sort=name&page=3');
  });

  it('asks the API with its own parameter names', () => {
    const p = parseExploreParams({ industry: '3', open: '1' });
    expect(exploreApiQuery(p)).toMatchObject({
      industryIds: 3,
      hasOpenJobs: 'true',
      sort: 'mostOpenJobs',
      page: 1,
      limit: 12,
    });
  });
});
