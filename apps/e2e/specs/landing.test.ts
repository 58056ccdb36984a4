// Landing pages, browse pages, the sitemap index and llms.txt: what search engines and AI
// crawlers get, read from the raw HTML and XML (no script runs there).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, launchBrowser, newPage, VIEWPORTS, webUrl } from '../fixtures/browser';

type JobList = {
  data: { docs: { slug: string; company: { slug: string } }[]; totalDocs: number };
};

async function apiJobs(query: string): Promise<JobList['data']> {
  const response = await fetch(apiUrl(`/v1/explore-job/job?${query}`));
  expect(response.status).toBe(200);
  return ((await response.json()) as JobList).data;
}

/** The jobs chunk's URL count and the API's open-job count, read while the latter held still. */
async function stableOpenJobCount(chunk: string): Promise<{ urls: number; totalDocs: number }> {
  for (let attempt = 1; ; attempt += 1) {
    const before = (await apiJobs('limit=1')).totalDocs;
    const xml = await (await fetch(webUrl(chunk))).text();
    const after = (await apiJobs('limit=1')).totalDocs;
    if (before === after || attempt === 5) {
      return { urls: xml.match(/<url>/g)?.length ?? 0, totalDocs: after };
    }
  }
}

async function html(pathname: string): Promise<{ status: number; body: string }> {
  const response = await fetch(webUrl(pathname));
  return { status: response.status, body: await response.text() };
}

const robotsMeta = (body: string) => /<meta name="robots" content="([^"]*)"/.exec(body)?.[1] ?? '';
const canonical = (body: string) => /<link rel="canonical" href="([^"]*)"/.exec(body)?.[1];
const jobLinks = (body: string) => [...body.matchAll(/href="(\/loker\/[^"~]+~[^"]+)"/g)];

/**
 * Landing pages whose preset the demo data cannot satisfy (their presets, as in
 * apps/web/src/features/landing): the test uses the first the API confirms is empty.
 */
// The spec's role-by-city pages always have jobs (the seed posts each pair): remote pages of roles
// that are rarely remote may not.
const EMPTY_CANDIDATES: [slug: string, query: string][] = [
  ['loker-remote-project-manager', 'search=project%20manager&location=remote'],
  ['loker-remote-business-development', 'search=business%20development&location=remote'],
  ['loker-remote-customer-service', 'search=customer%20service&location=remote'],
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

describe('landing pages', () => {
  it('server-render their H1 and the preset results, with a canonical link and no noindex', async () => {
    // loker-wfh presets location=remote, which the demo data always has.
    const api = await apiJobs('location=remote&limit=20');
    expect(api.totalDocs).toBeGreaterThan(20);

    const { status, body } = await html('/loker-wfh');
    expect(status).toBe(200);
    expect(body).toMatch(/<h1[^>]*>Lowongan kerja dari rumah \(WFH\)<\/h1>/);
    const first = api.docs[0]!;
    expect(body).toContain(`/loker/${first.slug}~${first.company.slug}`);
    expect(new Set(jobLinks(body).map((m) => m[1])).size).toBe(20);
    expect(new URL(canonical(body) ?? '').pathname).toBe('/loker-wfh');
    expect(robotsMeta(body)).not.toContain('noindex');
    // A link to refine the search on the home page, with the preset in the URL.
    expect(body).toContain('href="/?location=remote"');
  });

  it('page through the results and speak English under /en', async () => {
    const second = await apiJobs('location=remote&limit=20&page=2');
    const { body } = await html('/loker-wfh?page=2');
    expect(body).toContain(`/loker/${second.docs[0]!.slug}~`);
    expect(new URL(canonical(body) ?? '').search).toBe('?page=2');

    const en = await html('/en/loker-wfh');
    expect(en.status).toBe(200);
    expect(en.body).toContain('<html lang="en"');
    expect(en.body).toMatch(/<h1[^>]*>Work-from-home jobs<\/h1>/);
    expect(new URL(canonical(en.body) ?? '').pathname).toBe('/en/loker-wfh');
  });

  it('say so when their search finds nothing, and are noindex', async () => {
    let empty: string | undefined;
    for (const [slug, query] of EMPTY_CANDIDATES) {
      if ((await apiJobs(`${query}&limit=1`)).totalDocs === 0) {
        empty = slug;
        break;
      }
    }
    expect(empty, 'a landing page the demo data cannot satisfy').toBeDefined();

    const { status, body } = await html(`/${empty}`);
    expect(status).toBe(200);
    expect(robotsMeta(body)).toContain('noindex');
    expect(body).toContain('Belum ada lowongan untuk pencarian ini');
    expect(jobLinks(body)).toHaveLength(0);
    // Related landing pages are offered instead.
    expect(body).toMatch(/href="\/loker-[a-z0-9-]+"/);

    const landingSitemap = await (await fetch(webUrl('/sitemaps/landing.xml'))).text();
    expect(landingSitemap).not.toContain(`/${empty}<`);
    expect(await (await fetch(webUrl('/llms.txt'))).text()).not.toContain(`/${empty})`);
  });

  it('leave unknown paths to the 404 page', async () => {
    const { status, body } = await html('/loker-yang-tidak-ada');
    expect(status).toBe(404);
    expect(body).toContain('Halaman tidak ditemukan');
    expect(canonical(body)).toBeUndefined();
  });

  it('fit a 360 px screen', async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    for (const pathname of ['/loker-wfh', '/loker/lokasi', '/loker/tipe/loker-part-time']) {
      await page.goto(webUrl(pathname));
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, pathname).toBeLessThanOrEqual(0);
    }
    await page.context().close();
  });
});

