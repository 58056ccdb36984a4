// Free slots through the API (decision 023): weekly windows and dated entries, minus exceptions
// and live sessions with their buffers, after the minimum notice and within the booking window.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudent } from '../../../seed/account-factories';
import {
  addScheduleEntry,
  createMentor,
  createTaxonomy,
  insertMentoringSession,
  type Taxonomy,
} from '../../../seed/mentor-factories';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loadMentorAvailability } from './availability.service';
import { caller, M, signIn, type Caller } from './test-kit';

// Monday 30 November 2026, 08:00 WIB.
const NOW = new Date('2026-11-30T01:00:00Z');
let t: TestApp;
let call: Caller;
let tax: Taxonomy;
let mentorId: string;
let menteeId: string;
let busyId: string;

const wib = (date: string, time: string) => new Date(`${date}T${time}:00+07:00`);

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(NOW) });
  call = caller(t);
  const db = t.database.db;
  tax = await createTaxonomy(db);
  // Mondays and Tuesdays 09:00–12:00 WIB, 45-minute sessions, 15-minute buffer, 2 hours notice,
  // bookable 7 days ahead.
  const mentor = await createMentor(db, {
    topicIds: [tax.topicIds.backend],
    weekly: [
      { weekday: 1, startTime: '09:00', endTime: '12:00' },
      { weekday: 2, startTime: '09:00', endTime: '12:00' },
    ],
    sessionMinutes: 45,
    bufferMinutes: 15,
    minNoticeHours: 2,
    bookingWindowDays: 7,
  });
  mentorId = mentor.mentor.id;
  menteeId = (await createStudent(db)).user.id;
  // Tuesday: an exception 09:00–09:30, a pending session 10:30–11:15 (+15 min buffer), and a
  // cancelled one at 09:45 that holds nothing.
  await addScheduleEntry(db, mentorId, {
    kind: 'unavailable',
    startsAt: wib('2026-12-01', '09:00'),
    endsAt: wib('2026-12-01', '09:30'),
  });
  busyId = await insertMentoringSession(db, {
    mentorId,
    menteeUserId: menteeId,
    status: 'pending',
    startsAt: wib('2026-12-01', '10:30'),
    endsAt: wib('2026-12-01', '11:15'),
    bufferMinutes: 15,
  });
  await insertMentoringSession(db, {
    mentorId,
    menteeUserId: menteeId,
    status: 'cancelled',
    startsAt: wib('2026-12-01', '09:45'),
    endsAt: wib('2026-12-01', '10:30'),
  });
  // Wednesday: an extra available window 19:00–20:30.
  await addScheduleEntry(db, mentorId, {
    startsAt: wib('2026-12-02', '19:00'),
    endsAt: wib('2026-12-02', '20:30'),
  });
});
afterAll(async () => t.close());

