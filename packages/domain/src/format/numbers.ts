// Numbers as a person reads and types them: counts, decimals, percentages. One style per kind,
// the same in server and browser renders (no Intl: number.ts says why). Indonesian groups
// thousands with '.' and writes decimals with ',' ('1.641', '4,4'); English the other way round.
import type { Locale } from '../locale';
import { assertFinite, decimalSeparator, groupThousands, thousandsSeparator } from './number';

/**
 * A count, exact and grouped: 1641 → '1.641' (idn) / '1,641' (en). The one style for every count
 * a person reads (jobs, applicants, reviews), so a page never shows '1.500+', '1.640' and '1,6rb'
 * for one number (issue 22). Fractions are dropped: counts are whole.
 */
export function formatCount(n: number, locale: Locale): string {
  assertFinite(n, 'count');
  const whole = Math.trunc(Math.abs(n));
  const sign = n < 0 && whole !== 0 ? '-' : '';
  return `${sign}${groupThousands(whole, thousandsSeparator(locale))}`;
}

/**
 * A decimal with at most `maxFractionDigits` digits, rounded half away from zero, trailing zeros
 * dropped down to `minFractionDigits`: 4.4 → '4,4' (idn) / '4.4' (en); 3.456 with 2 → '3,46';
 * 1234.5 → '1.234,5'; a rating keeps its one digit with min 1: 4 → '4,0'.
 */
export function formatDecimal(
  value: number,
  locale: Locale,
  maxFractionDigits = 1,
  minFractionDigits = 0,
): string {
  assertFinite(value, 'value');
  if (!Number.isInteger(maxFractionDigits) || maxFractionDigits < 0 || maxFractionDigits > 6) {
    throw new RangeError(`maxFractionDigits must be 0-6, got ${maxFractionDigits}`);
  }
  const scale = 10 ** maxFractionDigits;
  // Through the decimal string first, so 1.005 rounds like the 1.005 a person typed (1.005 * 100
  // is 100.49999…); a value already in exponent notation (1e-7, 1e21) is scaled directly.
  const text = String(Math.abs(value));
  const scaled = Math.round(
    text.includes('e') ? Math.abs(value) * scale : Number(`${text}e${maxFractionDigits}`),
  );
  const whole = Math.floor(scaled / scale);
  let fraction = String(scaled % scale).padStart(maxFractionDigits, '0');
  while (
    fraction.length > Math.min(minFractionDigits, maxFractionDigits) &&
    fraction.endsWith('0')
  ) {
    fraction = fraction.slice(0, -1);
  }
  const sign = value < 0 && scaled !== 0 ? '-' : '';
  const grouped = groupThousands(whole, thousandsSeparator(locale));
  return `${sign}${grouped}${fraction ? `${decimalSeparator(locale)}${fraction}` : ''}`;
}

/** A share as a percentage: 0.254 → '25%'; with one digit '25,4%' (idn) / '25.4%' (en). */
export function formatPercent(ratio: number, locale: Locale, maxFractionDigits = 0): string {
  assertFinite(ratio, 'ratio');
  return `${formatDecimal(ratio * 100, locale, maxFractionDigits)}%`;
}

const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;
const GROUPED_DOTS = /^[+-]?\d{1,3}(?:\.\d{3})+(?:,\d+)?$/;
const GROUPED_COMMAS = /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;

/**
 * A number as a person types it, in either language: '3,45' and '3.45' are both 3.45 (an IPK
 * typed the Indonesian way is no longer refused); a number grouped in thousands reads as such
 * when it has more than one group or a decimal part after the groups ('1.500.000', '1.234,5',
 * '1,234.5'). A lone separator is a decimal separator, because that is what a decimal input
 * receives. Spaces around the number and inside the grouping (a space or a narrow no-break space)
 * are ignored. Anything else (two decimals, letters, '') is null.
 */
export function parseDecimal(text: string): number | null {
  const compact = text.trim().replace(/[\s\u202f\u00a0]/g, '');
  if (compact === '') return null;
  let normal: string;
  if (PLAIN_NUMBER.test(compact)) normal = compact.replace(',', '.');
  else if (GROUPED_DOTS.test(compact)) normal = compact.replace(/\./g, '').replace(',', '.');
  else if (GROUPED_COMMAS.test(compact)) normal = compact.replace(/,/g, '');
  else return null;
  const value = Number(normal);
  return Number.isFinite(value) ? value : null;
}

/** 'one' or 'other': Indonesian nouns do not inflect for number, English has a singular for 1. */
export function pluralCategory(count: number, locale: Locale): 'one' | 'other' {
  return locale === 'en' && count === 1 ? 'one' : 'other';
}

const GROUPED_WHOLE = /^[+-]?\d{1,3}(?:([.,])\d{3})?(?:\1\d{3})*$/;

/**
 * A whole number as a person types it, grouped or not: '1.500.000', '1,500,000', '1 500 000' and
 * '1500000' are all 1500000 (a rupiah amount, a count). A decimal part is not a whole number:
 * '1,5' is null, and so is '1.50' (a group has three digits).
 */
export function parseWholeNumber(text: string): number | null {
  const compact = text.trim().replace(/[\s\u202f\u00a0]/g, '');
  if (/^[+-]?\d+$/.test(compact)) return Number(compact);
  if (!GROUPED_WHOLE.test(compact)) return null;
  return Number(compact.replace(/[.,]/g, ''));
}
