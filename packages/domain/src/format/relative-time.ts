import type { Locale } from '../locale';
import { toValidDate } from './date-input';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Spec section 9: anything older is shown as this many days. */
export const RELATIVE_TIME_MAX_DAYS = 7;

type Unit = 'minute' | 'hour' | 'day';

const INDONESIAN: Record<Unit, string> = { minute: 'menit', hour: 'jam', day: 'hari' };

function phrase(count: number, unit: Unit, locale: Locale): string {
  // Indonesian nouns do not inflect for number; English needs the plural s.
  if (locale === 'idn') return `${count} ${INDONESIAN[unit]} yang lalu`;
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/**
 * '5 menit yang lalu' / '5 minutes ago'. Under a minute reads as one minute (so nothing says
 * "0 minutes"), and so does a time slightly in the future (client clock skew). Everything from
 * 7 days on reads '7 days ago' (spec section 9 caps it). Units are floored: 119 min → 1 hour.
 */
export function formatRelativeTime(date: Date | string, now: Date, locale: Locale): string {
  const elapsed = toValidDate(now).getTime() - toValidDate(date).getTime();
  if (elapsed < HOUR_MS)
    return phrase(Math.max(1, Math.floor(elapsed / MINUTE_MS)), 'minute', locale);
  if (elapsed < DAY_MS) return phrase(Math.floor(elapsed / HOUR_MS), 'hour', locale);
  return phrase(Math.min(RELATIVE_TIME_MAX_DAYS, Math.floor(elapsed / DAY_MS)), 'day', locale);
}
