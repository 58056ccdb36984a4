import { describe, expect, it } from 'vitest';
import { fieldId, serverFieldMessages } from './profile-errors';
import { formatCalendarDate, formatDecimal, formatMonthYear, namesOf } from './profile-format';

describe('profile formatting', () => {
  it('writes months and dates in each language', () => {
    expect(formatMonthYear('2024-08-01', 'idn')).toBe('Agu 2024');
    expect(formatMonthYear('2024-08-01', 'en')).toBe('Aug 2024');
    expect(formatCalendarDate('2001-05-17', 'idn')).toBe('17 Mei 2001');
    expect(formatCalendarDate('not a date', 'en')).toBe('not a date');
  });

  it('writes decimals with the language’s separator', () => {
    expect(formatDecimal(3.456, 'idn')).toBe('3,46');
    expect(formatDecimal(4, 'en')).toBe('4');
  });

  it('names ids in the chosen order and skips unknown ones', () => {
    const items = [
      { id: 1, name: 'Jakarta' },
      { id: 2, name: 'Bandung' },
    ];
    expect(namesOf([2, 9, 1], items)).toEqual(['Bandung', 'Jakarta']);
  });
});

describe('server field messages', () => {
  it('keeps the first message of each field and ignores anything else', () => {
    expect(
      serverFieldMessages([
        { field: 'workExperiences.0.endDate', message: 'Isi tanggal selesai.' },
        { field: 'workExperiences.0.endDate', message: 'second' },
        { nope: true },
      ]),
    ).toEqual({ 'workExperiences.0.endDate': 'Isi tanggal selesai.' });
    expect(serverFieldMessages(undefined)).toEqual({});
  });

  it('makes ids safe for the DOM', () => {
    expect(fieldId('work', 'workExperiences.0.endDate')).toBe('work-workExperiences-0-endDate');
  });
});
