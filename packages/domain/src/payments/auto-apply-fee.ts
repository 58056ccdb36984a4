export type FeeItem = {
  /** Whole rupiah added as is. */
  flatAmount?: number | null;
  /** Percent of the base (10 means 10 %), not a fraction. */
  percentageAmount?: number | null;
};

/**
 * Spec section 9: the auto-apply fee is the sum of the flat amounts plus the percentages of a
 * base, in integer rupiah. The percentages are summed first and their part is rounded once,
 * half up, to whole rupiah (rounding per item could drift by a rupiah per item); flat amounts are
 * rounded to whole rupiah too. Negative or non-finite amounts are refused: a fee never pays out.
 */
export function autoApplyFee(items: readonly FeeItem[], base: number): number {
  checkAmount(base, 'base');
  let flat = 0;
  let percent = 0;
  for (const item of items) {
    const itemFlat = item.flatAmount ?? 0;
    const itemPercent = item.percentageAmount ?? 0;
    checkAmount(itemFlat, 'flatAmount');
    checkAmount(itemPercent, 'percentageAmount');
    flat += Math.round(itemFlat);
    percent += itemPercent;
  }
  // toFixed(6) first so binary float noise (1.005 → 1.00499999…) cannot flip the half-up rounding.
  return flat + Math.round(Number(((base * percent) / 100).toFixed(6)));
}

function checkAmount(value: number, what: string): void {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`${what} must be a finite number ≥ 0, got ${value}`);
  }
}
