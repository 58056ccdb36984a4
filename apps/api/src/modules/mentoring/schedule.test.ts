// A mentor's schedule (decision 023): replacing it reports the right created, updated and deleted
// ids (spec section 4), overlaps and past entries are refused, one entry at a time, conflicts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudent } from '../../../seed/account-factories';
import {
  addScheduleEntry,
  createMentor,
  insertMentoringSession,
} from '../../../seed/mentor-factories';
import { fixedClock } from '../../platform/clock';
import { selectRows } from '../../platform/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { caller, M, signIn, type Caller } from './test-kit';

// Monday 30 November 2026, 08:00 WIB.
const NOW = new Date('2026-11-30T01:00:00Z');
let t: TestApp;
let call: Caller;
let mentorToken: string;
let otherToken: string;
let mentorId: string;
let otherEntryId: string;
let pastEntryId: string;

type Entry = {
  id?: string | null;
  kind?: 'available' | 'unavailable';
  date: string;
  startTime: string;
  endTime: string;
};

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(NOW) });
  call = caller(t);
  const db = t.database.db;
  const mentor = await createMentor(db, { weekly: [] });
  const other = await createMentor(db);
  mentorId = mentor.mentor.id;
  mentorToken = await signIn(t, mentor.user.email);
  otherToken = await signIn(t, other.user.email);
  otherEntryId = await addScheduleEntry(db, other.mentor.id, {
    startsAt: new Date('2026-12-01T02:00:00Z'),
    endsAt: new Date('2026-12-01T03:00:00Z'),
  });
  // Last Friday: a past entry that no replacement touches.
  pastEntryId = await addScheduleEntry(db, mentorId, {
    startsAt: new Date('2026-11-27T02:00:00Z'),
    endsAt: new Date('2026-11-27T04:00:00Z'),
  });
});
afterAll(async () => t.close());

const put = (entries: Entry[], weekly: object[] = [], token = mentorToken) =>
  call('PUT', `${M}/mentor-schedule/list`, token, { weekly, entries });

async function mySchedule(token = mentorToken) {
  const res = await call('GET', `${M}/mentor-schedule/me`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    weekly: { id: string; weekday: number; startTime: string; endTime: string }[];
    entries: (Entry & { id: string; startsAt: string; endsAt: string })[];
  };
}

