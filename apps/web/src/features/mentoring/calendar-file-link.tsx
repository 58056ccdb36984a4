import { CONFIRMED_SESSION_STATUSES, type MentoringSession } from '@jenjang/domain';
import { CalendarPlus } from 'lucide-react';
import { mentoringPaths } from './mentoring-api';

/** A confirmed session with a time has a calendar file (GET session/one/calendar). */
export function hasCalendarFile(session: Pick<MentoringSession, 'status' | 'time'>): boolean {
  return CONFIRMED_SESSION_STATUSES.includes(session.status) && session.time !== null;
}

/**
 * The .ics of a session, through the web's /api proxy (the signed-in party's cookies): the same
 * link on the mentee's and the mentor's session cards.
 */
export function CalendarFileLink({ sessionId, label }: { sessionId: string; label: string }) {
  const href = `/api${mentoringPaths.sessionCalendar}?id_eq=${encodeURIComponent(sessionId)}`;
  return (
    <a
      href={href}
      download
      data-calendar-file
      className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      <CalendarPlus aria-hidden="true" className="size-4" />
      {label}
    </a>
  );
}
