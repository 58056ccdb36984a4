// Opens the main pages at 360 px and 1280 px and checks that nothing overflows sideways.
// `npm run screenshots` runs this file alone and also saves every page as a PNG, so anyone can
// look at what a person sees (apps/e2e/screenshots/, ignored by git). The test run writes no
// PNGs: nothing reads them there, and encoding full pages was a sixth of the layer's time.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, launchBrowser, newPage, webUrl } from '../fixtures/browser';
import { streamedPartsRevealed } from '../fixtures/streaming';
import { signInThroughProxy } from '../fixtures/session';

const OUT = path.resolve(import.meta.dirname, '../screenshots');
/** Set by `npm run screenshots`. */
const SAVE = process.env.E2E_SAVE_SCREENSHOTS === '1';
/** Name, address and, for pages behind sign-in, the seeded account that looks at them. */
const PAGES: [name: string, path: string, account?: string][] = [
  ['home', '/'],
  ['home-en', '/en'],
  ['companies', '/karir'],
  ['companies-filtered-en', '/en/karir?city=265&sort=fastestResponse'],
  ['company', '/karir/nusantara-data-teknologi'],
  ['company-en', '/en/karir/nusantara-data-teknologi'],
  ['browse-by-city', '/loker/lokasi'],
  ['browse-by-industry', '/loker/industri'],
  ['browse-by-role', '/loker/posisi'],
  ['browse-popular', '/loker/populer'],
  ['browse-part-time', '/loker/tipe/loker-part-time'],
  ['landing-wfh', '/loker-wfh'],
  ['landing-fresh-graduate', '/loker-fresh-graduate'],
  ['landing-role-city', '/loker-admin-jakarta'],
  ['landing-en', '/en/loker-software-engineer-jakarta'],
  ['mentoring', '/mentoring'],
  ['mentoring-filtered-en', '/en/mentoring?soon=1&sort=rating'],
  ['mentor', '/mentoring/ratna-kusumawati'],
  ['mentor-en', '/en/mentoring/hendra-wijaya'],
  ['mentor-reviews', '/mentoring/ratna-kusumawati/reviews'],
  ['about', '/about'],
  ['employer-landing', '/pasang-loker-gratis'],
  ['employer-pricing', '/en/pasang-loker-gratis/pricing'],
  ['sign-in', '/sign-in'],
  ['not-found', '/halaman-yang-tidak-ada'],
  ['maintenance', '/maintenance'],
  ['applied', '/loker/applied', 'siswa@jenjang.test'],
  ['applied-en', '/en/loker/applied', 'siswa@jenjang.test'],
  ['bulk-apply-empty', '/loker/bulk-apply', 'siswa@jenjang.test'],
  ['profile', '/profile', 'siswa@jenjang.test'],
  ['profile-payments', '/profile#payments', 'siswa@jenjang.test'],
  ['cv-reviewer-payment', '/cv-reviewer/payment/cv-credit-3', 'siswa@jenjang.test'],
  ['cv-reviewer-payment-en', '/en/cv-reviewer/payment/cv-credit-1', 'siswa@jenjang.test'],
  // A seeded paid order of siswa (apps/api/seed/payments.ts).
  [
    'cv-reviewer-payment-detail',
    '/cv-reviewer/payment/detail/7c1e2a4b-5d6f-4a8b-9c0d-1e2f3a4b5c01',
    'siswa@jenjang.test',
  ],
  ['event-payment', '/payment/job-expo/2026/jakarta', 'siswa@jenjang.test'],
  ['cv-reviewer', '/cv-reviewer', 'siswa@jenjang.test'],
  ['cv-reviewer-signed-out-en', '/en/cv-reviewer'],
  ['cv-reviewer-results', '/cv-reviewer/results', 'siswa@jenjang.test'],
  // The seeded analyses of siswa (apps/api/seed/cv-reviews.ts): unlocked, free summary against
  // a job, failed.
  [
    'cv-reviewer-report',
    '/cv-reviewer/results/5e7a1c2d-3b4f-4c6d-8e9f-0a1b2c3d4e01',
    'siswa@jenjang.test',
  ],
  [
    'cv-reviewer-report-free-en',
    '/en/cv-reviewer/results/5e7a1c2d-3b4f-4c6d-8e9f-0a1b2c3d4e02',
    'siswa@jenjang.test',
  ],
  [
    'cv-reviewer-report-failed',
    '/cv-reviewer/results/5e7a1c2d-3b4f-4c6d-8e9f-0a1b2c3d4e03',
    'siswa@jenjang.test',
  ],
  ['my-sessions', '/mentoring/my-session', 'siswa@jenjang.test'],
  ['my-sessions-past-en', '/en/mentoring/my-session?group=past', 'siswa@jenjang.test'],
  // Signed in as the seeded employer (the third column names the account).
  ['employer-dashboard', '/employer', 'employer@jenjang.test'],
  ['employer-jobs', '/employer/jobs', 'employer@jenjang.test'],
  ['employer-job-new', '/employer/jobs/new', 'employer@jenjang.test'],
  ['employer-members', '/en/employer/members', 'employer@jenjang.test'],
  ['employer-company', '/employer/company', 'employer@jenjang.test'],
  ['employer-company-en', '/en/employer/company', 'employer@jenjang.test'],
  // The admin's lists, signed in as the seeded admin.
  ['admin', '/admin', 'admin@jenjang.test'],
  ['admin-companies-en', '/en/admin?tab=companies', 'admin@jenjang.test'],
  // The mentor area, signed in as the seeded mentor (and sign-up signed out).
  ['mentor-sign-up', '/mentor/sign-up'],
  ['mentor-requests', '/mentor', 'mentor@jenjang.test'],
  ['mentor-upcoming', '/mentor?tab=upcoming', 'mentor@jenjang.test'],
  ['mentor-history-en', '/en/mentor?tab=past', 'mentor@jenjang.test'],
  ['mentor-schedule', '/mentor?tab=schedule', 'mentor@jenjang.test'],
  ['mentor-profile', '/mentor?tab=profile', 'mentor@jenjang.test'],
  ['mentor-not-mentor', '/mentor', 'siswa@jenjang.test'],
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  if (SAVE) mkdirSync(OUT, { recursive: true });
});
afterAll(async () => browser.close());

