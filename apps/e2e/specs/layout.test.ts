// Header themes and active items, the bottom bar's hiding rules, locales and redirects.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, launchBrowser, newPage, webUrl } from '../fixtures/browser';
import { expectNothingOffScreen } from '../fixtures/layout';
import { signInThroughProxy } from '../fixtures/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

async function headerTheme(page: Page): Promise<string | null> {
  const header = page.locator('header[data-theme]').first();
  return (await header.count()) ? header.getAttribute('data-theme') : null;
}

describe('desktop header', () => {
  const cases: [string, string][] = [
    ['/', 'blue'],
    ['/loker/saved', 'blue'],
    ['/about', 'blue'],
    ['/mentor', 'fixed-blue'],
    ['/karir', 'light'],
    ['/loker/industri', 'light'],
  ];
  for (const [path, theme] of cases) {
    it(`uses the ${theme} theme on ${path}`, async () => {
      const page = await newPage(browser, VIEWPORTS.desktop);
      // Personal pages: signed out, they send the visitor to sign in.
      if (path === '/loker/saved') await signInThroughProxy(page, 'siswa2@jenjang.test');
      if (path === '/mentor') await signInThroughProxy(page, 'mentor2@jenjang.test');
      await page.goto(webUrl(path));
      expect(await headerTheme(page)).toBe(theme);
      await page.context().close();
    });
  }

  it('turns the blue header solid when the page scrolls', async () => {
    const page = await newPage(browser, VIEWPORTS.desktop);
    await page.goto(webUrl('/'));
    const header = page.locator('header[data-theme="blue"]');
    expect(await header.getAttribute('class')).toContain('bg-transparent');
    await page.mouse.wheel(0, 800);
    await expect.poll(() => header.getAttribute('class')).not.toContain('bg-transparent');
    await page.context().close();
  });

  it('marks Jobs active on /loker pages, landing pages and /technical-test, Companies on /karir', async () => {
    const page = await newPage(browser, VIEWPORTS.desktop);
    const active = () => page.locator('header nav a[aria-current="page"]').allInnerTexts();
    await page.goto(webUrl('/loker/lokasi'));
    expect(await active()).toEqual(['Lowongan']);
    await page.goto(webUrl('/loker-wfh'));
    expect(await active()).toEqual(['Lowongan']);
    await page.goto(webUrl('/loker/tipe/loker-magang'));
    expect(await active()).toEqual(['Lowongan']);
    await page.goto(webUrl('/technical-test'));
    expect(await active()).toEqual(['Lowongan']);
    await page.goto(webUrl('/karir'));
    expect(await active()).toEqual(['Perusahaan']);
    await page.context().close();
  });

  it('opens the Events menu by mouse and keyboard, and closes it with Escape or outside', async () => {
    const page = await newPage(browser, VIEWPORTS.desktop);
    await page.goto(webUrl('/karir'));
    const button = page.locator('header nav button[aria-expanded]');
    const links = page.locator(`header nav #${await button.getAttribute('aria-controls')} a`);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await links.first().isVisible()).toBe(false);

    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await links.count()).toBeGreaterThan(1);
    expect(await links.first().getAttribute('target')).toBe('_blank');
    // A click outside, on the heading's far end (the open panel covers its start): a click at a
    // fixed point could land on a link, navigate, and send the keys below to a page that was
    // not hydrated yet.
    const heading = (await page.locator('main h1').boundingBox())!;
    await page.mouse.click(heading.x + heading.width - 2, heading.y + heading.height / 2);
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    expect(page.url()).toBe(webUrl('/karir'));

    // Keyboard: arrow down opens and focuses the first link, arrows move, Escape returns focus.
    await button.focus();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.hasAttribute('aria-expanded')))
      .toBe(true);
    await page.keyboard.press('ArrowDown');
    const focusedHref = () => page.evaluate(() => document.activeElement?.getAttribute('href'));
    await expect.poll(focusedHref).toBe(await links.nth(0).getAttribute('href'));
    await page.keyboard.press('ArrowDown');
    expect(await focusedHref()).toBe(await links.nth(1).getAttribute('href'));
    await page.keyboard.press('End');
    expect(await focusedHref()).toBe(await links.last().getAttribute('href'));
    await page.keyboard.press('ArrowDown');
    expect(await focusedHref()).toBe(await links.nth(0).getAttribute('href'));
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BUTTON');
    await page.context().close();
  });

  it('hides Mentoring and Events on the employer page and adds Pricing', async () => {
    const page = await newPage(browser, VIEWPORTS.desktop);
    await page.goto(webUrl('/pasang-loker-gratis/pricing'));
    const nav = await page.locator('header nav').innerText();
    expect(nav).not.toContain('Mentoring');
    expect(nav).not.toContain('Acara');
    expect(nav).toMatch(/Harga/);
    await page.context().close();
  });

  it('has no header on the squadgame player page', async () => {
    const page = await newPage(browser, VIEWPORTS.desktop);
    await page.goto(webUrl('/squadgame/player'));
    expect(await page.locator('header nav').count()).toBe(0);
    await page.context().close();
  });
});

