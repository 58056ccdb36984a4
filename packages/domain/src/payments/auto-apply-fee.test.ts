import { describe, expect, it } from 'vitest';
import { autoApplyFee } from './auto-apply-fee';

describe('autoApplyFee', () => {
  it('is zero without items', () => {
    expect(autoApplyFee([], 100_000)).toBe(0);
  });

  it('sums flat amounts', () => {
    expect(autoApplyFee([{ flatAmount: 5000 }, { flatAmount: 2500 }], 100_000)).toBe(7500);
  });

  it('adds percentages of the base', () => {
    expect(autoApplyFee([{ percentageAmount: 10 }], 150_000)).toBe(15_000);
    expect(
      autoApplyFee([{ flatAmount: 4000, percentageAmount: 2 }, { percentageAmount: 0.5 }], 200_000),
    ).toBe(4000 + 4000 + 1000);
  });

  it('rounds the percentage part once, half up', () => {
    // 3 × 0.5 % of 100 = 1.5 → 2; rounding each item (0.5 → 1) would have given 3.
    expect(autoApplyFee([{ percentageAmount: 1.5 }, { percentageAmount: 1.5 }], 10_050)).toBe(302);
    expect(
      autoApplyFee(
        [{ percentageAmount: 0.5 }, { percentageAmount: 0.5 }, { percentageAmount: 0.5 }],
        100,
      ),
    ).toBe(2);
    expect(autoApplyFee([{ percentageAmount: 1.005 }], 100)).toBe(1);
    expect(autoApplyFee([{ percentageAmount: 0.4 }], 100)).toBe(0);
  });

  it('ignores null fields', () => {
    expect(autoApplyFee([{ flatAmount: null, percentageAmount: null }, {}], 50_000)).toBe(0);
  });

  it('refuses negative or non-finite amounts', () => {
    expect(() => autoApplyFee([{ flatAmount: -1 }], 100)).toThrow(RangeError);
    expect(() => autoApplyFee([{ percentageAmount: -5 }], 100)).toThrow(RangeError);
    expect(() => autoApplyFee([], Number.NaN)).toThrow(RangeError);
  });
});
