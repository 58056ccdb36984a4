import type { Locale } from '../locale';
import { assertFinite, formatTenths, groupThousands, thousandsSeparator } from './number';

// Spec section 9: K / M / B in English, rb (ribu) / jt (juta) / M (miliar) in Indonesian.
const UNITS: readonly { size: number; en: string; idn: string }[] = [
  { size: 1_000_000_000, en: 'B', idn: 'M' },
  { size: 1_000_000, en: 'M', idn: 'jt' },
  { size: 1_000, en: 'K', idn: 'rb' },
];

/**
 * 1500 → '1.5K' (en) / '1,5rb' (idn); 2_000_000 → '2M' / '2jt'; 999 → '999'.
 * The decimal is truncated, not rounded: a count never claims more than there is
 * (1999 → '1.9K'), and 999_999 stays '999.9K' instead of jumping to '1000K'.
 * Fractions below one are dropped too (counts are whole numbers).
 */
export function formatCompactCount(n: number, locale: Locale): string {
  assertFinite(n, 'count');
  const abs = Math.trunc(Math.abs(n));
  const sign = n < 0 && abs !== 0 ? '-' : '';
  for (const unit of UNITS) {
    if (abs >= unit.size) {
      // Integer division on integers: no float error can slip into the decimal.
      const tenths = Math.floor((abs * 10) / unit.size);
      return `${sign}${formatTenths(tenths, locale)}${unit[locale]}`;
    }
  }
  return `${sign}${groupThousands(abs, thousandsSeparator(locale))}`;
}
