// SQL that reads mentoring sessions: one (scoped to the viewer), the lists and their counts,
// the cursor, the busy time of both parties, the meeting links. Writes: session-writes.queries.ts.
import type { SessionParty, SessionStatus, SessionStatusGroup } from '@jenjang/domain';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '../../platform/db';

export type SessionRow = {
  id: string;
  status: SessionStatus;
  bookingType: 'slot' | 'custom';
  mentorId: string;
  menteeUserId: string;
  topicId: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  blockedUntil: Date | null;
  requestedWindows: { startsAt: string; endsAt: string }[];
  mode: 'online' | 'offline';
  location: string | null;
  meetingToken: string | null;
  meetingUrl: string | null;
  notes: string;
  attachmentFileKey: string | null;
  attachmentName: string | null;
  attachmentMime: string | null;
  attachmentSize: number | null;
  rejectReason: string | null;
  cancelReason: string | null;
  cancelledBy: 'mentor' | 'mentee' | 'system' | null;
  rescheduleProposedStartsAt: Date | null;
  rescheduleProposedEndsAt: Date | null;
  rescheduleProposedBy: SessionParty | null;
  rescheduleReason: string | null;
  version: number;
  menteeAttended: boolean | null;
  mentorAttended: boolean | null;
  noShowParty: SessionParty | null;
  idempotencyKey: string | null;
  expiresAt: Date | null;
  decidedAt: Date | null;
  cancelledAt: Date | null;
  completedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  menteeLocale: 'id' | 'en';
  mentorLocale: 'id' | 'en';
  mentorUserId: string;
  mentorSlug: string;
  mentorName: string;
  mentorPhotoUrl: string | null;
  mentorHeadline: string;
  mentorEmail: string;
  mentorSessionMinutes: number;
  menteeName: string;
  menteeEmail: string;
  topicSlug: string | null;
  topicNameId: string | null;
  topicNameEn: string | null;
  reviewRating: number | null;
  reviewComment: string | null;
  reviewCreatedAt: Date | null;
};

export const SESSION_COLUMNS = sql`s.id, s.status, s.booking_type AS "bookingType", s.mentor_id AS "mentorId",
  s.mentee_user_id AS "menteeUserId", s.topic_id AS "topicId", s.starts_at AS "startsAt",
  s.ends_at AS "endsAt", s.blocked_until AS "blockedUntil",
  s.requested_windows AS "requestedWindows", s.mode, s.location,
  s.meeting_token AS "meetingToken", s.meeting_url AS "meetingUrl", s.notes,
  s.attachment_file_key AS "attachmentFileKey", s.attachment_name AS "attachmentName",
  s.attachment_mime AS "attachmentMime", s.attachment_size AS "attachmentSize",
  s.reject_reason AS "rejectReason", s.cancel_reason AS "cancelReason",
  s.cancelled_by AS "cancelledBy",
  s.reschedule_proposed_starts_at AS "rescheduleProposedStartsAt",
  s.reschedule_proposed_ends_at AS "rescheduleProposedEndsAt",
  s.reschedule_proposed_by AS "rescheduleProposedBy", s.reschedule_reason AS "rescheduleReason",
  s.version, s.mentee_attended AS "menteeAttended", s.mentor_attended AS "mentorAttended",
  s.no_show_party AS "noShowParty", s.idempotency_key AS "idempotencyKey",
  s.expires_at AS "expiresAt", s.decided_at AS "decidedAt", s.cancelled_at AS "cancelledAt",
  s.completed_at AS "completedAt", s.created_at AS "createdAt", s.updated_at AS "updatedAt",
  s.mentee_locale AS "menteeLocale", s.mentor_locale AS "mentorLocale",
  m.user_id AS "mentorUserId", m.slug AS "mentorSlug", m.name AS "mentorName",
  m.photo_url AS "mentorPhotoUrl", m.headline AS "mentorHeadline", mu.email AS "mentorEmail",
  m.session_minutes AS "mentorSessionMinutes",
  u.name AS "menteeName", u.email AS "menteeEmail",
  t.slug AS "topicSlug", t.name_id AS "topicNameId", t.name_en AS "topicNameEn",
  r.rating AS "reviewRating", r.comment AS "reviewComment", r.created_at AS "reviewCreatedAt"`;

