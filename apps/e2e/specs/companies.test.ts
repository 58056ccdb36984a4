// Companies (issue 13): a job seeker explores /karir, filters by city, opens a company page with
// its culture, benefits, photos, response figures and open jobs (Organization JSON-LD included).
// A second flow: a job seeker reports a job, an admin hides it on /admin, and it leaves search.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, launchBrowser, newPage, VIEWPORTS, webUrl } from '../fixtures/browser';
import { signInThroughProxy } from '../fixtures/session';

const SLOW = { timeout: 20_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

type SearchBody = {
  data: { docs: { id: string; slug: string; role: string; company: { slug: string } }[] };
};

async function searchIds(page: Page, query: string): Promise<string[]> {
  const response = await page.request.get(apiUrl(`/v1/explore-job/job?${query}`));
  expect(response.status()).toBe(200);
  return ((await response.json()) as SearchBody).data.docs.map((d) => d.id);
}

describe('exploring companies', () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`filters /karir by city and opens a company page (${size})`, async () => {
      const page = await newPage(browser, viewport);
      await page.goto(webUrl('/karir'));
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Jelajahi perusahaan');
      const cards = page.locator('main li:has(h3)');
      await expect.poll(() => cards.count(), SLOW).toBe(12);

      // Companies with an office in Surabaya, the fastest to answer first.
      await page.getByLabel('Kota').selectOption('265');
      await page.getByLabel('Urutkan').selectOption('fastestResponse');
      await page.getByRole('button', { name: 'Terapkan' }).click();
      await page.waitForURL(/city=265/, SLOW);
      expect(page.url()).toContain('sort=fastestResponse');
      // The page streams (its skeleton first): wait for the cards.
      await expect.poll(() => cards.count(), SLOW).toBeGreaterThan(0);
      await expect.poll(() => page.getByText(/^Menampilkan 1–/).isVisible()).toBe(true);

      const first = cards.first().getByRole('link');
      const name = (await first.textContent())?.trim() ?? '';
      await first.click();
      await page.waitForURL(/\/karir\/[a-z0-9-]+$/, SLOW);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
      for (const section of [
        'Tentang perusahaan',
        'Respons ke pelamar',
        'Budaya kerja',
        'Benefit',
        'Suasana kerja',
        'Lokasi kantor',
        'Lowongan terbuka',
      ])
        expect(
          await page.getByRole('heading', { level: 2, name: new RegExp(`^${section}`) }).count(),
        ).toBe(1);
      // Its offices include Surabaya, as the filter promised.
      expect(await page.locator('#locations-heading + ul').textContent()).toContain('Surabaya');
      const photos = page.locator('section[aria-labelledby="photos-heading"] img');
      expect(await photos.count()).toBeGreaterThanOrEqual(2);
      const jsonLd = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((nodes) =>
          nodes.map((n) => JSON.parse(n.textContent ?? '{}') as { '@type': string; name?: string }),
        );
      expect(jsonLd.find((d) => d['@type'] === 'Organization')?.name).toBe(name);
      // An open job links to its job page.
      const jobLink = page.locator('#open-jobs a[href^="/loker/"]').first();
      if ((await jobLink.count()) > 0) {
        await jobLink.click();
        await page.waitForURL(/\/loker\/[^/]+~[^/]+$/, SLOW);
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await page.context().close();
    });
  }

  it('says so when nothing matches, and offers to clear the filters', async () => {
    const page = await newPage(browser);
    await page.goto(webUrl('/karir?search=tidak-ada-perusahaan-ini'));
    await expect
      .poll(() => page.getByText('Tidak ada perusahaan yang cocok').isVisible())
      .toBe(true);
    await page.getByRole('link', { name: 'Hapus filter' }).last().click();
    await page.waitForURL(/\/karir$/, SLOW);
    await page.context().close();
  });
});

describe('reporting a job', () => {
  it('a job seeker reports a job, an admin hides it, and it leaves search', async () => {
    const student = await newPage(browser, VIEWPORTS.mobile);
    // A job far from the first pages other browser tests look at.
    const response = await student.request.get(
      apiUrl('/v1/explore-job/job?sortParam=publishedAt&limit=1&page=40'),
    );
    const job = ((await response.json()) as SearchBody).data.docs[0]!;
    const byRole = `search=${encodeURIComponent(job.role)}&limit=100`;
    expect(await searchIds(student, byRole)).toContain(job.id);

    await signInThroughProxy(student, 'siswa2@jenjang.test');
    await student.goto(webUrl(`/loker/${job.slug}~${job.company.slug}`));
    await student.getByRole('button', { name: 'Laporkan lowongan ini' }).click();
    const dialog = student.getByRole('dialog', { name: 'Laporkan lowongan' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Kirim laporan' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('Pilih salah satu alasan.');
    await dialog.getByLabel('Penipuan').check();
    await dialog.getByLabel('Catatan (opsional)').fill('Diminta transfer biaya seragam.');
    await dialog.getByRole('button', { name: 'Kirim laporan' }).click();
    await expect
      .poll(() => student.getByText('Terima kasih, laporanmu sudah kami terima').isVisible())
      .toBe(true);
    await student.context().close();

    const admin = await newPage(browser);
    await signInThroughProxy(admin, 'admin@jenjang.test');
    await admin.goto(webUrl('/admin'));
    const item = admin.locator(`li[data-job-id="${job.id}"]`);
    await expect
      .poll(() => item.textContent())
      .toContain('Penipuan — Diminta transfer biaya seragam.');
    await item.getByRole('button', { name: 'Sembunyikan' }).click();
    // Decided: it leaves the review queue.
    await expect.poll(() => item.count(), SLOW).toBe(0);

    expect(await searchIds(admin, byRole)).not.toContain(job.id);
    await admin.goto(webUrl(`/loker/${job.slug}~${job.company.slug}`));
    await expect.poll(() => admin.getByText('Lowongan ini sedang ditinjau').isVisible()).toBe(true);
    await admin.context().close();
  });

  it('keeps /admin to admins', async () => {
    const page = await newPage(browser);
    await signInThroughProxy(page, 'siswa@jenjang.test');
    await page.goto(webUrl('/admin'));
    await expect
      .poll(() => page.getByRole('heading', { name: 'Khusus admin' }).isVisible())
      .toBe(true);
    await page.context().close();
  });
});
