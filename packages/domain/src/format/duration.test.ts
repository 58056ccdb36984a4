import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  it.each([
    [0, '0 minutes', '0 menit'],
    [1, '1 minute', '1 menit'],
    [30, '30 minutes', '30 menit'],
    [59, '59 minutes', '59 menit'],
    [59.6, '1 hour', '1 jam'],
    [60, '1 hour', '1 jam'],
    [90, '1.5 hours', '1,5 jam'],
    [100, '1.7 hours', '1,7 jam'],
    [120, '2 hours', '2 jam'],
    [1439, '24 hours', '24 jam'],
    [1440, '24 hours', '24 jam'],
    [1441, '2 days or more', '2 hari atau lebih'],
    [10_000, '2 days or more', '2 hari atau lebih'],
    [-5, '0 minutes', '0 menit'],
  ])('%d min → %s / %s', (minutes, en, idn) => {
    expect(formatDuration(minutes, 'en')).toBe(en);
    expect(formatDuration(minutes, 'idn')).toBe(idn);
  });

  it('rejects NaN', () => {
    expect(() => formatDuration(Number.NaN, 'en')).toThrow(RangeError);
  });
});
