// Every action on a session and the state it leads to (decision 023): approve, reject, cancel
// (with the mentee's cut-off), reschedule (propose, accept, decline, withdraw, a taken time),
// attendance, completion with a review, the join link; lost races answer 409.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  HOUR,
  M,
  MINUTE,
  MONDAY_0800_WIB,
  act,
  book,
  mentee,
  mentor,
  movableClock,
  notificationsOf,
  sessionInDb,
  signInAgain,
  slotBody,
  wib,
  world,
  type Person,
  type World,
} from './session-test-kit';

let t: TestApp;
let w: World;
let rina: Awaited<ReturnType<typeof mentor>>;
let dimas: Awaited<ReturnType<typeof mentor>>;
const people: Person[] = [];
const clock = movableClock(MONDAY_0800_WIB);

async function newMentee(name: string): Promise<Person> {
  const person = await mentee(t, name);
  people.push(person);
  return person;
}

/** Moves the clock and signs everyone in again (access tokens follow the clock). */
async function at(instant: Date) {
  clock.set(instant);
  await signInAgain(t, rina, dimas, ...people);
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  w = await world(t, clock);
  rina = await mentor(t, { name: 'Rina Santoso' });
  dimas = await mentor(t, {
    name: 'Dimas Pratama',
    acceptsCustomRequests: true,
    sessionMinutes: 60,
  });
});
beforeEach(async () => {
  people.length = 0; // each test signs in again only the mentees it made
  await at(MONDAY_0800_WIB);
});
afterAll(async () => t.close());

describe('approve and reject', () => {
  it('approves a pending booking: approved, a meeting link, the mentee told', async () => {
    const ani = await newMentee('Ani Wijaya');
    const id = await book(w, ani, rina, wib(2, '09:00'));
    const res = await act(w, rina, 'session/one/approve', id, {});
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json().data;
    expect(s).toMatchObject({ status: 'approved', viewerRole: 'mentor', expiresAt: null });
    // The room itself is not handed out two days early: only the join page and its window.
    expect(s.meeting).toMatchObject({
      url: null,
      opensAt: new Date(wib(2, '09:00').getTime() - 15 * MINUTE).toISOString(),
      closesAt: wib(2, '09:45').toISOString(),
    });
    expect(s.allowedActions).toEqual(['cancel', 'proposeReschedule']);
    const seen = await w.call('GET', `${M}/session/one?id_eq=${id}`, ani.token);
    expect(seen.json().data.meeting.joinPath).toBe(s.meeting.joinPath);
    expect((await notificationsOf(w, ani.id)).map((n) => n.type)).toEqual([
      'mentoringSessionApproved',
    ]);
    expect(await sessionInDb(w, id)).toMatchObject({ status: 'approved', events: 2 });
    // A second approval lost the race (or came late): nothing to approve any more.
    const again = await act(w, rina, 'session/one/approve', id, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().messageId).toBe('SESSION_ACTION_NOT_ALLOWED');
  });

  it('lets only the mentor approve or reject; the reason reaches the mentee', async () => {
    const budi = await newMentee('Budi Setiawan');
    const id = await book(w, budi, rina, wib(2, '09:45'));
    expect((await act(w, budi, 'session/one/approve', id, {})).statusCode).toBe(409);
    const short = await act(w, rina, 'session/one/reject', id, { reason: 'x' });
    expect(short.statusCode).toBe(400);
    const res = await act(w, rina, 'session/one/reject', id, {
      reason: 'Jadwal saya bentrok dengan rapat kantor.',
    });
    expect(res.statusCode).toBe(200);
    const seen = (await w.call('GET', `${M}/session/one?id_eq=${id}`, budi.token)).json().data;
    expect(seen).toMatchObject({
      status: 'rejected',
      rejectReason: 'Jadwal saya bentrok dengan rapat kantor.',
      allowedActions: [],
    });
    const [notice] = await notificationsOf(w, budi.id);
    expect(notice).toMatchObject({
      type: 'mentoringSessionRejected',
      params: { reason: 'Jadwal saya bentrok dengan rapat kantor.' },
    });
    // The slot is free again.
    expect(
      (await w.call('POST', `${M}/session/one`, budi.token, slotBody(rina, wib(2, '09:45'))))
        .statusCode,
    ).toBe(201);
  });
});

