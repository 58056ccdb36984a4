import { describe, expect, it } from 'vitest';
import { formatWibDateLong, formatWibDateTime, toWibParts, wibToUtc } from './wib';

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
