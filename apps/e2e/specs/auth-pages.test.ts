// The account pages: sign-in errors and success (tokens stay out of page scripts), sign-up's
// inline and server validation, the neutral forgot-password answer, the reset step reading its
// token from sessionStorage, create-password for an email without an imported account, English
// (the language switch keeps the query), a signed-in user passing through, the account menu's keys.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, launchBrowser, newPage, webUrl } from '../fixtures/browser';
import { nextMailTo, signUpCode } from '../fixtures/mail';
import { signInThroughProxy } from '../fixtures/session';

const STUDENT = { email: 'siswa@jenjang.test', password: 'Jenjang!Demo2026' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

/** The message tied to an input through aria-describedby. */
async function describedText(page: Page, label: string): Promise<string> {
  const input = page.getByLabel(label, { exact: true });
  const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
  return texts.join(' ');
}

function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@contoh.test`;
}

describe('sign-in', () => {
  it('refuses a wrong password in Indonesian, then signs in and returns to returnUrl', async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    await page.goto(webUrl('/sign-in?returnUrl=%2Fkarir%3Fpage%3D1'));
    await expect.poll(() => page.locator('h1').innerText()).toBe('Masuk ke Jenjang');

    await page.getByLabel('Email', { exact: true }).fill(STUDENT.email);
    await page.getByLabel('Kata sandi', { exact: true }).fill('salah-sekali-123');
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Email atau kata sandi salah.' });
    await alert.waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign-in');

    await page.getByLabel('Kata sandi', { exact: true }).fill(STUDENT.password);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/karir'),
      page.getByRole('button', { name: 'Masuk', exact: true }).click(),
    ]);
    expect(new URL(page.url()).search).toBe('?page=1');

    // The tokens live in httpOnly cookies: scripts see only the signed-in marker.
    const cookies = await page.evaluate(() => document.cookie);
    expect(cookies).toContain('jj_signed_in=1');
    expect(cookies).not.toMatch(/jj_at|jj_rt|eyJ/);
    const stored = await page.evaluate(() =>
      JSON.stringify({ ...window.localStorage, ...window.sessionStorage }),
    );
    expect(stored).not.toMatch(/eyJ|refreshToken|"token"/);
    await page.context().close();
  });

  it('shows its errors inline and keeps returnUrl in the links to the other pages', async () => {
    const page = await newPage(browser, VIEWPORTS.desktop);
    await page.goto(webUrl('/sign-in?returnUrl=%2Floker%2Fsaved'));
    await page.getByLabel('Email', { exact: true }).fill('bukan-email');
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    expect(await describedText(page, 'Email')).toContain('Format email belum benar');
    expect(await describedText(page, 'Kata sandi')).toContain('Masukkan kata sandi.');
    expect(await page.getByLabel('Email', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    // Focus goes to the first field to fix (polled: on a busy machine the check above can run
    // between the click's own focus on the button and the form's move to the field).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('email');

    const signUp = page.getByRole('link', { name: 'Daftar gratis' });
    expect(await signUp.getAttribute('href')).toBe('/sign-up?returnUrl=%2Floker%2Fsaved');
    const forgot = page.getByRole('link', { name: 'Lupa kata sandi?' });
    expect(await forgot.getAttribute('href')).toBe('/forgot-password?returnUrl=%2Floker%2Fsaved');
    await page.context().close();
  });

  it('ignores a returnUrl to another site', async () => {
    const page = await newPage(browser, VIEWPORTS.desktop);
    await page.goto(webUrl('/sign-in?returnUrl=https%3A%2F%2Fevil.example%2F'));
    expect(await page.getByRole('link', { name: 'Daftar gratis' }).getAttribute('href')).toBe(
      '/sign-up',
    );
    await page.context().close();
  });
});

describe('sign-up', () => {
  it('validates inline, shows the password length, and places server errors by their field', async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    await page.goto(webUrl('/sign-up'));
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();
    expect(await describedText(page, 'Nama lengkap')).toContain('Nama minimal 2 karakter.');
    expect(await describedText(page, 'Email')).toContain('Masukkan email-mu.');
    expect(await describedText(page, 'Kata sandi')).toContain('Masukkan kata sandi.');

    const password = page.getByLabel('Kata sandi', { exact: true });
    await password.fill('pendek');
    expect(await describedText(page, 'Kata sandi')).toContain('6 karakter');
    expect(await describedText(page, 'Kata sandi')).toContain('Kata sandi minimal 8 karakter.');
    await password.fill('cukup-panjang-kok');
    expect(await describedText(page, 'Kata sandi')).not.toContain('minimal 8');

    // The show/hide toggle.
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Tampilkan kata sandi' }).click();
    expect(await password.getAttribute('type')).toBe('text');

    // Passes the page's checks, refused by the API as a common password: shown by the field.
    await page.getByLabel('Nama lengkap', { exact: true }).fill('Uji Coba');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('daftar'));
    await password.fill('password123');
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();
    await expect
      .poll(() => describedText(page, 'Kata sandi'), { timeout: 10_000 })
      .toContain('terlalu umum');

    // No horizontal scrolling at 360 px.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await page.context().close();
  });

  it('answers a registered email like a new one: the code step, and a notice to the owner', async () => {
    const page = await newPage(browser, VIEWPORTS.desktop);
    const fresh = uniqueEmail('daftar-baru');
    const codeStepFor = async (email: string) => {
      await page.goto(webUrl('/sign-up'));
      const google = page.getByRole('link', { name: 'Lanjutkan dengan Google' });
      await google.waitFor();
      await page.getByLabel('Nama lengkap', { exact: true }).fill('Putri Lagi');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Kata sandi', { exact: true }).fill('Kopi-Susu-Gula-Aren-7');
      await page.getByRole('button', { name: 'Daftar', exact: true }).click();
      await page.getByRole('heading', { name: 'Masukkan kode' }).waitFor();
      // Focus moves to the new step, where signing up another way is no longer offered.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Masukkan kode');
      expect(await google.count()).toBe(0);
      return (
        await page.getByRole('status').filter({ hasText: 'kode 6 digit' }).innerText()
      ).replace(email, '<email>');
    };
    const registered = await codeStepFor(STUDENT.email);
    expect(await codeStepFor(fresh)).toBe(registered);
    expect(registered).toContain('Jika email ini sudah terdaftar');

    // The owner learns of it by mail; the new address gets its code.
    const notice = await nextMailTo(STUDENT.email, /^Ada yang mencoba membuat akun Jenjang/);
    expect(notice.text).toContain('/forgot-password?email=');
    expect(await signUpCode(fresh)).toMatch(/^\d{6}$/);

    // A wrong code is shown by the field; "change your details" keeps what was typed.
    await page.getByLabel('Kode 6 digit', { exact: true }).fill('000000');
    await page.getByRole('button', { name: 'Buat akun', exact: true }).click();
    await expect
      .poll(() => describedText(page, 'Kode 6 digit'), { timeout: 10_000 })
      .toContain('Kode salah');
    await page.getByRole('button', { name: 'Ubah data pendaftaran' }).click();
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(fresh);
    await page.context().close();
  });
});

describe('forgot and reset password', () => {
  async function sentMessage(email: string): Promise<string> {
    const page = await newPage(browser, VIEWPORTS.mobile);
    await page.goto(webUrl('/forgot-password'));
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Kirim kode', exact: true }).click();
    const status = page.getByRole('status').filter({ hasText: 'kode 6 digit' });
    await status.waitFor();
    const text = (await status.innerText()).replace(email, '<email>');
    // Step 2: one numeric code input filled from the mail app where offered.
    const code = page.getByLabel('Kode 6 digit', { exact: true });
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await code.getAttribute('inputmode')).toBe('numeric');
    expect(
      await page.getByRole('button', { name: /Kirim ulang kode dalam \d+ detik/ }).isDisabled(),
    ).toBe(true);
    await page.context().close();
    return text;
  }

  it('says the same for a made-up email as for a registered one', async () => {
    const unknown = await sentMessage(uniqueEmail('tidak-ada'));
    const known = await sentMessage('siswa2@jenjang.test');
    expect(unknown).toContain('Jika email <email> terdaftar, kode 6 digit sudah dikirim');
    expect(unknown).toBe(known);
  });

  it('refuses a wrong code beside the code input', async () => {
    const page = await newPage(browser, VIEWPORTS.desktop);
    await page.goto(webUrl(`/reset-password?email=${encodeURIComponent(uniqueEmail('kode'))}`));
    await page.getByLabel('Kode 6 digit', { exact: true }).fill('123 456');
    expect(await page.getByLabel('Kode 6 digit', { exact: true }).inputValue()).toBe('123456');
    await page.getByRole('button', { name: 'Lanjutkan', exact: true }).click();
    await expect
      .poll(() => describedText(page, 'Kode 6 digit'), { timeout: 10_000 })
      .toContain('Kode salah atau tidak berlaku lagi.');
    await page.context().close();
  });

  it('reads the reset token from sessionStorage, never the URL, and drops a dead one', async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    await page.goto(webUrl('/forgot-password'));
    await page.evaluate(() =>
      window.sessionStorage.setItem(
        'jj_password_reset',
        JSON.stringify({
          resetToken: 'not-a-real-reset-token-0123456789',
          email: 'siswa2@jenjang.test',
          expiresAt: Date.now() + 600_000,
        }),
      ),
    );
    await page.goto(webUrl('/reset-password'));
    await expect.poll(() => page.locator('h1').innerText()).toBe('Buat kata sandi baru');
    expect(await page.getByLabel('Keluarkan akun dari perangkat lain').isChecked()).toBe(true);
    await page.getByLabel('Kata sandi baru', { exact: true }).fill('Kopi-Susu-Gula-Aren-7');
    await page.getByLabel('Ulangi kata sandi baru', { exact: true }).fill('Kopi-Susu-Gula-Aren-8');
    await page.getByRole('button', { name: 'Simpan dan masuk' }).click();
    expect(await describedText(page, 'Ulangi kata sandi baru')).toContain('tidak sama');
    await page.getByLabel('Ulangi kata sandi baru', { exact: true }).fill('Kopi-Susu-Gula-Aren-7');
    await page.getByRole('button', { name: 'Simpan dan masuk' }).click();
    await page.getByRole('alert').filter({ hasText: 'tidak berlaku lagi' }).waitFor();
    expect(
      await page.evaluate(() => window.sessionStorage.getItem('jj_password_reset')),
    ).toBeNull();
    await page.getByRole('button', { name: 'Minta kode baru' }).click();
    await expect.poll(() => page.locator('h1').innerText()).toBe('Lupa kata sandi');
    await page.context().close();
  });
});

describe('create password', () => {
  it('tells an email without an imported account to sign in or reset instead', async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    const path = `/create-password?email=${encodeURIComponent(STUDENT.email)}&jobId=x`;
    // The server's HTML carries the prefilled email, so the field is never empty before the
    // form hydrates.
    const html = await (await page.request.get(webUrl(path))).text();
    expect(html).toMatch(new RegExp(`<input[^>]*value="${STUDENT.email.replaceAll('.', '\\.')}"`));
    await page.goto(webUrl(path));
    await expect
      .poll(() => page.getByLabel('Email', { exact: true }).inputValue())
      .toBe(STUDENT.email);
    await page.getByRole('button', { name: 'Kirim kode', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'tidak perlu membuat kata sandi' }).waitFor();
    await page.context().close();
  });
});

describe('English', () => {
  it('serves /en/sign-in in English, server messages included', async () => {
    const page = await newPage(browser, VIEWPORTS.desktop);
    await page.goto(webUrl('/en/sign-in'));
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.locator('h1').innerText()).toBe('Sign in to Jenjang');
    expect(await page.title()).toContain('Sign in');
    await page.getByLabel('Email', { exact: true }).fill(STUDENT.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'The email or password is incorrect.' })
      .waitFor();
    expect(await page.getByRole('link', { name: 'Sign up for free' }).getAttribute('href')).toBe(
      '/en/sign-up',
    );
    await page.context().close();
  });
});

describe('English', () => {
  it('keeps returnUrl and the email when the language is switched', async () => {
    const page = await newPage(browser, VIEWPORTS.desktop);
    await page.goto(webUrl('/sign-in?returnUrl=%2Fkarir&email=siswa%40jenjang.test'));
    await page.getByRole('link', { name: 'Ganti bahasa ke bahasa Inggris' }).click();
    await page.waitForURL((url) => url.pathname === '/en/sign-in');
    const url = new URL(page.url());
    expect(url.searchParams.get('returnUrl')).toBe('/karir');
    expect(url.searchParams.get('email')).toBe(STUDENT.email);
    await expect
      .poll(() => page.getByLabel('Email', { exact: true }).inputValue())
      .toBe(STUDENT.email);
    await page.context().close();
  });
});

describe('signed in', () => {
  it('passes a signed-in user from /sign-in and /sign-up on to returnUrl', async () => {
    const page = await newPage(browser, VIEWPORTS.desktop);
    await page.goto(webUrl('/karir'));
    await signInThroughProxy(page, STUDENT.email);
    await page.goto(webUrl('/sign-in?returnUrl=%2Fkarir%3Fpage%3D1'));
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/karir?page=1');
    await page.goto(webUrl('/en/sign-up'));
    expect(new URL(page.url()).pathname).toBe('/en');
    await page.context().close();
  });

  it('moves through the account menu with the keyboard and closes it with Escape', async () => {
    const page = await newPage(browser, VIEWPORTS.desktop);
    await page.goto(webUrl('/karir'));
    await signInThroughProxy(page, STUDENT.email);
    await page.goto(webUrl('/karir'));
    const button = page.getByRole('button', { name: 'Akun saya', exact: true });
    await button.focus();
    await page.keyboard.press('ArrowDown');
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        return element?.getAttribute('href') ?? element?.textContent ?? null;
      });
    await expect.poll(focused).toBe('/profile');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('/loker/saved');
    await page.keyboard.press('End');
    expect(await focused()).toBe('Keluar');
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await focused()).toContain('Akun saya');
    await page.context().close();
  });
});
