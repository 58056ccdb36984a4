// Role × mentor-only endpoint × another mentor's objects: guests (401), students and admins (403
// MENTOR_ONLY) are refused; mentor B reaches only B's own rows: A's education ids answer 404, A's
// schedule entry id in B's schedule replacement makes a new entry of B's, and no answer to anyone
// but A carries A's private data. Prints the counts: cases, as expected, leaks (must be zero).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudent, createUser } from '../../../seed/account-factories';
import {
  addScheduleEntry,
  createInvitationCode,
  createMentor,
  createTaxonomy,
  insertMentoringSession,
  type Taxonomy,
} from '../../../seed/mentor-factories';
import { fixedClock } from '../../platform/clock';
import { selectRows } from '../../platform/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { caller, M, signIn, type Caller } from './test-kit';

const NOW = new Date('2026-11-30T01:00:00Z');
let t: TestApp;
let call: Caller;
let tax: Taxonomy;
const tokens: Record<string, string | null> = { guest: null };
let educationId: string;
let entryId: string;
let sessionId: string;
let referralCode: string;
const SCHOOL = 'Institut Rahasia Mentor A';

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(NOW) });
  call = caller(t);
  const db = t.database.db;
  tax = await createTaxonomy(db);
  const a = await createMentor(db, { name: 'Mentor Alfa' });
  const b = await createMentor(db, { name: 'Mentor Bravo' });
  const student = await createStudent(db);
  const admin = await createUser(db, { role: 'admin' });
  tokens.mentorA = await signIn(t, a.user.email);
  tokens.mentorB = await signIn(t, b.user.email);
  tokens.student = await signIn(t, student.user.email);
  tokens.admin = await signIn(t, admin.email);
  referralCode = a.mentor.referralCode;
  const education = await call('POST', `${M}/mentor/me/education`, tokens.mentorA, {
    school: SCHOOL,
    degree: 'S2',
    fieldOfStudy: 'Manajemen',
    startYear: 2015,
    endYear: 2017,
  });
  educationId = education.json().data.id;
  entryId = await addScheduleEntry(db, a.mentor.id, {
    startsAt: new Date('2026-12-05T02:00:00Z'),
    endsAt: new Date('2026-12-05T04:00:00Z'),
  });
  sessionId = await insertMentoringSession(db, {
    mentorId: a.mentor.id,
    menteeUserId: student.user.id,
    status: 'approved',
    startsAt: new Date('2026-12-05T02:00:00Z'),
    endsAt: new Date('2026-12-05T02:45:00Z'),
  });
});
afterAll(async () => t.close());

type Case = [
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: () => string,
  body?: () => object,
];
const education = () => ({
  school: 'Universitas Gadjah Mada',
  degree: 'S1',
  fieldOfStudy: 'Teknik Informatika',
  startYear: 2010,
  endYear: 2014,
});
const CASES: Record<string, Case> = {
  'add a topic': [
    'POST',
    () => `${M}/topic/one`,
    () => ({ categoryId: tax.categoryIds.karier, nameId: 'Topik uji akses' }),
  ],
  'add an expertise': [
    'POST',
    () => `${M}/academic-expertise/one`,
    () => ({ categoryId: tax.expertiseCategoryId, nameId: 'Keahlian uji akses' }),
  ],
  onboard: [
    'POST',
    () => `${M}/mentor/onboarding`,
    () => ({ invitationCode: 'BELUM-DIBUAT', name: 'Nama Baru' }),
  ],
  'read mentor/me': ['GET', () => `${M}/mentor/me`],
  'change mentor/me': ['PATCH', () => `${M}/mentor/me`, () => ({ headline: 'Headline baru' })],
  'add an education entry': ['POST', () => `${M}/mentor/me/education`, education],
  "change A's education entry": [
    'PUT',
    () => `${M}/mentor/me/education?id_eq=${educationId}`,
    education,
  ],
  "delete A's education entry": ['DELETE', () => `${M}/mentor/me/education?id_eq=${educationId}`],
  'read my schedule': ['GET', () => `${M}/mentor-schedule/me`],
  "replace the schedule naming A's entry": [
    'PUT',
    () => `${M}/mentor-schedule/list`,
    () => ({
      weekly: [],
      entries: [{ id: entryId, date: '2026-12-06', startTime: '09:00', endTime: '10:00' }],
    }),
  ],
  'add a schedule entry': [
    'POST',
    () => `${M}/mentor/one/schedule`,
    () => ({ date: '2026-12-07', startTime: '09:00', endTime: '10:00' }),
  ],
  "check conflicts over A's entry and session": [
    'GET',
    () =>
      `${M}/mentor-schedule/check-conflict?startsAt=2026-12-05T00:00:00Z&endsAt=2026-12-05T06:00:00Z`,
  ],
};

