// An interview as an iCalendar file (RFC 5545, issue 22): the recruiter downloads it from the
// candidate page, the candidate's "interview scheduled" mail carries it. UID = the interview id
// (both files describe one event), times in UTC, the meeting link or the place and the page to
// follow it on in DESCRIPTION. Written by ical-generator (it escapes and folds lines).
import { INTERVIEW_CALENDAR_MINUTES } from '@jenjang/domain';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { ApiLocale } from '../../platform/locale';
import type { MailAttachment } from '../../platform/mailer';

export type InterviewEvent = {
  id: string;
  startsAt: Date;
  jobRole: string;
  companyName: string;
  stepName: string | null;
  candidateName: string;
  location: string | null;
  meetingUrl: string | null;
  /** Where the reader follows the application on the web. */
  pageUrl: string;
};

export type InterviewAudience = 'candidate' | 'employer';

function summaryOf(event: InterviewEvent, audience: InterviewAudience, locale: ApiLocale) {
  const word = locale === 'en' ? 'Interview' : 'Wawancara';
  const step = event.stepName ? ` (${event.stepName})` : '';
  return audience === 'employer'
    ? `${word}${step}: ${event.candidateName} — ${event.jobRole}`
    : `${word}${step}: ${event.jobRole} — ${event.companyName}`;
}

export function interviewCalendar(
  event: InterviewEvent,
  audience: InterviewAudience,
  locale: ApiLocale,
  stamp: Date,
): string {
  const calendar = ical({
    prodId: { company: 'Jenjang', product: 'Interview', language: 'ID' },
    method: ICalCalendarMethod.PUBLISH,
  });
  const where = event.location ?? event.meetingUrl;
  calendar.createEvent({
    id: event.id,
    stamp,
    start: event.startsAt,
    end: new Date(event.startsAt.getTime() + INTERVIEW_CALENDAR_MINUTES * 60_000),
    summary: summaryOf(event, audience, locale),
    description: [event.meetingUrl, event.location, event.pageUrl]
      .filter((line): line is string => Boolean(line))
      .join('\n'),
    location: where,
    url: event.pageUrl,
    status: ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

export function interviewCalendarAttachment(
  event: InterviewEvent,
  locale: ApiLocale,
  stamp: Date,
): MailAttachment {
  return {
    filename: 'wawancara.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: interviewCalendar(event, 'candidate', locale, stamp),
  };
}
