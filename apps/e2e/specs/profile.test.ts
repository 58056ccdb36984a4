// The job seeker's profile page: editing sections, the hidden switch, the data export and
// account deletion, signed in through the web's same-origin proxy (which sets the cookies).
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, VIEWPORTS, webUrl } from '../fixtures/browser';
import { freshJobSeeker } from '../fixtures/session';

const STUDENT = { email: 'siswa@jenjang.test', password: 'Jenjang!Demo2026' };
/** Saves go to the API and back; on a busy machine that takes more than poll's default 1 s. */
const SLOW = { timeout: 20_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

async function signIn(page: Page, credentials: { email: string; password: string }) {
  const response = await page.request.post(webUrl('/api/v1/login/email'), { data: credentials });
  expect(response.status(), await response.text()).toBe(200);
}

type StudentBody = {
  data: {
    result: {
      careerPreference: string;
      hiddenFromCompanies: boolean;
      workExperiences: { companyName: string }[];
    };
  };
};

async function myStudent(page: Page): Promise<StudentBody['data']['result']> {
  const response = await page.request.get(webUrl('/api/v1/job-portal/me/student'));
  expect(response.status()).toBe(200);
  return ((await response.json()) as StudentBody).data.result;
}

describe('profile page', () => {
  it('sends visitors without a session to sign-in, coming back afterwards', async () => {
    const page = await newPage(browser);
    await page.goto(webUrl('/profile'));
    await page.waitForURL((url) => url.pathname === '/sign-in');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/profile');
    await page.context().close();
    // A real redirect, not a 200 whose streamed body redirects (crawlers, scripts, no-JS).
    const response = await fetch(webUrl('/en/profile'), { redirect: 'manual' });
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/en/sign-in?returnUrl=%2Fen%2Fprofile');
  });

  it('edits the career preference and adds a work experience; both survive a reload', async () => {
    const page = await newPage(browser);
    await signIn(page, STUDENT);
    const before = await myStudent(page);
    await page.goto(webUrl('/profile'));
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('Profil saya');

    // Career preference: pick one that differs from the stored one.
    const next =
      before.careerPreference === 'openOpportunity' ? 'activelyLooking' : 'openOpportunity';
    const nextLabel = next === 'openOpportunity' ? 'Terbuka untuk peluang' : 'Aktif mencari kerja';
    const career = page.locator('#career');
    await career.getByRole('button', { name: 'Ubah Preferensi karier' }).click();
    await career.getByRole('radio', { name: new RegExp(nextLabel) }).check();
    await career.getByRole('button', { name: 'Simpan' }).click();
    // Saved: the form closes (its radios go) and the view names the new choice.
    await expect.poll(() => career.innerText(), SLOW).toContain('Perubahan tersimpan.');
    expect(await career.getByRole('radio').count()).toBe(0);
    expect(await career.innerText()).toContain(nextLabel);

    // Work experience: a new current job with a unique company name.
    const company = `PT Uji Profil ${Date.now()}`;
    const work = page.locator('#work');
    if (before.workExperiences.length === 0) {
      await work.getByRole('button', { name: 'Tambah pengalaman kerja' }).click();
    } else {
      await work.getByRole('button', { name: 'Ubah Pengalaman kerja' }).click();
      await work.getByRole('button', { name: 'Tambah pengalaman kerja' }).click();
    }
    const entry = work.getByRole('group', { name: /^Pengalaman kerja \d+$/ }).last();
    await entry.getByLabel('Nama perusahaan').fill(company);
    await entry.getByLabel('Posisi').fill('Analis Data');
    await entry.getByLabel('Tanggal mulai').fill('2024-03-01');
    // Inline validation: without an end date or "current job" the form refuses to send.
    await work.getByRole('button', { name: 'Simpan' }).click();
    await expect
      .poll(() => entry.innerText())
      .toContain('Isi tanggal selesai, atau tandai sebagai pekerjaan saat ini.');
    await entry.getByLabel('Saya masih bekerja di sini').check();
    await work.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => work.innerText(), SLOW).toContain('Perubahan tersimpan.');
    expect(await work.innerText()).toContain(company);
    expect(await work.innerText()).toContain('Mar 2024 – Sekarang');

    await page.reload();
    await expect.poll(() => page.locator('#work').innerText()).toContain(company);
    await expect.poll(() => page.locator('#career').innerText()).toContain(nextLabel);
    const after = await myStudent(page);
    expect(after.careerPreference).toBe(next);
    expect(after.workExperiences.map((w) => w.companyName)).toContain(company);
    await page.context().close();
  });

  it('toggles hidden-from-companies, kept after a reload', async () => {
    const page = await newPage(browser);
    await signIn(page, STUDENT);
    const initial = (await myStudent(page)).hiddenFromCompanies;
    await page.goto(webUrl('/profile'));
    const toggle = page.getByRole('switch', { name: 'Sembunyikan profil dari perusahaan' });
    expect(await toggle.getAttribute('aria-checked')).toBe(String(initial));
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe(String(!initial));
    await expect.poll(async () => (await myStudent(page)).hiddenFromCompanies, SLOW).toBe(!initial);

    await page.reload();
    const reloaded = page.getByRole('switch', { name: 'Sembunyikan profil dari perusahaan' });
    await expect.poll(() => reloaded.getAttribute('aria-checked')).toBe(String(!initial));
    // Leave the shared demo account as it was.
    await reloaded.click();
    await expect.poll(async () => (await myStudent(page)).hiddenFromCompanies, SLOW).toBe(initial);
    await page.context().close();
  });

  it('downloads all personal data as a JSON file', async () => {
    const page = await newPage(browser);
    await signIn(page, STUDENT);
    await page.goto(webUrl('/profile'));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Unduh data (JSON)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^jenjang-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = await download.path();
    const data = JSON.parse(await readFile(file, 'utf8')) as unknown;
    expect(JSON.stringify(data)).toContain(STUDENT.email);
    await expect
      .poll(() => page.locator('#export-status').innerText(), SLOW)
      .toBe('Berkas sudah diunduh.');
    await page.context().close();
  });

  it('fits a 360 px wide phone and speaks English under /en', async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    await signIn(page, STUDENT);
    await page.goto(webUrl('/en/profile'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('My profile');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });

  it("changes the password: its own checks and the API's beside the field", async () => {
    const page = await newPage(browser);
    const account = await freshJobSeeker(page, 'sandi', 'Akun Uji Sandi');

    await page.goto(webUrl('/profile'));
    const current = page.getByLabel('Kata sandi saat ini', { exact: true });
    const next = page.getByLabel('Kata sandi baru', { exact: true });
    const submit = page.getByRole('button', { name: 'Ubah kata sandi', exact: true });
    const describedBy = async () => {
      const ids = ((await next.getAttribute('aria-describedby')) ?? '').split(' ');
      const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
      return texts.join(' ');
    };

    // The page's own check (the domain's contract), before any request.
    await current.fill(account.password);
    await next.fill('pendek');
    await submit.click();
    await expect.poll(describedBy).toContain('Kata sandi minimal 8 karakter.');
    expect(await next.getAttribute('aria-invalid')).toBe('true');

    // Only the API knows common passwords: its message lands beside the same field.
    await next.fill('password123');
    await submit.click();
    await expect.poll(describedBy, SLOW).toContain('terlalu umum');

    await next.fill('Teh Manis Hangat Sore 7');
    await submit.click();
    await expect
      .poll(() => page.getByRole('status').allInnerTexts(), SLOW)
      .toContainEqual(expect.stringContaining('Kata sandi berhasil diubah.'));
    const again = await page.request.post(webUrl('/api/v1/login/email'), {
      data: { email: account.email, password: 'Teh Manis Hangat Sore 7' },
    });
    expect(again.status()).toBe(200);
    await page.context().close();
  });

  it('deletes a fresh account after the password and the confirmation word', async () => {
    const page = await newPage(browser);
    const account = await freshJobSeeker(page, 'hapus', 'Akun Uji Hapus');

    await page.goto(webUrl('/profile'));
    await page.getByRole('button', { name: 'Hapus akun saya' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hapus akun secara permanen?' });
    await dialog.getByLabel('Kata sandi').fill(account.password);
    await dialog.getByLabel('Ketik HAPUS untuk mengonfirmasi').fill('HAPUSKAN');
    await dialog.getByRole('button', { name: 'Hapus akun permanen' }).click();
    await expect.poll(() => dialog.innerText()).toContain('Ketik HAPUS persis seperti tertulis.');
    await dialog.getByLabel('Ketik HAPUS untuk mengonfirmasi').fill('HAPUS');
    await dialog.getByRole('button', { name: 'Hapus akun permanen' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    const again = await page.request.post(webUrl('/api/v1/login/email'), { data: account });
    expect(again.status()).toBe(403);
    await page.goto(webUrl('/profile'));
    await page.waitForURL((url) => url.pathname === '/sign-in');
    await page.context().close();
  });
});
