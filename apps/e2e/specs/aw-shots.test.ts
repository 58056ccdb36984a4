// Temporary (not committed): screenshots of the applications pages for a visual check.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, it } from 'vitest';
import { launchBrowser, newPage, VIEWPORTS, webUrl } from '../fixtures/browser';
import { signInThroughProxy } from '../fixtures/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

it('shots', async () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    const page = await newPage(browser, viewport);
    await signInThroughProxy(page, 'siswa2@jenjang.test');
    await page.goto(webUrl('/loker/applied'));
    await page.waitForTimeout(1500);
    await page.locator('[data-application] summary').first().click().catch(() => undefined);
    await page.screenshot({ path: `/tmp/aw/applied-${name}.png`, fullPage: true });
    await page.locator('header button[aria-expanded]').first().click().catch(() => undefined);
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/aw/bell-${name}.png` });
    const list = await page.request.get(webUrl('/api/v1/explore-job/job?limit=50'));
    const docs = ((await list.json()) as { data: { docs: { id: string; slug: string; applicationType: string; company: { slug: string } }[] } }).data.docs;
    for (const doc of docs.filter((d) => d.applicationType === 'easyApply')) {
      const d = await page.request.get(webUrl(`/api/v1/job-portal/job/slug/${doc.slug}`));
      const job = ((await d.json()) as { data: { result: { questions: unknown[] } } }).data.result;
      if (job.questions.length < 4) continue;
      await page.goto(webUrl(`/loker/${doc.slug}~${doc.company.slug}/apply`));
      await page.waitForTimeout(1000);
      await page.getByRole('button', { name: 'Kirim lamaran' }).click().catch(() => undefined);
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/aw/apply-${name}.png`, fullPage: true });
      break;
    }
    await page.goto(webUrl('/'));
    await page.waitForTimeout(1500);
    await page.locator('[data-bulk-select]').first().check().catch(() => undefined);
    await page.locator('[data-bulk-select]').nth(1).check().catch(() => undefined);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/aw/home-${name}.png` });
    await page.goto(webUrl('/loker/bulk-apply'));
    await page.waitForTimeout(2000);
    await page.screenshot({ path: `/tmp/aw/bulk-${name}.png`, fullPage: true });
    await page.goto(webUrl('/profile#reusableAnswers'));
    await page.waitForTimeout(1500);
    await page.locator('#reusableAnswers').screenshot({ path: `/tmp/aw/reusable-${name}.png` }).catch(() => undefined);
    await page.context().close();
  }
}, 180_000);
