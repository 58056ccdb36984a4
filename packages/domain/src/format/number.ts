// Small number helpers shared by the formatters. We format by hand instead of Intl.NumberFormat
// so server (Node) and browser output are byte-identical (no hydration mismatches from ICU data).
import type { Locale } from '../locale';

export function decimalSeparator(locale: Locale): string {
  return locale === 'idn' ? ',' : '.';
}

export function thousandsSeparator(locale: Locale): string {
  return locale === 'idn' ? '.' : ',';
}

/** Groups a non-negative integer in threes: 5000000 → '5.000.000' with '.' as separator. */
export function groupThousands(value: number, separator: string): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * A non-negative value with at most one decimal, trailing ',0'/'.0' dropped.
 * `tenths` is the value already scaled by ten and made an integer by the caller, so each caller
 * decides between truncating and rounding and no float ever reaches the string.
 */
export function formatTenths(tenths: number, locale: Locale, grouping = true): string {
  const whole = Math.floor(tenths / 10);
  const decimal = tenths % 10;
  const grouped = grouping ? groupThousands(whole, thousandsSeparator(locale)) : String(whole);
  return decimal === 0 ? grouped : `${grouped}${decimalSeparator(locale)}${decimal}`;
}

export function assertFinite(value: number, what: string): void {
  if (!Number.isFinite(value))
    throw new RangeError(`${what} must be a finite number, got ${value}`);
}
