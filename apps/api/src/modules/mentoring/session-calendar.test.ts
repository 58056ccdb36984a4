// The calendar file of a session (issue 22): GET session/one/calendar answers an .ics that a
// calendar program reads (parsed here with ical.js), for the session's two parties only, once
// the session is confirmed; the join page's address is in its description.
import ICAL from 'ical.js';
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
  wib,
  world,
  type World,
} from './session-test-kit';

let t: TestApp;
let w: World;
const clock = movableClock(MONDAY_0800_WIB);

beforeAll(async () => {
  t = await createTestApp({ clock });
  w = await world(t, clock);
});
afterAll(async () => t.close());

const download = (id: string, token: string | null, locale = 'id') =>
  w.call('GET', `${M}/session/one/calendar?id_eq=${id}`, token, undefined, {
    'accept-language': locale,
  });

function eventOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent')!;
  const time = (name: string) => event.getFirstPropertyValue(name) as ICAL.Time;
  return { calendar, event, time };
}

describe('session calendar file', () => {
  it('gives each party a confirmed session as an .ics with the join page', async () => {
    const rina = await mentor(t, { name: 'Rina Santoso' });
    const ani = await mentee(t, 'Ani Wijaya');
    const id = await book(w, ani, rina, wib(2, '09:00'));

    const pending = await download(id, ani.token);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().messageId).toBe('SESSION_NOT_CONFIRMED');

    const approved = (await act(w, rina, 'session/one/approve', id, {})).json().data;
    const res = await download(id, ani.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(
      'filename="jenjang-mentoring-2026-12-01.ics"',
    );
    // RFC 5545: CRLF line ends, no line longer than 75 octets (longer ones are folded).
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    const { calendar, event, time } = eventOf(res.body);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);
    expect(event.getFirstPropertyValue('uid')).toBe(id);
    expect(time('dtstamp').toJSDate().toISOString()).toBe(MONDAY_0800_WIB.toISOString());
    for (const [name, at] of [
      ['dtstart', wib(2, '09:00')],
      ['dtend', wib(2, '09:45')],
    ] as const) {
      expect(time(name).zone?.tzid, name).toBe('UTC');
      expect(time(name).toJSDate().toISOString(), name).toBe(at.toISOString());
    }
    expect(event.getFirstPropertyValue('summary')).toContain('Rina Santoso');
    expect(event.getFirstPropertyValue('summary')).toContain('Ani Wijaya');
    const description = String(event.getFirstPropertyValue('description'));
    expect(description).toContain(`http://localhost:3000${approved.meeting.joinPath}`);

    // The mentor's file is the same event (one UID, so calendars do not double it); an English
    // page gets the English join page.
    const forMentor = eventOf((await download(id, rina.token, 'en')).body);
    expect(forMentor.event.getFirstPropertyValue('uid')).toBe(id);
    expect(String(forMentor.event.getFirstPropertyValue('description'))).toContain(
      `http://localhost:3000/en${approved.meeting.joinPath}`,
    );
  });

  it('is nobody else’s to download', async () => {
    const rina = await mentor(t, { name: 'Rina Santoso' });
    const budi = await mentee(t, 'Budi Setiawan');
    const id = await book(w, budi, rina, wib(3, '09:00'));
    await act(w, rina, 'session/one/approve', id, {});
    const stranger = await mentee(t, 'Citra Lestari');
    expect((await download(id, stranger.token)).statusCode).toBe(404);
    expect((await download(id, (await employer(t)).token)).statusCode).toBe(404);
    expect((await download(id, null)).statusCode).toBe(401);
  });
});
