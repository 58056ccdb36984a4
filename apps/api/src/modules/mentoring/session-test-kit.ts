// Shared by the session tests: a clock the test moves, a world of mentors and mentees, and
// booking and acting through the API.
import { sql } from 'drizzle-orm';
import { createStudent, createUser } from '../../../seed/account-factories';
import {
  createMentor,
  createTaxonomy,
  type MentorSpec,
  type Taxonomy,
} from '../../../seed/mentor-factories';
import type { Clock } from '../../platform/clock';
import { selectRows } from '../../platform/db';
import type { TestApp } from '../../test/test-app';
import { M, signIn } from './test-kit';

export type InjectResponse = Awaited<ReturnType<TestApp['app']['inject']>>;

export type Caller = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token?: string | null,
  payload?: object,
  headers?: Record<string, string>,
) => Promise<InjectResponse>;

export function caller(t: TestApp): Caller {
  return async (method, url, token, payload, headers = {}) =>
    t.app.inject({
      method,
      url,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload ? { payload } : {}),
    });
}

export { M };

/** Monday 30 November 2026, 08:00 WIB. */
export const MONDAY_0800_WIB = new Date('2026-11-30T01:00:00Z');
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** An instant on a WIB wall clock of that week: day 1 = Monday 30 Nov 2026. */
export function wib(day: number, time: string): Date {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(2026, 10, 29 + day, h - 7, m));
}

export type MovableClock = Clock & { set(at: Date): void; advance(ms: number): void };

export function movableClock(start: Date): MovableClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (at) => {
      current = at.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

export type Person = { id: string; email: string; name: string; token: string };

export async function mentee(t: TestApp, name: string): Promise<Person> {
  const { user } = await createStudent(t.database.db, { user: { name } });
  return { id: user.id, email: user.email, name, token: await signIn(t, user.email) };
}

export async function mentor(
  t: TestApp,
  spec: MentorSpec,
): Promise<Person & { mentorId: string; topicId: number }> {
  const made = await createMentor(t.database.db, spec);
  return {
    id: made.user.id,
    email: made.user.email,
    name: made.mentor.name,
    token: await signIn(t, made.user.email),
    mentorId: made.mentor.id,
    topicId: made.topicIds[0]!,
  };
}

export async function employer(t: TestApp): Promise<Person> {
  const user = await createUser(t.database.db, { role: 'employer' });
  return { id: user.id, email: user.email, name: user.name, token: await signIn(t, user.email) };
}

/** Access tokens live 15 minutes by the app's clock: sign in again after moving it. */
export async function signInAgain(t: TestApp, ...people: Person[]): Promise<void> {
  for (const person of people) person.token = await signIn(t, person.email);
}

export type World = { t: TestApp; call: Caller; clock: MovableClock; tax: Taxonomy };

export async function world(t: TestApp, clock: MovableClock): Promise<World> {
  return { t, call: caller(t), clock, tax: await createTaxonomy(t.database.db) };
}

export function slotBody(
  m: { mentorId: string; topicId: number },
  startsAt: Date,
  extra: object = {},
) {
  return {
    bookingType: 'slot',
    mentorId: m.mentorId,
    topicId: m.topicId,
    startsAt: startsAt.toISOString(),
    notes: 'Ingin membahas CV untuk posisi analis data.',
    mode: 'online',
    commitment: true,
    ...extra,
  };
}

export async function book(
  w: World,
  who: Person,
  m: { mentorId: string; topicId: number },
  startsAt: Date,
): Promise<string> {
  const res = await w.call('POST', `${M}/session/one`, who.token, slotBody(m, startsAt));
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  return res.json().data.id as string;
}

export function act(
  w: World,
  who: Person,
  path: string,
  id: string,
  body: object,
): Promise<InjectResponse> {
  return w.call('PATCH', `${M}/${path}?id_eq=${id}`, who.token, body);
}

export async function sessionInDb(w: World, id: string) {
  const rows = await selectRows<{
    status: string;
    version: number;
    startsAt: Date | null;
    meetingToken: string | null;
    events: number;
  }>(
    w.t.database.db,
    sql`SELECT status, version, starts_at AS "startsAt", meeting_token AS "meetingToken",
          (SELECT count(*)::int FROM mentoring_session_events e WHERE e.session_id = s.id) AS events
        FROM mentoring_sessions s WHERE id = ${id}::uuid`,
  );
  return rows[0]!;
}

/** Live sessions that overlap another live one of the same mentor (must be none). */
export async function overlappingLivePairs(w: World): Promise<number> {
  const rows = await selectRows<{ n: number }>(
    w.t.database.db,
    sql`SELECT count(*)::int AS n FROM mentoring_sessions a JOIN mentoring_sessions b
          ON a.id < b.id
         AND (a.mentor_id = b.mentor_id OR a.mentee_user_id = b.mentee_user_id)
         AND tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
        WHERE a.status IN ('pending','approved','rescheduleRequested')
          AND b.status IN ('pending','approved','rescheduleRequested')`,
  );
  return rows[0]!.n;
}

export async function notificationsOf(w: World, userId: string) {
  return selectRows<{
    type: string;
    mentoringSessionId: string | null;
    params: Record<string, unknown>;
  }>(
    w.t.database.db,
    sql`SELECT type, mentoring_session_id AS "mentoringSessionId", params FROM notifications
        WHERE user_id = ${userId}::uuid ORDER BY created_at, id`,
  );
}
