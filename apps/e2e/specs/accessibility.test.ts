// Accessibility and small screens (issue 22): names that start with what a control shows, the
// skip links, focus given back when a sheet or popover closes, nothing off the screen at 360 px,
// toggles that say their state, and the layouts that use the room they have. axe checks every
// page these tests leave (fixtures/axe.ts), as in every spec.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, launchBrowser, newPage, searchPageHydrated, webUrl } from '../fixtures/browser';
import { expectNothingOffScreen } from '../fixtures/layout';
import { freshJobSeeker, signInThroughProxy } from '../fixtures/session';

const SLOW = { timeout: 20_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

/** The accessible name Chromium computes for the element (from its ARIA snapshot). */
async function accessibleName(locator: Locator): Promise<string> {
  let line = (await locator.ariaSnapshot()).split('\n')[0]!.replace(/^- /, '');
  // YAML quotes a line with a colon in it: '- 'button "Tersimpan: …" [pressed]''.
  if (line.startsWith("'")) line = line.slice(1, line.lastIndexOf("'")).replaceAll("''", "'");
  return /^\w+ "((?:[^"\\]|\\.)*)"/.exec(line)?.[1] ?? '';
}

/** The text a sighted person sees in the element (screen-reader-only text left out). */
function visibleText(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    const walk = (node: Node): string =>
      node instanceof Element && node.classList.contains('sr-only')
        ? ''
        : node.nodeType === Node.TEXT_NODE
          ? (node.textContent ?? '')
          : [...node.childNodes].map(walk).join('');
    return walk(element).trim();
  });
}

