// iCalendar (RFC 5545) invitations of a session, sent with the mails: UID = the session id,
// SEQUENCE = its version, METHOD:REQUEST when it is confirmed or moved, METHOD:CANCEL with
// STATUS:CANCELLED when it is called off; METHOD:PUBLISH for the file a party downloads. Times in UTC; the meeting link or place in LOCATION and
// DESCRIPTION. Written by ical-generator (maintained, escapes and folds lines as the RFC says).
import ical, { ICalAttendeeRole, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { MailAttachment } from '../../platform/mailer';

export type CalendarSession = {
  id: string;
  version: number;
  startsAt: Date;
  endsAt: Date;
  mentorName: string;
  mentorEmail: string;
  menteeName: string;
  menteeEmail: string;
  topicName: string | null;
  /** The join link (online) or the address (offline). */
  where: string | null;
  /** The session's page on the web, for the description. */
  pageUrl: string;
};

const METHODS = {
  REQUEST: ICalCalendarMethod.REQUEST,
  CANCEL: ICalCalendarMethod.CANCEL,
  PUBLISH: ICalCalendarMethod.PUBLISH,
} as const;

/**
 * The session as an iCalendar text. REQUEST and CANCEL go with the mails (an invitation and its
 * withdrawal); PUBLISH is the file a party downloads (session/one/calendar): the same UID and
 * SEQUENCE, so a calendar that has the mailed invitation updates it instead of adding another.
 */
export function sessionCalendar(
  session: CalendarSession,
  method: keyof typeof METHODS,
  stamp: Date,
): string {
  const calendar = ical({
    prodId: { company: 'Jenjang', product: 'Mentoring', language: 'ID' },
    method: METHODS[method],
  });
  const summary = session.topicName
    ? `Mentoring: ${session.topicName} (${session.mentorName} & ${session.menteeName})`
    : `Mentoring: ${session.mentorName} & ${session.menteeName}`;
  calendar.createEvent({
    id: session.id,
    sequence: session.version,
    stamp,
    start: session.startsAt,
    end: session.endsAt,
    summary,
    description: [session.where, session.pageUrl].filter(Boolean).join('\n'),
    location: session.where,
    url: session.pageUrl,
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: session.mentorName, email: session.mentorEmail },
    attendees: [
      { name: session.menteeName, email: session.menteeEmail, role: ICalAttendeeRole.REQ },
    ],
  });
  return calendar.toString();
}

export function calendarAttachment(
  session: CalendarSession,
  method: 'REQUEST' | 'CANCEL',
  stamp: Date,
): MailAttachment {
  return {
    filename: method === 'REQUEST' ? 'mentoring.ics' : 'mentoring-cancelled.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: sessionCalendar(session, method, stamp),
  };
}
