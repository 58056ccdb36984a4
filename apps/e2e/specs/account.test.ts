// Issue 4's journey in one browser: sign up → onboarding (and its confirmation) → the profile
// shows what was entered; no token is readable by page scripts; an expired access cookie is
// renewed on navigation; the account menu signs out and the session is over.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, launchBrowser, newPage, webUrl } from '../fixtures/browser';
import { signUpCode } from '../fixtures/mail';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

describe('a new job seeker', () => {
  it('signs up, onboards, sees the profile, stays signed in and signs out', async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    const context = page.context();
    const email = `pencari-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@contoh.test`;

    // Sign up, coming back to the profile afterwards.
    await page.goto(webUrl('/sign-up?returnUrl=%2Fprofile'));
    await page.getByLabel('Nama lengkap', { exact: true }).fill('Rina Kusumawati');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Kata sandi', { exact: true }).fill('Sawah-Hijau-Pagi-2026');
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();
    // The emailed code (a real SMTP server on loopback) creates the account.
    await page.getByRole('heading', { name: 'Masukkan kode' }).waitFor();
    await page.getByLabel('Kode 6 digit', { exact: true }).fill(await signUpCode(email));
    await page.getByRole('button', { name: 'Buat akun', exact: true }).click();

    // Without a job seeker profile yet: onboarding, keeping the way back.
    await page.waitForURL((url) => url.pathname === '/onboarding');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toContain('/profile');
    await expect.poll(() => page.locator('main').innerText()).toContain('Langkah 1 dari 5');
    const next = page.getByRole('button', { name: 'Lanjut', exact: true });

    await page.getByRole('radio', { name: /Aktif mencari kerja/ }).check();
    await next.click();
    await expect.poll(() => page.locator('main').innerText()).toContain('Langkah 2 dari 5');
    await page.getByRole('radio', { name: /Fresh graduate/ }).check();
    await next.click();
    await expect.poll(() => page.locator('main').innerText()).toContain('Langkah 3 dari 5');
    await page.getByRole('radio', { name: 'S1', exact: true }).check();
    await page.getByLabel('Jurusan', { exact: true }).fill('Akuntansi');
    await next.click();
    await expect.poll(() => page.locator('main').innerText()).toContain('Langkah 4 dari 5');
    await page.getByLabel('Cari posisi').fill('Data Analyst');
    await page
      .getByRole('checkbox', { name: /^Data Analyst/ })
      .first()
      .check();
    await page.getByLabel('Cari kota').fill('Bandung');
    await page
      .getByRole('checkbox', { name: /^Bandung/ })
      .first()
      .check();
    await next.click();
    await expect.poll(() => page.locator('main').innerText()).toContain('Langkah 5 dari 5');
    await page.getByRole('button', { name: 'Selesai', exact: true }).click();

    // A confirmation, then back to where the person was going: the profile.
    await expect
      .poll(() => page.locator('[data-onboarding-done]').innerText())
      .toContain('Profilmu sudah siap');
    await page.getByRole('link', { name: 'Kembali ke halaman tadi' }).click();

    // The profile shows what was entered.
    await page.waitForURL((url) => url.pathname === '/profile');
    await expect.poll(() => page.locator('h1').innerText()).toBe('Profil saya');
    // The page streams in after its loading state.
    await expect.poll(() => page.locator('main').innerText()).toContain('Rina Kusumawati');
    const profile = await page.locator('main').innerText();
    for (const text of ['Aktif mencari kerja', 'Akuntansi', 'Data Analyst', 'Bandung']) {
      expect(profile).toContain(text);
    }

    // Tokens stay in httpOnly cookies.
    expect(await page.evaluate(() => document.cookie)).toBe('jj_signed_in=1');
    const before = Object.fromEntries(
      (await context.cookies(webUrl('/'))).map((cookie) => [cookie.name, cookie.value]),
    );
    const stored = await page.evaluate(() =>
      JSON.stringify({ ...window.localStorage, ...window.sessionStorage }),
    );
    expect(stored).not.toContain(before.jj_at!);
    expect(stored).not.toContain(before.jj_rt!);

    // The access cookie lapses; navigating renews the session without a detour to sign-in.
    await context.clearCookies({ name: 'jj_at' });
    await page.goto(webUrl('/profile'));
    await expect.poll(() => page.locator('main').innerText()).toContain('Rina Kusumawati');
    expect(new URL(page.url()).pathname).toBe('/profile');
    const after = Object.fromEntries(
      (await context.cookies(webUrl('/'))).map((cookie) => [cookie.name, cookie.value]),
    );
    expect(after.jj_at).toBeTruthy();
    expect(after.jj_rt).not.toBe(before.jj_rt);

    // Signing out from the account menu ends the session.
    await page.getByRole('button', { name: 'Akun saya', exact: true }).click();
    await page.getByRole('button', { name: 'Keluar', exact: true }).click();
    await page.waitForURL(webUrl('/'));
    await expect.poll(async () => (await context.cookies(webUrl('/'))).length).toBe(0);
    await page.goto(webUrl('/loker/saved'));
    await page.waitForURL((url) => url.pathname === '/sign-in');
    await context.close();
  });
});
