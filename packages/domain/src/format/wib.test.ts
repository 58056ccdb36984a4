import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatMonthYear,
  formatWibDate,
  formatWibDateLong,
  formatWibDateTime,
  formatWibTime,
  toWibParts,
  wibDateOf,
  wibToUtc,
  wibYearOf,
} from './wib';

describe('formatWibDateTime', () => {
  it('shifts UTC by seven hours', () => {
    expect(formatWibDateTime('2025-08-17T07:05:00Z')).toBe('17/08/2025 14:05');
  });

  it('rolls over to the next day and year in Jakarta', () => {
    expect(formatWibDateTime(new Date('2025-12-31T16:59:00Z'))).toBe('31/12/2025 23:59');
    expect(formatWibDateTime(new Date('2025-12-31T17:00:00Z'))).toBe('01/01/2026 00:00');
  });

  it('honours an explicit offset in the input', () => {
    expect(formatWibDateTime('2025-03-01T09:30:00+07:00')).toBe('01/03/2025 09:30');
  });

  it('rejects an invalid date', () => {
    expect(() => formatWibDateTime('not a date')).toThrow(RangeError);
  });
});

describe('formatWibDateLong', () => {
  it('uses Indonesian month abbreviations', () => {
    expect(formatWibDateLong('2025-08-17T07:05:00Z', 'idn')).toBe('17 Agu 2025, 14:05');
    expect(formatWibDateLong('2025-05-02T01:00:00Z', 'idn')).toBe('02 Mei 2025, 08:00');
    expect(formatWibDateLong('2025-10-02T01:00:00Z', 'idn')).toBe('02 Okt 2025, 08:00');
    expect(formatWibDateLong('2025-12-24T01:00:00Z', 'idn')).toBe('24 Des 2025, 08:00');
  });

  it('uses English month abbreviations', () => {
    expect(formatWibDateLong('2025-08-17T07:05:00Z', 'en')).toBe('17 Aug 2025, 14:05');
    expect(formatWibDateLong('2025-01-31T16:59:00Z', 'en')).toBe('31 Jan 2025, 23:59');
    expect(formatWibDateLong('2025-01-31T17:00:00Z', 'en')).toBe('01 Feb 2025, 00:00');
  });
});

describe('toWibParts / wibToUtc', () => {
  it('are inverse', () => {
    const instant = wibToUtc(2024, 2, 29, 23, 59, 59);
    expect(instant.toISOString()).toBe('2024-02-29T16:59:59.000Z');
    expect(toWibParts(instant)).toEqual({
      year: 2024,
      month: 2,
      day: 29,
      hour: 23,
      minute: 59,
      second: 59,
    });
  });
});

describe('formatWibDate', () => {
  it('uses the locale’s month names', () => {
    expect(formatWibDate('2026-12-20T03:00:00Z', 'idn')).toBe('20 Des 2026');
    expect(formatWibDate('2026-12-20T03:00:00Z', 'en')).toBe('20 Dec 2026');
    expect(formatWibDate('2026-08-17T03:00:00Z', 'idn')).toBe('17 Agu 2026');
    expect(formatWibDate('2026-05-01T03:00:00Z', 'en')).toBe('01 May 2026');
  });

  it('puts 23:30 UTC on the next day, as Jakarta lives it', () => {
    expect(formatWibDate('2026-11-28T23:30:00Z', 'idn')).toBe('29 Nov 2026');
    expect(formatWibDate('2026-11-28T23:30:00Z', 'en')).toBe('29 Nov 2026');
    expect(formatWibDate('2026-11-28T16:59:59Z', 'idn')).toBe('28 Nov 2026');
    expect(formatWibDate('2026-11-28T17:00:00Z', 'idn')).toBe('29 Nov 2026');
  });

  it('rolls over the year in Jakarta first', () => {
    expect(formatWibDate('2026-12-31T17:00:00Z', 'idn')).toBe('01 Jan 2027');
    expect(wibYearOf('2026-12-31T17:00:00Z')).toBe(2027);
    expect(wibYearOf('2026-12-31T16:59:00Z')).toBe(2026);
  });
});

describe('formatWibTime and wibDateOf', () => {
  it('read the Jakarta wall clock', () => {
    expect(formatWibTime('2026-11-28T23:30:00Z')).toBe('06:30');
    expect(formatWibTime('2026-11-28T00:05:00Z')).toBe('07:05');
    expect(wibDateOf(new Date('2026-11-28T23:30:00Z'))).toBe('2026-11-29');
    expect(wibDateOf('2026-11-28T16:59:00Z')).toBe('2026-11-28');
  });
});

describe('calendar dates', () => {
  it('name the month without applying a time zone', () => {
    expect(formatCalendarDate('2026-12-20', 'idn')).toBe('20 Des 2026');
    expect(formatCalendarDate('2026-12-20', 'en')).toBe('20 Dec 2026');
    expect(formatCalendarDate('2001-08-07', 'idn')).toBe('07 Agu 2001');
    expect(formatMonthYear('2024-03-01', 'idn')).toBe('Mar 2024');
    expect(formatMonthYear('2024-10-01', 'idn')).toBe('Okt 2024');
    expect(formatMonthYear('2024-10-01', 'en')).toBe('Oct 2024');
  });

  it('leave what is not a calendar date as it is', () => {
    expect(formatCalendarDate('soon', 'idn')).toBe('soon');
    expect(formatCalendarDate('2026-13-01', 'idn')).toBe('2026-13-01');
    expect(formatMonthYear('', 'en')).toBe('');
  });
});
