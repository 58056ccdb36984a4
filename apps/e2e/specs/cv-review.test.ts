// The CV analyzer as a job seeker uses it (issue 15): upload a CV, watch the progress, read the
// free summary, unlock the full report by buying a credit on the gateway simulator's page, and
// come back to the full report whose findings quote the CV. Also: only the owner sees a report,
// and visitors are asked to sign in first.
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, VIEWPORTS, webUrl } from '../fixtures/browser';
import { WEAK_DUTY_LINE, samplePdf } from '../fixtures/cv-review';
import { freshJobSeeker, signInThroughProxy } from '../fixtures/session';

/** The analysis and the gateway's notification run in the background: allow a busy machine. */
const SLOW = { timeout: 60_000 };

let browser: Browser;
let cvFile: string;
beforeAll(async () => {
  browser = await launchBrowser();
  cvFile = path.join(mkdtempSync(path.join(tmpdir(), 'jenjang-cv-')), 'cv-budi-santoso.pdf');
  writeFileSync(cvFile, await samplePdf());
});
afterAll(async () => browser.close());

describe('CV analyzer', () => {
  it('uploads a CV, shows progress and the free summary, and unlocks the full report after paying', async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    // A new job seeker: no CV on the profile, no credits.
    await freshJobSeeker(page, 'cv-review', 'Budi Santoso');

    await page.goto(webUrl('/cv-reviewer'));
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
      'Cari tahu kenapa CV-mu belum dapat panggilan',
    );
    // No standard layout here: the logo bar of pages without it.
    expect(await page.locator('header[data-theme="minimal"]').count()).toBe(1);
    await page.getByLabel('Berkas CV').setInputFiles(cvFile);
    await expect.poll(() => page.getByText('Dipilih: cv-budi-santoso.pdf').count()).toBe(1);
    await page.getByLabel('Tempel deskripsi pekerjaan').check();
    await page
      .getByLabel('Deskripsi pekerjaan', { exact: true })
      .fill(
        'Staf Akuntansi\nMenyusun laporan keuangan, rekonsiliasi bank, pajak, SAP dan audit internal. S1 Akuntansi, pengalaman 3 tahun.',
      );
    await page.getByRole('button', { name: 'Analisis CV saya' }).click();

    // The progress view: a bar and a spoken status until the report opens.
    const progress = page.getByRole('progressbar', { name: 'Kemajuan analisis' });
    await expect.poll(() => progress.count(), SLOW).toBe(1);
    expect(await page.getByRole('status').first().innerText()).toMatch(/CV-mu|Selesai/);
    await page.waitForURL(/\/cv-reviewer\/results\/[0-9a-f-]{36}$/, SLOW);
    const reportUrl = new URL(page.url());
    const id = reportUrl.pathname.split('/').pop()!;

    // The free summary: the overall score with its word, three aspects, the rest locked.
    const overall = page.getByTestId('overall-score');
    await expect.poll(() => overall.count(), SLOW).toBe(1);
    expect(await overall.innerText()).toMatch(/\d+%[\s\S]*(Perlu perbaikan|Cukup|Baik)/);
    expect(await page.locator('[data-aspect]:not([data-locked])').count()).toBe(3);
    expect(await page.locator('[data-aspect][data-locked]').count()).toBe(9);

    // No credits: the unlock goes to the one-credit checkout and comes back.
    await page.getByRole('button', { name: 'Buka laporan lengkap — 1 kredit' }).click();
    await page.waitForURL(/\/cv-reviewer\/payment\/cv-credit-1\?returnTo=/, SLOW);
    await page.getByRole('button', { name: 'Bayar Rp29.000' }).click();
    await page.waitForURL(/\/snap\/v4\/redirection\//, SLOW);
    await page.getByLabel('Berhasil dibayar · Paid').check();
    await page.getByLabel('QRIS').check();
    await page.getByRole('button', { name: /Bayar sekarang/ }).click();
    await page.waitForURL(/\/cv-reviewer\/payment\/detail\//, SLOW);
    const status = page.getByRole('status').filter({ hasText: /Lunas|Menunggu/ });
    await expect.poll(() => status.getAttribute('data-status'), SLOW).toBe('paid');
    await page.getByRole('link', { name: 'Lanjutkan' }).click();

    // Back on the report, which unlocks itself with the credit just bought.
    await page.waitForURL((url) => url.pathname === `/cv-reviewer/results/${id}`, SLOW);
    await expect
      .poll(() => page.locator('[data-aspect]:not([data-locked])').count(), SLOW)
      .toBe(12);
    expect(await page.locator('[data-aspect][data-locked]').count()).toBe(0);
    const quotes = await page.getByTestId('finding-quote').allInnerTexts();
    expect(quotes.some((quote) => quote.includes(WEAK_DUTY_LINE))).toBe(true);
    expect(await page.getByText('Coba tulis begini').count()).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { name: 'Kecocokan dengan lowongan' }).count()).toBe(1);

    // The history lists it, unlocked.
    await page.goto(webUrl('/cv-reviewer/results'));
    const item = page.getByTestId('cv-review-history').locator('li').first();
    expect(await item.innerText()).toContain('cv-budi-santoso.pdf');
    expect(await item.innerText()).toContain('Laporan lengkap');

    // The PDF of the report.
    const pdf = await page.request.get(webUrl(`/api/v1/cv-review/analyses/${id}/report.pdf`));
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    await page.context().close();
  });

  it('analyses the CV saved on the profile, against a job of the portal (English)', async () => {
    const page = await newPage(browser, VIEWPORTS.desktop);
    await freshJobSeeker(page, 'cv-review-profile', 'Budi Santoso');
    const saved = await page.request.post(webUrl('/api/v1/job-portal/me/student/cv'), {
      headers: { origin: new URL(webUrl('/')).origin },
      multipart: {
        file: {
          name: 'Budi profile CV.pdf',
          mimeType: 'application/pdf',
          buffer: await samplePdf(),
        },
      },
    });
    expect(saved.status(), await saved.text()).toBeLessThan(300);

    await page.goto(webUrl('/en/cv-reviewer'));
    const profileChoice = page.getByLabel('The CV on my profile');
    await expect.poll(() => profileChoice.isChecked()).toBe(true);
    expect(await page.getByText(/Budi profile CV\.pdf, saved/).count()).toBe(1);

    await page.getByLabel('A job on Jenjang').check();
    await page.getByLabel('Search jobs').fill('admin');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const firstJob = page.getByRole('group', { name: 'Pick one job' }).getByRole('radio').first();
    await expect.poll(() => firstJob.count(), SLOW).toBe(1);
    await firstJob.click();
    expect(await page.getByTestId('picked-job').innerText()).toMatch(/^Matching against: .+ at .+/);
    await page.getByRole('button', { name: 'Analyse my CV' }).click();

    await page.waitForURL(/\/en\/cv-reviewer\/results\/[0-9a-f-]{36}$/, SLOW);
    await expect.poll(() => page.getByTestId('overall-score').count(), SLOW).toBe(1);
    expect(await page.getByRole('heading', { name: 'Match with the job' }).count()).toBe(1);
    expect(await page.getByText(/^Against: .+ at .+/).count()).toBe(1);
    await page.context().close();
  });

  it('shows a report to its owner only', async () => {
    // siswa's seeded unlocked analysis (apps/api/seed/cv-reviews.ts).
    const path = '/cv-reviewer/results/5e7a1c2d-3b4f-4c6d-8e9f-0a1b2c3d4e01';
    const owner = await newPage(browser, VIEWPORTS.desktop);
    await signInThroughProxy(owner, 'siswa@jenjang.test');
    await owner.goto(webUrl(`/en${path}`));
    await expect.poll(() => owner.getByTestId('overall-score').count()).toBe(1);
    expect(await owner.getByRole('heading', { name: '12 aspects of your CV' }).count()).toBe(1);
    expect(await owner.locator('[data-aspect]').count()).toBe(12);
    await owner.context().close();

    const other = await newPage(browser, VIEWPORTS.desktop);
    await signInThroughProxy(other, 'siswa2@jenjang.test');
    const response = await other.goto(webUrl(path));
    expect(response?.status()).toBe(404);
    expect(await other.getByRole('heading', { level: 1 }).innerText()).toBe(
      'Halaman tidak ditemukan',
    );
    await other.context().close();
  });

  it('asks visitors to sign in and brings them back', async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    await page.goto(webUrl('/en/cv-reviewer'));
    await page.getByRole('link', { name: 'Sign in and start' }).click();
    await page.waitForURL((url) => url.pathname === '/en/sign-in');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/en/cv-reviewer');

    await page.goto(webUrl('/cv-reviewer/results'));
    await page.waitForURL((url) => url.pathname === '/sign-in');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/cv-reviewer/results');
    await page.context().close();

    // A report's address answers with a real redirect.
    const report = '/cv-reviewer/results/5e7a1c2d-3b4f-4c6d-8e9f-0a1b2c3d4e01';
    const response = await fetch(webUrl(report), { redirect: 'manual' });
    expect([302, 303, 307, 308]).toContain(response.status);
    const location = new URL(response.headers.get('location') ?? '', webUrl('/'));
    expect(location.pathname).toBe('/sign-in');
    expect(location.searchParams.get('returnUrl')).toBe(report);
  });
});