/** What a session row (aliased `s`) is read with: its mentor, both users, topic, review. */
export const SESSION_JOINS = sql`JOIN mentors m ON m.id = s.mentor_id
  JOIN users mu ON mu.id = m.user_id
  JOIN users u ON u.id = s.mentee_user_id
  LEFT JOIN mentoring_topics t ON t.id = s.topic_id
  LEFT JOIN mentoring_reviews r ON r.session_id = s.id`;

const FROM = sql`FROM mentoring_sessions s ${SESSION_JOINS}`;

/** The sessions a user sees from one side: its bookings, or those of its mentor profile. */
function scopeOf(userId: string, as: SessionParty): SQL {
  return as === 'mentee'
    ? sql`s.mentee_user_id = ${userId}::uuid`
    : sql`m.user_id = ${userId}::uuid`;
}

/** The tab of the list (domain: sessionStatusGroup), as SQL at `now`. */
export function groupCondition(group: SessionStatusGroup | undefined, now: Date): SQL {
  switch (group) {
    case 'pending':
      return sql`s.status IN ('pending','requested')`;
    case 'upcoming':
      return sql`s.status IN ('approved','rescheduleRequested') AND s.ends_at > ${now}`;
    case 'past':
      return sql`(s.status IN ('completed','noShow')
        OR (s.status IN ('approved','rescheduleRequested') AND s.ends_at <= ${now}))`;
    case 'cancelled':
      return sql`s.status IN ('cancelled','rejected','expired')`;
    default:
      return sql`TRUE`;
  }
}

/** Soonest first where the viewer waits for something; latest first where it looks back. */
function orderOf(group: SessionStatusGroup | undefined): SQL {
  const sortAt = sql`COALESCE(s.starts_at, (s.requested_windows->0->>'startsAt')::timestamptz)`;
  return group === 'upcoming' || group === 'pending'
    ? sql`${sortAt} ASC, s.created_at ASC, s.id ASC`
    : sql`${sortAt} DESC, s.created_at DESC, s.id DESC`;
}

/** A session the user takes part in (either side), or null: the caller answers 404 then. */
export async function selectSessionForUser(
  db: Database,
  input: { id: string; userId: string },
): Promise<SessionRow | null> {
  const rows = await selectRows<SessionRow>(
    db,
    sql`SELECT ${SESSION_COLUMNS} ${FROM}
        WHERE s.id = ${input.id}::uuid
          AND (s.mentee_user_id = ${input.userId}::uuid OR m.user_id = ${input.userId}::uuid)`,
  );
  return rows[0] ?? null;
}

/** A session by id, unscoped: jobs and the notices after a change. */
export async function selectSessionsByIds(
  db: Database,
  ids: readonly string[],
): Promise<SessionRow[]> {
  if (ids.length === 0) return [];
  return selectRows<SessionRow>(
    db,
    sql`SELECT ${SESSION_COLUMNS} ${FROM} WHERE s.id = ANY(${`{${ids.join(',')}}`}::uuid[])`,
  );
}

