// Forms that need JavaScript are disabled until the page is hydrated (decision 027): the
// server's HTML carries a disabled fieldset, and the page in a browser enables it, so nothing
// typed in the gap is lost.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, webUrl } from '../fixtures/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

describe('forms before and after hydration', () => {
  it('are disabled in the HTML and enabled once the page runs', async () => {
    const html = await (await fetch(webUrl('/sign-in'))).text();
    expect(html).toMatch(/<fieldset disabled="" data-hydrated="false"/);

    const page = await newPage(browser);
    await page.goto(webUrl('/sign-in'));
    const fieldset = page.locator('form fieldset[data-hydrated]').first();
    await expect
      .poll(() => fieldset.evaluate((element) => (element as HTMLFieldSetElement).disabled))
      .toBe(false);
    await page.getByLabel('Email', { exact: true }).fill('siswa@jenjang.test');
    await expect
      .poll(() => page.getByLabel('Email', { exact: true }).inputValue())
      .toBe('siswa@jenjang.test');
    await page.context().close();
  });

  it('leave the search form, which works without JavaScript, enabled', async () => {
    const html = await (await fetch(webUrl('/'))).text();
    const search = /<form[^>]*role="search"[^>]*>[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
    expect(search).toContain('method="get"');
    expect(search).not.toContain('disabled');
  });
});
