import { toValidDate } from '../format/date-input';
import { toWibParts, wibToUtc } from '../format/wib';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Spec section 9: a deadline date ends at 23:59:59 in Jakarta. '2025-08-17' → the instant
 * 2025-08-16T16:59:59.000Z. A full timestamp is accepted too (the API may send one): its
 * calendar day in Jakarta is used, so '2025-08-16T17:00:00Z' also means 17 August.
 * Impossible dates ('2025-02-30') and anything unparsable throw a RangeError.
 */
export function deadlineEndsAt(date: string): Date {
  const match = DATE_ONLY.exec(date);
  if (!match) {
    const p = toWibParts(toValidDate(date));
    return wibToUtc(p.year, p.month, p.day, 23, 59, 59);
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    throw new RangeError(`Invalid deadline date: ${date}`);
  }
  return wibToUtc(year, month, day, 23, 59, 59);
}

/** True once `now` is after 23:59:59 WIB of the deadline day (at exactly 23:59:59.000 not yet). */
export function isDeadlinePassed(date: string, now: Date): boolean {
  return now.getTime() > deadlineEndsAt(date).getTime();
}
