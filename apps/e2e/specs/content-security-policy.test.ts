// The web's enforced Content-Security-Policy breaks no page: the main pages load, run their
// scripts (Next.js boots, forms and filters react) and report no violation; every page gets its
// own nonce (docs/decisions/011).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, VIEWPORTS, webUrl } from '../fixtures/browser';
import { watchCspViolations, type CspWatch } from '../fixtures/csp';
import { signInThroughProxy, signUpThroughProxy } from '../fixtures/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

async function openWatched(path: string, signedInAs?: string): Promise<[Page, CspWatch]> {
  const page = await newPage(browser, VIEWPORTS.mobile);
  const watch = await watchCspViolations(page);
  if (signedInAs) await signInThroughProxy(page, signedInAs);
  const response = await page.goto(webUrl(path));
  expect(response?.status(), path).toBeLessThan(400);
  const policy = await response?.headerValue('content-security-policy');
  expect(policy, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'(;|$)/);
  // Next.js' client booted: its scripts ran under the policy.
  await expect.poll(() => page.evaluate(() => 'next' in window), { timeout: 20_000 }).toBe(true);
  return [page, watch];
}

async function expectNoViolations(page: Page, watch: CspWatch) {
  await page.waitForLoadState('load');
  expect(await watch.violations()).toEqual([]);
  await page.context().close();
}

describe('Content-Security-Policy', () => {
  it('home and search results: the search box works, no violation', async () => {
    const [page, watch] = await openWatched('/');
    await page.locator('#job-search-input').fill('admin');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === 'admin', {
      waitUntil: 'commit',
    });
    await page.goto(webUrl('/?search=akuntansi'));
    await expectNoViolations(page, watch);
  });

  it('a job page (with its JSON-LD) and a landing page', async () => {
    const home = await (await fetch(webUrl('/'))).text();
    const jobPath = /href="(\/loker\/[^"~]+~[^"#?]+)"/.exec(home)?.[1];
    expect(jobPath).toBeDefined();
    const [jobPage, jobWatch] = await openWatched(jobPath!);
    expect(await jobPage.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);
    await expectNoViolations(jobPage, jobWatch);

    const [landing, landingWatch] = await openWatched('/loker-wfh');
    await expectNoViolations(landing, landingWatch);
  });

  it('sign-in: the form sends and shows the answer', async () => {
    const [page, watch] = await openWatched('/sign-in');
    await page.getByLabel('Email', { exact: true }).fill('siswa2@jenjang.test');
    await page.getByLabel('Kata sandi', { exact: true }).fill('salah-sekali-123');
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Email atau kata sandi salah.' }).waitFor();
    await expectNoViolations(page, watch);
  });

  it('the profile, signed in', async () => {
    const [page, watch] = await openWatched('/profile', 'siswa@jenjang.test');
    await expect.poll(() => page.locator('main').innerText()).toContain('siswa@jenjang.test');
    await expectNoViolations(page, watch);
  });

  it('onboarding: the steps move on', async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    const watch = await watchCspViolations(page);
    const email = `csp-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@contoh.test`;
    await signUpThroughProxy(page, {
      email,
      password: 'Sawah-Hijau-Pagi-2026',
      name: 'Rina Kusumawati',
    });
    await page.goto(webUrl('/onboarding'));
    await expect.poll(() => page.locator('main').innerText()).toContain('Langkah 1 dari 5');
    await page.getByRole('radio', { name: /Aktif mencari kerja/ }).check();
    await page.getByRole('button', { name: 'Lanjut', exact: true }).click();
    await expect.poll(() => page.locator('main').innerText()).toContain('Langkah 2 dari 5');
    await expectNoViolations(page, watch);
  });

  it('a page that was prerendered before, and the not-found page', async () => {
    const [about, aboutWatch] = await openWatched('/about');
    await expectNoViolations(about, aboutWatch);
    const page = await newPage(browser, VIEWPORTS.mobile);
    const watch = await watchCspViolations(page);
    const response = await page.goto(webUrl('/en/no-such-page'));
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.evaluate(() => 'next' in window), { timeout: 20_000 }).toBe(true);
    await expectNoViolations(page, watch);
  });

  it('gives every page load its own nonce, and blocks injected markup', async () => {
    const first = await fetch(webUrl('/sign-in'));
    const second = await fetch(webUrl('/sign-in'));
    const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
    expect(nonceOf(first.headers.get('content-security-policy'))).toBeDefined();
    expect(nonceOf(first.headers.get('content-security-policy'))).not.toBe(
      nonceOf(second.headers.get('content-security-policy')),
    );
    // The watch itself, and what the policy is for: markup injected into the page (the
    // classic cross-site scripting) runs no handler, and the attempt is reported.
    const [page, watch] = await openWatched('/sign-in');
    await page.evaluate(() => {
      const holder = document.createElement('div');
      holder.innerHTML = '<img src="/icon.svg" alt="" onload="window.injected = true">';
      document.body.append(holder);
    });
    await expect.poll(() => watch.violations()).not.toEqual([]);
    expect((await watch.violations()).join(' ')).toContain('script-src-attr');
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    await page.context().close();
  });
});
