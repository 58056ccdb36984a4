import { describe, expect, it } from 'vitest';
import {
  dateAnswerCalendarDate,
  serializeAnswer,
  serializeCheckboxAnswer,
  serializeDateAnswer,
  serializeGpaAnswer,
  serializeNumericAnswer,
} from './serialize';

describe('dateAnswerCalendarDate', () => {
  it('reads the wire m/d/Y back as a calendar date', () => {
    expect(dateAnswerCalendarDate('08/17/2001')).toBe('2001-08-17');
    expect(dateAnswerCalendarDate(serializeDateAnswer('2026-12-20'))).toBe('2026-12-20');
    expect(dateAnswerCalendarDate('2001-08-17')).toBeNull();
  });
});

describe('serializeGpaAnswer', () => {
  it('sends value/max as text', () => {
    expect(serializeGpaAnswer('3.5', 4)).toBe('3.5/4');
    expect(serializeGpaAnswer('3.50', 4)).toBe('3.5/4');
    expect(serializeGpaAnswer(' 85 ', 100)).toBe('85/100');
    // The Indonesian way of writing it (issue 22).
    expect(serializeGpaAnswer('3,45', 4)).toBe('3.45/4');
  });

  it('sends nothing for an empty answer and refuses garbage', () => {
    expect(serializeGpaAnswer('', 4)).toBeNull();
    expect(() => serializeGpaAnswer('3,4,5', 4)).toThrow(RangeError);
    expect(() => serializeGpaAnswer('3.5', 0)).toThrow(RangeError);
  });
});

describe('serializeNumericAnswer', () => {
  it('sends numbers', () => {
    expect(serializeNumericAnswer('550')).toBe(550);
    expect(serializeNumericAnswer('0')).toBe(0);
    expect(serializeNumericAnswer('.5')).toBe(0.5);
    expect(serializeNumericAnswer('')).toBeNull();
    expect(() => serializeNumericAnswer('-3')).toThrow(RangeError);
  });
});

describe('serializeDateAnswer', () => {
  it('writes month/day/year', () => {
    expect(serializeDateAnswer('2001-08-17')).toBe('08/17/2001');
    expect(serializeDateAnswer('1999-12-01')).toBe('12/01/1999');
  });

  it('reads a Date as its day in Jakarta', () => {
    // 17 Aug 2001 00:30 WIB is still 16 Aug in UTC.
    expect(serializeDateAnswer(new Date('2001-08-16T17:30:00Z'))).toBe('08/17/2001');
    expect(serializeDateAnswer(new Date('2001-08-16T16:59:59Z'))).toBe('08/16/2001');
  });
});

describe('serializeCheckboxAnswer', () => {
  it('defaults to an empty list', () => {
    expect(serializeCheckboxAnswer(undefined)).toEqual([]);
    expect(serializeCheckboxAnswer(null)).toEqual([]);
    expect(serializeCheckboxAnswer(['a', 'b'])).toEqual(['a', 'b']);
  });
});

describe('serializeAnswer', () => {
  it('dispatches on the question type', () => {
    expect(serializeAnswer('checkbox', undefined)).toEqual([]);
    expect(serializeAnswer('checkbox', ['x'])).toEqual(['x']);
    expect(serializeAnswer('numeric', '3.5', { gpaMax: 4 })).toBe('3.5/4');
    expect(serializeAnswer('numeric', '3.5')).toBe(3.5);
    expect(serializeAnswer('date', '2001-08-17')).toBe('08/17/2001');
    expect(serializeAnswer('date', '')).toBeNull();
    expect(serializeAnswer('shortText', '  Halo  ')).toBe('Halo');
    expect(serializeAnswer('shortText', '   ')).toBeNull();
    expect(serializeAnswer('radio', 'opt-1')).toBe('opt-1');
    expect(serializeAnswer('radio', null)).toBeNull();
  });

  it('refuses a value of the wrong shape', () => {
    expect(() => serializeAnswer('radio', ['a'])).toThrow(TypeError);
    expect(() => serializeAnswer('numeric', new Date())).toThrow(TypeError);
  });
});
