// A session row as the API answers it to one of its two parties (contracts/mentoring-sessions).
import {
  CONFIRMED_SESSION_STATUSES,
  allowedSessionActions,
  joinWindowState,
  sessionJoinWindow,
  wibRangeOf,
  type MentoringSession,
  type SessionParty,
  type SessionRuleInput,
  type SessionTime,
} from '@jenjang/domain';
import type { ApiLocale } from '../../platform/locale';
import type { SessionRow } from './sessions.queries';

const iso = (d: Date | string | null): string | null =>
  d === null ? null : new Date(d).toISOString();

export const SESSION_API_BASE = '/v2/mentoring';

/** The web's join page of a meeting token. */
export const joinPath = (token: string): string => `/mentoring/join/${token}`;

export function sessionTime(startsAt: Date | string, endsAt: Date | string): SessionTime {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  return { startsAt: start.toISOString(), endsAt: end.toISOString(), ...wibRangeOf(start, end) };
}

/**
 * The meeting of a confirmed online session: its join page always, the room's address only inside
 * the join window, so nobody enters days early (issue 22).
 */
function meetingOf(
  meeting: { token: string; url: string },
  time: { startsAt: Date | string; endsAt: Date | string },
  now: Date,
): NonNullable<MentoringSession['meeting']> {
  const window = sessionJoinWindow(time);
  return {
    joinPath: joinPath(meeting.token),
    url: joinWindowState(time, now) === 'open' ? meeting.url : null,
    opensAt: window.opensAt.toISOString(),
    closesAt: window.closesAt.toISOString(),
  };
}

export function ruleInput(row: SessionRow): SessionRuleInput {
  return {
    status: row.status,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    requestedWindows: row.requestedWindows,
    rescheduleProposedBy: row.rescheduleProposedBy,
    rescheduleProposedStartsAt: row.rescheduleProposedStartsAt,
    menteeAttended: row.menteeAttended,
    mentorAttended: row.mentorAttended,
    hasReview: row.reviewRating !== null,
  };
}

/** Which side the user is on; null when the session is not theirs. */
export function viewerRoleOf(row: SessionRow, userId: string): SessionParty | null {
  if (row.menteeUserId === userId) return 'mentee';
  if (row.mentorUserId === userId) return 'mentor';
  return null;
}

export function toSessionView(
  row: SessionRow,
  viewer: { role: SessionParty; locale: ApiLocale; now: Date; cancelCutoffHours: number },
): MentoringSession {
  const confirmed = CONFIRMED_SESSION_STATUSES.includes(row.status);
  const meeting =
    confirmed && row.mode === 'online' && row.meetingToken && row.meetingUrl && row.startsAt
      ? meetingOf(
          { token: row.meetingToken, url: row.meetingUrl },
          { startsAt: row.startsAt, endsAt: row.endsAt ?? row.startsAt },
          viewer.now,
        )
      : null;
  const topicName = viewer.locale === 'en' ? row.topicNameEn : row.topicNameId;
  return {
    id: row.id,
    status: row.status,
    bookingType: row.bookingType,
    viewerRole: viewer.role,
    mentor: {
      id: row.mentorId,
      slug: row.mentorSlug,
      name: row.mentorName,
      photoUrl: row.mentorPhotoUrl,
      headline: row.mentorHeadline,
    },
    mentee: { id: row.menteeUserId, name: row.menteeName },
    topic:
      row.topicId !== null && row.topicSlug !== null
        ? { id: row.topicId, slug: row.topicSlug, name: topicName ?? row.topicSlug }
        : null,
    time: row.startsAt && row.endsAt ? sessionTime(row.startsAt, row.endsAt) : null,
    requestedWindows: row.requestedWindows.map((w) => sessionTime(w.startsAt, w.endsAt)),
    mode: row.mode,
    location: row.mode === 'offline' ? row.location : null,
    meeting,
    notes: row.notes,
    attachment:
      row.attachmentFileKey && row.attachmentName
        ? {
            name: row.attachmentName,
            size: row.attachmentSize ?? 0,
            contentType: row.attachmentMime ?? 'application/octet-stream',
            downloadPath: `${SESSION_API_BASE}/session/one/attachment?id_eq=${row.id}`,
          }
        : null,
    rejectReason: row.rejectReason,
    cancelReason: row.cancelReason,
    cancelledBy: row.cancelledBy,
    reschedule:
      row.status === 'rescheduleRequested' &&
      row.rescheduleProposedBy &&
      row.rescheduleProposedStartsAt &&
      row.rescheduleProposedEndsAt
        ? {
            proposedBy: row.rescheduleProposedBy,
            time: sessionTime(row.rescheduleProposedStartsAt, row.rescheduleProposedEndsAt),
            reason: row.rescheduleReason,
          }
        : null,
    attendance: {
      menteeAttended: row.menteeAttended,
      mentorAttended: row.mentorAttended,
      noShowParty: row.noShowParty,
    },
    review:
      row.reviewRating !== null
        ? {
            rating: row.reviewRating,
            comment: row.reviewComment ?? '',
            createdAt: iso(row.reviewCreatedAt) ?? '',
          }
        : null,
    allowedActions: allowedSessionActions(ruleInput(row), viewer.role, viewer.now, {
      cancelCutoffHours: viewer.cancelCutoffHours,
    }),
    expiresAt: row.status === 'pending' || row.status === 'requested' ? iso(row.expiresAt) : null,
    version: row.version,
    createdAt: iso(row.createdAt) ?? '',
    updatedAt: iso(row.updatedAt) ?? '',
    decidedAt: iso(row.decidedAt),
    cancelledAt: iso(row.cancelledAt),
    completedAt: iso(row.completedAt),
  };
}
