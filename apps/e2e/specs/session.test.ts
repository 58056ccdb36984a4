// The web session end to end: signing in through the same-origin proxy keeps the tokens out of
// page scripts, saving a job found by a typo search shows it on /loker/saved, an expired access
// cookie is renewed on navigation, and signing out ends the session on the server.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VIEWPORTS,
  apiUrl,
  launchBrowser,
  newPage,
  searchPageHydrated,
  webUrl,
} from '../fixtures/browser';
import { signInThroughProxy } from '../fixtures/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

async function sessionCookies(context: BrowserContext) {
  const cookies = await context.cookies(webUrl('/'));
  return Object.fromEntries(cookies.map((cookie) => [cookie.name, cookie]));
}

describe('web session', () => {
  it('search with a typo → filter → open a job → save it → see it on /loker/saved', async () => {
    const page = await newPage(browser, VIEWPORTS.desktop);
    await signInThroughProxy(page, 'siswa2@jenjang.test');

    await page.goto(webUrl('/'));
    await searchPageHydrated(page);
    await page.locator('#job-search-input').fill('akutansi');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === 'akutansi', {
      waitUntil: 'commit',
    });
    await page.getByRole('checkbox', { name: /^Jakarta/ }).check();
    await page.waitForURL((url) => url.searchParams.getAll('cityIds').includes('49180'), {
      waitUntil: 'commit',
    });
    await page.getByRole('checkbox', { name: /^Full time/ }).check();
    await page.waitForURL((url) => url.searchParams.getAll('employment').includes('fullTime'), {
      waitUntil: 'commit',
    });
    const firstCard = page.locator('a[data-split-job]').first();
    await firstCard.waitFor();
    const slug = (await firstCard.getAttribute('data-split-job'))!;

    await page.goto(webUrl(`/loker/${slug}`));
    const role = await page.locator('h1').innerText();
    // Named "Simpan lowongan …" until saved, "Tersimpan: …" after (specs/accessibility.test.ts).
    const save = page.locator('main [data-saved-job]').first();
    await page.getByRole('button', { name: `Simpan lowongan ${role}` }).waitFor();
    expect(await save.getAttribute('aria-pressed')).toBe('false');
    await save.click();
    await expect.poll(() => save.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => save.getAttribute('aria-busy')).toBe('false');

    // Still saved after a reload (the browser asks which jobs on the page are saved).
    await page.reload();
    await expect.poll(() => save.getAttribute('aria-pressed')).toBe('true');

    await page.goto(webUrl('/loker/saved'));
    await expect.poll(() => page.locator('h1').innerText()).toBe('Lowongan tersimpan');
    const saved = page.locator('[data-saved-jobs] article');
    await expect.poll(() => saved.first().innerText()).toContain(role);
    await page.context().close();
  });

  it('keeps tokens out of scripts, renews an expired access cookie and signs out', async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    await signInThroughProxy(page, 'siswa@jenjang.test');
    const context = page.context();
    const before = await sessionCookies(context);
    expect(before.jj_at?.httpOnly).toBe(true);
    expect(before.jj_rt?.httpOnly).toBe(true);
    expect(before.jj_at?.sameSite).toBe('Lax');

    await page.goto(webUrl('/loker/saved'));
    await expect.poll(() => page.locator('h1').innerText()).toBe('Lowongan tersimpan');
    expect(await page.evaluate(() => document.cookie)).toBe('jj_signed_in=1');
    const storage = await page.evaluate(() =>
      JSON.stringify({ ...window.localStorage, ...window.sessionStorage }),
    );
    expect(storage).not.toContain(before.jj_at!.value);
    expect(storage).not.toContain(before.jj_rt!.value);

    // The access cookie lapses (as it does 30 s before its token expires): the next navigation
    // rotates the session transparently and the page renders signed in.
    await context.clearCookies({ name: 'jj_at' });
    await page.goto(webUrl('/loker/saved?page=1'));
    await expect.poll(() => page.locator('h1').innerText()).toBe('Lowongan tersimpan');
    expect(page.url()).toContain('/loker/saved');
    const renewed = await sessionCookies(context);
    expect(renewed.jj_at?.value).toBeTruthy();
    expect(renewed.jj_at?.value).not.toBe(before.jj_at!.value);
    expect(renewed.jj_rt?.value).not.toBe(before.jj_rt!.value);

    // The account menu signs out: the cookies are gone and the old tokens are dead.
    const menu = page.getByRole('button', { name: 'Akun saya', exact: true });
    await menu.click();
    await page.getByRole('button', { name: 'Keluar', exact: true }).click();
    await page.waitForURL(webUrl('/'));
    await expect.poll(async () => Object.keys(await sessionCookies(context))).toEqual([]);
    const refused = await fetch(apiUrl('/v1/login/refresh'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: renewed.jj_rt!.value }),
    });
    expect(refused.status).toBe(401);
    const self = await fetch(apiUrl('/v1/login/self'), {
      headers: { authorization: `Bearer ${renewed.jj_at!.value}` },
    });
    expect(self.status).toBe(401);

    // Signed out, a personal page sends the user to sign in and back.
    await page.goto(webUrl('/loker/saved'));
    await page.waitForURL((url) => url.pathname === '/sign-in');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/loker/saved');
    await context.close();
  });
});
