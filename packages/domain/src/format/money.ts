import type { Locale } from '../locale';
import { formatCompactCount } from './counts';
import { assertFinite, groupThousands } from './number';

/** 5000000 → 'Rp5.000.000'. Rupiah has no minor unit in practice, so we round to whole rupiah. */
export function formatRupiah(amount: number): string {
  assertFinite(amount, 'amount');
  const rounded = Math.round(Math.abs(amount));
  const sign = amount < 0 && rounded !== 0 ? '-' : '';
  return `${sign}Rp${groupThousands(rounded, '.')}`;
}

/** Compact rupiah for cards: 5_000_000 → 'Rp5jt' (idn) / 'Rp5M' (en). */
export function formatCompactRupiah(amount: number, locale: Locale): string {
  return `Rp${formatCompactCount(amount, locale)}`;
}

const RANGE_WORDS = {
  idn: { from: 'Mulai', upTo: 'Hingga' },
  en: { from: 'From', upTo: 'Up to' },
} as const;

// A salary bound of 0 (or below) is how "not filled in" arrives from employer forms, and
// 'Rp0 – Rp8jt' reads worse than 'Hingga Rp8jt', so such bounds count as absent.
function usable(value: number | null): number | null {
  return value !== null && Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * Compact salary range for job cards, the same shape in both languages (Rupiah everywhere):
 * idn 'Rp5jt – Rp8jt', 'Mulai Rp5jt', 'Hingga Rp8jt'; en 'Rp5M – Rp8M', 'From Rp5M', 'Up to Rp8M'.
 * Equal bounds show one amount; swapped bounds are put in order; nothing usable → null.
 */
export function formatSalaryRange(
  min: number | null,
  max: number | null,
  locale: Locale,
): string | null {
  let low = usable(min);
  let high = usable(max);
  if (low !== null && high !== null && low > high) [low, high] = [high, low];
  const words = RANGE_WORDS[locale];
  if (low !== null && high !== null) {
    const lowText = formatCompactRupiah(low, locale);
    const highText = formatCompactRupiah(high, locale);
    return lowText === highText ? lowText : `${lowText} – ${highText}`;
  }
  if (low !== null) return `${words.from} ${formatCompactRupiah(low, locale)}`;
  if (high !== null) return `${words.upTo} ${formatCompactRupiah(high, locale)}`;
  return null;
}