describe('screenshots', () => {
  for (const [name, pathname, account] of PAGES) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      it(`${name} at ${viewport.width} px`, async () => {
        const page = await newPage(browser, viewport);
        if (account) await signInThroughProxy(page, account);
        await page.goto(webUrl(pathname), { waitUntil: 'load' });
        await streamedPartsRevealed(page);
        await page.evaluate(() => document.fonts.ready);
        // Job cards render lazily (content-visibility: auto), and a full-page capture grows the
        // viewport only a frame before it shoots: show every card as a reader who scrolled would.
        await page.addStyleTag({ content: 'article { content-visibility: visible !important; }' });
        if (SAVE) {
          const file = path.join(OUT, `${name}-${size}-${viewport.width}.png`);
          await page.screenshot({ path: file, fullPage: true });
        }
        // Nothing overflows sideways at phone width.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await page.context().close();
      });
    }
  }

  // The booking modal over a mentor's page, with the first free day's times loaded.
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`booking modal at ${viewport.width} px`, async () => {
      const page = await newPage(browser, viewport);
      await signInThroughProxy(page, 'siswa@jenjang.test');
      await page.goto(webUrl('/mentoring/ratna-kusumawati'), { waitUntil: 'load' });
      await page.locator('[data-book-mentor]').first().click();
      const times = page.locator('[data-booking-modal] [data-slot-picker] label');
      await expect.poll(() => times.filter({ hasText: 'WIB' }).count()).toBeGreaterThan(0);
      await page.evaluate(() => document.fonts.ready);
      if (SAVE) {
        await page.screenshot({
          path: path.join(OUT, `booking-modal-${size}-${viewport.width}.png`),
        });
      }
      await page.context().close();
    });
  }
});
