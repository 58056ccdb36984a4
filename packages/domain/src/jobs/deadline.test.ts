import { describe, expect, it } from 'vitest';
import { deadlineEndsAt, isDeadlinePassed } from './deadline';

describe('deadlineEndsAt', () => {
  it('is 23:59:59 in Jakarta of that day', () => {
    expect(deadlineEndsAt('2025-08-17').toISOString()).toBe('2025-08-17T16:59:59.000Z');
  });

  it('handles month, year and leap-day edges', () => {
    expect(deadlineEndsAt('2025-12-31').toISOString()).toBe('2025-12-31T16:59:59.000Z');
    expect(deadlineEndsAt('2024-02-29').toISOString()).toBe('2024-02-29T16:59:59.000Z');
    expect(deadlineEndsAt('2025-01-01').toISOString()).toBe('2025-01-01T16:59:59.000Z');
  });

  it('uses the Jakarta calendar day of a full timestamp', () => {
    expect(deadlineEndsAt('2025-08-16T17:00:00Z').toISOString()).toBe('2025-08-17T16:59:59.000Z');
    expect(deadlineEndsAt('2025-08-16T16:59:59Z').toISOString()).toBe('2025-08-16T16:59:59.000Z');
  });

  it('refuses impossible and malformed dates', () => {
    expect(() => deadlineEndsAt('2025-02-29')).toThrow(RangeError);
    expect(() => deadlineEndsAt('2025-13-01')).toThrow(RangeError);
    expect(() => deadlineEndsAt('2025-02-30')).toThrow(RangeError);
    expect(() => deadlineEndsAt('17/08/2025')).toThrow(RangeError);
    expect(() => deadlineEndsAt('')).toThrow(RangeError);
  });
});

describe('isDeadlinePassed', () => {
  it('is open through 23:59:59 WIB and passed right after', () => {
    expect(isDeadlinePassed('2025-08-17', new Date('2025-08-17T16:59:58.999Z'))).toBe(false);
    expect(isDeadlinePassed('2025-08-17', new Date('2025-08-17T16:59:59.000Z'))).toBe(false);
    expect(isDeadlinePassed('2025-08-17', new Date('2025-08-17T16:59:59.001Z'))).toBe(true);
    expect(isDeadlinePassed('2025-08-17', new Date('2025-08-17T17:00:00.000Z'))).toBe(true);
  });

  it('is open on the morning of the deadline day in Jakarta even when UTC is a day behind', () => {
    // 2025-08-17 06:00 WIB
    expect(isDeadlinePassed('2025-08-17', new Date('2025-08-16T23:00:00Z'))).toBe(false);
  });
});
