// Mentoring, the mentee's side (issue 14): a new job seeker finds the seeded mentor, books a free
// time, sees it waiting, then (after the mentor approves through the API) upcoming with the time
// in WIB and, from a browser in Makassar, WITA beside it; the mentor proposes another time and
// the student accepts it on /mentoring/my-session. The card says when the join link opens (its
// page says it is not open yet), downloads the calendar file, and the reschedule form offers
// every day with a free time. The seeded student completes a session that
// has ended and reviews it; the review shows on the mentor's reviews page.
import { formatMentoringTimeRange } from '@jenjang/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchAccessibility } from '../fixtures/axe';
import { launchBrowser, VIEWPORTS, webUrl } from '../fixtures/browser';
import {
  bookFirstFreeSlot,
  mentoringGet,
  mentoringPatch,
  type SessionDoc,
  type Slot,
} from '../fixtures/mentoring';
import { freshJobSeeker, signInThroughProxy } from '../fixtures/session';

const MENTOR = 'mentor@jenjang.test';
const STUDENT = 'siswa@jenjang.test';
const ZONE = 'Asia/Makassar';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

/** A page whose browser says it is in Makassar (WITA, an hour ahead of WIB). */
async function pageInMakassar(width: number = VIEWPORTS.desktop.width): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: 'id-ID',
    timezoneId: ZONE,
  });
  return watchAccessibility(await context.newPage());
}

const inMakassar = (startsAt: string, endsAt: string) =>
  formatMentoringTimeRange(startsAt, endsAt, { locale: 'idn', viewerTimeZone: ZONE });

