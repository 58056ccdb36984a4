import { describe, expect, it } from 'vitest';
import common from '../../messages/idn/common.json';
import { absoluteUrl, alternatesFor, pageMetadata } from './seo';

describe('seo', () => {
  it('builds locale URLs without a prefix for Indonesian', () => {
    expect(absoluteUrl('idn', '/')).toBe('http://localhost:3000/');
    expect(absoluteUrl('en', '/')).toBe('http://localhost:3000/en');
    expect(absoluteUrl('en', '/karir')).toBe('http://localhost:3000/en/karir');
  });

  it('announces id, en and x-default alternates', () => {
    expect(alternatesFor('en', '/about')).toEqual({
      canonical: 'http://localhost:3000/en/about',
      languages: {
        id: 'http://localhost:3000/about',
        en: 'http://localhost:3000/en/about',
        'x-default': 'http://localhost:3000/about',
      },
    });
  });

  it('gives pages a canonical link and error pages none', async () => {
    const about = await pageMetadata('idn', 'about');
    expect(about.title).toBe(common.pages.about.title);
    expect(about.alternates?.canonical).toBe('http://localhost:3000/about');
    const notFound = await pageMetadata('idn', 'notFound');
    expect(notFound.alternates).toBeUndefined();
    expect(notFound.robots).toEqual({ index: false, follow: true });
  });

  it('uses the actual path of dynamic routes and noindexes private pages', async () => {
    const company = await pageMetadata('en', 'companyDetail', { path: '/karir/acme' });
    expect(company.alternates?.canonical).toBe('http://localhost:3000/en/karir/acme');
    expect((await pageMetadata('idn', 'signIn')).robots).toEqual({ index: false, follow: true });
  });
});
