import { describe, expect, it } from 'vitest';
import { appliedHref, readAppliedQuery } from './applications-query';

describe('applied page query', () => {
  it('reads the group and page leniently', () => {
    expect(readAppliedQuery({ status: 'unsuccessful', page: '2' })).toEqual({
      group: 'unsuccessful',
      page: 2,
    });
    expect(readAppliedQuery({ status: 'nope', page: '-1' })).toEqual({ group: 'all', page: 1 });
    expect(readAppliedQuery({ status: 'withdrawn' })).toEqual({ group: 'withdrawn', page: 1 });
    // The old name of the offers tab is gone.
    expect(readAppliedQuery({ status: 'shortlisted' })).toEqual({ group: 'all', page: 1 });
    expect(readAppliedQuery({ status: ['inReview', 'all'] })).toEqual({
      group: 'inReview',
      page: 1,
    });
  });
  it('writes addresses without defaults', () => {
    expect(appliedHref('/loker/applied', 'all')).toBe('/loker/applied');
    expect(appliedHref('/loker/applied', 'inProgress', 3)).toBe(
      '/loker/applied?status=inProgress&page=3',
    );
  });
});