describe('cancel', () => {
  it("keeps the mentee's cut-off before an approved session; the mentor may still cancel", async () => {
    const citra = await newMentee('Citra Lestari');
    const id = await book(w, citra, rina, wib(3, '09:00'));
    await act(w, rina, 'session/one/approve', id, {});
    await at(new Date(wib(3, '09:00').getTime() - 11 * HOUR)); // Tuesday 22:00 WIB
    const late = await act(w, citra, 'session/one/cancel', id, { reason: 'Ada ujian mendadak.' });
    expect(late.statusCode).toBe(409);
    expect(late.json().messageId).toBe('MENTORING_CANCEL_CUTOFF');
    expect(late.json().message).toContain('12 jam');
    expect((await sessionInDb(w, id)).status).toBe('approved');
    const byMentor = await act(w, rina, 'session/one/cancel', id, {
      reason: 'Saya sakit, mohon maaf.',
    });
    expect(byMentor.statusCode).toBe(200);
    expect(byMentor.json().data).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'mentor',
      meeting: null,
    });
    expect(await sessionInDb(w, id)).toMatchObject({ status: 'cancelled', version: 2 });
  });

  it('lets a mentee cancel before the cut-off and a pending booking any time before it starts', async () => {
    const dedi = await newMentee('Dedi Kurniawan');
    const approved = await book(w, dedi, rina, wib(3, '09:45'));
    await act(w, rina, 'session/one/approve', approved, {});
    const pending = await book(w, dedi, rina, wib(3, '10:30'));
    await at(new Date(wib(3, '09:45').getTime() - 13 * HOUR));
    expect(
      (await act(w, dedi, 'session/one/cancel', approved, { reason: 'Berhalangan hadir.' }))
        .statusCode,
    ).toBe(200);
    await at(new Date(wib(3, '10:30').getTime() - HOUR));
    const res = await act(w, dedi, 'session/one/cancel', pending, { reason: 'Berhalangan hadir.' });
    expect(res.statusCode).toBe(200);
    expect(
      (await notificationsOf(w, rina.id)).filter((n) => n.type === 'mentoringSessionCancelled')
        .length,
    ).toBe(2);
  });
});