export async function selectSessionPage(
  db: Database,
  input: {
    userId: string;
    as: SessionParty;
    group: SessionStatusGroup | undefined;
    now: Date;
    limit: number;
    offset: number;
  },
): Promise<{ rows: SessionRow[]; total: number }> {
  const where = sql`${scopeOf(input.userId, input.as)} AND ${groupCondition(input.group, input.now)}`;
  const rows = await selectRows<SessionRow>(
    db,
    sql`SELECT ${SESSION_COLUMNS} ${FROM} WHERE ${where}
        ORDER BY ${orderOf(input.group)} LIMIT ${input.limit} OFFSET ${input.offset}`,
  );
  const count = await selectRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM mentoring_sessions s JOIN mentors m ON m.id = s.mentor_id
        WHERE ${where}`,
  );
  return { rows, total: count[0]?.n ?? 0 };
}

/** The session before and after `id` in the viewer's list (same order as the page). */
export async function selectSessionNeighbours(
  db: Database,
  input: {
    id: string;
    userId: string;
    as: SessionParty;
    group: SessionStatusGroup | undefined;
    now: Date;
  },
): Promise<{ previousId: string | null; nextId: string | null } | null> {
  const rows = await selectRows<{ previousId: string | null; nextId: string | null }>(
    db,
    sql`SELECT "previousId", "nextId" FROM (
          SELECT s.id, lag(s.id) OVER w AS "previousId", lead(s.id) OVER w AS "nextId"
          FROM mentoring_sessions s JOIN mentors m ON m.id = s.mentor_id
          WHERE ${scopeOf(input.userId, input.as)} AND ${groupCondition(input.group, input.now)}
          WINDOW w AS (ORDER BY ${orderOf(input.group)})
        ) ordered WHERE id = ${input.id}::uuid`,
  );
  return rows[0] ?? null;
}

/** The viewer's most recently made session on that side. */
export async function selectLatestSession(
  db: Database,
  input: { userId: string; as: SessionParty },
): Promise<SessionRow | null> {
  const rows = await selectRows<SessionRow>(
    db,
    sql`SELECT ${SESSION_COLUMNS} ${FROM} WHERE ${scopeOf(input.userId, input.as)}
        ORDER BY s.created_at DESC, s.id DESC LIMIT 1`,
  );
  return rows[0] ?? null;
}

export type SessionCounts = Record<SessionStatusGroup | 'needsAction', number>;

export async function countSessionsByGroup(
  db: Database,
  input: { userId: string; as: SessionParty; now: Date },
): Promise<SessionCounts> {
  const needsAction =
    input.as === 'mentor'
      ? sql`s.status IN ('pending','requested')
          OR (s.status = 'rescheduleRequested' AND s.reschedule_proposed_by = 'mentee')`
      : sql`(s.status = 'rescheduleRequested' AND s.reschedule_proposed_by = 'mentor')
          OR (s.status IN ('approved','rescheduleRequested') AND s.ends_at <= ${input.now})
          OR (s.status = 'completed' AND NOT EXISTS
            (SELECT 1 FROM mentoring_reviews r WHERE r.session_id = s.id))`;
  const rows = await selectRows<SessionCounts>(
    db,
    sql`SELECT
          count(*) FILTER (WHERE ${groupCondition('upcoming', input.now)})::int AS upcoming,
          count(*) FILTER (WHERE ${groupCondition('pending', input.now)})::int AS pending,
          count(*) FILTER (WHERE ${groupCondition('past', input.now)})::int AS past,
          count(*) FILTER (WHERE ${groupCondition('cancelled', input.now)})::int AS cancelled,
          count(*) FILTER (WHERE ${needsAction})::int AS "needsAction"
        FROM mentoring_sessions s JOIN mentors m ON m.id = s.mentor_id
        WHERE ${scopeOf(input.userId, input.as)}`,
  );
  return rows[0] ?? { upcoming: 0, pending: 0, past: 0, cancelled: 0, needsAction: 0 };
}

/** Timestamps as the driver hands them over: a Date, or text with the drizzle node-postgres driver. */
export type BusyRange = { startsAt: Date | string; until: Date | string };

/**
 * Live sessions of the mentor ([starts_at, blocked_until)) and of the mentee ([starts_at,
 * ends_at)) overlapping [from, to), leaving `excludeId` out (the session being moved).
 */
export async function selectBusyOfParties(
  db: Database,
  input: { mentorId: string; menteeUserId: string; from: Date; to: Date; excludeId: string | null },
): Promise<{ mentor: BusyRange[]; mentee: BusyRange[] }> {
  const rows = await selectRows<{ side: 'mentor' | 'mentee'; startsAt: Date; until: Date }>(
    db,
    sql`SELECT 'mentor' AS side, starts_at AS "startsAt", blocked_until AS until
          FROM mentoring_sessions
          WHERE mentor_id = ${input.mentorId}::uuid
            AND status IN ('pending','approved','rescheduleRequested')
            AND starts_at < ${input.to} AND blocked_until > ${input.from}
            AND id IS DISTINCT FROM ${input.excludeId}::uuid
        UNION ALL
        SELECT 'mentee', starts_at, ends_at FROM mentoring_sessions
          WHERE mentee_user_id = ${input.menteeUserId}::uuid
            AND status IN ('pending','approved','rescheduleRequested')
            AND starts_at < ${input.to} AND ends_at > ${input.from}
            AND id IS DISTINCT FROM ${input.excludeId}::uuid`,
  );
  const pick = (side: 'mentor' | 'mentee') =>
    rows.filter((r) => r.side === side).map((r) => ({ startsAt: r.startsAt, until: r.until }));
  return { mentor: pick('mentor'), mentee: pick('mentee') };
}

export type MeetingLinkRow = { sessionId: string; version: number };

export async function selectMeetingLink(
  db: Database,
  token: string,
): Promise<MeetingLinkRow | null> {
  const rows = await selectRows<MeetingLinkRow>(
    db,
    sql`SELECT session_id AS "sessionId", version FROM mentoring_meeting_links
        WHERE token = ${token}`,
  );
  return rows[0] ?? null;
}

export type BookingMentorRow = {
  id: string;
  userId: string;
  status: string;
  name: string;
  sessionMinutes: number;
  bufferMinutes: number;
  minNoticeHours: number;
  bookingWindowDays: number;
  acceptsCustomRequests: boolean;
  offersOnline: boolean;
  offersOffline: boolean;
  offlineAddress: string | null;
  languages: string[];
};

export async function selectBookingMentor(
  db: Database,
  mentorId: string,
): Promise<BookingMentorRow | null> {
  const rows = await selectRows<BookingMentorRow>(
    db,
    sql`SELECT id, user_id AS "userId", status, name, session_minutes AS "sessionMinutes",
          buffer_minutes AS "bufferMinutes", min_notice_hours AS "minNoticeHours",
          booking_window_days AS "bookingWindowDays",
          accepts_custom_requests AS "acceptsCustomRequests", offers_online AS "offersOnline",
          offers_offline AS "offersOffline", offline_address AS "offlineAddress", languages
        FROM mentors WHERE id = ${mentorId}::uuid`,
  );
  return rows[0] ?? null;
}

export type BookingContext = {
  isStudent: boolean;
  mentor: BookingMentorRow | null;
  topicExists: boolean;
  topicListed: boolean;
  referralKnown: boolean;
};

/**
 * Everything a booking checks before it computes availability, in one round trip: the booker's
 * student profile, the mentor's settings, whether the topic exists and the mentor lists it (a
 * mentor without topics takes any), whether the referral code is known.
 */
export async function selectBookingContext(
  db: Database,
  input: { userId: string; mentorId: string; topicId: number; referralCode: string | null },
): Promise<BookingContext> {
  const rows = await selectRows<
    BookingContext & { mentor: (BookingMentorRow & { id: string | null }) | null }
  >(
    db,
    sql`SELECT
          EXISTS (SELECT 1 FROM student_profiles WHERE user_id = ${input.userId}::uuid) AS "isStudent",
          (SELECT json_build_object('id', id, 'userId', user_id, 'status', status, 'name', name,
              'sessionMinutes', session_minutes, 'bufferMinutes', buffer_minutes,
              'minNoticeHours', min_notice_hours, 'bookingWindowDays', booking_window_days,
              'acceptsCustomRequests', accepts_custom_requests, 'offersOnline', offers_online,
              'offersOffline', offers_offline, 'offlineAddress', offline_address,
              'languages', languages)
            FROM mentors WHERE id = ${input.mentorId}::uuid) AS mentor,
          EXISTS (SELECT 1 FROM mentoring_topics WHERE id = ${input.topicId}) AS "topicExists",
          (NOT EXISTS (SELECT 1 FROM mentor_topics WHERE mentor_id = ${input.mentorId}::uuid)
            OR EXISTS (SELECT 1 FROM mentor_topics
              WHERE mentor_id = ${input.mentorId}::uuid AND topic_id = ${input.topicId})) AS "topicListed",
          (${input.referralCode}::text IS NULL OR EXISTS (SELECT 1 FROM mentors
            WHERE lower(referral_code) = lower(${input.referralCode}::text))) AS "referralKnown"`,
  );
  const row = rows[0];
  return {
    isStudent: row?.isStudent ?? false,
    mentor: row?.mentor ?? null,
    topicExists: row?.topicExists ?? false,
    topicListed: row?.topicListed ?? false,
    referralKnown: row?.referralKnown ?? false,
  };
}
