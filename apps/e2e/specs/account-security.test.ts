// Docs/decisions/010 in the browser: the device cookie a sign-in leaves (httpOnly, sent to the
// sign-in call only), and sign-in with Google through the button, against the local OpenID
// provider of the global setup (Google's own pages cannot load here): a new account, a job saved
// while signed out, English, an address that already has a password, and a cancelled sign-in.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, launchBrowser, newPage, webUrl } from '../fixtures/browser';
import { DEMO_PASSWORD } from '../fixtures/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@contoh.test`;

/** At the provider's account chooser: who signs in, or cancel. */
async function chooseAccount(page: Page, account: { email: string; name: string } | 'cancel') {
  await page.waitForURL((url) => url.pathname === '/authorize');
  if (account === 'cancel') {
    await page.getByRole('button', { name: 'Cancel' }).click();
    return;
  }
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Name').fill(account.name);
  await page.getByRole('button', { name: 'Continue' }).click();
}

describe('the device cookie', () => {
  it('is kept httpOnly after a sign-in, for the sign-in call only, and survives sign-out', async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    await page.goto(webUrl('/sign-in'));
    await page.getByLabel('Email', { exact: true }).fill('siswa2@jenjang.test');
    await page.getByLabel('Kata sandi', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const device = (await page.context().cookies(webUrl('/api/v1/login/email'))).find(
      (cookie) => cookie.name === 'jj_dev',
    );
    expect(device).toMatchObject({ httpOnly: true, path: '/api/v1/login/email', sameSite: 'Lax' });
    expect(device!.value).toMatch(/^d1\./);
    expect(device!.expires - Date.now() / 1000).toBeGreaterThan(360 * 24 * 3600);
    // Page scripts never see it, and no other request carries it.
    expect(await page.evaluate(() => document.cookie)).not.toContain('jj_dev');
    const elsewhere = await page.context().cookies(webUrl('/api/v1/users/me'));
    expect(elsewhere.map((cookie) => cookie.name)).not.toContain('jj_dev');

    await page.getByRole('button', { name: 'Akun saya', exact: true }).click();
    await page.getByRole('button', { name: 'Keluar', exact: true }).click();
    await expect.poll(() => page.evaluate(() => document.cookie)).not.toContain('jj_signed_in');
    const after = await page.context().cookies(webUrl('/api/v1/login/email'));
    expect(after.find((cookie) => cookie.name === 'jj_dev')?.value).toBe(device!.value);
    await page.context().close();
  });
});

describe('sign-in with Google', () => {
  it('creates an account for a new person and continues to onboarding, token never kept in the URL', async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    const email = uniqueEmail('google');
    await page.goto(webUrl('/sign-in?returnUrl=%2Fkarir'));
    const button = page.getByRole('link', { name: 'Lanjutkan dengan Google' });
    await button.click();
    await chooseAccount(page, { email, name: 'Sari Google' });
    await page.waitForURL((url) => url.pathname === '/onboarding');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/karir');
    expect(page.url()).not.toContain('id_token');

    expect(await page.evaluate(() => document.cookie)).toBe('jj_signed_in=1');
    const me = await page.request.get(webUrl('/api/v1/users/me'));
    expect(me.status()).toBe(200);
    expect((await me.json()).data).toMatchObject({
      email,
      name: 'Sari Google',
      providers: ['google'],
    });
    await page.context().close();
  });

  it('saves the job a guest set out to save, and says so on the way through onboarding', async () => {
    const page = await newPage(browser, VIEWPORTS.desktop);
    const list = await page.request.get(webUrl('/api/v1/explore-job/job?limit=1'));
    const job = (
      (await list.json()) as {
        data: { docs: { id: string; slug: string; role: string; company: { slug: string } }[] };
      }
    ).data.docs[0]!;
    const jobPath = `/loker/${job.slug}~${job.company.slug}`;
    await page.goto(webUrl(jobPath));
    await page.locator(`a[href*="saveJob=${job.id}"]`).first().click();
    await page.waitForURL((url) => url.pathname === '/sign-in');
    await page.getByRole('link', { name: 'Lanjutkan dengan Google' }).click();
    await chooseAccount(page, { email: uniqueEmail('google-simpan'), name: 'Tari Google' });
    await page.waitForURL((url) => url.pathname === '/onboarding');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe(jobPath);
    await expect
      .poll(() => page.locator('[data-save-outcome="saved"]').innerText())
      .toContain(`${job.role} di`);
    const saved = await page.request.get(webUrl('/api/v1/explore-job/job/saved'));
    const ids = ((await saved.json()) as { data: { docs: { id: string }[] } }).data.docs;
    expect(ids.map((doc) => doc.id)).toEqual([job.id]);
    await page.context().close();
  });

  it('works in English from the sign-up page', async () => {
    const page = await newPage(browser, VIEWPORTS.desktop);
    await page.goto(webUrl('/en/sign-up'));
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await chooseAccount(page, { email: uniqueEmail('google-en'), name: 'Budi Google' });
    await page.waitForURL((url) => url.pathname === '/en/onboarding');
    await page.context().close();
  });

  it('never links an address that has a password: says so, with the way back', async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    await page.goto(webUrl('/sign-in'));
    await page.getByRole('link', { name: 'Lanjutkan dengan Google' }).click();
    await chooseAccount(page, { email: 'siswa@jenjang.test', name: 'Bukan Pemilik' });
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Email ini sudah terdaftar. Masuk dengan email dan kata sandi.' });
    await alert.waitFor();
    expect(
      await alert.getByRole('link', { name: 'Kembali ke halaman masuk' }).getAttribute('href'),
    ).toBe('/sign-in');
    expect(page.url()).not.toContain('id_token');
    expect(await page.evaluate(() => document.cookie)).not.toContain('jj_signed_in');
    await page.context().close();
  });

  it('comes back calmly from a cancelled sign-in', async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    await page.goto(webUrl('/sign-in'));
    await page.getByRole('link', { name: 'Lanjutkan dengan Google' }).click();
    await chooseAccount(page, 'cancel');
    await page.getByRole('alert').filter({ hasText: 'Masuk dengan Google dibatalkan.' }).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await page.context().close();
  });
});
