// The times a confirmed session can move to (issue 22: every free one, not a single suggestion).
// Pure: the API feeds it the mentor's free slots, computed with the moved session left out of the
// busy time (availability.ts), and both parties' other live sessions; the same rules decide a
// proposal (the API's checkProposal), so what is offered is what will be accepted.
import { toValidDate } from '../format/date-input';
import { wibRangeOf } from '../format/time-zones';
import type { AvailableSlot } from './availability';

/** A live session of one party, busy over [startsAt, until). */
export type PartyBusyRange = { startsAt: Date | string; until: Date | string };

export type RescheduleTimesInput = {
  /** The mentor's free slots (their starts are the candidates). */
  slots: readonly AvailableSlot[];
  /** The session as it stands: its length and buffer move with it. */
  current: { startsAt: Date | string; endsAt: Date | string; blockedUntil: Date | string };
  /** The mentor's other live sessions, each with its own buffer. */
  mentorBusy: readonly PartyBusyRange[];
  /** The mentee's other live sessions (with any mentor). */
  menteeBusy: readonly PartyBusyRange[];
  now: Date;
};

const ms = (value: Date | string): number => toValidDate(value).getTime();

const overlaps = (ranges: readonly PartyBusyRange[], start: number, end: number) =>
  ranges.some((b) => ms(b.startsAt) < end && start < ms(b.until));

/**
 * Every slot start at which the session, with its own length and buffer, fits: in the future, not
 * the time it has now, clear of the mentor's other sessions (buffer included) and of the mentee's.
 * In time order, each start once.
 */
export function rescheduleTimes(input: RescheduleTimesInput): AvailableSlot[] {
  const length = ms(input.current.endsAt) - ms(input.current.startsAt);
  const buffer = Math.max(0, ms(input.current.blockedUntil) - ms(input.current.endsAt));
  const currentStart = ms(input.current.startsAt);
  const now = input.now.getTime();
  const seen = new Set<number>();
  const out: AvailableSlot[] = [];
  for (const slot of [...input.slots].sort((a, b) => ms(a.startsAt) - ms(b.startsAt))) {
    const start = ms(slot.startsAt);
    const end = start + length;
    if (start <= now || start === currentStart || seen.has(start)) continue;
    if (overlaps(input.mentorBusy, start, end + buffer) || overlaps(input.menteeBusy, start, end))
      continue;
    seen.add(start);
    out.push({
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(end).toISOString(),
      ...wibRangeOf(new Date(start), new Date(end)),
    });
  }
  return out;
}