describe('booking a mentor', () => {
  it('finds, books, waits, is approved, moves to a new time', { timeout: 120_000 }, async () => {
    const mentorPage = await pageInMakassar();
    await signInThroughProxy(mentorPage, MENTOR);
    const mentorApi = mentorPage.request;
    const me = await mentoringGet<{ data: { id: string; slug: string; name: string } }>(
      mentorApi,
      'mentor/me',
    );

    const page = await pageInMakassar(VIEWPORTS.mobile.width);
    const name = 'Putri Ayu Lestari';
    await freshJobSeeker(page, 'mentee', name);

    // Find the mentor by name on /mentoring and open the profile.
    await page.goto(webUrl(`/mentoring?q=${encodeURIComponent(me.data.name)}`));
    const card = page.locator(`[data-mentor="${me.data.slug}"]`);
    await expect.poll(() => card.count()).toBe(1);
    await card.getByRole('link', { name: me.data.name }).click();
    await page.waitForURL(`**/mentoring/${me.data.slug}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(me.data.name);

    // Book the first free time.
    await page.locator('[data-book-mentor]').first().click();
    const modal = page.locator('[data-booking-modal]');
    await expect.poll(() => modal.count()).toBe(1);
    await expect
      .poll(() => modal.locator('[data-slot-picker] label').filter({ hasText: 'WIB' }).count())
      .toBeGreaterThan(0);
    const startsAt = await bookFirstFreeSlot(modal);
    await expect.poll(() => modal.locator('[data-booked]').count()).toBe(1);
    await page.keyboard.press('Escape');

    // Waiting for the mentor, with the time in WIB and WITA beside it.
    const mine = await mentoringGet<{ data: { docs: SessionDoc[] } }>(
      page.request,
      'session/list?as=mentee&group=pending',
    );
    const booked = mine.data.docs.find((s) => s.time?.startsAt === startsAt);
    expect(booked, 'the booked session').toBeDefined();
    const session = booked!;
    const expected = inMakassar(session.time!.startsAt, session.time!.endsAt);
    expect(expected).toMatch(/WIB \(.*WITA/);
    await page.goto(webUrl('/mentoring/my-session?group=pending'));
    const pendingCard = page.locator(`[data-session="${session.id}"]`);
    await expect
      .poll(() => pendingCard.locator('[data-session-status]:visible').textContent())
      .toBe('Menunggu mentor');
    await expect
      .poll(() => pendingCard.locator('[data-session-time]').textContent())
      .toBe(expected);

    // The mentor approves (through the API, as the mentor area's page would).
    await mentoringPatch(mentorApi, `session/one/approve?id_eq=${session.id}`, {});
    await page.goto(webUrl('/mentoring/my-session'));
    const upcoming = page.locator(`[data-session="${session.id}"]`);
    await expect
      .poll(() => upcoming.locator('[data-session-status]:visible').textContent())
      .toBe('Terkonfirmasi');
    await expect.poll(() => upcoming.locator('[data-session-time]').textContent()).toBe(expected);

    // The join link says when the room opens, and before then its page says so (issue 22).
    expect(await upcoming.locator('[data-join-hint]').textContent()).toBe(
      'Ruang pertemuan terbuka 15 menit sebelum sesi dimulai, sampai sesi selesai.',
    );
    const calendar = await page.request.get(
      webUrl(String(await upcoming.locator('[data-calendar-file]').getAttribute('href'))),
    );
    expect(calendar.status()).toBe(200);
    expect(calendar.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = await calendar.text();
    expect(ics).toContain(`UID:${session.id}`);
    expect(ics).toContain(
      `DTSTART:${session.time!.startsAt.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`,
    );
    const joinPath = String(await upcoming.locator('[data-join-link]').getAttribute('href'));
    await page.goto(webUrl(joinPath));
    await expect.poll(() => page.locator('[data-join-state="early"]').count()).toBe(1);
    expect(await page.locator('h1').textContent()).toBe('Ruang pertemuan belum dibuka');
    await page.goto(webUrl('/mentoring/my-session'));

    // Another time: the form offers every day with a time free for both, from the session's own
    // list (not the one slot it used to suggest).
    const times = await mentoringGet<{ data: { docs: (Slot & { date: string })[] } }>(
      page.request,
      `session/one/reschedule-times?id_eq=${session.id}`,
    );
    const days = new Set(times.data.docs.map((slot) => slot.date));
    expect(times.data.docs.length, 'free times to move to').toBeGreaterThan(1);
    await upcoming.locator('[data-action="proposeReschedule"]').click();
    const form = upcoming.locator('[data-reschedule-form]');
    await expect
      .poll(() => form.locator('[data-slot-picker] input[type="radio"][name$="-day"]').count())
      .toBe(days.size);
    await form.getByRole('button', { name: 'Tutup' }).click();

    // The mentor proposes another free time; the student accepts it.
    const free = await mentoringGet<{ data: { slots: Slot[] } }>(
      mentorApi,
      `mentor/one/availability?mentorId_eq=${me.data.id}`,
    );
    const later = free.data.slots.find(
      (slot) =>
        new Date(slot.startsAt).getTime() >= new Date(session.time!.endsAt).getTime() + 3_600_000,
    );
    expect(later, 'a later free time').toBeDefined();
    await mentoringPatch(mentorApi, `session/one/reschedule?id_eq=${session.id}`, {
      action: 'propose',
      startsAt: later!.startsAt,
      reason: 'Ada rapat mendadak di kantor.',
    });
    await page.reload();
    const moved = inMakassar(later!.startsAt, later!.endsAt);
    await expect
      .poll(() => upcoming.locator('[data-session-status]:visible').textContent())
      .toBe('Ada usulan waktu baru');
    await expect.poll(() => upcoming.locator('[data-reschedule-time]').textContent()).toBe(moved);
    await upcoming.locator('[data-action="acceptReschedule"]').click();
    await expect.poll(() => upcoming.locator('[data-action-done]').count()).toBe(1);
    await page.reload();
    await expect
      .poll(() => upcoming.locator('[data-session-status]:visible').textContent())
      .toBe('Terkonfirmasi');
    await expect.poll(() => upcoming.locator('[data-session-time]').textContent()).toBe(moved);

    await page.context().close();
    await mentorPage.context().close();
  });
});

describe('after a session', () => {
  it('the seeded student reviews it and the review shows on the mentor’s page', async () => {
    const page = await pageInMakassar();
    await signInThroughProxy(page, STUDENT);
    const past = await mentoringGet<{ data: { docs: SessionDoc[] } }>(
      page.request,
      'session/list?as=mentee&group=past&limit=50',
    );
    const target = past.data.docs.find(
      (s) => s.allowedActions.includes('complete') || s.allowedActions.includes('review'),
    );
    expect(target, 'a past session to complete or review').toBeDefined();
    const action = target!.allowedActions.includes('complete') ? 'complete' : 'review';

    await page.goto(webUrl('/mentoring/my-session?group=past'));
    const card = page.locator(`[data-session="${target!.id}"]`);
    await card.locator(`[data-action="${action}"]`).click();
    const form = card.locator('[data-review-form]');
    // Sending without a rating says what is missing and sends nothing.
    await form.getByRole('button', { name: 'Kirim ulasan' }).click();
    await expect.poll(() => form.getByText('Pilih rating dari 1 sampai 5.').count()).toBe(1);
    await form.locator('label').filter({ hasText: '4 bintang' }).click();
    const comment = `Sesi yang sangat membantu, terima kasih (${Date.now()}).`;
    await form.getByLabel('Apa yang sudah baik, apa yang bisa lebih baik?').fill(comment);
    await form.getByRole('button', { name: 'Kirim ulasan' }).click();
    await expect.poll(() => card.locator('[data-action-done]').count()).toBe(1);

    await page.goto(webUrl(`/mentoring/${target!.mentor.slug}/reviews`));
    const review = page.locator('[data-review]').filter({ hasText: comment });
    await expect.poll(() => review.count()).toBe(1);
    await expect.poll(() => review.getByText('Rating 4 dari 5').count()).toBe(1);
    await page.context().close();
  });
});
