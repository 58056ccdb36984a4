// Who × session endpoint × whose session: guest, mentee A, mentee B, mentor A, mentor B and an
// employer against A's session (mentee A with mentor A) and B's. A party reads its session; no
// one else learns anything of it (401 guest, 404 otherwise — existence is not revealed), lists
// and counts never show it, and nothing changes. Printed as counts, like the applications'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  M,
  MONDAY_0800_WIB,
  act,
  book,
  employer,
  mentee,
  mentor,
  movableClock,
  sessionInDb,
  wib,
  world,
  type Person,
  type World,
} from './session-test-kit';

let t: TestApp;
let w: World;
const who: Record<string, Person> = {};
const sessions: Record<'A' | 'B', { id: string; token: string }> = {
  A: { id: '', token: '' },
  B: { id: '', token: '' },
};

beforeAll(async () => {
  const clock = movableClock(MONDAY_0800_WIB);
  t = await createTestApp({ clock });
  w = await world(t, clock);
  const mentorA = await mentor(t, { name: 'Rina Santoso' });
  const mentorB = await mentor(t, { name: 'Dimas Pratama' });
  who.menteeA = await mentee(t, 'Ani Wijaya');
  who.menteeB = await mentee(t, 'Budi Setiawan');
  who.mentorA = mentorA;
  who.mentorB = mentorB;
  who.employer = await employer(t);
  for (const [side, m, e] of [
    ['A', mentorA, who.menteeA],
    ['B', mentorB, who.menteeB],
  ] as const) {
    const id = await book(w, e, m, wib(2, side === 'A' ? '09:00' : '10:30'));
    const approved = await act(w, m, 'session/one/approve', id, {});
    sessions[side] = { id, token: approved.json().data.meeting.joinPath.split('/').pop() };
  }
});
afterAll(async () => t.close());

type Endpoint = {
  method: 'GET' | 'PATCH';
  url: (s: { id: string; token: string }) => string;
  body?: object;
};
const BY_ID: Record<string, Endpoint> = {
  'session/one': { method: 'GET', url: (s) => `${M}/session/one?id_eq=${s.id}` },
  'cursor as mentee': {
    method: 'GET',
    url: (s) => `${M}/session/one/cursor?id_eq=${s.id}&as=mentee`,
  },
  'cursor as mentor': {
    method: 'GET',
    url: (s) => `${M}/session/one/cursor?id_eq=${s.id}&as=mentor`,
  },
  attachment: { method: 'GET', url: (s) => `${M}/session/one/attachment?id_eq=${s.id}` },
  'times to propose': {
    method: 'GET',
    url: (s) => `${M}/available-custom-session-schedule-to-propose/list?id_eq=${s.id}`,
  },
  'completion status': {
    method: 'GET',
    url: (s) => `${M}/session-completion-status/one?id_eq=${s.id}`,
  },
  join: { method: 'GET', url: (s) => `${M}/session/join?token_eq=${s.token}` },
  'calendar file': { method: 'GET', url: (s) => `${M}/session/one/calendar?id_eq=${s.id}` },
  'times to move to': {
    method: 'GET',
    url: (s) => `${M}/session/one/reschedule-times?id_eq=${s.id}`,
  },
  approve: { method: 'PATCH', url: (s) => `${M}/session/one/approve?id_eq=${s.id}`, body: {} },
  reject: {
    method: 'PATCH',
    url: (s) => `${M}/session/one/reject?id_eq=${s.id}`,
    body: { reason: 'Tidak cocok.' },
  },
  'propose a time': {
    method: 'PATCH',
    url: (s) => `${M}/session/one/reschedule?id_eq=${s.id}`,
    body: { action: 'propose', startsAt: wib(3, '09:00').toISOString(), reason: 'Bentrok.' },
  },
  'accept a time': {
    method: 'PATCH',
    url: (s) => `${M}/session/one/reschedule?id_eq=${s.id}`,
    body: { action: 'accept' },
  },
  'decline a time': {
    method: 'PATCH',
    url: (s) => `${M}/session/one/reschedule?id_eq=${s.id}`,
    body: { action: 'decline' },
  },
  'withdraw a time': {
    method: 'PATCH',
    url: (s) => `${M}/session/one/reschedule?id_eq=${s.id}`,
    body: { action: 'withdraw' },
  },
  cancel: {
    method: 'PATCH',
    url: (s) => `${M}/session/one/cancel?id_eq=${s.id}`,
    body: { reason: 'Batal saja.' },
  },
  attendance: {
    method: 'PATCH',
    url: (s) => `${M}/session/one/attendance?id_eq=${s.id}`,
    body: { attended: false },
  },
  complete: {
    method: 'PATCH',
    url: (s) => `${M}/session-completion-status/one?id_eq=${s.id}`,
    body: { rating: 1 },
  },
};
const LISTS = [
  'session/list?as=mentee',
  'session/list?as=mentor',
  'latest-session/one?as=mentee',
  'latest-session/one?as=mentor',
  'session/counter-status?as=mentee',
  'session/counter-status?as=mentor',
].map((path) => `${M}/${path}`);