/** What has focus: its tag, id and text, enough to tell controls apart. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName ?? '',
      id: element?.id ?? '',
      text: element?.innerText?.trim() ?? '',
      popup: element?.getAttribute('aria-haspopup') ?? null,
    };
  });
}

describe('names and states', () => {
  for (const path of ['/', '/en/karir', '/sign-in']) {
    it(`names the language switch by what it shows on ${path} (WCAG 2.5.3)`, async () => {
      const page = await newPage(browser, VIEWPORTS.desktop);
      await page.goto(webUrl(path));
      const link = page.locator('header a[hreflang]');
      await expect.poll(() => link.count()).toBe(1);
      const shown = await visibleText(link);
      expect(shown).toMatch(/^(EN|ID)$/);
      // Said aloud, it starts with what is seen, then says what it does.
      const name = await accessibleName(link);
      expect(name.startsWith(`${shown} `)).toBe(true);
      expect(name.length).toBeGreaterThan(shown.length + 5);
      await page.context().close();
    });
  }

  it('says Tersimpan and pressed once a job is saved, and Simpan again when unsaved', async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    await freshJobSeeker(page, 'a11y-save', 'Rina Saksono');
    await page.goto(webUrl('/'));
    const slug = await page.locator('a[data-split-job]').first().getAttribute('data-split-job');
    await page.goto(webUrl(`/loker/${slug}`));
    const role = (await page.locator('h1').innerText()).trim();
    const button = page.locator('main [data-saved-job]').first();
    await expect.poll(() => button.getAttribute('aria-pressed'), SLOW).toBe('false');
    // The newest job's title may hold '(' or '+': compare text, not a pattern made of it.
    const prefix = async (text: string) =>
      expect((await accessibleName(button)).slice(0, text.length)).toBe(text);
    await prefix(`Simpan lowongan ${role} di `);

    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed'), SLOW).toBe('true');
    await expect.poll(() => button.getAttribute('aria-busy')).toBe('false');
    await prefix(`Tersimpan: ${role} di `);

    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed'), SLOW).toBe('false');
    await expect.poll(() => button.getAttribute('aria-busy')).toBe('false');
    expect(await accessibleName(button)).toMatch(/^Simpan lowongan /);
    await page.context().close();
  });

  it("names bulk apply's remove buttons by job and company", async () => {
    const page = await newPage(browser, VIEWPORTS.desktop);
    await freshJobSeeker(page, 'a11y-bulk', 'Dimas Prakoso');
    await page.goto(webUrl('/'));
    const toggles = page.locator('[data-bulk-select]');
    await expect.poll(() => toggles.count(), SLOW).toBeGreaterThan(2);
    const bar = page.locator('[data-bulk-apply-bar]');
    // A click before hydration does nothing: check until the bar counts it.
    await expect
      .poll(async () => {
        if (!(await toggles.nth(0).isChecked())) await toggles.nth(0).check();
        return bar.count();
      }, SLOW)
      .toBe(1);
    await toggles.nth(1).check();
    await expect.poll(() => bar.innerText(), SLOW).toContain('2 lowongan dipilih');
    await bar.getByRole('link', { name: 'Tinjau dan lamar' }).click();
    await page.waitForURL((url) => url.pathname === '/loker/bulk-apply');

    const jobs = page.locator('[data-bulk-job]');
    await expect.poll(() => jobs.count(), SLOW).toBe(2);
    const names: string[] = [];
    for (const job of await jobs.all()) {
      const company = (await job.locator('span.block').nth(1).innerText()).trim();
      const name = await accessibleName(job.getByRole('button'));
      // Starts with the word it shows; the job and its company make it one of a kind.
      expect(name.startsWith('Hapus ')).toBe(true);
      expect(name).toContain(` di ${company} `);
      names.push(name);
    }
    expect(new Set(names).size).toBe(2);
    await page.context().close();
  });
});

describe('skip links', () => {
  it('leads from the top of the job search to its results in two Tab presses', async () => {
    const page = await newPage(browser, VIEWPORTS.desktop);
    await page.goto(webUrl('/'));
    await searchPageHydrated(page);
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Langsung ke konten utama');
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Langsung ke hasil lowongan');
    // Shown while focused, on the screen.
    const box = await page.getByRole('link', { name: 'Langsung ke hasil lowongan' }).boundingBox();
    expect(box!.width).toBeGreaterThan(50);
    expect(box!.y).toBeGreaterThanOrEqual(0);

    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).id).toBe('job-results');
    // The next stop is a control of the results (the sort), past the search box and filters.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() =>
        Boolean(document.activeElement?.closest('#job-results')?.contains(document.activeElement)),
      ),
    ).toBe(true);
    await page.context().close();
  });

  it('offers only the skip to content where there are no job results', async () => {
    const page = await newPage(browser, VIEWPORTS.desktop);
    await page.goto(webUrl('/karir'));
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Langsung ke konten utama');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).id).toBe('main-content');
    expect(await page.getByRole('link', { name: 'Langsung ke hasil lowongan' }).count()).toBe(0);
    await page.context().close();
  });
});

describe('focus comes back to what opened it', () => {
  it('Escape and the close button of the phone filter sheet focus the Filter button', async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    await page.goto(webUrl('/'));
    await searchPageHydrated(page);
    const trigger = page.locator('button[aria-haspopup="dialog"]');
    const sheet = page.getByRole('dialog', { name: 'Filter' });

    await trigger.click();
    await expect.poll(() => sheet.isVisible()).toBe(true);
    // Focus moved into the sheet (its close button).
    await expect
      .poll(() => sheet.evaluate((dialog) => dialog.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => sheet.count()).toBe(0);
    await expect.poll(async () => (await focused(page)).popup).toBe('dialog');

    await page.keyboard.press('Enter');
    await expect.poll(() => sheet.isVisible()).toBe(true);
    await sheet.getByRole('button', { name: 'Tutup filter' }).click();
    await expect.poll(() => sheet.count()).toBe(0);
    await expect.poll(async () => (await focused(page)).popup).toBe('dialog');
    await page.context().close();
  });

  it('opens the bell inside the screen at 360 px and keeps focus when it closes or empties', async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    // Seeded with unread notifications (apps/api/seed), and read by no other spec's bell.
    await signInThroughProxy(page, 'siswa2@jenjang.test');
    await page.goto(webUrl('/karir'));
    const bell = page.locator('header button:has([data-bell-label])');
    // A click before hydration does nothing: click until it says it is open.
    await expect
      .poll(async () => {
        if ((await bell.getAttribute('aria-expanded')) !== 'true') await bell.click();
        return bell.getAttribute('aria-expanded');
      }, SLOW)
      .toBe('true');
    // Its id once hydrated (useId may differ from the server's).
    const panel = page.locator(`header [id="${await bell.getAttribute('aria-controls')}"]`);
    await expect.poll(() => panel.isVisible()).toBe(true);
    await panel.locator('[data-notification]').first().waitFor(SLOW);
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await expectNothingOffScreen(page);

    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => panel.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => bell.getAttribute('aria-expanded')).toBe('false');
    expect(await bell.evaluate((button) => button === document.activeElement)).toBe(true);

    // "Mark all read" goes away once used: focus stays in the panel, on its title.
    await page.keyboard.press('Enter');
    const markAll = panel.getByRole('button', { name: 'Tandai semua sudah dibaca' });
    await expect.poll(() => markAll.count(), SLOW).toBe(1);
    await markAll.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => markAll.count()).toBe(0);
    expect((await focused(page)).text).toBe('Notifikasi');
    expect(await bell.getAttribute('aria-expanded')).toBe('true');
    await page.context().close();
  });
});

describe('room on small and wide screens', () => {
  it('shows the first job of the home page without scrolling at 360×740', async () => {
    const page = await newPage(browser, { width: 360, height: 740 });
    await page.goto(webUrl('/'));
    const card = page.locator('main article').first();
    await card.waitFor();
    const box = (await card.boundingBox())!;
    // Above the bottom bar, which covers the last part of the screen.
    // By role: a copy still streaming in Next's hidden container is not the bar a person sees.
    const bar = await page.getByRole('navigation', { name: 'Navigasi cepat' }).boundingBox();
    const visibleBottom = bar ? bar.y : 740;
    expect(box.y + box.height).toBeLessThanOrEqual(visibleBottom);
    await expectNothingOffScreen(page);
    await page.context().close();
  });

  it('fills the right half of the desktop hero with live counts that lead to those jobs', async () => {
    const page = await newPage(browser, VIEWPORTS.desktop);
    await page.goto(webUrl('/'));
    const facts = page.getByRole('region', { name: 'Lowongan dibuka saat ini' });
    await expect.poll(() => facts.isVisible()).toBe(true);
    const box = (await facts.boundingBox())!;
    expect(box.x).toBeGreaterThan(VIEWPORTS.desktop.width / 2);
    // The total is the list's own.
    const total = (await facts.locator('p').first().innerText()).trim();
    expect(await page.locator('#job-results [role="status"]').innerText()).toMatch(/lowongan/);
    expect(total).toMatch(/^\d{1,3}(\.\d{3})*$/);
    // A city's count is what its search finds.
    const city = facts.getByRole('link').first();
    const count = /(\d+) lowongan/.exec(await city.innerText())![1]!;
    await city.click();
    await page.waitForURL((url) => url.searchParams.has('cityIds'));
    await expect
      .poll(() => page.locator('#job-results [role="status"]').innerText(), SLOW)
      .toBe(`${count} lowongan`);
    await page.context().close();
  });

  it('lets the applicant board use the width of the screen at 1280 px', async () => {
    const page = await newPage(browser, VIEWPORTS.desktop);
    await signInThroughProxy(page, 'employer@jenjang.test');
    const jobId = await employerJobWithApplicants(page);
    await page.goto(webUrl(`/employer/jobs/${jobId}/applicants`));
    // The board a person sees: while the page streams, a copy waits in a hidden container.
    const board = page.getByRole('region', { name: 'Papan', exact: true });
    await expect.poll(() => board.isVisible(), SLOW).toBe(true);
    const columns = board.locator('section[aria-labelledby^="col-"]');
    await expect.poll(() => columns.count(), SLOW).toBeGreaterThan(2);
    const boardBox = (await board.boundingBox())!;
    // Wider than the employer area's 1024 px column, within the page's margins.
    expect(boardBox.width).toBeGreaterThan(1150);
    // No empty strip on the right: the columns fill the board or scroll past it.
    const last = (await columns.last().boundingBox())!;
    expect(last.x + last.width).toBeGreaterThanOrEqual(boardBox.x + boardBox.width - 1);
    for (const column of await columns.all()) {
      expect((await column.boundingBox())!.width).toBeGreaterThanOrEqual(240);
    }
    // The funnel's steps and the board scroll sideways: both take focus and have a name.
    for (const region of [page.getByLabel('Pelamar per tahap'), board]) {
      expect(await region.getAttribute('tabindex')).toBe('0');
    }
    await page.context().close();
  });
});

/** A job of the seeded employer's company with applicants (a seeded student applied to it). */
async function employerJobWithApplicants(employerPage: Page): Promise<string> {
  const student = await newPage(browser);
  await signInThroughProxy(student, 'siswa@jenjang.test');
  const mine = await student.request.get(webUrl('/api/v1/job-portal/me/application?limit=100'));
  const docs = ((await mine.json()) as { data: { docs: { job: { id: string } }[] } }).data.docs;
  await student.context().close();
  for (const doc of docs) {
    const pipeline = await employerPage.request.get(
      webUrl(`/api/v1/job-portal/employer/job/${doc.job.id}/pipeline`),
    );
    if (pipeline.status() === 200) return doc.job.id;
  }
  throw new Error('no job of the employer’s company among the student’s applications');
}
