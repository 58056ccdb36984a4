// Job search and discovery: typo-tolerant search, filters in the URL, the split view, the job
// page with its JobPosting JSON-LD, Back to the filtered list, closed jobs, the mobile filter
// sheet and the same-origin API proxy.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The demo data is deterministic: the same generator the API seeded from names the closed jobs.
import { generateDemoData } from '../../api/seed/seed-demo-data';
import {
  VIEWPORTS,
  apiUrl,
  launchBrowser,
  newPage,
  searchPageHydrated,
  webUrl,
} from '../fixtures/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const urlParams = (page: Page) => new URL(page.url()).searchParams;

type JobPostingLd = {
  '@type': string;
  title: string;
  datePosted: string;
  validThrough: string;
  hiringOrganization: { name: string };
  jobLocation: { address: { addressCountry: string } };
};

describe('job search', () => {
  it('corrects a typo, filters through the form, opens a job and comes back', async () => {
    const page = await newPage(browser, VIEWPORTS.desktop);
    await page.goto(webUrl('/'));
    await searchPageHydrated(page);

    // Search with a typo: results for the corrected words, and the page says so.
    await page.locator('#job-search-input').fill('sofware enginer');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === 'sofware enginer', {
      waitUntil: 'commit',
    });
    await expect
      .poll(() => page.locator('main').innerText())
      .toMatch(/Menampilkan hasil untuk\s+“software engineer”/);
    expect(await page.locator('a[data-split-job]').count()).toBeGreaterThan(0);

    // Filter by city and employment type with the filter form's checkboxes.
    await page.getByRole('checkbox', { name: /^Jakarta/ }).check();
    await page.waitForURL((url) => url.searchParams.getAll('cityIds').includes('49180'), {
      waitUntil: 'commit',
    });
    await page.getByRole('checkbox', { name: /^Full time/ }).check();
    await page.waitForURL((url) => url.searchParams.getAll('employment').includes('fullTime'), {
      waitUntil: 'commit',
    });
    expect(urlParams(page).get('search')).toBe('sofware enginer');
    await expect.poll(() => page.locator('main').innerText()).toContain('Hapus semua filter');

    // The results match the filters, as the API answers for the same query.
    const api = (await (
      await fetch(
        apiUrl(
          '/v1/explore-job/job?search=sofware%20enginer&cityIds=49180&employmentTypes=fullTime&limit=20',
        ),
      )
    ).json()) as { data: { docs: { role: string; slug: string }[]; totalDocs: number } };
    expect(api.data.totalDocs).toBeGreaterThan(0);
    const first = api.data.docs[0]!;
    await expect
      .poll(() => page.locator('a[data-split-job]').first().getAttribute('data-split-job'))
      .toBe(first.slug);

    // Desktop: the card opens beside the list (?job=), then the job's own page.
    await page.locator('a[data-split-job]').first().click();
    await page.waitForURL((url) => url.searchParams.get('job') === first.slug, {
      waitUntil: 'commit',
    });
    const pane = page.getByRole('region', { name: 'Detail lowongan terpilih' });
    await expect.poll(() => pane.locator('h2').first().innerText()).toBe(first.role);
    const filteredUrl = page.url();
    await pane.getByRole('link', { name: /Buka halaman lowongan/ }).click();
    await page.waitForURL(/\/loker\/[^/]+~[^/]+$/);

    // The job page: role and company, and a JobPosting with the required fields.
    await expect.poll(() => page.locator('h1').innerText()).toBe(first.role);
    const detail = (await (
      await fetch(apiUrl(`/v1/job-portal/job/slug/${first.slug}`))
    ).json()) as { data: { result: { company: { name: string } } } };
    expect(await page.locator('main').innerText()).toContain(detail.data.result.company.name);
    const scripts = page.locator('script[type="application/ld+json"]');
    expect(await scripts.count()).toBe(1);
    const ld = JSON.parse((await scripts.textContent()) ?? '') as JobPostingLd;
    expect(ld['@type']).toBe('JobPosting');
    expect(ld.title).toBe(first.role);
    expect(Date.parse(ld.datePosted)).not.toBeNaN();
    expect(ld.validThrough).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59\+07:00$/);
    expect(ld.hiringOrganization.name).toBe(detail.data.result.company.name);
    expect(ld.jobLocation.address.addressCountry).toBe('ID');

    // Back: the filtered list (still beside the job), its filters shown as removable chips.
    await page.goBack();
    await page.waitForURL(filteredUrl, { waitUntil: 'commit' });
    await page.getByRole('link', { name: 'Hapus filter Jakarta' }).waitFor();
    await page.getByRole('link', { name: 'Hapus filter Full time' }).waitFor();
    expect(urlParams(page).get('search')).toBe('sofware enginer');
    await expect.poll(() => pane.locator('h2').first().innerText()).toBe(first.role);
    await page.context().close();
  });

  it('suggests which filter to drop when nothing matches', async () => {
    const page = await newPage(browser, VIEWPORTS.desktop);
    await page.goto(webUrl('/?search=zzqqxx&cityIds=179'));
    await expect
      .poll(() => page.locator('main').innerText())
      .toContain('Tidak ada lowongan yang cocok');
    await page.context().close();
  });

  it('opens the filters as a sheet on a phone', async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    await page.goto(webUrl('/?cityIds=49180'));
    await searchPageHydrated(page);
    const trigger = page.getByRole('button', { name: /Filter/ });
    expect(await trigger.innerText()).toContain('1');
    await trigger.click();
    const sheet = page.getByRole('dialog', { name: 'Filter' });
    await sheet.waitFor();
    await sheet.getByRole('checkbox', { name: /^Remote/ }).check();
    await page.waitForURL((url) => url.searchParams.getAll('location').includes('remote'), {
      waitUntil: 'commit',
    });
    await sheet.getByRole('button', { name: 'Tampilkan lowongan' }).click();
    await sheet.waitFor({ state: 'detached' });
    await expect.poll(() => trigger.innerText()).toContain('2');
    await page.context().close();
  });
});

