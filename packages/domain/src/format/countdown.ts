import type { Locale } from '../locale';

export const TIME_UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];

// Spec section 9 names the Indonesian labels Detik, Menit, Jam (countdowns to a deadline or a
// session); days and the English labels complete the set.
const LABELS: Record<Locale, Record<TimeUnit, string>> = {
  idn: { days: 'Hari', hours: 'Jam', minutes: 'Menit', seconds: 'Detik' },
  en: { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' },
};

export function timeUnitLabel(unit: TimeUnit, locale: Locale): string {
  return LABELS[locale][unit];
}

export type Countdown = Record<TimeUnit, number>;

/**
 * Splits the time left until `target` into whole days, hours, minutes and seconds for a
 * countdown; all zero once the target has passed (a countdown never runs negative).
 */
export function countdownParts(target: Date, now: Date): Countdown {
  const totalSeconds = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}
