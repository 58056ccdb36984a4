// The session jobs (decision 023) against a real SMTP server on loopback: reminders 24 h and 1 h
// before, each once even when the job runs twice, with an .ics whose SEQUENCE follows the
// session's version (a reschedule is reminded again); the calendar of a cancellation; the
// mentor's notice of an expiring request; expiry; auto-completion 72 h after the end (the mentee
// asked for a review); the notices of a no-show, a withdrawn time and a review.
import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mentoringJobs } from '../../background-jobs';
import { createSmtpMailer } from '../../platform/mailer';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startSmtpCapture, type SmtpCapture } from '../auth/test-support';
import {
  HOUR,
  M,
  MONDAY_0800_WIB,
  act,
  book,
  mentee,
  mentor,
  movableClock,
  notificationsOf,
  sessionInDb,
  signInAgain,
  wib,
  world,
  type Person,
  type World,
} from './session-test-kit';

let smtp: SmtpCapture;
let t: TestApp;
let w: World;
let rina: Awaited<ReturnType<typeof mentor>>;
let ani: Person;
const clock = movableClock(MONDAY_0800_WIB);
let runJob: (name: string) => Promise<unknown>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ clock, env: { SMTP_URL: smtp.url } });
  w = await world(t, clock);
  rina = await mentor(t, { name: 'Rina Santoso' });
  ani = await mentee(t, 'Ani Wijaya');
  const mailer = createSmtpMailer({ smtpUrl: smtp.url, from: t.config.mail.from });
  const jobs = mentoringJobs({
    db: t.database.db,
    clock,
    mailer,
    config: t.config,
    jobs: t.jobs,
  });
  runJob = async (name) => {
    const job = jobs.find((j) => j.name === name);
    if (!job) throw new Error(`no job ${name}`);
    return job.handle({} as never);
  };
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** Waits until the outbox has delivered everything the requests and jobs so far handed on. */
const settled = () => t.jobsDone();

const mailsTo = (address: string, subject: RegExp) =>
  smtp.messages.filter(
    (m) =>
      [m.to]
        .flat()
        .some((to) => to?.value.some((a) => a.address?.toLowerCase() === address.toLowerCase())) &&
      subject.test(m.subject ?? ''),
  );

function calendarOf(mail: ParsedMail) {
  const ics = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  if (!ics) throw new Error(`no .ics in "${mail.subject}"`);
  const calendar = new ICAL.Component(ICAL.parse(ics.content.toString('utf8')));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    status: event.getFirstPropertyValue('status'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    location: event.getFirstPropertyValue('location'),
  };
}

async function at(instant: Date) {
  clock.set(instant);
  await signInAgain(t, rina, ani);
}

