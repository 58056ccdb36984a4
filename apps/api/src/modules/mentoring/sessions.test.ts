// Booking sessions (decision 023) and reading them: slots on offer, custom requests, the
// attachment, idempotency, the lists, tabs, counts, cursor and latest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPdf, zipOf } from '../../../seed/cv-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  HOUR,
  M,
  MONDAY_0800_WIB,
  act,
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
let custom: Awaited<ReturnType<typeof mentor>>;
let ani: Person;
let budi: Person;
const clock = movableClock(MONDAY_0800_WIB);

beforeAll(async () => {
  t = await createTestApp({ clock });
  w = await world(t, clock);
  rina = await mentor(t, { name: 'Rina Santoso', bufferMinutes: 15 });
  custom = await mentor(t, {
    name: 'Dimas Pratama',
    acceptsCustomRequests: true,
    sessionMinutes: 60,
    bufferMinutes: 0,
  });
  ani = await mentee(t, 'Ani Wijaya');
  budi = await mentee(t, 'Budi Setiawan');
});
afterAll(async () => t.close());

function multipart(payload: object, file?: { name: string; type: string; bytes: Buffer }) {
  const boundary = `----jenjang${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="payload"\r\n\r\n${JSON.stringify(payload)}\r\n`,
    ),
  ];
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('booking a slot', () => {
  it('books a slot on offer: 201 pending, the mentor is told in the app', async () => {
    const res = await w.call(
      'POST',
      `${M}/session/one`,
      ani.token,
      slotBody(rina, wib(2, '09:00')),
    );
    expect(res.statusCode).toBe(201);
    const s = res.json().data;
    expect(s).toMatchObject({
      status: 'pending',
      bookingType: 'slot',
      viewerRole: 'mentee',
      mentor: { id: rina.mentorId, name: 'Rina Santoso' },
      mentee: { id: ani.id, name: 'Ani Wijaya' },
      time: { date: '2026-12-01', startTime: '09:00', endTime: '09:45' },
      meeting: null,
      allowedActions: ['cancel'],
      version: 1,
    });
    expect(s.expiresAt).toBe(wib(2, '09:00').toISOString()); // notice 0 h: expires at its start
    const notices = await notificationsOf(w, rina.id);
    expect(notices.map((n) => [n.type, n.mentoringSessionId, n.params.recipientRole])).toEqual([
      ['mentoringSessionRequested', s.id, 'mentor'],
    ]);
    expect(await sessionInDb(w, s.id)).toMatchObject({ status: 'pending', events: 1 });
  });

  it('answers 409 MENTORING_SLOT_TAKEN for a booked slot, also for the buffer after it', async () => {
    const same = await w.call(
      'POST',
      `${M}/session/one`,
      budi.token,
      slotBody(rina, wib(2, '09:00')),
    );
    expect(same.statusCode).toBe(409);
    expect(same.json().messageId).toBe('MENTORING_SLOT_TAKEN');
    // 09:45 is inside the 15-minute buffer after Ani's 09:00–09:45: the grid's next free start
    // is not offered, so booking it says the time is not on offer.
    const next = await w.call(
      'POST',
      `${M}/session/one`,
      budi.token,
      slotBody(rina, wib(2, '09:45')),
    );
    expect(next.statusCode).toBe(409);
    expect(next.json().messageId).toBe('MENTORING_SLOT_TAKEN');
  });

  it('refuses a time the mentor does not offer, and a time in the past', async () => {
    for (const at of [wib(2, '09:10'), wib(2, '13:00'), wib(6, '09:00'), wib(1, '07:00')]) {
      const res = await w.call('POST', `${M}/session/one`, budi.token, slotBody(rina, at));
      expect(res.statusCode, at.toISOString()).toBe(409);
      expect(res.json().messageId).toBe('MENTORING_SLOT_UNAVAILABLE');
    }
  });

  it('refuses a mentee a second session at the same time with another mentor', async () => {
    const res = await w.call(
      'POST',
      `${M}/session/one`,
      ani.token,
      slotBody(custom, wib(2, '09:00')),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().messageId).toBe('MENTEE_TIME_CONFLICT');
    expect(res.json().message).toMatch(/sesi mentoring lain pada waktu yang sama/);
  });

  it('requires the commitment, a known topic of the mentor and a mode the mentor offers', async () => {
    const noCommitment = await w.call('POST', `${M}/session/one`, budi.token, {
      ...slotBody(rina, wib(3, '09:00')),
      commitment: false,
    });
    expect(noCommitment.statusCode).toBe(400);
    const topic = await w.call(
      'POST',
      `${M}/session/one`,
      budi.token,
      slotBody(rina, wib(3, '09:00'), { topicId: w.tax.topicIds.backend }),
    );
    expect(topic.statusCode).toBe(400);
    expect(topic.json().details[0].field).toBe('topicId');
    const offline = await w.call(
      'POST',
      `${M}/session/one`,
      budi.token,
      slotBody(rina, wib(3, '09:00'), { mode: 'offline' }),
    );
    expect(offline.statusCode).toBe(400);
    expect(offline.json().details[0].field).toBe('mode');
    const referral = await w.call(
      'POST',
      `${M}/session/one`,
      budi.token,
      slotBody(rina, wib(3, '09:00'), { referralCode: 'TIDAKADA' }),
    );
    expect(referral.statusCode).toBe(400);
    expect(referral.json().details[0].field).toBe('referralCode');
  });

  it('lets only job seekers book, and not a mentor their own slot', async () => {
    const res = await w.call(
      'POST',
      `${M}/session/one`,
      rina.token,
      slotBody(rina, wib(3, '09:00')),
    );
    expect(res.statusCode).toBe(403);
  });

  it('answers a retry with the same Idempotency-Key with the first session, another body with 422', async () => {
    const headers = { 'idempotency-key': 'booking-budi-0001' };
    const first = await w.call(
      'POST',
      `${M}/session/one`,
      budi.token,
      slotBody(rina, wib(3, '10:30')),
      headers,
    );
    expect(first.statusCode).toBe(201);
    const again = await w.call(
      'POST',
      `${M}/session/one`,
      budi.token,
      slotBody(rina, wib(3, '10:30')),
      headers,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    const other = await w.call(
      'POST',
      `${M}/session/one`,
      budi.token,
      slotBody(rina, wib(3, '11:15')),
      headers,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().messageId).toBe('IDEMPOTENCY_KEY_CONFLICT');
  });

  it('takes a CV as multipart, checked by content, readable by the two parties only', async () => {
    const body = multipart(slotBody(rina, wib(4, '09:00')), {
      name: 'cv-budi.pdf',
      type: 'application/pdf',
      bytes: tinyPdf(),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `${M}/session/one`,
      headers: { ...body.headers, authorization: `Bearer ${budi.token}` },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const s = res.json().data;
    expect(s.attachment).toMatchObject({ name: 'cv-budi.pdf', contentType: 'application/pdf' });
    const byMentor = await w.call('GET', s.attachment.downloadPath, rina.token);
    expect(byMentor.statusCode).toBe(200);
    expect(byMentor.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const byOther = await w.call('GET', s.attachment.downloadPath, ani.token);
    expect(byOther.statusCode).toBe(404);

    const fake = multipart(slotBody(rina, wib(4, '10:30')), {
      name: 'cv.pdf',
      type: 'application/pdf',
      bytes: zipOf([{ name: 'hello.txt', content: 'not a document' }]),
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: `${M}/session/one`,
      headers: { ...fake.headers, authorization: `Bearer ${budi.token}` },
      payload: fake.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0].field).toBe('attachment');
  });
});

describe('custom requests', () => {
  it('refuses a request when the mentor takes none', async () => {
    const res = await w.call('POST', `${M}/session/one`, budi.token, {
      ...slotBody(rina, wib(2, '09:00')),
      bookingType: 'custom',
      requestedWindows: [
        { startsAt: wib(2, '15:00').toISOString(), endsAt: wib(2, '17:00').toISOString() },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().messageId).toBe('MENTORING_CUSTOM_REQUESTS_CLOSED');
  });

  it('records 1–3 windows, holds nothing, and offers the mentor starts free for both', async () => {
    clock.advance(60_000); // made after the bookings above (latest-session/one)
    const res = await w.call('POST', `${M}/session/one`, budi.token, {
      ...slotBody(custom, wib(2, '09:00')),
      bookingType: 'custom',
      requestedWindows: [
        { startsAt: wib(3, '18:00').toISOString(), endsAt: wib(3, '19:30').toISOString() },
        { startsAt: wib(3, '10:00').toISOString(), endsAt: wib(3, '11:30').toISOString() },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const s = res.json().data;
    expect(s).toMatchObject({ status: 'requested', time: null });
    expect(s.requestedWindows.map((x: { startTime: string }) => x.startTime)).toEqual([
      '10:00',
      '18:00',
    ]);
    const list = await w.call(
      'GET',
      `${M}/available-custom-session-schedule-to-propose/list?id_eq=${s.id}`,
      custom.token,
    );
    expect(list.statusCode).toBe(200);
    // Budi has Rina at 10:30–11:15 that Wednesday: starts overlapping it are left out.
    expect(list.json().data.docs.map((x: { startTime: string }) => x.startTime)).toEqual([
      '18:00',
      '18:15',
      '18:30',
    ]);
    const wrong = await act(w, custom, 'session/one/approve', s.id, {
      startsAt: wib(3, '10:00').toISOString(),
    });
    expect(wrong.statusCode).toBe(400);
    const ok = await act(w, custom, 'session/one/approve', s.id, {
      startsAt: wib(3, '18:15').toISOString(),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      status: 'approved',
      time: { startTime: '18:15', endTime: '19:15' },
    });
    expect(ok.json().data.meeting.joinPath).toMatch(/^\/mentoring\/join\/[A-Za-z0-9_-]{32}$/);
  });

  it('refuses windows that overlap, are too short or too soon', async () => {
    const res = await w.call('POST', `${M}/session/one`, budi.token, {
      ...slotBody(custom, wib(2, '09:00')),
      bookingType: 'custom',
      requestedWindows: [
        { startsAt: wib(4, '10:00').toISOString(), endsAt: wib(4, '10:30').toISOString() },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('requestedWindows');
  });
});

describe('reading sessions', () => {
  it('lists by side and tab, counts the tabs, and walks the list with the cursor', async () => {
    const mine = await w.call('GET', `${M}/session/list?as=mentee&group=pending`, budi.token);
    expect(mine.statusCode).toBe(200);
    const pending = mine.json().data.docs as { id: string; time: { startsAt: string } }[];
    expect(pending.length).toBe(2);
    expect(pending[0]!.time.startsAt < pending[1]!.time.startsAt).toBe(true);
    const counts = await w.call('GET', `${M}/session/counter-status?as=mentee`, budi.token);
    expect(counts.json().data).toEqual({
      upcoming: 1,
      pending: 2,
      past: 0,
      cancelled: 0,
      needsAction: 0,
    });
    const mentorCounts = await w.call('GET', `${M}/session/counter-status?as=mentor`, rina.token);
    expect(mentorCounts.json().data).toMatchObject({ pending: 3, needsAction: 3 });
    const cursor = await w.call(
      'GET',
      `${M}/session/one/cursor?id_eq=${pending[0]!.id}&as=mentee&group=pending`,
      budi.token,
    );
    expect(cursor.json().data).toEqual({ previousId: null, nextId: pending[1]!.id });
    const asMentor = await w.call('GET', `${M}/session/list?as=mentor`, rina.token);
    expect(
      asMentor.json().data.docs.every((d: { viewerRole: string }) => d.viewerRole === 'mentor'),
    ).toBe(true);
    expect(asMentor.json().data.totalDocs).toBe(3);
  });

  it('answers the latest session, and null for someone without sessions', async () => {
    const latest = await w.call('GET', `${M}/latest-session/one?as=mentee`, budi.token);
    expect(latest.json().data.bookingType).toBe('custom');
    const none = await w.call('GET', `${M}/latest-session/one?as=mentor`, budi.token);
    expect(none.json().data).toBeNull();
  });

  it('moves a confirmed session to the past tab once it has ended', async () => {
    clock.set(wib(3, '20:00'));
    await signInAgain(t, budi);
    const counts = await w.call('GET', `${M}/session/counter-status?as=mentee`, budi.token);
    expect(counts.json().data).toMatchObject({ upcoming: 0, past: 1 });
    clock.set(new Date(MONDAY_0800_WIB.getTime() + HOUR));
  });
});