describe('PUT mentor-schedule/list: created, updated and deleted ids', () => {
  // Each case starts from the schedule the previous one left; `ids` names the entries so far.
  const ids: Record<string, string> = {};
  const at = (key: string) => ids[key]!;
  type Case = {
    name: string;
    entries: () => Entry[];
    expect: () => { created: number; updated: string[]; deleted: string[] };
    /** Names the created ids, in order. */
    names?: string[];
  };
  const CASES: Case[] = [
    {
      name: 'a first schedule: everything is created',
      entries: () => [
        { date: '2026-12-01', startTime: '09:00', endTime: '10:00' },
        { kind: 'unavailable', date: '2026-12-01', startTime: '13:00', endTime: '14:00' },
        { date: '2026-12-02', startTime: '09:00', endTime: '10:00' },
      ],
      expect: () => ({ created: 3, updated: [], deleted: [] }),
      names: ['a', 'b', 'c'],
    },
    {
      name: 'the same again: nothing changes',
      entries: () => [
        { id: at('a'), date: '2026-12-01', startTime: '09:00', endTime: '10:00' },
        {
          id: at('b'),
          kind: 'unavailable',
          date: '2026-12-01',
          startTime: '13:00',
          endTime: '14:00',
        },
        { id: at('c'), date: '2026-12-02', startTime: '09:00', endTime: '10:00' },
      ],
      expect: () => ({ created: 0, updated: [], deleted: [] }),
    },
    {
      name: 'one moved, one dropped, one added',
      entries: () => [
        { id: at('a'), date: '2026-12-01', startTime: '09:00', endTime: '10:00' },
        {
          id: at('b'),
          kind: 'unavailable',
          date: '2026-12-01',
          startTime: '13:30',
          endTime: '14:30',
        },
        { date: '2026-12-03', startTime: '19:00', endTime: '21:00' },
      ],
      expect: () => ({ created: 1, updated: [at('b')], deleted: [at('c')] }),
      names: ['d'],
    },
    {
      name: 'a changed kind is an update',
      entries: () => [
        {
          id: at('a'),
          kind: 'unavailable',
          date: '2026-12-01',
          startTime: '09:00',
          endTime: '10:00',
        },
        {
          id: at('b'),
          kind: 'unavailable',
          date: '2026-12-01',
          startTime: '13:30',
          endTime: '14:30',
        },
        { id: at('d'), date: '2026-12-03', startTime: '19:00', endTime: '21:00' },
      ],
      expect: () => ({ created: 0, updated: [at('a')], deleted: [] }),
    },
    {
      name: 'two entries swap their times (no overlap on the way)',
      entries: () => [
        {
          id: at('a'),
          kind: 'unavailable',
          date: '2026-12-01',
          startTime: '13:30',
          endTime: '14:30',
        },
        {
          id: at('b'),
          kind: 'unavailable',
          date: '2026-12-01',
          startTime: '09:00',
          endTime: '10:00',
        },
        { id: at('d'), date: '2026-12-03', startTime: '19:00', endTime: '21:00' },
      ],
      expect: () => ({ created: 0, updated: [at('a'), at('b')], deleted: [] }),
    },
    {
      name: "another mentor's id, a past entry's id or a made-up one: created, theirs untouched",
      entries: () => [
        {
          id: at('a'),
          kind: 'unavailable',
          date: '2026-12-01',
          startTime: '13:30',
          endTime: '14:30',
        },
        {
          id: at('b'),
          kind: 'unavailable',
          date: '2026-12-01',
          startTime: '09:00',
          endTime: '10:00',
        },
        { id: at('d'), date: '2026-12-03', startTime: '19:00', endTime: '21:00' },
        { id: otherEntryId, date: '2026-12-04', startTime: '09:00', endTime: '10:00' },
        { id: 'tmp-1', date: '2026-12-24', startTime: '20:00', endTime: '24:00' },
      ],
      expect: () => ({ created: 2, updated: [], deleted: [] }),
      names: ['e', 'f'],
    },
    {
      name: 'an empty list deletes every future entry',
      entries: () => [],
      expect: () => ({
        created: 0,
        updated: [],
        deleted: [at('a'), at('b'), at('d'), at('e'), at('f')],
      }),
    },
  ];

  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const sent = c.entries();
    const res = await put(sent);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    const expected = c.expect();
    expect(data.created).toHaveLength(expected.created);
    expect([...data.updated].sort()).toEqual([...expected.updated].sort());
    expect([...data.deleted].sort()).toEqual([...expected.deleted].sort());
    (c.names ?? []).forEach((name, i) => (ids[name] = data.created[i]));
    // What the database holds is exactly what was sent (ids of kept rows unchanged).
    const schedule = await mySchedule();
    const shape = (e: Entry) => `${e.kind ?? 'available'} ${e.date} ${e.startTime}-${e.endTime}`;
    expect(schedule.entries.map(shape).sort()).toEqual(sent.map(shape).sort());
    expect(data.schedule.entries).toEqual(schedule.entries);
    for (const e of sent)
      if (e.id && Object.values(ids).includes(e.id))
        expect(schedule.entries.some((s) => s.id === e.id)).toBe(true);
  });

  it("left the other mentor's entry and the past entry alone", async () => {
    const rows = await selectRows<{ id: string; starts_at: Date }>(
      t.database.db,
      sql`SELECT id, starts_at FROM mentor_schedule_entries WHERE id IN (${otherEntryId}::uuid, ${pastEntryId}::uuid)`,
    );
    expect(rows.map((r) => r.id).sort()).toEqual([otherEntryId, pastEntryId].sort());
    expect((await mySchedule(otherToken)).entries.map((e) => e.startTime)).toEqual(['09:00']);
  });
});

