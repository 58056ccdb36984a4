// Buying CV reviewer credits as a person does: the seeded job seeker picks a pack, pays on the
// gateway simulator's page (paid, QRIS), lands on the order's status page that turns to paid,
// continues, and finds the credits on the profile; the status page has the site's header and
// footer, and "Try again" keeps returnTo. Also the event ticket's checkout.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, VIEWPORTS, webUrl } from '../fixtures/browser';
import { signInThroughProxy } from '../fixtures/session';

const STUDENT = 'siswa@jenjang.test';
/** The gateway's notification goes round through the simulator: allow a busy machine. */
const SLOW = { timeout: 30_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

async function balanceOf(page: Page): Promise<number> {
  const response = await page.request.get(webUrl('/api/v1/payments/credits'));
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { balance: number } }).data.balance;
}

describe('payments', () => {
  it('buys a credit pack on the gateway page and sees the credits on the profile', async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    await signInThroughProxy(page, STUDENT);
    const before = await balanceOf(page);

    await page.goto(webUrl('/cv-reviewer/payment/cv-credit-1?returnTo=/cv-reviewer/results'));
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('Beli kredit CV Reviewer');
    await page.getByText('3 kredit', { exact: true }).click();
    await page.getByRole('button', { name: 'Bayar Rp69.000' }).click();

    // The gateway's hosted page (the simulator), in another origin.
    await page.waitForURL(/\/snap\/v4\/redirection\//, SLOW);
    await page.getByLabel('Berhasil dibayar · Paid').check();
    await page.getByLabel('QRIS').check();
    await page.getByRole('button', { name: /Bayar sekarang/ }).click();

    await page.waitForURL(/\/cv-reviewer\/payment\/detail\//, SLOW);
    const status = page.getByRole('status').filter({ hasText: /Lunas|Menunggu/ });
    await expect.poll(() => status.getAttribute('data-status'), SLOW).toBe('paid');
    expect(await status.innerText()).toContain('3 kredit sudah masuk ke saldomu.');
    expect(await page.getByText('QRIS', { exact: true }).count()).toBeGreaterThan(0);
    // The site's own header and footer, and the site's date format (issue 22).
    expect(await page.locator('header[data-theme="blue"]').count()).toBe(1);
    expect(await page.locator('header[data-theme="minimal"]').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    expect(await page.locator('[data-paid-at]').innerText()).toMatch(
      /^\d{2} (Jan|Feb|Mar|Apr|Mei|Jun|Jul|Agu|Sep|Okt|Nov|Des) \d{4}, \d{2}:\d{2} WIB$/,
    );

    await page.getByRole('link', { name: 'Lanjutkan' }).click();
    await page.waitForURL((url) => url.pathname === '/cv-reviewer/results', SLOW);

    expect(await balanceOf(page)).toBe(before + 3);
    await page.goto(webUrl('/profile#payments'));
    const balance = page.getByTestId('credit-balance');
    await expect.poll(() => balance.innerText(), SLOW).toBe(`${before + 3} kredit`);
    const section = page.locator('#payments');
    expect(await section.getByText('Pembelian').count()).toBeGreaterThan(0);
    expect(await section.getByText('Lunas').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('an expired payment ends on the status page with a way to try again (English)', async () => {
    const page = await newPage(browser, VIEWPORTS.desktop);
    await signInThroughProxy(page, 'siswa2@jenjang.test');
    await page.goto(webUrl('/en/cv-reviewer/payment/cv-credit-10?returnTo=/cv-reviewer/results'));
    await page.getByRole('button', { name: 'Pay Rp199.000' }).click();
    await page.waitForURL(/\/snap\/v4\/redirection\//, SLOW);
    await page.getByLabel('Kedaluwarsa · Expired').check();
    await page.getByRole('button', { name: /Pay now/ }).click();
    await page.waitForURL(/\/en\/cv-reviewer\/payment\/detail\//, SLOW);
    const status = page.getByRole('status').filter({ hasText: /Expired|Awaiting/ });
    await expect.poll(() => status.getAttribute('data-status'), SLOW).toBe('expired');
    // Trying again keeps where the buyer came from.
    expect(await page.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/en/cv-reviewer/payment/cv-credit-10?returnTo=%2Fcv-reviewer%2Fresults',
    );
    await page.context().close();
  });

  it('shows the event ticket with its fee', async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    await signInThroughProxy(page, STUDENT);
    await page.goto(webUrl('/payment/job-expo/2026/jakarta'));
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('Bayar tiket acara');
    const text = await page.locator('main').innerText();
    expect(text).toContain('Job Expo');
    expect(text).toContain('Rp2.850');
    expect(await page.getByRole('button', { name: 'Bayar Rp52.850' }).count()).toBe(1);
    await page.context().close();
  });
});
