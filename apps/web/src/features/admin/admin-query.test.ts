import { describe, expect, it } from 'vitest';
import { adminHref, readAdminQuery } from './admin-query';

describe('the admin page address', () => {
  it('reads the tab, search, queue and page, with defaults for anything else', () => {
    expect(readAdminQuery({})).toEqual({ tab: 'jobs', search: '', queue: 'all', page: 1 });
    expect(readAdminQuery({ tab: 'companies', q: '  kopi ', queue: 'flagged', page: '3' })).toEqual(
      { tab: 'companies', search: 'kopi', queue: 'flagged', page: 3 },
    );
    expect(readAdminQuery({ tab: 'users', queue: 'x', page: '-2' })).toMatchObject({
      tab: 'jobs',
      queue: 'all',
      page: 1,
    });
    expect(readAdminQuery({ page: '1.5' }).page).toBe(1);
    expect(readAdminQuery({ page: ['2', '5'], q: ['a', 'b'] })).toMatchObject({
      page: 2,
      search: 'a',
    });
    expect(readAdminQuery({ q: 'x'.repeat(300) }).search).toHaveLength(100);
  });

  it('writes a view back as the shortest address', () => {
    expect(adminHref({ tab: 'jobs', search: '', queue: 'all', page: 1 })).toBe('/admin');
    expect(adminHref({ tab: 'jobs', search: 'kurir paket', queue: 'reported', page: 2 })).toBe(
      '/admin?q=kurir+paket&queue=reported&page=2',
    );
    // The queue belongs to the jobs tab only.
    expect(adminHref({ tab: 'companies', search: '', queue: 'flagged', page: 1 })).toBe(
      '/admin?tab=companies',
    );
  });

  it('reads back what it writes', () => {
    const view = { tab: 'jobs', search: 'PT & Co', queue: 'flagged', page: 4 } as const;
    const params = Object.fromEntries(new URL(adminHref(view), 'https://x').searchParams);
    expect(readAdminQuery(params)).toEqual(view);
  });
});