const slotsOf = async (query: string) => {
  const res = await call('GET', `${M}/mentor/one/availability?mentorId_eq=${mentorId}&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json()
    .data.slots.map(
      (s: { date: string; startTime: string; endTime: string }) =>
        `${s.date} ${s.startTime}-${s.endTime}`,
    );
};

describe('GET mentor/one/availability', () => {
  it('offers the weekly windows minus exceptions, busy time with buffers and the notice', async () => {
    expect(await slotsOf('from=2026-11-30&to=2026-12-02')).toEqual([
      // Monday: 09:00 and 09:45 are within 2 hours of 08:00.
      '2026-11-30 10:30-11:15',
      '2026-11-30 11:15-12:00',
      // Tuesday: the exception takes 09:00–09:30 (the grid restarts at 09:30); 09:30–10:15 + 15
      // min buffer touches the pending session at 10:30 exactly (free); 10:15 runs into it; the
      // session blocks until 11:30, so 11:00 is taken and 11:45 does not fit.
      '2026-12-01 09:30-10:15',
      // Wednesday: the dated window 19:00–20:30.
      '2026-12-02 19:00-19:45',
      '2026-12-02 19:45-20:30',
    ]);
  });

  it('answers instants and WIB times for each slot', async () => {
    const res = await call(
      'GET',
      `${M}/mentor/one/availability?mentorId_eq=${mentorId}&from=2026-12-02T12:00:00Z&to=2026-12-02T12:30:00Z`,
    );
    expect(res.json().data).toEqual({
      mentorId,
      sessionMinutes: 45,
      from: '2026-12-02T12:00:00.000Z',
      to: '2026-12-02T12:30:00.000Z',
      slots: [
        {
          startsAt: '2026-12-02T12:00:00.000Z',
          endsAt: '2026-12-02T12:45:00.000Z',
          date: '2026-12-02',
          startTime: '19:00',
          endTime: '19:45',
        },
      ],
    });
  });

  it('offers nothing beyond the booking window', async () => {
    // 7 days from Monday 08:00: next Monday 08:00; its 09:00 slot is out.
    expect(await slotsOf('from=2026-12-07&to=2026-12-08')).toEqual([]);
  });

  it('refuses ranges that are backwards or longer than 31 days', async () => {
    const url = `${M}/mentor/one/availability?mentorId_eq=${mentorId}`;
    const long = await call('GET', `${url}&from=2026-12-01&to=2027-01-15`);
    expect(long.statusCode).toBe(400);
    expect(long.json().messageId).toBe('MENTORING_RANGE_INVALID');
    expect((await call('GET', `${url}&from=2026-12-05&to=2026-12-01`)).statusCode).toBe(400);
    expect((await call('GET', `${url}&from=kemarin`)).statusCode).toBe(400);
    expect(
      (await call('GET', `${M}/mentor/one/availability?mentorId_eq=${crypto.randomUUID()}`))
        .statusCode,
    ).toBe(404);
  });
});

describe('GET mentor-schedule-availability/list', () => {
  it('counts the free slots of every WIB date', async () => {
    const res = await call(
      'GET',
      `${M}/mentor-schedule-availability/list?mentorId_eq=${mentorId}&from=2026-11-30&to=2026-12-03`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.docs).toEqual([
      { date: '2026-11-30', slotCount: 2, firstStartsAt: '2026-11-30T03:30:00.000Z' },
      { date: '2026-12-01', slotCount: 1, firstStartsAt: '2026-12-01T02:30:00.000Z' },
      { date: '2026-12-02', slotCount: 2, firstStartsAt: '2026-12-02T12:00:00.000Z' },
      { date: '2026-12-03', slotCount: 0, firstStartsAt: null },
    ]);
  });
});

describe('GET nearest-available-mentor-schedule/one', () => {
  it("finds a mentor's soonest slot, or the soonest of any mentor of a topic", async () => {
    const own = await call(
      'GET',
      `${M}/nearest-available-mentor-schedule/one?mentorId_eq=${mentorId}`,
    );
    expect(own.json().data).toMatchObject({
      mentor: { id: mentorId, sessionMinutes: 45 },
      slot: { startsAt: '2026-11-30T03:30:00.000Z' },
    });
    const other = await createMentor(t.database.db, {
      topicIds: [tax.topicIds.interview],
      weekly: [{ weekday: 1, startTime: '09:00', endTime: '10:00' }],
    });
    const byTopic = await call(
      'GET',
      `${M}/nearest-available-mentor-schedule/one?topicId_in=${tax.topicIds.interview}`,
    );
    expect(byTopic.json().data).toMatchObject({
      mentor: { id: other.mentor.id },
      slot: { startTime: '09:00' },
    });
    const any = await call('GET', `${M}/nearest-available-mentor-schedule/one`);
    expect(any.json().data.mentor.id).toBe(other.mentor.id);
    const none = await call(
      'GET',
      `${M}/nearest-available-mentor-schedule/one?topicId_in=${tax.topicIds.dataScience}`,
    );
    expect(none.json()).toEqual({ data: null });
  });
});

describe('who sees slots', () => {
  it('a paused mentor offers none; one still onboarding is hidden except from themself', async () => {
    const db = t.database.db;
    const paused = await createMentor(db, { status: 'paused' });
    const pausedRes = await call(
      'GET',
      `${M}/mentor/one/availability?mentorId_eq=${paused.mentor.id}`,
    );
    expect(pausedRes.json().data.slots).toEqual([]);
    const onboarding = await createMentor(db, { status: 'onboarding' });
    const url = `${M}/mentor/one/availability?mentorId_eq=${onboarding.mentor.id}&from=2026-11-30&to=2026-12-06`;
    expect((await call('GET', url)).statusCode).toBe(404);
    const own = await call('GET', url, await signIn(t, onboarding.user.email));
    expect(own.statusCode).toBe(200);
    expect(own.json().data.slots.length).toBeGreaterThan(0);
  });
});

describe('loadMentorAvailability (for the sessions area)', () => {
  it('checks a slot against busy time, leaving out the session being moved', async () => {
    const deps = { db: t.database.db, clock: fixedClock(NOW) };
    const range = { from: wib('2026-12-01', '00:00'), to: wib('2026-12-02', '00:00') };
    const busy = await loadMentorAvailability(deps, { mentorId, ...range });
    expect(busy).toMatchObject({ status: 'active', settings: { bufferMinutes: 15 } });
    expect(busy!.slots.map((s) => s.startTime)).toEqual(['09:30']);
    const moving = await loadMentorAvailability(deps, {
      mentorId,
      ...range,
      excludeSessionIds: [busyId],
    });
    expect(moving!.slots.map((s) => s.startTime)).toEqual(['09:30', '10:15', '11:00']);
    expect(
      await loadMentorAvailability(deps, { mentorId: crypto.randomUUID(), ...range }),
    ).toBeNull();
  });
});
