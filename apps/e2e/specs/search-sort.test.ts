// The job search's selects keep what a person chose: each sort, once picked, stays shown after
// the results arrive and after a reload, and the list is the API's list in that order; the salary
// filter's select does the same. (They used to fall back to the first page's choice: React
// applies a select's default at its first render only.)
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, launchBrowser, newPage, searchPageHydrated, webUrl } from '../fixtures/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const SEARCH = 'software engineer';
/** The sorts in the order picked: each differs from the one before. */
const SORTS = [
  ['highestSalary', 'Gaji tertinggi'],
  ['publishedAt', 'Terbaru'],
  ['mostActivelyHiring', 'Paling aktif merekrut'],
  ['mostRelevant', 'Paling relevan'],
] as const;

/** The first slugs of the API's answer for the search in this order. */
async function apiSlugs(sort: string, count: number): Promise<string[]> {
  const query = new URLSearchParams({ search: SEARCH, sortParam: sort, limit: '20' });
  const res = await fetch(apiUrl(`/v1/explore-job/job?${query}`));
  const body = (await res.json()) as { data: { docs: { slug: string }[] } };
  return body.data.docs.slice(0, count).map((doc) => doc.slug);
}

const listedSlugs = (page: Page, count: number) =>
  page
    .locator('a[data-split-job]')
    .evaluateAll(
      (links, n) => links.slice(0, n).map((link) => link.getAttribute('data-split-job')),
      count,
    );

/** What the select shows: its value and the text of its selected option. */
const shown = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluate((select: HTMLSelectElement) => [
      select.value,
      select.selectedOptions[0]?.textContent?.trim() ?? '',
    ]);

describe('the sort of the job search', () => {
  it('stays chosen after the results arrive and after a reload, and the list follows it', async () => {
    const page = await newPage(browser);
    await page.goto(webUrl(`/?search=${encodeURIComponent(SEARCH)}`));
    await searchPageHydrated(page);
    expect(await shown(page, '#job-sort')).toEqual(['mostRelevant', 'Paling relevan']);

    for (const [sort, label] of SORTS) {
      const expected = await apiSlugs(sort, 3);
      await page.locator('#job-sort').selectOption(sort);
      await page.waitForURL((url) => url.searchParams.get('sortParam') === sort, {
        waitUntil: 'commit',
      });
      // The new order is on screen: the render that brought it is the one that used to put the
      // select back to the first page's sort.
      await expect.poll(() => listedSlugs(page, 3)).toEqual(expected);
      expect({ sort, shown: await shown(page, '#job-sort') }).toEqual({
        sort,
        shown: [sort, label],
      });
    }

    // A reload keeps the sort of the address, in the select and in the list.
    await page.locator('#job-sort').selectOption('highestSalary');
    await page.waitForURL((url) => url.searchParams.get('sortParam') === 'highestSalary', {
      waitUntil: 'commit',
    });
    await page.reload();
    await searchPageHydrated(page);
    expect(await shown(page, '#job-sort')).toEqual(['highestSalary', 'Gaji tertinggi']);
    expect(await listedSlugs(page, 3)).toEqual(await apiSlugs('highestSalary', 3));
    await page.context().close();
  });

  it('keeps the salary filter chosen too', async () => {
    const page = await newPage(browser);
    await page.goto(webUrl(`/?search=${encodeURIComponent(SEARCH)}`));
    await searchPageHydrated(page);
    const select = '#job-filters-salary-min';
    const value = await page
      .locator(`${select} option`)
      .nth(3)
      .evaluate((option: HTMLOptionElement) => option.value);
    await page.locator(select).selectOption(value);
    await page.waitForURL((url) => url.searchParams.get('salaryMin') === value, {
      waitUntil: 'commit',
    });
    // The filtered results are on screen, then the select still shows the choice.
    const query = new URLSearchParams({ search: SEARCH, salaryMin: value, limit: '20' });
    const res = await fetch(apiUrl(`/v1/explore-job/job?${query}`));
    const body = (await res.json()) as { data: { docs: { slug: string }[] } };
    await expect
      .poll(() => listedSlugs(page, 3))
      .toEqual(body.data.docs.slice(0, 3).map((doc) => doc.slug));
    expect((await shown(page, select))[0]).toBe(value);
    await page.context().close();
  });
});
