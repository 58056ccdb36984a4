import { describe, expect, it } from 'vitest';
import { dayLabel, groupSlotsByWibDay, wibClock, wibDateKey, wibDateText } from './slot-days';

const slot = (startsAt: string, minutes = 45) => ({
  startsAt,
  endsAt: new Date(new Date(startsAt).getTime() + minutes * 60_000).toISOString(),
});

describe('groupSlotsByWibDay', () => {
  it('puts a slot on the WIB date it starts on, not the UTC one', () => {
    // 30 Nov 17:30 UTC is 1 Dec 00:30 WIB; 30 Nov 16:30 UTC is 23:30 WIB the same day.
    const days = groupSlotsByWibDay([
      slot('2026-11-30T17:30:00.000Z'),
      slot('2026-11-30T16:30:00.000Z'),
      slot('2026-11-30T02:00:00.000Z'),
    ]);
    expect(days.map((d) => [d.date, d.slots.map((s) => wibClock(s.startsAt))])).toEqual([
      ['2026-11-30', ['09:00', '23:30']],
      ['2026-12-01', ['00:30']],
    ]);
  });

  it('orders days and slots by time and keeps one slot per start', () => {
    const days = groupSlotsByWibDay([
      slot('2026-12-02T03:00:00Z'),
      slot('2026-12-01T05:00:00Z'),
      slot('2026-12-01T03:00:00Z'),
      slot('2026-12-01T03:00:00.000Z'),
    ]);
    expect(days.map((d) => d.date)).toEqual(['2026-12-01', '2026-12-02']);
    expect(days[0]!.slots.map((s) => wibClock(s.startsAt))).toEqual(['10:00', '12:00']);
  });

  it('skips unreadable instants and answers nothing for nothing', () => {
    expect(groupSlotsByWibDay([{ startsAt: 'soon', endsAt: 'later' }])).toEqual([]);
    expect(groupSlotsByWibDay([])).toEqual([]);
  });
});

describe('day labels', () => {
  it('names the WIB day in both languages', () => {
    expect(wibDateKey('2026-11-29T17:00:00Z')).toBe('2026-11-30');
    expect(dayLabel('2026-11-30', 'idn')).toBe('Sen, 30 Nov 2026');
    expect(dayLabel('2026-08-17', 'en')).toBe('Mon, 17 Aug 2026');
    expect(dayLabel('2026-08-17', 'idn')).toBe('Sen, 17 Agu 2026');
    // 31 Dec 20:00 UTC is already 1 Jan in Jakarta.
    expect(wibDateText('2026-12-31T20:00:00Z', 'idn')).toBe('01 Jan 2027');
  });
});
