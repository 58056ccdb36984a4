import { describe, expect, it } from 'vitest';
import { formatCompactCount } from './counts';

describe('formatCompactCount', () => {
  it.each([
    [0, '0', '0'],
    [999, '999', '999'],
    [1000, '1K', '1rb'],
    [1500, '1.5K', '1,5rb'],
    [1999, '1.9K', '1,9rb'],
    [999_999, '999.9K', '999,9rb'],
    [1_000_000, '1M', '1jt'],
    [2_000_000, '2M', '2jt'],
    [2_500_000, '2.5M', '2,5jt'],
    [2_300_000, '2.3M', '2,3jt'],
    [999_999_999, '999.9M', '999,9jt'],
    [1_000_000_000, '1B', '1M'],
    [3_000_000_000, '3B', '3M'],
    [1_500_000_000_000, '1,500B', '1.500M'],
  ])('%d → en %s, idn %s', (n, en, idn) => {
    expect(formatCompactCount(n, 'en')).toBe(en);
    expect(formatCompactCount(n, 'idn')).toBe(idn);
  });

  it('keeps the sign of negatives and drops fractions', () => {
    expect(formatCompactCount(-1500, 'en')).toBe('-1.5K');
    expect(formatCompactCount(-999, 'idn')).toBe('-999');
    expect(formatCompactCount(12.9, 'en')).toBe('12');
    expect(formatCompactCount(-0.4, 'en')).toBe('0');
  });

  it('rejects non-finite input', () => {
    expect(() => formatCompactCount(Number.NaN, 'en')).toThrow(RangeError);
    expect(() => formatCompactCount(Number.POSITIVE_INFINITY, 'idn')).toThrow(RangeError);
  });
});
