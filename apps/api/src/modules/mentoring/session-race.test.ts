// No double booking under concurrency (decision 023): fifty students book one slot at once →
// exactly one 201 and forty-nine 409 MENTORING_SLOT_TAKEN, and the database holds no two live
// sessions that overlap (a self-join over every live session).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RELAXED_AUTH_LIMITS } from '../auth/test-support';
import { selectRows } from '../../platform/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  M,
  MONDAY_0800_WIB,
  mentee,
  mentor,
  movableClock,
  overlappingLivePairs,
  slotBody,
  wib,
  world,
  type Person,
  type World,
} from './session-test-kit';

let t: TestApp;
let w: World;
let rina: Awaited<ReturnType<typeof mentor>>;
const students: Person[] = [];

beforeAll(async () => {
  const clock = movableClock(MONDAY_0800_WIB);
  t = await createTestApp({ clock, env: RELAXED_AUTH_LIMITS });
  w = await world(t, clock);
  rina = await mentor(t, { name: 'Rina Santoso', bufferMinutes: 0 });
  for (let i = 0; i < 50; i += 1) students.push(await mentee(t, `Mahasiswa Uji ${i + 1}`));
}, 300_000);
afterAll(async () => t.close());

it(
  'books one slot for exactly one of fifty students booking it at once',
  { timeout: 120_000 },
  async () => {
    const startsAt = wib(2, '09:45');
    const answers = await Promise.all(
      students.map((s) => w.call('POST', `${M}/session/one`, s.token, slotBody(rina, startsAt))),
    );
    const byCode = new Map<string, number>();
    for (const res of answers) {
      const key = res.statusCode === 201 ? '201' : `${res.statusCode} ${res.json().messageId}`;
      byCode.set(key, (byCode.get(key) ?? 0) + 1);
    }
    expect(Object.fromEntries(byCode)).toEqual({ '201': 1, '409 MENTORING_SLOT_TAKEN': 49 });
    const rows = await selectRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM mentoring_sessions WHERE mentor_id = ${rina.mentorId}::uuid`,
    );
    expect(rows[0]!.n).toBe(1);
    expect(await overlappingLivePairs(w)).toBe(0);

    // And the neighbouring slots, all at once too: each taken once, none overlapping.
    const neighbours = [wib(2, '09:00'), wib(2, '10:30'), wib(2, '11:15')];
    const more = await Promise.all(
      students
        .slice(0, 30)
        .map((s, i) =>
          w.call('POST', `${M}/session/one`, s.token, slotBody(rina, neighbours[i % 3]!)),
        ),
    );
    expect(more.filter((r) => r.statusCode === 201).length).toBe(3);
    expect(more.filter((r) => r.statusCode === 409).length).toBe(27);
    expect(await overlappingLivePairs(w)).toBe(0);
  },
);