describe('reschedule', () => {
  it('propose then accept: the new time, version + 1, a new link; the old one answers "moved"', async () => {
    const eka = await newMentee('Eka Putri');
    const id = await book(w, eka, rina, wib(4, '09:00'));
    const approved = (await act(w, rina, 'session/one/approve', id, {})).json().data;
    const oldToken = approved.meeting.joinPath.split('/').pop();
    const proposed = await act(w, eka, 'session/one/reschedule', id, {
      action: 'propose',
      startsAt: wib(5, '10:30').toISOString(),
      reason: 'Ada kuliah pengganti di jam itu.',
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(proposed.json().data).toMatchObject({
      status: 'rescheduleRequested',
      reschedule: { proposedBy: 'mentee', time: { date: '2026-12-04', startTime: '10:30' } },
      allowedActions: ['cancel', 'withdrawReschedule'],
    });
    // The old time still holds: nobody else can take it.
    const other = await newMentee('Fajar Nugroho');
    expect(
      (await w.call('POST', `${M}/session/one`, other.token, slotBody(rina, wib(4, '09:00'))))
        .statusCode,
    ).toBe(409);
    const mentorView = (await w.call('GET', `${M}/session/one?id_eq=${id}`, rina.token)).json()
      .data;
    expect(mentorView.allowedActions).toEqual(['cancel', 'acceptReschedule', 'declineReschedule']);
    const accepted = await act(w, rina, 'session/one/reschedule', id, { action: 'accept' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({
      status: 'approved',
      version: 2,
      reschedule: null,
      time: { startTime: '10:30' },
    });
    const newToken = accepted.json().data.meeting.joinPath.split('/').pop();
    expect(newToken).not.toBe(oldToken);
    const moved = await w.call('GET', `${M}/session/join?token_eq=${oldToken}`, eka.token);
    expect(moved.json().data).toMatchObject({ state: 'moved', sessionId: id, meetingUrl: null });
    const early = await w.call('GET', `${M}/session/join?token_eq=${newToken}`, eka.token);
    expect(early.json().data).toMatchObject({
      state: 'early',
      sessionId: id,
      meetingUrl: null,
      opensAt: new Date(wib(5, '10:30').getTime() - 15 * MINUTE).toISOString(),
    });
    expect(
      (await w.call('GET', `${M}/session/join?token_eq=${newToken}`, other.token)).statusCode,
    ).toBe(404);
    // The old time is free again.
    expect(
      (await w.call('POST', `${M}/session/one`, other.token, slotBody(rina, wib(4, '09:00'))))
        .statusCode,
    ).toBe(201);
    expect((await notificationsOf(w, eka.id)).map((n) => n.type).sort()).toEqual([
      'mentoringSessionApproved',
      'mentoringSessionRescheduled',
    ]);
  });

  it('the join link opens the room from 15 minutes before the start until the end', async () => {
    const hana = await newMentee('Hana Kusuma');
    const id = await book(w, hana, rina, wib(3, '11:15'));
    const token = (await act(w, rina, 'session/one/approve', id, {}))
      .json()
      .data.meeting.joinPath.split('/')
      .pop();
    const join = () => w.call('GET', `${M}/session/join?token_eq=${token}`, hana.token);
    const seen = async () =>
      (await w.call('GET', `${M}/session/one?id_eq=${id}`, hana.token)).json().data.meeting;

    await at(new Date(wib(3, '11:15').getTime() - 16 * MINUTE));
    expect((await join()).json().data).toMatchObject({ state: 'early', meetingUrl: null });
    expect((await seen()).url).toBeNull();

    await at(new Date(wib(3, '11:15').getTime() - 15 * MINUTE));
    const live = (await join()).json().data;
    expect(live.state).toBe('live');
    expect(live.meetingUrl).toMatch(/^https:\/\/meet\.jit\.si\/Jenjang-[0-9a-f]{24}$/);
    expect((await seen()).url).toBe(live.meetingUrl);

    await at(wib(3, '12:00'));
    expect((await join()).json().data).toMatchObject({ state: 'ended', meetingUrl: null });
    expect((await seen()).url).toBeNull();
  });

  it('offers every free time to move to, the same to both parties, and no double booking', async () => {
    // Tuesday and Wednesday mornings, hour-long sessions, a three-day booking window.
    const sari = await mentor(t, {
      name: 'Sari Wulandari',
      sessionMinutes: 60,
      bookingWindowDays: 3,
      weekly: [2, 3].map((weekday) => ({ weekday, startTime: '09:00', endTime: '12:00' })),
    });
    const joko = await newMentee('Joko Susilo');
    const lina = await newMentee('Lina Marlina');
    const id = await book(w, joko, sari, wib(2, '09:00'));
    await act(w, sari, 'session/one/approve', id, {});
    await book(w, lina, sari, wib(3, '10:00')); // the mentor is busy then
    const tono = await mentor(t, { name: 'Tono Hartono' });
    await book(w, joko, tono, wib(3, '11:15')); // and the mentee with another mentor
    const times = async (who: Person) => {
      const res = await w.call('GET', `${M}/session/one/reschedule-times?id_eq=${id}`, who.token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as {
        docs: { date: string; startTime: string }[];
        durationMinutes: number;
      };
    };
    const forMentor = await times(sari);
    expect(forMentor.durationMinutes).toBe(60);
    expect(forMentor.docs.map((d) => `${d.date} ${d.startTime}`)).toEqual([
      '2026-12-01 10:00',
      '2026-12-01 11:00',
      '2026-12-02 09:00',
    ]);
    expect(await times(joko)).toEqual(forMentor);

    // A time left out is refused; one offered is taken.
    const propose = (who: Person, at: Date) =>
      act(w, who, 'session/one/reschedule', id, {
        action: 'propose',
        startsAt: at.toISOString(),
        reason: 'Ada jadwal kuliah pengganti.',
      });
    expect((await propose(joko, wib(3, '10:00'))).statusCode).toBe(409);
    expect((await propose(joko, wib(3, '11:00'))).statusCode).toBe(409);
    const proposed = await propose(joko, wib(2, '11:00'));
    expect(proposed.statusCode, proposed.body).toBe(200);
    // With a proposal waiting, neither side is offered another.
    expect((await times(sari)).docs).toEqual([]);
    expect((await times(joko)).docs).toEqual([]);
  });

  it('decline keeps the old time; withdraw by the proposer too', async () => {
    const gita = await newMentee('Gita Maharani');
    const id = await book(w, gita, rina, wib(4, '10:30'));
    await act(w, rina, 'session/one/approve', id, {});
    const propose = {
      action: 'propose',
      startsAt: wib(5, '11:15').toISOString(),
      reason: 'Saya ada rapat mendadak.',
    };
    expect((await act(w, rina, 'session/one/reschedule', id, propose)).statusCode).toBe(200);
    expect(
      (await act(w, rina, 'session/one/reschedule', id, { action: 'accept' })).statusCode,
    ).toBe(409);
    const declined = await act(w, gita, 'session/one/reschedule', id, {
      action: 'decline',
      reason: 'Jumat saya tidak bisa.',
    });
    expect(declined.json().data).toMatchObject({
      status: 'approved',
      version: 1,
      time: { date: '2026-12-03', startTime: '10:30' },
    });
    expect(
      (await notificationsOf(w, rina.id)).some((n) => n.type === 'mentoringRescheduleDeclined'),
    ).toBe(true);
    expect((await act(w, rina, 'session/one/reschedule', id, propose)).statusCode).toBe(200);
    expect(
      (await act(w, gita, 'session/one/reschedule', id, { action: 'withdraw' })).statusCode,
    ).toBe(409);
    const withdrawn = await act(w, rina, 'session/one/reschedule', id, { action: 'withdraw' });
    expect(withdrawn.json().data).toMatchObject({
      status: 'approved',
      reschedule: null,
      version: 1,
    });
    expect((await sessionInDb(w, id)).events).toBe(6);
    // The mentee hears the proposal is gone; the proposer, who withdrew it, is not told.
    const withdrawnNotices = async (userId: string) =>
      (await notificationsOf(w, userId)).filter((n) => n.type === 'mentoringRescheduleWithdrawn');
    expect(await withdrawnNotices(gita.id)).toMatchObject([
      { mentoringSessionId: id, params: { recipientRole: 'mentee', mentorName: 'Rina Santoso' } },
    ]);
    expect(await withdrawnNotices(rina.id)).toEqual([]);
  });

  it('accepting a time taken meanwhile answers 409 and changes nothing', async () => {
    const hadi = await newMentee('Hadi Saputra');
    const indah = await newMentee('Indah Permata');
    const id = await book(w, hadi, rina, wib(5, '09:00'));
    await act(w, rina, 'session/one/approve', id, {});
    const target = wib(5, '11:15');
    expect(
      (
        await act(w, rina, 'session/one/reschedule', id, {
          action: 'propose',
          startsAt: target.toISOString(),
          reason: 'Jam sebelas saja?',
        })
      ).statusCode,
    ).toBe(200);
    const before = await sessionInDb(w, id);
    // Indah books that time while the proposal waits (it holds nothing).
    await book(w, indah, rina, target);
    const accepted = await act(w, hadi, 'session/one/reschedule', id, { action: 'accept' });
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().messageId).toBe('MENTORING_SLOT_TAKEN');
    expect(await sessionInDb(w, id)).toEqual(before);
  });
});

describe('attendance and completion', () => {
  const completedNoticesOf = async (userId: string, sessionId: string) =>
    (await notificationsOf(w, userId)).filter(
      (n) => n.type === 'mentoringSessionCompleted' && n.mentoringSessionId === sessionId,
    );

  it('"did not come" ends as a no-show of the other party', async () => {
    const joko = await newMentee('Joko Prasetyo');
    const id = await book(w, joko, dimas, wib(2, '09:00'));
    await act(w, dimas, 'session/one/approve', id, {});
    expect(
      (await act(w, dimas, 'session/one/attendance', id, { attended: false })).statusCode,
    ).toBe(409);
    await at(wib(2, '09:20'));
    const res = await act(w, dimas, 'session/one/attendance', id, { attended: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'noShow',
      attendance: { menteeAttended: false, noShowParty: 'mentee' },
    });
    expect((await act(w, joko, 'session/one/attendance', id, { attended: true })).statusCode).toBe(
      409,
    );
    // The mentee reported absent is told, once; the mentor who recorded it is not.
    expect(
      (await notificationsOf(w, joko.id)).filter((n) => n.type === 'mentoringNoShowRecorded'),
    ).toMatchObject([{ mentoringSessionId: id, params: { recipientRole: 'mentee' } }]);
    expect(
      (await notificationsOf(w, dimas.id)).filter(
        (n) => n.type === 'mentoringNoShowRecorded' && n.mentoringSessionId === id,
      ),
    ).toEqual([]);
  });

  it('"came" after the end completes; the mentee then reviews once', async () => {
    const kartika = await newMentee('Kartika Sari');
    const id = await book(w, kartika, dimas, wib(3, '09:00'));
    await act(w, dimas, 'session/one/approve', id, {});
    await at(wib(3, '09:30'));
    const during = await act(w, dimas, 'session/one/attendance', id, { attended: true });
    expect(during.json().data).toMatchObject({
      status: 'approved',
      attendance: { menteeAttended: true },
    });
    await at(wib(3, '10:10'));
    const status = await w.call(
      'GET',
      `${M}/session-completion-status/one?id_eq=${id}`,
      kartika.token,
    );
    expect(status.json().data).toMatchObject({ canComplete: true, canReview: false, review: null });
    const confirmed = await act(w, dimas, 'session/one/attendance', id, { attended: true });
    expect(confirmed.json().data.status).toBe('completed');
    const review = await act(w, kartika, 'session-completion-status/one', id, {
      rating: 5,
      comment: 'Sangat membantu!',
    });
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json().data.review).toMatchObject({ rating: 5, comment: 'Sangat membantu!' });
    const twice = await act(w, kartika, 'session-completion-status/one', id, { rating: 1 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().messageId).toBe('SESSION_ALREADY_REVIEWED');
    expect(
      (await act(w, dimas, 'session-completion-status/one', id, { rating: 1 })).statusCode,
    ).toBe(409);
    // "Came" told nobody; the review reached the mentor once, with its rating.
    expect(
      (await notificationsOf(w, kartika.id)).filter((n) => n.mentoringSessionId === id),
    ).toMatchObject([{ type: 'mentoringSessionApproved' }]);
    expect(await completedNoticesOf(dimas.id, id)).toMatchObject([
      { params: { recipientRole: 'mentor', menteeName: 'Kartika Sari', rating: 5 } },
    ]);
  });

  it('completion by the mentee after the end writes the review with it', async () => {
    const lina = await newMentee('Lina Marlina');
    const id = await book(w, lina, dimas, wib(4, '09:00'));
    await act(w, dimas, 'session/one/approve', id, {});
    expect(
      (await act(w, lina, 'session-completion-status/one', id, { rating: 4 })).statusCode,
    ).toBe(409);
    await at(wib(4, '11:00'));
    const res = await act(w, lina, 'session-completion-status/one', id, {
      rating: 4,
      comment: 'Jelas dan praktis.',
    });
    expect(res.json().data).toMatchObject({
      status: 'completed',
      review: { rating: 4 },
      allowedActions: [],
    });
    expect(await sessionInDb(w, id)).toMatchObject({ status: 'completed', events: 3 });
    expect(await completedNoticesOf(dimas.id, id)).toMatchObject([{ params: { rating: 4 } }]);
    expect(await completedNoticesOf(lina.id, id)).toEqual([]);
  });
});

describe('custom approvals at once', () => {
  it('approves at most one of two overlapping requests of one mentor', async () => {
    const a = await newMentee('Mega Utami');
    const b = await newMentee('Nanda Firmansyah');
    const windows = [
      { startsAt: wib(2, '14:00').toISOString(), endsAt: wib(2, '16:00').toISOString() },
    ];
    const body = {
      ...slotBody(dimas, wib(2, '14:00')),
      bookingType: 'custom',
      requestedWindows: windows,
    };
    const first = (await w.call('POST', `${M}/session/one`, a.token, body)).json().data.id;
    const second = (await w.call('POST', `${M}/session/one`, b.token, body)).json().data.id;
    const startsAt = wib(2, '14:30').toISOString();
    const answers = await Promise.all([
      act(w, dimas, 'session/one/approve', first, { startsAt }),
      act(w, dimas, 'session/one/approve', second, { startsAt: wib(2, '15:00').toISOString() }),
    ]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect(answers.filter((r) => r.statusCode === 200).length).toBe(1);
    const refused = answers.find((r) => r.statusCode !== 200)!;
    expect([400, 409]).toContain(refused.statusCode);
    const statuses = [
      (await sessionInDb(w, first)).status,
      (await sessionInDb(w, second)).status,
    ].sort();
    expect(statuses).toEqual(['approved', 'requested']);
  });
});
