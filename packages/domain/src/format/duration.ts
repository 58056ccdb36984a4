import type { Locale } from '../locale';
import { assertFinite, formatTenths } from './number';

const WORDS = {
  en: { minute: ['minute', 'minutes'], hour: ['hour', 'hours'], beyond: '2 days or more' },
  idn: { minute: ['menit', 'menit'], hour: ['jam', 'jam'], beyond: '2 hari atau lebih' },
} as const;

/**
 * Spec section 9: under 60 minutes in minutes, up to 1440 (one day) in hours, beyond that
 * '2 days or more'. Hours keep one decimal (90 → '1.5 hours' / '1,5 jam'), rounded to the
 * nearest tenth; minutes are rounded to whole minutes. Negative input counts as 0.
 */
export function formatDuration(minutes: number, locale: Locale): string {
  assertFinite(minutes, 'minutes');
  const words = WORDS[locale];
  const value = Math.max(0, minutes);
  if (value < 60) {
    const whole = Math.round(value);
    // 59.6 would round to 60: say '1 hour' instead of '60 minutes'.
    if (whole < 60) return `${whole} ${words.minute[whole === 1 ? 0 : 1]}`;
  }
  if (value <= 1440) {
    const tenths = Math.round(value / 6); // minutes / 60 hours, times 10
    return `${formatTenths(tenths, locale)} ${words.hour[tenths === 10 ? 0 : 1]}`;
  }
  return words.beyond;
}
