import { describe, expect, it } from 'vitest';
import { scoreColor } from './score-color';

describe('scoreColor', () => {
  it.each([
    [0, 'red'],
    [59, 'red'],
    [59.9, 'red'],
    [60, 'amber'],
    [79, 'amber'],
    [79.9, 'amber'],
    [80, 'green'],
    [100, 'green'],
    [-3, 'red'],
    [104, 'green'],
    [Number.POSITIVE_INFINITY, 'green'],
  ] as const)('%d → %s', (score, color) => {
    expect(scoreColor(score)).toBe(color);
  });

  it('refuses NaN', () => {
    expect(() => scoreColor(Number.NaN)).toThrow(RangeError);
  });
});