describe('mobile bottom bar', () => {
  const bar = (page: Page) => page.locator('nav[aria-label="Navigasi cepat"]');

  it('shows on the home page at 360 px with Jobs active', async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    await page.goto(webUrl('/'));
    await expect.poll(() => bar(page).count()).toBe(1);
    expect(await bar(page).isVisible()).toBe(true);
    expect(await bar(page).locator('[aria-current="page"]').count()).toBe(1);
    await expectNothingOffScreen(page);
    await page.context().close();
  });

  it('opens its Events list above the bar when events are on, and closes it with Escape', async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    await page.goto(webUrl('/karir'));
    // The bar streams in: until React swaps it into place, the page holds a second, hidden copy.
    await expect.poll(() => bar(page).count()).toBe(1);
    const button = bar(page).locator('button[aria-expanded]');
    // The Events item is behind a feature flag; without it there is nothing to open.
    if ((await button.count()) === 0) {
      await expectNothingOffScreen(page);
      return page.context().close();
    }
    // A click before hydration does nothing: click until the menu says it is open.
    await expect
      .poll(async () => {
        if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
        return button.getAttribute('aria-expanded');
      })
      .toBe('true');
    const links = bar(page).locator(`#${await button.getAttribute('aria-controls')} a`);
    expect(await links.first().isVisible()).toBe(true);
    const box = await links.first().boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await expectNothingOffScreen(page);
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.context().close();
  });

  for (const path of ['/cv-reviewer', '/squadgame/player', '/imf/mentee']) {
    it(`is hidden on ${path}`, async () => {
      const page = await newPage(browser, VIEWPORTS.mobile);
      await page.goto(webUrl(path));
      expect(await bar(page).count()).toBe(0);
      await expectNothingOffScreen(page);
      await page.context().close();
    });
  }
});

describe('locales and routing', () => {
  it('redirects /idn/karir to /karir', async () => {
    const response = await fetch(webUrl('/idn/karir'), { redirect: 'manual' });
    expect([301, 302, 307, 308]).toContain(response.status);
    expect(new URL(response.headers.get('location') ?? '', webUrl('/')).pathname).toBe('/karir');
  });

  it('serves English under /en and Indonesian at the bare path', async () => {
    const page = await newPage(browser, VIEWPORTS.desktop);
    await page.goto(webUrl('/en'));
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.locator('header nav').innerText()).toContain('Jobs');
    await page.goto(webUrl('/'));
    expect(await page.locator('html').getAttribute('lang')).toBe('id');
    expect(await page.locator('header nav').innerText()).toContain('Lowongan');
    await page.context().close();
  });

  it('answers an unknown path with the 404 page, status 404 and no canonical link', async () => {
    const response = await fetch(webUrl('/tidak/ada/halaman-ini'));
    expect(response.status).toBe(404);
    const page = await newPage(browser, VIEWPORTS.desktop);
    const visit = await page.goto(webUrl('/tidak/ada/halaman-ini'));
    expect(visit?.status()).toBe(404);
    expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
    expect(await page.locator('main').innerText()).toMatch(/404|tidak ditemukan/i);
    await page.context().close();
  });

  it('gives normal pages a canonical link and serves robots.txt', async () => {
    const page = await newPage(browser, VIEWPORTS.desktop);
    await page.goto(webUrl('/karir'));
    // Absolute, on the configured site address (fixed at build time), pointing at this path.
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical ?? '').pathname).toBe('/karir');
    await page.context().close();
    const robots = await (await fetch(webUrl('/robots.txt'))).text();
    expect(robots).toMatch(/Sitemap: .*sitemap\.xml/);
  });

  it('shows the maintenance page without asking the API anything', async () => {
    const page = await newPage(browser, VIEWPORTS.desktop);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/')) apiCalls.push(request.url());
    });
    const response = await page.goto(webUrl('/maintenance'));
    expect(response?.status()).toBe(200);
    expect(apiCalls).toEqual([]);
    await page.context().close();
  });
});
