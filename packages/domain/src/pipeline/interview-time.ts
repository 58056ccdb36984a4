import { wibToUtc } from '../format/wib';

// An interview is scheduled as a WIB wall-clock date and time (what the recruiter and the
// candidate read); the API stores the instant.

/**
 * An interview is stored with its start only; its calendar entry (the .ics the recruiter
 * downloads and the candidate's mail carries) lasts this long.
 */
export const INTERVIEW_CALENDAR_MINUTES = 60;

/** 'YYYY-MM-DD' + 'HH:mm' in WIB → the UTC instant; null when the date or time does not exist. */
export function wibDateTimeToInstant(date: string, time: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59 || month < 1 || month > 12 || day < 1) return null;
  const instant = wibToUtc(year, month, day, hour, minute);
  // Rejects 2026-02-30 and the like: the instant must read back as the same calendar day.
  const back = new Date(instant.getTime() + 7 * 3_600_000);
  if (
    back.getUTCFullYear() !== year ||
    back.getUTCMonth() + 1 !== month ||
    back.getUTCDate() !== day
  )
    return null;
  return instant;
}
