import { describe, expect, it } from 'vitest';
import { countdownParts, timeUnitLabel } from './countdown';

describe('timeUnitLabel', () => {
  it('gives the Indonesian labels of the spec', () => {
    expect(timeUnitLabel('seconds', 'idn')).toBe('Detik');
    expect(timeUnitLabel('minutes', 'idn')).toBe('Menit');
    expect(timeUnitLabel('hours', 'idn')).toBe('Jam');
    expect(timeUnitLabel('days', 'idn')).toBe('Hari');
  });

  it('gives English labels', () => {
    expect(timeUnitLabel('seconds', 'en')).toBe('Seconds');
    expect(timeUnitLabel('hours', 'en')).toBe('Hours');
  });
});

describe('countdownParts', () => {
  const now = new Date('2025-08-17T00:00:00Z');

  it('splits the remaining time', () => {
    const target = new Date(now.getTime() + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999);
    expect(countdownParts(target, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('is all zero at and after the target', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(countdownParts(now, now)).toEqual(zero);
    expect(countdownParts(new Date(now.getTime() - 5000), now)).toEqual(zero);
  });

  it('shows 59 seconds one second before a minute boundary', () => {
    expect(countdownParts(new Date(now.getTime() + 59_999), now)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 59,
    });
  });
});
