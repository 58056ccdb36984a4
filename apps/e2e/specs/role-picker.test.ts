// The profile's role picker finds roles as the job search finds jobs: misspelt, in the other
// language or by synonym ("akutan", "acountant", "sofware engineer"), and what it finds can be
// chosen and saved. (It used to match the names by containment only and found nothing.)
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, webUrl } from '../fixtures/browser';
import { freshJobSeeker } from '../fixtures/session';

/** Saves go to the API and back; on a busy machine that takes more than poll's default 1 s. */
const SLOW = { timeout: 20_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

describe('the role picker of the profile', () => {
  it('finds misspelt and English role names, and saves the one chosen', async () => {
    const page = await newPage(browser);
    await freshJobSeeker(page, 'role-picker', 'Uji Pemilih Posisi');
    await page.goto(webUrl('/profile'));
    const preferences = page.locator('#preferences');
    await preferences.getByRole('button', { name: 'Isi preferensi pekerjaan' }).click();
    const filter = preferences.getByLabel('Cari Posisi yang diinginkan');
    const roles = preferences.getByRole('group', { name: 'Posisi yang diinginkan' });
    const firstShown = () => roles.locator('li label').first().innerText();

    for (const [typed, role] of [
      ['akutan', 'Akuntan'],
      ['acountant', 'Akuntan'],
      ['sofware engineer', 'Software Engineer'],
    ] as const) {
      await filter.fill(typed);
      await expect.poll(firstShown, SLOW).toBe(role);
    }

    await filter.fill('akutan');
    await expect.poll(firstShown, SLOW).toBe('Akuntan');
    await roles.getByRole('checkbox', { name: 'Akuntan' }).check();
    await preferences.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => preferences.innerText(), SLOW).toContain('Perubahan tersimpan.');
    await page.reload();
    await expect.poll(() => page.locator('#preferences').innerText()).toContain('Akuntan');
    await page.context().close();
  });
});