describe('job page', () => {
  it('redirects to the canonical address and answers 404 for unknown jobs', async () => {
    const api = (await (await fetch(apiUrl('/v1/explore-job/job?limit=1'))).json()) as {
      data: { docs: { slug: string; company: { slug: string } }[] };
    };
    const job = api.data.docs[0]!;
    const wrong = await fetch(webUrl(`/loker/${job.slug}~not-the-company`), { redirect: 'manual' });
    expect(wrong.status).toBe(308);
    expect(new URL(wrong.headers.get('location') ?? '', webUrl()).pathname).toBe(
      `/loker/${job.slug}~${job.company.slug}`,
    );
    const unknown = await fetch(webUrl('/loker/no-such-job-000000~nobody'));
    expect(unknown.status).toBe(404);
  });

  it('shows a closed job with the closed banner, similar jobs and no JobPosting', async () => {
    const { jobs } = generateDemoData({ now: new Date() });
    let closedPath: string | undefined;
    for (const job of jobs.filter((j) => j.status === 'closed').slice(0, 10)) {
      const response = await fetch(apiUrl(`/v1/job-portal/job/slug/${job.slug}`));
      if (!response.ok) continue;
      const body = (await response.json()) as {
        data: { result: { isClosed: boolean; company: { slug: string } } };
      };
      if (body.data.result.isClosed) {
        closedPath = `/loker/${job.slug}~${body.data.result.company.slug}`;
        break;
      }
    }
    expect(closedPath, 'a closed job of the demo data').toBeDefined();

    const page = await newPage(browser, VIEWPORTS.desktop);
    const response = await page.goto(webUrl(closedPath));
    expect(response?.status()).toBe(200);
    // Similar jobs stream in after the page: wait for their section before reading the text.
    await page.locator('#similar-jobs-heading').waitFor();
    const text = await page.locator('main').innerText();
    expect(text).toContain('Lowongan ini sudah ditutup');
    expect(text).toContain('Lowongan serupa yang masih dibuka');
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Lamar sekarang' }).count()).toBe(0);
    await page.context().close();
  });
});

describe('API proxy', () => {
  it('forwards browser calls to the API and keeps other paths closed', async () => {
    const response = await fetch(webUrl('/api/v1/explore-job/autocomplete?q=sof'), {
      headers: { 'accept-language': 'en' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = (await response.json()) as { data: { suggestions: { label: string }[] } };
    expect(body.data.suggestions.length).toBeGreaterThan(0);

    const invalid = await fetch(webUrl('/api/v1/explore-job/autocomplete'));
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { messageId: string }).messageId).toBeTruthy();

    expect((await fetch(webUrl('/api/docs/json'))).status).toBe(404);
  });
});
