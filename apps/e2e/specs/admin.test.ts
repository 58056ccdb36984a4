// The admin's lists (issue 22): one list at a time, searched and paged by the server from the
// address. The seeded reports and the seeded scam posting are in the jobs tab; a search narrows
// the list or says nothing matched; a page past the end offers the last page; the companies tab
// searches by name. Both languages.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../fixtures/applications';
import { launchBrowser, newPage, VIEWPORTS, webUrl } from '../fixtures/browser';
import { signInThroughProxy } from '../fixtures/session';

const ADMIN = 'admin@jenjang.test';

type Page<T> = { data: { docs: T[]; totalDocs: number } };
type ReviewJob = { id: string; role: string; company: { name: string } };
type Company = { id: string; name: string };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

describe('the admin lists', () => {
  it('searches and pages the review queue and the companies on the server', async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    await signInThroughProxy(page, ADMIN);
    const queue = await getJson<Page<ReviewJob>>(page.request, '/v1/admin/jobs/review?limit=50');
    expect(queue.data.totalDocs, 'the seeded reports and flagged posting').toBeGreaterThan(0);
    const first = queue.data.docs[0]!;

    await page.goto(webUrl('/admin'));
    const list = page.locator('[data-admin-list="jobs"] > li');
    await expect.poll(() => list.count()).toBe(Math.min(queue.data.totalDocs, 20));
    await expect
      .poll(() => page.locator('[data-admin-total]').innerText())
      .toBe(`(${queue.data.totalDocs} dalam daftar)`);

    // A search of the first job's role: the form reloads the page with it in the address.
    await page.locator('#admin-search').fill(first.role);
    await page.getByRole('button', { name: 'Cari' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === first.role);
    await expect.poll(() => page.locator(`[data-job-id="${first.id}"]`).count()).toBe(1);
    for (const text of await list.allInnerTexts())
      expect(text.toLowerCase()).toContain(first.role.toLowerCase());

    await page.goto(webUrl('/admin?q=zzzz-tidak-ada-lowongan'));
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Tidak ada hasil untuk' }).count())
      .toBe(1);

    // A page past the end (its rows were just decided) offers the last page.
    await page.goto(webUrl('/admin?page=500'));
    const lastPage = page.getByRole('link', { name: 'Ke halaman terakhir' });
    await lastPage.click();
    await expect.poll(() => list.count()).toBeGreaterThan(0);

    // The companies tab, in English: search by name.
    const companies = await getJson<Page<Company>>(
      page.request,
      '/v1/admin/companies?verified=false&limit=1',
    );
    const company = companies.data.docs[0];
    await page.goto(webUrl('/en/admin'));
    await page.getByRole('link', { name: 'Companies not verified yet' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'companies');
    expect(company, 'an unverified company (the seed has some)').toBeDefined();
    await page.locator('#admin-search').fill(company!.name);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.locator(`[data-company-id="${company!.id}"]`).count()).toBe(1);
    await page.getByRole('link', { name: 'Clear search' }).click();
    await page.waitForURL((url) => !url.searchParams.has('q'));
    await page.context().close();
  });
});