describe('PUT mentor-schedule/list: weekly windows', () => {
  it('keeps, changes, adds and deletes windows by id', async () => {
    const first = await put(
      [],
      [
        { weekday: 1, startTime: '09:00', endTime: '12:00' },
        { weekday: 3, startTime: '19:00', endTime: '21:00' },
      ],
    );
    expect(first.statusCode, first.body).toBe(200);
    const [mon, wed] = first.json().data.weekly.created as string[];
    const second = await put(
      [],
      [
        { id: mon, weekday: 1, startTime: '09:00', endTime: '12:00' },
        { weekday: 6, startTime: '08:00', endTime: '10:00' },
      ],
    );
    expect(second.json().data.weekly).toMatchObject({ updated: [], deleted: [wed] });
    const third = await put([], [{ id: mon, weekday: 2, startTime: '10:00', endTime: '24:00' }]);
    const weekly = third.json().data;
    expect(weekly.weekly.updated).toEqual([mon]);
    expect(weekly.weekly.deleted).toHaveLength(1);
    expect(weekly.schedule.weekly).toEqual([
      { id: mon, weekday: 2, startTime: '10:00', endTime: '24:00' },
    ]);
  });
});

describe('PUT mentor-schedule/list: refusals', () => {
  it('names overlapping entries of one kind and changes nothing', async () => {
    const before = await mySchedule();
    const res = await put([
      { date: '2026-12-05', startTime: '09:00', endTime: '11:00' },
      { kind: 'unavailable', date: '2026-12-05', startTime: '10:00', endTime: '12:00' },
      { date: '2026-12-05', startTime: '10:30', endTime: '12:00' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().messageId).toBe('MENTOR_SCHEDULE_OVERLAP');
    expect(res.json().details).toEqual([
      { field: 'entries[2]', message: expect.stringContaining('entries[0]') },
    ]);
    expect(await mySchedule()).toEqual(before);
  });

  it('names overlapping weekly windows', async () => {
    const res = await put(
      [],
      [
        { weekday: 1, startTime: '09:00', endTime: '12:00' },
        { weekday: 1, startTime: '11:00', endTime: '13:00' },
      ],
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('weekly[1]');
  });

  it('refuses a new entry in the past and an end before the start', async () => {
    const past = await put([{ date: '2026-11-30', startTime: '06:00', endTime: '07:00' }]);
    expect(past.statusCode).toBe(400);
    expect(past.json().messageId).toBe('MENTOR_SCHEDULE_IN_PAST');
    const backwards = await put([{ date: '2026-12-05', startTime: '11:00', endTime: '10:00' }]);
    expect(backwards.statusCode).toBe(400);
  });

  it('answers an overlap with a kept past entry from the constraint', async () => {
    // Today 07:00–09:00 WIB ends after now, but runs into a past entry of today 05:00–08:00.
    await addScheduleEntry(t.database.db, mentorId, {
      startsAt: new Date('2026-11-29T22:00:00Z'),
      endsAt: new Date('2026-11-30T01:00:00Z'),
    });
    const res = await put([{ date: '2026-11-30', startTime: '07:00', endTime: '09:00' }]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().messageId).toBe('MENTOR_SCHEDULE_OVERLAP');
  });
});

describe('POST mentor/one/schedule', () => {
  it('adds an entry and refuses one overlapping an entry of its kind', async () => {
    const add = (body: object) => call('POST', `${M}/mentor/one/schedule`, mentorToken, body);
    const ok = await add({ date: '2026-12-07', startTime: '09:00', endTime: '11:00' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data).toMatchObject({
      kind: 'available',
      date: '2026-12-07',
      startTime: '09:00',
      endTime: '11:00',
      startsAt: '2026-12-07T02:00:00.000Z',
      endsAt: '2026-12-07T04:00:00.000Z',
    });
    const clash = await add({ date: '2026-12-07', startTime: '10:00', endTime: '12:00' });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().messageId).toBe('MENTOR_SCHEDULE_OVERLAP');
    expect(clash.json().details[0].message).toContain('07/12/2026 09:00–11:00 WIB');
    const exception = await add({
      kind: 'unavailable',
      date: '2026-12-07',
      startTime: '10:00',
      endTime: '12:00',
    });
    expect(exception.statusCode).toBe(201);
    const past = await add({ date: '2026-11-29', startTime: '10:00', endTime: '12:00' });
    expect(past.json().messageId).toBe('MENTOR_SCHEDULE_IN_PAST');
  });
});

describe('GET mentor-schedule/check-conflict', () => {
  it('lists overlapping entries, windows and live sessions', async () => {
    const db = t.database.db;
    const mentee = await createStudent(db);
    const sessionId = await insertMentoringSession(db, {
      mentorId,
      menteeUserId: mentee.user.id,
      status: 'pending',
      startsAt: new Date('2026-12-08T03:00:00Z'),
      endsAt: new Date('2026-12-08T03:45:00Z'),
      bufferMinutes: 15,
    });
    await insertMentoringSession(db, {
      mentorId,
      menteeUserId: mentee.user.id,
      status: 'cancelled',
      startsAt: new Date('2026-12-08T04:00:00Z'),
      endsAt: new Date('2026-12-08T04:45:00Z'),
    });
    // Tuesday 8 December 10:50–12:00 WIB: inside the weekly window (Tue 10:00–24:00), and the
    // pending session is busy until 10:45 + 15 min buffer = 11:00.
    const res = await call(
      'GET',
      `${M}/mentor-schedule/check-conflict?date=2026-12-08&startTime=10:50&endTime=12:00`,
      mentorToken,
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.sessions).toEqual([
      expect.objectContaining({
        id: sessionId,
        status: 'pending',
        blockedUntil: '2026-12-08T04:00:00.000Z',
        startTime: '10:00',
        endTime: '10:45',
      }),
    ]);
    expect(data.weekly).toHaveLength(1);
    expect(data.hasConflict).toBe(true);
    const free = await call(
      'GET',
      `${M}/mentor-schedule/check-conflict?startsAt=2026-12-07T02:30:00Z&endsAt=2026-12-07T03:30:00Z&kind=unavailable`,
      mentorToken,
    );
    const entries = free
      .json()
      .data.entries.map((e: { kind: string }) => e.kind)
      .sort();
    expect(entries).toEqual(['available', 'unavailable']);
    expect(free.json().data.hasConflict).toBe(true);
    expect((await call('GET', `${M}/mentor-schedule/check-conflict`, mentorToken)).statusCode).toBe(
      400,
    );
    expect(
      (
        await call(
          'GET',
          `${M}/mentor-schedule/check-conflict?startsAt=2026-12-01T00:00:00Z&endsAt=2027-03-01T00:00:00Z`,
          mentorToken,
        )
      ).json().messageId,
    ).toBe('MENTORING_RANGE_INVALID');
  });
});

describe('GET mentor-schedule/list (public)', () => {
  it("shows a mentor's pattern and entries between two WIB dates", async () => {
    const res = await call(
      'GET',
      `${M}/mentor-schedule/list?mentorId_eq=${mentorId}&from=2026-12-07&to=2026-12-07`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.entries.map((e: Entry) => `${e.kind} ${e.startTime}`)).toEqual([
      'available 09:00',
      'unavailable 10:00',
    ]);
    expect(res.json().data.weekly).toHaveLength(1);
    const tooLong = await call(
      'GET',
      `${M}/mentor-schedule/list?mentorId_eq=${mentorId}&from=2026-12-01&to=2027-03-01`,
    );
    expect(tooLong.statusCode).toBe(400);
  });

  it('needs an onboarded mentor profile for the mentor-only reads', async () => {
    const db = t.database.db;
    const { createUser } = await import('../../../seed/account-factories');
    const fresh = await createUser(db, { role: 'mentor' });
    const token = await signIn(t, fresh.email);
    const res = await call('GET', `${M}/mentor-schedule/me`, token);
    expect(res.statusCode).toBe(404);
    expect(res.json().messageId).toBe('MENTOR_PROFILE_REQUIRED');
  });
});