const IDENTITIES = ['guest', 'menteeA', 'menteeB', 'mentorA', 'mentorB', 'employer'] as const;
const partiesOf = { A: ['menteeA', 'mentorA'], B: ['menteeB', 'mentorB'] } as const;

describe('access matrix', () => {
  it('lets no one but its two parties see or touch a session', { timeout: 120_000 }, async () => {
    const before = {
      A: await sessionInDb(w, sessions.A.id),
      B: await sessionInDb(w, sessions.B.id),
    };
    const tally = { requests: 0, refused: 0, partyReads: 0, leaks: [] as string[] };
    for (const side of ['A', 'B'] as const) {
      const session = sessions[side];
      const other = sessions[side === 'A' ? 'B' : 'A'];
      for (const identity of IDENTITIES) {
        const token = identity === 'guest' ? null : who[identity]!.token;
        const party = (partiesOf[side] as readonly string[]).includes(identity);
        for (const [name, endpoint] of Object.entries(BY_ID)) {
          // Parties only read here: their actions are tested in session-actions.test.ts.
          if (party && endpoint.method !== 'GET') continue;
          const res = await w.call(endpoint.method, endpoint.url(session), token, endpoint.body);
          tally.requests += 1;
          const label = `${identity} ${name} of ${side}'s session → ${res.statusCode}`;
          if (party) {
            const expected = name === 'attachment' ? 404 : 200;
            if (res.statusCode === expected) tally.partyReads += 1;
            else tally.leaks.push(`${label} (a party was refused)`);
            continue;
          }
          const refusedAs = identity === 'guest' ? 401 : 404;
          if (res.statusCode === refusedAs && !res.body.includes(session.id)) tally.refused += 1;
          else tally.leaks.push(label);
        }
        if (identity === 'guest') continue;
        for (const url of LISTS) {
          const res = await w.call('GET', url, token);
          tally.requests += 1;
          const mine = (partiesOf[side] as readonly string[]).includes(identity);
          // Someone else's lists never name this session; its parties' lists do not name the other.
          if (!mine && res.body.includes(session.id))
            tally.leaks.push(`${identity} ${url} shows ${side}'s session`);
          else if (mine && res.body.includes(other.id))
            tally.leaks.push(`${identity} ${url} shows the other session`);
          else tally.refused += 1;
        }
      }
    }
    const strangers = await Promise.all(
      (['employer'] as const).map(
        async (id) =>
          (await w.call('GET', `${M}/session/counter-status?as=mentee`, who[id]!.token)).json()
            .data,
      ),
    );
    expect(strangers[0]).toEqual({
      upcoming: 0,
      pending: 0,
      past: 0,
      cancelled: 0,
      needsAction: 0,
    });
    process.stdout.write(
      `\nsession access matrix: ${tally.requests} requests, ${tally.refused} refused or clean, ` +
        `${tally.partyReads} reads by the parties, ${tally.leaks.length} leaks\n`,
    );
    expect(tally.leaks).toEqual([]);
    expect(tally.partyReads).toBe(2 * 2 * 9);
    expect(await sessionInDb(w, sessions.A.id)).toEqual(before.A);
    expect(await sessionInDb(w, sessions.B.id)).toEqual(before.B);
  });

  it('refuses booking to guests (401) and to roles other than job seekers (403)', async () => {
    const body = {
      bookingType: 'slot',
      mentorId: (who.mentorA as Person & { mentorId: string }).mentorId,
      topicId: w.tax.topicIds.cv,
      startsAt: wib(4, '09:00').toISOString(),
      commitment: true,
    };
    expect((await w.call('POST', `${M}/session/one`, null, body)).statusCode).toBe(401);
    for (const id of ['mentorB', 'employer'] as const)
      expect((await w.call('POST', `${M}/session/one`, who[id]!.token, body)).statusCode).toBe(403);
  });
});