describe('reminders', () => {
  let id: string;

  it('sends the approval with an .ics to both (REQUEST, UID = session, SEQUENCE = version)', async () => {
    id = await book(w, ani, rina, wib(2, '09:00'));
    await act(w, rina, 'session/one/approve', id, {});
    await smtp.nextMailTo(ani.email);
    await settled();
    const [approved] = mailsTo(ani.email, /dikonfirmasi/);
    expect(approved?.text).toContain(
      'Sesi mentoring tentang Review CV dengan Rina Santoso dikonfirmasi: 01 Des 2026, 09:00 WIB.',
    );
    const cal = calendarOf(approved!);
    expect(cal).toMatchObject({
      method: 'REQUEST',
      uid: id,
      sequence: 1,
      status: 'CONFIRMED',
      start: wib(2, '09:00').toISOString(),
    });
    expect(String(cal.location)).toMatch(/\/mentoring\/join\//);
    expect(calendarOf(mailsTo(rina.email, /dikonfirmasi/)[0]!)).toMatchObject({
      uid: id,
      sequence: 1,
    });
  });

  it('reminds both 24 h before, once, even when the job runs twice', async () => {
    await at(new Date(wib(2, '09:00').getTime() - 23 * HOUR));
    expect(await runJob('mentoring.send-reminders')).toEqual({ sent: 1 });
    expect(await runJob('mentoring.send-reminders')).toEqual({ sent: 0 });
    await settled();
    for (const who of [ani, rina]) {
      const reminders = mailsTo(who.email, /Pengingat/);
      expect(reminders.length, who.email).toBe(1);
      expect(calendarOf(reminders[0]!)).toMatchObject({ uid: id, sequence: 1, method: 'REQUEST' });
    }
    expect(
      (await notificationsOf(w, ani.id)).filter((n) => n.type === 'mentoringSessionReminder')
        .length,
    ).toBe(1);
  });

  it('reminds again after a reschedule, with the next SEQUENCE', async () => {
    await act(w, rina, 'session/one/reschedule', id, {
      action: 'propose',
      startsAt: wib(2, '11:15').toISOString(),
      reason: 'Pagi saya ada rapat.',
    });
    await act(w, ani, 'session/one/reschedule', id, { action: 'accept' });
    expect(await sessionInDb(w, id)).toMatchObject({ version: 2 });
    await settled();
    expect(calendarOf(mailsTo(rina.email, /dijadwalkan ulang/)[0]!)).toMatchObject({
      sequence: 2,
      start: wib(2, '11:15').toISOString(),
    });
    await at(new Date(wib(2, '11:15').getTime() - 23 * HOUR));
    await runJob('mentoring.send-reminders');
    await runJob('mentoring.send-reminders');
    await settled();
    const reminders = mailsTo(ani.email, /Pengingat/);
    expect(reminders.map((m) => calendarOf(m).sequence)).toEqual([1, 2]);
  });

  it('reminds 1 h before, once', async () => {
    await at(new Date(wib(2, '11:15').getTime() - 50 * 60_000));
    await runJob('mentoring.send-reminders');
    await runJob('mentoring.send-reminders');
    await settled();
    expect(mailsTo(rina.email, /Pengingat/).length).toBe(3);
    expect(mailsTo(ani.email, /Pengingat/).length).toBe(3);
  });

  it('withdraws the calendar entry on cancel (METHOD:CANCEL, STATUS:CANCELLED, next SEQUENCE)', async () => {
    const res = await act(w, rina, 'session/one/cancel', id, { reason: 'Saya mendadak sakit.' });
    expect(res.statusCode).toBe(200);
    await settled();
    const [cancelled] = mailsTo(ani.email, /dibatalkan/);
    expect(calendarOf(cancelled!)).toMatchObject({
      method: 'CANCEL',
      status: 'CANCELLED',
      uid: id,
      sequence: 3,
    });
    expect(cancelled!.text).toContain('Alasan: Saya mendadak sakit.');
  });
});

describe('expiry and completion', () => {
  it('warns the mentor of a request about to expire, once, then expires it and tells the mentee', async () => {
    await at(MONDAY_0800_WIB);
    const budi = await mentee(t, 'Budi Setiawan');
    const id = await book(w, budi, rina, wib(4, '09:00'));
    await at(new Date(wib(4, '09:00').getTime() - 6 * HOUR));
    expect(await runJob('mentoring.warn-expiring-requests')).toEqual({ warned: 1 });
    expect(await runJob('mentoring.warn-expiring-requests')).toEqual({ warned: 0 });
    expect(await runJob('mentoring.expire-sessions')).toEqual({ expired: 0 });
    await at(wib(4, '09:00'));
    expect(await runJob('mentoring.expire-sessions')).toEqual({ expired: 1 });
    expect(await runJob('mentoring.expire-sessions')).toEqual({ expired: 0 });
    expect(await sessionInDb(w, id)).toMatchObject({ status: 'expired', events: 2 });
    expect((await notificationsOf(w, budi.id)).map((n) => n.type)).toEqual([
      'mentoringSessionExpired',
    ]);
    expect(
      (await notificationsOf(w, rina.id)).filter((n) => n.type === 'mentoringRequestExpiring')
        .length,
    ).toBe(1);
    await settled();
    expect(mailsTo(budi.email, /kedaluwarsa/).length).toBe(1);
  });

  it('completes a confirmed session 72 h after its end, not before, unless someone did not come', async () => {
    await at(MONDAY_0800_WIB);
    const citra = await mentee(t, 'Citra Lestari');
    const dedi = await mentee(t, 'Dedi Kurniawan');
    const kept = await book(w, citra, rina, wib(3, '09:00'));
    const absent = await book(w, dedi, rina, wib(3, '10:30'));
    await act(w, rina, 'session/one/approve', kept, {});
    await act(w, rina, 'session/one/approve', absent, {});
    await at(wib(3, '10:40'));
    await signInAgain(t, dedi);
    expect(
      (await act(w, dedi, 'session/one/attendance', absent, { attended: false })).statusCode,
    ).toBe(200);
    await at(new Date(wib(3, '09:45').getTime() + 71 * HOUR));
    expect(await runJob('mentoring.complete-sessions')).toEqual({ completed: 0 });
    await at(new Date(wib(3, '09:45').getTime() + 72 * HOUR));
    expect(await runJob('mentoring.complete-sessions')).toEqual({ completed: 1 });
    expect(await runJob('mentoring.complete-sessions')).toEqual({ completed: 0 });
    expect((await sessionInDb(w, kept)).status).toBe('completed');
    expect((await sessionInDb(w, absent)).status).toBe('noShow');
    await settled();
    // The mentor Dedi reported absent is told once, in Indonesian, with how to dispute it.
    const noShowNotices = (await notificationsOf(w, rina.id)).filter(
      (n) => n.type === 'mentoringNoShowRecorded',
    );
    expect(noShowNotices).toMatchObject([{ mentoringSessionId: absent }]);
    const [noShowMail, ...moreNoShow] = mailsTo(rina.email, /tercatat tidak hadir/);
    expect(moreNoShow).toEqual([]);
    expect(noShowMail?.text).toContain(
      'Dedi Kurniawan mencatat bahwa kamu tidak hadir di sesi mentoring tentang Review CV pada 02 Des 2026, 10:30 WIB.',
    );
    expect(noShowMail?.text).toContain('hubungi tim dukungan Jenjang');
    expect(mailsTo(dedi.email, /tidak hadir/)).toEqual([]);
    // The job ran twice; Citra is asked once for a review, the mentor hears nothing of it.
    expect(
      (await notificationsOf(w, citra.id)).filter((n) => n.type === 'mentoringSessionCompleted'),
    ).toMatchObject([{ mentoringSessionId: kept, params: { recipientRole: 'mentee' } }]);
    const [askMail, ...moreAsk] = mailsTo(citra.email, /Sesi mentoring selesai/);
    expect(moreAsk).toEqual([]);
    expect(askMail?.text).toContain('Beri nilai dan ulasan untuk sesi ini');
    expect(mailsTo(rina.email, /Sesi mentoring selesai/)).toEqual([]);
  });
});

describe('notices without a calendar', () => {
  it('tells the other side, once and in its language, of a withdrawn time and of the review', async () => {
    await at(MONDAY_0800_WIB);
    const fajar = await mentee(t, 'Fajar Nugroho');
    const english = { 'x-locale': 'en' };
    const id = await book(w, fajar, rina, wib(5, '09:00'));
    await t.database.db.execute(
      sql`UPDATE mentoring_sessions SET mentee_locale = 'en' WHERE id = ${id}::uuid`,
    );
    await act(w, rina, 'session/one/approve', id, {});
    await act(w, rina, 'session/one/reschedule', id, {
      action: 'propose',
      startsAt: wib(5, '11:15').toISOString(),
      reason: 'Ada rapat.',
    });
    const withdrawn = await act(w, rina, 'session/one/reschedule', id, { action: 'withdraw' });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    await settled();
    const [withdrawnMail, ...moreWithdrawn] = mailsTo(fajar.email, /^Proposed time withdrawn/);
    expect(moreWithdrawn).toEqual([]);
    expect(withdrawnMail?.text).toContain(
      'Rina Santoso withdrew the proposed new time. The session stays on',
    );
    expect(mailsTo(rina.email, /ditarik kembali|withdrawn/)).toEqual([]);

    await at(wib(5, '10:00'));
    await signInAgain(t, fajar);
    const completed = await w.call(
      'PATCH',
      `${M}/session-completion-status/one?id_eq=${id}`,
      fajar.token,
      { rating: 4, comment: 'Very practical.' },
      english,
    );
    expect(completed.statusCode, completed.body).toBe(200);
    await settled();
    expect(
      (await notificationsOf(w, rina.id)).filter(
        (n) => n.type === 'mentoringSessionCompleted' && n.mentoringSessionId === id,
      ),
    ).toMatchObject([{ params: { recipientRole: 'mentor', rating: 4 } }]);
    const [reviewMail, ...moreReview] = mailsTo(rina.email, /Sesi mentoring selesai/);
    expect(moreReview).toEqual([]);
    expect(reviewMail?.text).toContain(
      'Fajar Nugroho menilai sesi mentoring tentang Review CV pada 04 Des 2026, 09:00 WIB: 4/5.',
    );
    expect(mailsTo(fajar.email, /completed/)).toEqual([]);
  });
});

describe('join links', () => {
  it('open the join page in each recipient’s language', async () => {
    await at(MONDAY_0800_WIB);
    const eka = await mentee(t, 'Eka Putri');
    const id = await book(w, eka, rina, wib(4, '09:00'));
    await t.database.db.execute(
      sql`UPDATE mentoring_sessions SET mentee_locale = 'en' WHERE id = ${id}::uuid`,
    );
    await act(w, rina, 'session/one/approve', id, {});
    await settled();
    const locationFor = (email: string) =>
      String(
        smtp.messages
          .filter((m) => [m.to].flat().some((to) => to?.value.some((a) => a.address === email)))
          .filter((m) => m.attachments.some((a) => a.contentType.startsWith('text/calendar')))
          .map((m) => calendarOf(m))
          .find((cal) => cal.uid === id)?.location,
      );
    expect(locationFor(eka.email)).toMatch(/^https?:\/\/[^/]+\/en\/mentoring\/join\/[^/]+$/);
    expect(locationFor(rina.email)).toMatch(/^https?:\/\/[^/]+\/mentoring\/join\/[^/]+$/);
  });
});
