import { describe, expect, it } from 'vitest';
import {
  addDays,
  groupByWeekday,
  previewChanges,
  shiftWeekday,
  suggestWindow,
  weekdayOf,
  weeklyChanges,
  weeklyProblems,
  wibDate,
  wibToZone,
  type DatedWindow,
} from './schedule-model';

describe('weekly windows', () => {
  it('groups by weekday in start order, every weekday present', () => {
    const days = groupByWeekday([
      { weekday: 2, startTime: '13:00', endTime: '15:00' },
      { weekday: 2, startTime: '09:00', endTime: '11:00' },
    ]);
    expect([...days.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(days.get(2)!.map((w) => w.startTime)).toEqual(['09:00', '13:00']);
    expect(days.get(1)).toEqual([]);
  });

  it('flags an end before its start and overlaps on the same day only', () => {
    const problems = weeklyProblems([
      { weekday: 1, startTime: '09:00', endTime: '12:00' },
      { weekday: 1, startTime: '11:00', endTime: '13:00' },
      { weekday: 1, startTime: '13:00', endTime: '14:00' },
      { weekday: 2, startTime: '11:00', endTime: '13:00' },
      { weekday: 3, startTime: '15:00', endTime: '15:00' },
      { weekday: 4, startTime: '9:00', endTime: '10:00' },
    ]);
    expect(Object.fromEntries(problems)).toEqual({
      0: 'overlap',
      1: 'overlap',
      4: 'order',
      5: 'format',
    });
  });

  it('suggests a free window after the last one', () => {
    expect(suggestWindow([])).toEqual({ startTime: '09:00', endTime: '12:00' });
    expect(suggestWindow([{ startTime: '09:00', endTime: '12:00' }])).toEqual({
      startTime: '13:00',
      endTime: '15:00',
    });
    expect(
      weeklyProblems([{ weekday: 1, ...suggestWindow([{ startTime: '20:00', endTime: '23:30' }]) }])
        .size,
    ).toBe(0);
  });
});

describe('own time zone', () => {
  it('shows a WIB time in WITA, WIT and Singapore, moving the day when it crosses midnight', () => {
    expect(wibToZone('09:00', 480)).toEqual({ time: '10:00', dayShift: 0 });
    expect(wibToZone('23:30', 540)).toEqual({ time: '01:30', dayShift: 1 });
    expect(wibToZone('09:00', 420)).toEqual({ time: '09:00', dayShift: 0 });
    expect(wibToZone('00:30', 0)).toEqual({ time: '17:30', dayShift: -1 });
    expect(shiftWeekday(7, 1)).toBe(1);
    expect(shiftWeekday(1, -1)).toBe(7);
  });

  it('knows dates and weekdays in WIB', () => {
    // 2026-11-29 18:00 UTC is 30 Nov 01:00 WIB, a Monday.
    expect(wibDate(new Date('2026-11-29T18:00:00Z'))).toBe('2026-11-30');
    expect(weekdayOf('2026-11-30')).toBe(1);
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });
});

describe('changes before saving', () => {
  const saved: DatedWindow[] = [
    { id: 'a', kind: 'available', date: '2026-12-01', startTime: '09:00', endTime: '10:00' },
    { id: 'b', kind: 'available', date: '2026-12-02', startTime: '09:00', endTime: '10:00' },
    { id: 'c', kind: 'unavailable', date: '2026-12-03', startTime: '13:00', endTime: '17:00' },
  ];

  it('lists created, updated and deleted windows in date order, unchanged ones nowhere', () => {
    const edited: DatedWindow[] = [
      saved[0]!,
      { ...saved[1]!, endTime: '11:00' },
      { kind: 'unavailable', date: '2026-11-30', startTime: '08:00', endTime: '12:00' },
    ];
    expect(previewChanges(saved, edited)).toEqual([
      {
        change: 'created',
        entry: {
          kind: 'unavailable',
          date: '2026-11-30',
          startTime: '08:00',
          endTime: '12:00',
        },
      },
      { change: 'updated', entry: { ...saved[1], endTime: '11:00' }, before: saved[1] },
      { change: 'deleted', entry: saved[2] },
    ]);
    expect(previewChanges(saved, saved)).toEqual([]);
    // A window turned from extra time into an exception is an update, not a delete and a create.
    expect(
      previewChanges(saved, [...saved.slice(1), { ...saved[0]!, kind: 'unavailable' }]),
    ).toEqual([
      { change: 'updated', entry: { ...saved[0], kind: 'unavailable' }, before: saved[0] },
    ]);
  });

  it('compares weekly patterns as sets', () => {
    const before = [{ weekday: 1, startTime: '09:00', endTime: '12:00' }];
    const after = [
      { weekday: 1, startTime: '09:00', endTime: '12:00' },
      { weekday: 3, startTime: '19:00', endTime: '21:00' },
    ];
    expect(weeklyChanges(before, after)).toEqual({ added: [after[1]], removed: [] });
    expect(weeklyChanges(after, before)).toEqual({ added: [], removed: [after[1]] });
  });
});