/** Mentor B's own actions succeed (on B's rows); everyone else is refused. */
const EXPECTED: Record<string, Record<string, number>> = Object.fromEntries(
  Object.keys(CASES).map((name) => [
    name,
    {
      guest: 401,
      student: 403,
      admin: 403,
      mentorB: {
        'add a topic': 201,
        'add an expertise': 201,
        onboard: 409,
        'read mentor/me': 200,
        'change mentor/me': 200,
        'add an education entry': 201,
        "change A's education entry": 404,
        "delete A's education entry": 404,
        'read my schedule': 200,
        "replace the schedule naming A's entry": 200,
        'add a schedule entry': 201,
        "check conflicts over A's entry and session": 200,
      }[name]!,
    },
  ]),
);

describe("mentoring: role × mentor-only endpoint × another mentor's objects", () => {
  const rows = Object.entries(EXPECTED).flatMap(([name, byWho]) =>
    Object.entries(byWho).map(([who, status]) => [name, who, status] as const),
  );
  const tally = { cases: 0, asExpected: 0, leaks: 0 };
  afterAll(() => {
    console.log(
      `mentoring access matrix: ${tally.cases} cases, ${tally.asExpected} as expected, ${tally.leaks} leaks`,
    );
  });

  it.each(rows)('%s as %s → %i', async (name, who, status) => {
    const [method, url, body] = CASES[name]!;
    const res = await call(method, url(), tokens[who], body?.());
    tally.cases++;
    const secrets = [SCHOOL, educationId, entryId, sessionId, referralCode];
    const leaked = secrets.some((s) => res.body.includes(s));
    if (res.statusCode === status && !leaked) tally.asExpected++;
    else tally.leaks++;
    expect(res.statusCode, res.body).toBe(status);
    expect(leaked, res.body).toBe(false);
    if (status === 403) expect(res.json().messageId).toBe('MENTOR_ONLY');
  });

  it("left mentor A's rows as they were", async () => {
    const me = (await call('GET', `${M}/mentor/me`, tokens.mentorA)).json().data;
    expect(me.headline).toBe('Senior Software Engineer');
    expect(me.educations).toEqual([expect.objectContaining({ id: educationId, school: SCHOOL })]);
    const schedule = (await call('GET', `${M}/mentor-schedule/me`, tokens.mentorA)).json().data;
    expect(schedule.entries).toEqual([
      expect.objectContaining({ id: entryId, date: '2026-12-05', startTime: '09:00' }),
    ]);
    const counts = await selectRows<{ onboardings: number; mentors: number }>(
      t.database.db,
      sql`SELECT (SELECT count(*)::int FROM mentors WHERE name = 'Nama Baru') AS onboardings,
            (SELECT count(*)::int FROM mentors) AS mentors`,
    );
    expect(counts[0]).toEqual({ onboardings: 0, mentors: 2 });
    expect(tally.leaks).toBe(0);
  });

  it('mentor A reaches their own objects (the matrix is not refusing everyone)', async () => {
    const conflict = await call(
      'GET',
      CASES["check conflicts over A's entry and session"]![1](),
      tokens.mentorA,
    );
    expect(conflict.json().data.sessions.map((s: { id: string }) => s.id)).toEqual([sessionId]);
    expect(conflict.json().data.entries.map((e: { id: string }) => e.id)).toEqual([entryId]);
    const changed = await call(
      'PUT',
      CASES["change A's education entry"]![1](),
      tokens.mentorA,
      education(),
    );
    expect(changed.statusCode).toBe(200);
    const code = await createInvitationCode(t.database.db);
    const again = await call('POST', `${M}/mentor/onboarding`, tokens.mentorA, {
      invitationCode: code,
      name: 'X Y',
    });
    expect(again.statusCode).toBe(409);
  });
});
