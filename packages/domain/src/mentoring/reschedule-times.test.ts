import { describe, expect, it } from 'vitest';
import { computeAvailableSlots } from './availability';
import { rescheduleTimes } from './reschedule-times';

// Monday 30 Nov 2026, 08:00 WIB; the mentor offers 09:00–12:00 WIB on weekdays, 45-minute
// sessions with a 15-minute buffer.
const now = new Date('2026-11-30T01:00:00Z');
const wib = (date: string, time: string) => new Date(`${date}T${time}:00+07:00`);
const settings = {
  sessionMinutes: 45,
  bufferMinutes: 15,
  minNoticeHours: 0,
  bookingWindowDays: 14,
};
const weekly = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  startTime: '09:00',
  endTime: '12:00',
}));
const current = {
  startsAt: wib('2026-12-01', '09:00'),
  endsAt: wib('2026-12-01', '09:45'),
  blockedUntil: wib('2026-12-01', '10:00'),
};
/** The mentor's slots of Tuesday and Wednesday, with the moved session left out of the busy. */
const slots = (busy: { startsAt: Date; blockedUntil: Date }[] = []) =>
  computeAvailableSlots({
    weekly,
    entries: [],
    busy,
    settings,
    now,
    from: wib('2026-12-01', '00:00'),
    to: wib('2026-12-03', '00:00'),
  });
const starts = (list: { startTime: string; date: string }[]) =>
  list.map((s) => `${s.date} ${s.startTime}`);

describe('rescheduleTimes', () => {
  it('offers every free slot of the mentor, not only one, and never the current time', () => {
    const times = rescheduleTimes({ slots: slots(), current, mentorBusy: [], menteeBusy: [], now });
    expect(starts(times)).toEqual([
      '2026-12-01 09:45',
      '2026-12-01 10:30',
      '2026-12-01 11:15',
      '2026-12-02 09:00',
      '2026-12-02 09:45',
      '2026-12-02 10:30',
      '2026-12-02 11:15',
    ]);
    expect(times[0]).toMatchObject({ startsAt: '2026-12-01T02:45:00.000Z', endTime: '10:30' });
  });

  it("leaves out times that collide with the mentor's other sessions, buffer included", () => {
    const other = { startsAt: wib('2026-12-02', '10:30'), until: wib('2026-12-02', '11:30') };
    const times = rescheduleTimes({
      slots: slots([{ startsAt: other.startsAt, blockedUntil: other.until }]),
      current,
      mentorBusy: [other],
      menteeBusy: [],
      now,
    });
    expect(starts(times).filter((s) => s.startsWith('2026-12-02'))).toEqual(['2026-12-02 09:00']);
  });

  it('leaves out times the mentee is already booked at, with any mentor', () => {
    const times = rescheduleTimes({
      slots: slots(),
      current,
      mentorBusy: [],
      menteeBusy: [{ startsAt: wib('2026-12-01', '10:00'), until: wib('2026-12-01', '11:00') }],
      now,
    });
    expect(starts(times).filter((s) => s.startsWith('2026-12-01'))).toEqual(['2026-12-01 11:15']);
  });

  it('keeps the session length when the mentor has changed theirs, and drops past starts', () => {
    const longer = {
      ...current,
      endsAt: wib('2026-12-01', '10:30'),
      blockedUntil: wib('2026-12-01', '10:30'),
    };
    const times = rescheduleTimes({
      slots: slots(),
      current: longer,
      mentorBusy: [{ startsAt: wib('2026-12-02', '10:30'), until: wib('2026-12-02', '11:15') }],
      menteeBusy: [],
      now: wib('2026-12-01', '10:00'),
    });
    expect(starts(times)).toEqual([
      '2026-12-01 10:30',
      '2026-12-01 11:15',
      '2026-12-02 09:00',
      '2026-12-02 11:15',
    ]);
    expect(times[0]!.endTime).toBe('12:00');
  });
});
