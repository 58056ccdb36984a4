// The home page shows open jobs that come from the API, server-rendered.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, launchBrowser, newPage, webUrl } from '../fixtures/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

describe('home', () => {
  it('lists the newest open jobs from the API, already in the HTML', async () => {
    const api = (await (await fetch(apiUrl('/v1/explore-job/job?limit=20'))).json()) as {
      data: {
        docs: { role: string; slug: string; company: { slug: string } }[];
        totalDocs: number;
      };
    };
    expect(api.data.totalDocs).toBeGreaterThanOrEqual(1600);

    // Server-rendered: the first job's link is in the raw HTML, before any script runs.
    const html = await (await fetch(webUrl('/'))).text();
    const first = api.data.docs[0]!;
    expect(html).toContain(`/loker/${first.slug}~${first.company.slug}`);

    const page = await newPage(browser);
    await page.goto(webUrl('/'));
    const links = page.locator('main a[href*="/loker/"][href*="~"]');
    expect(await links.count()).toBeGreaterThanOrEqual(20);
    await expect.poll(() => page.locator('main').innerText()).toContain(first.role);
    await page.context().close();
  });

  it('pages through the jobs', async () => {
    const page = await newPage(browser);
    await page.goto(webUrl('/?page=2'));
    const api = (await (await fetch(apiUrl('/v1/explore-job/job?limit=20&page=2'))).json()) as {
      data: { docs: { slug: string }[] };
    };
    const hrefs = await page
      .locator('main a[href*="/loker/"][href*="~"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
    expect(hrefs.some((h) => h.includes(api.data.docs[0]!.slug))).toBe(true);
    await expect.poll(() => page.locator('[aria-current="page"]').allInnerTexts()).toContain('2');
    await page.context().close();
  });
});
