import { describe, expect, it } from 'vitest';
import { parseSitemapFileName, sitemapFileName } from './sitemaps';
import { escapeXml, lastmodOf, localizedUrls, sitemapIndexXml, urlsetXml } from './sitemap-xml';

describe('sitemap XML', () => {
  it('escapes the five XML characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  it('lists each language version with all alternates', () => {
    const urls = localizedUrls('/loker-wfh', '2026-11-20T10:00:00.000Z');
    expect(urls.map((url) => url.loc)).toEqual([
      'http://localhost:3000/loker-wfh',
      'http://localhost:3000/en/loker-wfh',
    ]);
    for (const url of urls) {
      expect(url.lastmod).toBe('2026-11-20T10:00:00.000Z');
      expect(url.alternates).toEqual([
        { hreflang: 'id', href: 'http://localhost:3000/loker-wfh' },
        { hreflang: 'en', href: 'http://localhost:3000/en/loker-wfh' },
        { hreflang: 'x-default', href: 'http://localhost:3000/loker-wfh' },
      ]);
    }
  });

  it('writes a urlset with xhtml:link alternates', () => {
    const xml = urlsetXml(localizedUrls('/loker/a~b&c', lastmodOf('2026-11-20T10:00:00Z')));
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain('<loc>http://localhost:3000/loker/a~b&amp;c</loc>');
    expect(xml).toContain('<lastmod>2026-11-20T10:00:00.000Z</lastmod>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="http://localhost:3000/en/loker/a~b&amp;c"/>',
    );
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it('writes a sitemap index', () => {
    const xml = sitemapIndexXml([{ loc: 'http://localhost:3000/sitemaps/pages.xml' }]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<sitemap><loc>http://localhost:3000/sitemaps/pages.xml</loc></sitemap>');
  });

  it('drops dates it cannot read', () => {
    expect(lastmodOf('not a date')).toBeUndefined();
    expect(lastmodOf(undefined)).toBeUndefined();
  });
});

describe('sitemap file names', () => {
  it.each([
    'pages.xml',
    'landing.xml',
    'companies.xml',
    'mentors.xml',
    'jobs-0.xml',
    'jobs-12.xml',
  ])('%s round-trips', (name) => {
    const file = parseSitemapFileName(name);
    expect(file).not.toBeNull();
    expect(sitemapFileName(file!)).toBe(name);
  });

  it.each(['jobs.xml', 'jobs-01.xml', 'jobs--1.xml', 'jobs-99999.xml', 'other.xml', 'pages'])(
    'rejects %s',
    (name) => expect(parseSitemapFileName(name)).toBeNull(),
  );
});
