// GET session/one/calendar: a confirmed session as an .ics file for one of its two parties
// (issue 22: "there is no calendar file"). The same event the mails carry (UID = the session id,
// SEQUENCE = its version), published rather than sent as an invitation, with the join page's
// address (online) or the place (offline) and the sessions page in its description.
import { CONFIRMED_SESSION_STATUSES, toWibDate } from '@jenjang/domain';
import { sessionCalendar } from './calendar';
import { loadOwnSession, type SessionDeps, type Viewer } from './session-access';
import { calendarSession } from './session-notify';
import { sessionsError } from './sessions.messages';

export type CalendarFile = { fileName: string; content: string };

export async function sessionCalendarFile(
  deps: Pick<SessionDeps, 'db' | 'clock' | 'webBaseUrl'>,
  viewer: Viewer,
  id: string,
): Promise<CalendarFile> {
  const { row, role } = await loadOwnSession(deps, viewer, id);
  const event = CONFIRMED_SESSION_STATUSES.includes(row.status)
    ? calendarSession(row, deps.webBaseUrl, role, viewer.locale)
    : null;
  if (!event) throw sessionsError('SESSION_NOT_CONFIRMED', viewer.locale);
  return {
    fileName: `jenjang-mentoring-${toWibDate(event.startsAt)}.ics`,
    content: sessionCalendar(event, 'PUBLISH', deps.clock.now()),
  };
}