describe('browse pages', () => {
  it('list industries with their open jobs, linking to the filtered search', async () => {
    const { status, body } = await html('/loker/industri');
    expect(status).toBe(200);
    expect(body).toContain('href="/?industry=bank"');
    expect(body).toMatch(/\d+ lowongan/);
  });

  it('list the newest jobs of an employment type', async () => {
    const api = await apiJobs('employment=partTime&sortParam=publishedAt&limit=20');
    const { body } = await html('/loker/tipe/loker-part-time');
    expect(body).toContain(`/loker/${api.docs[0]!.slug}~${api.docs[0]!.company.slug}`);
    expect(body).toContain('href="/loker-part-time-jakarta"');
  });
});

describe('sitemap index', () => {
  it('points to chunks that parse and list open jobs with lastmod and alternates', async () => {
    const index = await fetch(webUrl('/sitemap.xml'));
    expect(index.headers.get('content-type')).toContain('xml');
    const indexXml = await index.text();
    expect(indexXml).toContain('<sitemapindex');
    // Addresses carry the site URL fixed at build time; fetch their paths from the test stack.
    const chunks = [...indexXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]!).pathname,
    );
    expect(chunks).toEqual(expect.arrayContaining(['/sitemaps/pages.xml', '/sitemaps/jobs-0.xml']));
    expect(chunks).toContain('/sitemaps/landing.xml');
    expect(chunks).toContain('/sitemaps/companies.xml');
    expect(chunks).toContain('/sitemaps/mentors.xml');

    const page = await newPage(browser);
    await page.goto(webUrl('/robots.txt'));
    for (const chunk of chunks) {
      const response = await fetch(webUrl(chunk));
      expect(response.status, chunk).toBe(200);
      const xml = await response.text();
      const parsed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        const urls = Array.from(doc.getElementsByTagName('url'));
        return {
          error: doc.getElementsByTagName('parsererror').length > 0,
          root: doc.documentElement.localName,
          urls: urls.map((url) => ({
            loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
            lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
            alternates: url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link').length,
          })),
        };
      }, xml);
      expect(parsed.error, chunk).toBe(false);
      expect(parsed.root, chunk).toBe('urlset');
      expect(parsed.urls.length, chunk).toBeGreaterThan(0);
      for (const url of parsed.urls) expect(url.alternates, url.loc).toBe(3);

      if (chunk === '/sitemaps/jobs-0.xml') {
        // Both languages of every open job (the first chunk holds up to 5,000 jobs). Other
        // specs post and close jobs in parallel, so the count is compared only over a window
        // in which the API's count did not move.
        const expected = await stableOpenJobCount(chunk);
        expect(expected.urls).toBe(2 * Math.min(expected.totalDocs, 5000));
        for (const url of parsed.urls) {
          expect(new URL(url.loc).pathname).toMatch(/^(\/en)?\/loker\/[^/~]+~[^/]+$/);
          expect(Number.isNaN(Date.parse(url.lastmod ?? ''))).toBe(false);
        }
      }
      if (chunk === '/sitemaps/mentors.xml') {
        for (const url of parsed.urls) {
          expect(new URL(url.loc).pathname).toMatch(/^(\/en)?\/mentoring\/[a-z0-9-]+$/);
        }
      }
      if (chunk === '/sitemaps/landing.xml') {
        expect(parsed.urls.map((u) => new URL(u.loc).pathname)).toContain('/loker-wfh');
      }
    }
    await page.context().close();
  });
});

describe('llms.txt', () => {
  it('says what Jenjang is and lists the landing pages with their descriptions', async () => {
    const response = await fetch(webUrl('/llms.txt'));
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^# Jenjang\n\n> /);
    expect(text).toContain('## Landing pages');
    expect(text).toMatch(/- \[Loker WFH dan remote terbaru\]\(https?:\/\/[^)]+\/loker-wfh\): \S/);
    expect(text).toContain('/loker/industri)');
  });
});
