// After a session changed: the in-app notification (the bell) and the mail to the other party,
// with an .ics when a calendar must follow (confirmed, moved, cancelled, reminded). The calendar
// also goes to the side that made the change, so both calendars agree.
import {
  CONFIRMED_SESSION_STATUSES,
  otherParty,
  type NotificationType,
  type SessionParty,
} from '@jenjang/domain';
import type { Clock } from '../../platform/clock';
import type { ApiLocale } from '../../platform/locale';
import type { Database } from '../../platform/db';
import type { MailOutbox } from '../mail/mail-outbox';
import { insertNotification } from '../notifications/notifications.queries';
import { calendarAttachment, type CalendarSession } from './calendar';
import { sessionEventMail, sessionsPageUrl, type SessionMailFacts } from './session-mail';
import type { SessionRow } from './sessions.queries';
import { joinPath } from './session-view';

export type NotifyDeps = { db: Database; clock: Clock; outbox: MailOutbox; webBaseUrl: string };

export type SessionNotice = {
  type: NotificationType;
  /** Who reads it; 'both' for reminders. */
  to: SessionParty | 'both';
  /** Makes the notice once-only: an event id, or a reminder's kind and version. */
  dedupeKey: string;
  /** The calendar the recipients' mails carry, if any. */
  calendar?: 'REQUEST' | 'CANCEL' | null;
  /** The side that acted also gets the calendar (without a notification). */
  calendarToActor?: boolean;
  reason?: string | null;
  proposedStartsAt?: Date | null;
  hoursBefore?: number;
  /** The mentee's rating, told to the mentor on completion or review. */
  rating?: number;
};

/**
 * The join link (online) or the address (offline) of a confirmed session; the link opens the
 * join page in the recipient's language.
 */
function placeOf(row: SessionRow, webBaseUrl: string, locale: ApiLocale): string | null {
  if (row.mode === 'offline') return row.location;
  if (!row.meetingToken) return null;
  return `${webBaseUrl}${locale === 'en' ? '/en' : ''}${joinPath(row.meetingToken)}`;
}

function confirmedPlaceOf(row: SessionRow, webBaseUrl: string, locale: ApiLocale): string | null {
  return CONFIRMED_SESSION_STATUSES.includes(row.status) ? placeOf(row, webBaseUrl, locale) : null;
}

/**
 * The calendar event of a session for one party: links in that party's language (`locale`
 * overrides it, for a download in the page's language). Null without a time.
 */
export function calendarSession(
  row: SessionRow,
  webBaseUrl: string,
  role: SessionParty,
  locale: ApiLocale = role === 'mentor' ? row.mentorLocale : row.menteeLocale,
): CalendarSession | null {
  if (!row.startsAt || !row.endsAt) return null;
  return {
    id: row.id,
    version: row.version,
    startsAt: new Date(row.startsAt),
    endsAt: new Date(row.endsAt),
    mentorName: row.mentorName,
    mentorEmail: row.mentorEmail,
    menteeName: row.menteeName,
    menteeEmail: row.menteeEmail,
    topicName: row.menteeLocale === 'en' ? row.topicNameEn : row.topicNameId,
    where: placeOf(row, webBaseUrl, locale),
    pageUrl: sessionsPageUrl(webBaseUrl, role, locale),
  };
}

function party(row: SessionRow, role: SessionParty) {
  return role === 'mentor'
    ? {
        userId: row.mentorUserId,
        email: row.mentorEmail,
        name: row.mentorName,
        locale: row.mentorLocale,
      }
    : {
        userId: row.menteeUserId,
        email: row.menteeEmail,
        name: row.menteeName,
        locale: row.menteeLocale,
      };
}

export async function notifySessionChange(
  deps: NotifyDeps,
  row: SessionRow,
  notice: SessionNotice,
): Promise<void> {
  const now = deps.clock.now();
  const recipients: SessionParty[] = notice.to === 'both' ? ['mentee', 'mentor'] : [notice.to];
  for (const role of recipients) {
    const who = party(row, role);
    const params = {
      recipientRole: role,
      mentorName: row.mentorName,
      menteeName: row.menteeName,
      startsAt: row.startsAt ? new Date(row.startsAt).toISOString() : null,
      proposedStartsAt: notice.proposedStartsAt ? notice.proposedStartsAt.toISOString() : null,
      expiresAt: row.expiresAt ? new Date(row.expiresAt).toISOString() : null,
      reason: notice.reason ?? null,
      ...(notice.hoursBefore !== undefined ? { hoursBefore: notice.hoursBefore } : {}),
      ...(notice.rating !== undefined ? { rating: notice.rating } : {}),
    };
    const fresh = await insertNotification(deps.db, {
      userId: who.userId,
      type: notice.type,
      applicationId: null,
      jobId: null,
      mentoringSessionId: row.id,
      params,
      dedupeKey: `${notice.dedupeKey}:${role}`,
      at: now,
    });
    // A notice already given (a retried job) is not mailed twice either.
    if (!fresh) continue;
    const facts: SessionMailFacts = {
      recipientRole: role,
      mentorName: row.mentorName,
      menteeName: row.menteeName,
      topicName: who.locale === 'en' ? row.topicNameEn : row.topicNameId,
      startsAt: row.startsAt ? new Date(row.startsAt) : null,
      proposedStartsAt: notice.proposedStartsAt ?? null,
      expiresAt: row.expiresAt ? new Date(row.expiresAt) : null,
      reason: notice.reason ?? null,
      where: confirmedPlaceOf(row, deps.webBaseUrl, who.locale),
      ...(notice.hoursBefore !== undefined ? { hoursBefore: notice.hoursBefore } : {}),
      ...(notice.rating !== undefined ? { rating: notice.rating } : {}),
    };
    const calendar = notice.calendar ? calendarSession(row, deps.webBaseUrl, role) : null;
    await deps.outbox.enqueue(
      sessionEventMail({
        to: who.email,
        name: who.name,
        type: notice.type,
        facts,
        locale: who.locale,
        webBaseUrl: deps.webBaseUrl,
        attachment:
          calendar && notice.calendar ? calendarAttachment(calendar, notice.calendar, now) : null,
      }),
    );
  }
  if (notice.calendarToActor && notice.calendar && notice.to !== 'both') {
    const actor = otherParty(notice.to);
    const who = party(row, actor);
    const calendar = calendarSession(row, deps.webBaseUrl, actor);
    if (!calendar) return;
    await deps.outbox.enqueue(
      sessionEventMail({
        to: who.email,
        name: who.name,
        type: notice.type,
        facts: {
          recipientRole: actor,
          mentorName: row.mentorName,
          menteeName: row.menteeName,
          topicName: who.locale === 'en' ? row.topicNameEn : row.topicNameId,
          startsAt: row.startsAt ? new Date(row.startsAt) : null,
          reason: notice.reason ?? null,
          where: confirmedPlaceOf(row, deps.webBaseUrl, who.locale),
        },
        locale: who.locale,
        webBaseUrl: deps.webBaseUrl,
        attachment: calendarAttachment(calendar, notice.calendar, now),
      }),
    );
  }
}
