// SQL that writes mentoring sessions. Every change of state is one conditional UPDATE that also
// inserts its mentoring_session_events row (and, when a time is confirmed, its meeting link): a
// lost race updates nothing and the caller answers 409 SESSION_STATE_CHANGED. Overlaps are the
// exclusion constraints' business (SQLSTATE 23P01), mapped by the caller.
import type { SessionActor, SessionParty, SessionStatus } from '@jenjang/domain';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '../../platform/db';
import { SESSION_COLUMNS, SESSION_JOINS, type SessionRow } from './sessions.queries';

export type NewSession = {
  mentorId: string;
  menteeUserId: string;
  topicId: number;
  bookingType: 'slot' | 'custom';
  status: 'pending' | 'requested';
  startsAt: Date | null;
  endsAt: Date | null;
  blockedUntil: Date | null;
  requestedWindows: { startsAt: string; endsAt: string }[];
  mode: 'online' | 'offline';
  location: string | null;
  notes: string;
  attachment: { fileKey: string; name: string; mime: string; size: number } | null;
  referralCode: string | null;
  idempotencyKey: string | null;
  menteeLocale: 'id' | 'en';
  mentorLocale: 'id' | 'en';
  expiresAt: Date;
  now: Date;
};

/**
 * Two writers of overlapping time for one mentor or one mentee queue on advisory locks (the
 * mentor's first, then the mentee's: one order, so the locks never deadlock) taken by the same
 * statement before it writes. Without them, two concurrent INSERTs each wait in the exclusion
 * constraint's check for the other's uncommitted row, and PostgreSQL answers one of them with a
 * deadlock after a second (seen in bench/mentoring-booking.ts: 500s and pool exhaustion). With
 * them, the later writer finds the earlier row committed and gets 23P01 at once. The locks end
 * with the statement's transaction. Yields a CTE named `locked` with one row.
 */
function timeLocks(mentorId: SQL, menteeUserId: SQL): SQL {
  return sql`mentor_lock AS (
      SELECT pg_advisory_xact_lock(${TIME_LOCK_MENTOR}, hashtext((${mentorId})::text)) AS held
    ), locked AS (
      SELECT pg_advisory_xact_lock(${TIME_LOCK_MENTEE}, hashtext((${menteeUserId})::text)) AS held
      FROM mentor_lock
    )`;
}

/** Advisory lock classes (first key) of the time locks; other areas use other numbers. */
const TIME_LOCK_MENTOR = 23_001;
const TIME_LOCK_MENTEE = 23_002;

/** Books: the session and its first event in one statement, answering the session as read. */
export async function insertSession(
  db: Database,
  s: NewSession,
): Promise<SessionRow & { eventId: number }> {
  const rows = await selectRows<SessionRow & { eventId: number }>(
    db,
    sql`WITH ${timeLocks(sql`${s.mentorId}::uuid`, sql`${s.menteeUserId}::uuid`)},
        created AS (
          INSERT INTO mentoring_sessions (mentor_id, mentee_user_id, topic_id, booking_type,
            status, starts_at, ends_at, blocked_until, requested_windows, mode, location, notes,
            attachment_file_key, attachment_name, attachment_mime, attachment_size,
            commitment_agreed_at, referral_code, idempotency_key, mentee_locale, mentor_locale,
            expires_at, created_at, updated_at)
          SELECT ${s.mentorId}::uuid, ${s.menteeUserId}::uuid, ${s.topicId}, ${s.bookingType},
            ${s.status}, ${s.startsAt}, ${s.endsAt}, ${s.blockedUntil},
            ${JSON.stringify(s.requestedWindows)}::jsonb, ${s.mode}, ${s.location}, ${s.notes},
            ${s.attachment?.fileKey ?? null}, ${s.attachment?.name ?? null},
            ${s.attachment?.mime ?? null}, ${s.attachment?.size ?? null}, ${s.now},
            ${s.referralCode}, ${s.idempotencyKey}, ${s.menteeLocale}, ${s.mentorLocale},
            ${s.expiresAt}, ${s.now}, ${s.now}
          FROM locked
          RETURNING *
        ), event AS (
          INSERT INTO mentoring_session_events (session_id, action, from_status, to_status,
            actor_role, actor_user_id, starts_at, created_at)
          SELECT id, ${s.bookingType === 'slot' ? 'book' : 'request'}, NULL, status, 'mentee',
            ${s.menteeUserId}::uuid, starts_at, ${s.now} FROM created
          RETURNING id
        )
        SELECT ${SESSION_COLUMNS}, (SELECT id FROM event)::int AS "eventId"
        FROM created s ${SESSION_JOINS}`,
  );
  const row = rows[0];
  if (!row) throw new Error('insert of a mentoring session returned no row');
  return row;
}

export async function selectSessionIdByIdempotencyKey(
  db: Database,
  input: { menteeUserId: string; key: string },
): Promise<string | null> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`SELECT id FROM mentoring_sessions
        WHERE mentee_user_id = ${input.menteeUserId}::uuid AND idempotency_key = ${input.key}`,
  );
  return rows[0]?.id ?? null;
}

/** The session as it is after the move (read in the same statement), and the move's event. */
export type Moved = SessionRow & { eventId: number };

type Move = {
  id: string;
  /** The state the caller read: the update only happens if it still holds. */
  from: SessionStatus;
  to: SessionStatus;
  action: string;
  actorRole: SessionActor;
  actorUserId: string | null;
  reason: string | null;
  now: Date;
  /** A new meeting token to record (approve, accepted reschedule). */
  meetingToken?: string | null;
  /** The move gives the session a time: queue on the time locks first (timeLocks). */
  lockTime?: boolean;
};

async function moveSession(db: Database, move: Move, set: SQL, where: SQL): Promise<Moved | null> {
  const token = move.meetingToken ?? null;
  const rows = await selectRows<Moved>(
    db,
    sql`WITH ${
      move.lockTime
        ? timeLocks(
            sql`(SELECT mentor_id FROM mentoring_sessions WHERE id = ${move.id}::uuid)`,
            sql`(SELECT mentee_user_id FROM mentoring_sessions WHERE id = ${move.id}::uuid)`,
          )
        : sql`locked AS (SELECT 1)`
    }, moved AS (
          UPDATE mentoring_sessions SET status = ${move.to}, ${set}, updated_at = ${move.now}
          FROM locked
          WHERE id = ${move.id}::uuid AND status = ${move.from} ${where}
          RETURNING mentoring_sessions.*
        ), event AS (
          INSERT INTO mentoring_session_events (session_id, action, from_status, to_status,
            actor_role, actor_user_id, reason, starts_at, created_at)
          SELECT id, ${move.action}, ${move.from}, status, ${move.actorRole},
            ${move.actorUserId}::uuid, ${move.reason}, starts_at, ${move.now} FROM moved
          RETURNING id
        ), link AS (
          INSERT INTO mentoring_meeting_links (token, session_id, version, created_at)
          SELECT ${token}::text, id, version, ${move.now} FROM moved WHERE ${token}::text IS NOT NULL
        )
        SELECT ${SESSION_COLUMNS}, (SELECT id FROM event)::int AS "eventId"
        FROM moved s ${SESSION_JOINS}`,
  );
  return rows[0] ?? null;
}

const partyLocale = (party: SessionParty, locale: 'id' | 'en') =>
  party === 'mentor' ? sql`mentor_locale = ${locale}` : sql`mentee_locale = ${locale}`;

/** pending → approved (same time), or requested → approved at `time` (the constraints check it). */
export async function approveSession(
  db: Database,
  move: Omit<Move, 'to' | 'action' | 'actorRole' | 'reason'> & {
    locale: 'id' | 'en';
    time: { startsAt: Date; endsAt: Date; blockedUntil: Date } | null;
    meetingUrl: string | null;
  },
): Promise<Moved | null> {
  const time = move.time
    ? sql`, starts_at = ${move.time.startsAt}, ends_at = ${move.time.endsAt},
        blocked_until = ${move.time.blockedUntil}`
    : sql``;
  return moveSession(
    db,
    {
      ...move,
      to: 'approved',
      action: 'approve',
      actorRole: 'mentor',
      reason: null,
      lockTime: move.time !== null,
    },
    sql`decided_at = ${move.now}, expires_at = NULL, meeting_token = ${move.meetingToken ?? null},
      meeting_url = ${move.meetingUrl}, ${partyLocale('mentor', move.locale)} ${time}`,
    sql``,
  );
}

export async function rejectSession(
  db: Database,
  move: Omit<Move, 'to' | 'action' | 'actorRole'> & { locale: 'id' | 'en' },
): Promise<Moved | null> {
  return moveSession(
    db,
    { ...move, to: 'rejected', action: 'reject', actorRole: 'mentor' },
    sql`reject_reason = ${move.reason}, decided_at = ${move.now}, expires_at = NULL,
      ${partyLocale('mentor', move.locale)}`,
    sql``,
  );
}

/**
 * Cancels; a confirmed session's calendar entry is withdrawn, so its version grows. The mentee's
 * cut-off is re-checked in the statement (`startsBefore`): the time may have moved meanwhile.
 */
export async function cancelSession(
  db: Database,
  move: Omit<Move, 'to' | 'action'> & {
    by: SessionParty;
    locale: 'id' | 'en';
    notStartingBefore: Date | null;
  },
): Promise<Moved | null> {
  const confirmed = move.from === 'approved' || move.from === 'rescheduleRequested';
  return moveSession(
    db,
    { ...move, to: 'cancelled', action: 'cancel' },
    sql`cancel_reason = ${move.reason}, cancelled_by = ${move.by}, cancelled_at = ${move.now},
      expires_at = NULL, reschedule_proposed_starts_at = NULL, reschedule_proposed_ends_at = NULL,
      reschedule_proposed_by = NULL, reschedule_reason = NULL,
      version = version + ${confirmed ? 1 : 0}, ${partyLocale(move.by, move.locale)}`,
    move.notStartingBefore
      ? sql`AND (starts_at IS NULL OR starts_at >= ${move.notStartingBefore})`
      : sql``,
  );
}

export async function proposeReschedule(
  db: Database,
  move: Omit<Move, 'from' | 'to' | 'action' | 'actorRole'> & {
    by: SessionParty;
    locale: 'id' | 'en';
    startsAt: Date;
    endsAt: Date;
  },
): Promise<Moved | null> {
  return moveSession(
    db,
    {
      ...move,
      from: 'approved',
      to: 'rescheduleRequested',
      action: 'proposeReschedule',
      actorRole: move.by,
    },
    sql`reschedule_proposed_starts_at = ${move.startsAt}, reschedule_proposed_ends_at = ${move.endsAt},
      reschedule_proposed_by = ${move.by}, reschedule_reason = ${move.reason},
      ${partyLocale(move.by, move.locale)}`,
    sql`AND starts_at > ${move.now}`,
  );
}

/**
 * Answers a proposal. Accept moves the session to the proposed time (version + 1, a new meeting
 * token; the buffer it was booked with is kept); decline and withdraw keep the old time. Only the
 * proposal the caller read is answered.
 */
export async function answerReschedule(
  db: Database,
  move: Omit<Move, 'from' | 'to' | 'actorRole'> & {
    action: 'acceptReschedule' | 'declineReschedule' | 'withdrawReschedule';
    by: SessionParty;
    locale: 'id' | 'en';
    proposedStartsAt: Date;
    meetingUrl: string | null;
  },
): Promise<Moved | null> {
  const clear = sql`reschedule_proposed_starts_at = NULL, reschedule_proposed_ends_at = NULL,
    reschedule_proposed_by = NULL, reschedule_reason = NULL, ${partyLocale(move.by, move.locale)}`;
  const accept = move.action === 'acceptReschedule';
  const set = accept
    ? sql`starts_at = reschedule_proposed_starts_at, ends_at = reschedule_proposed_ends_at,
        blocked_until = reschedule_proposed_ends_at + (blocked_until - ends_at),
        version = version + 1, meeting_token = ${move.meetingToken ?? null},
        meeting_url = ${move.meetingUrl}, ${clear}`
    : clear;
  const proposer =
    move.action === 'withdrawReschedule' ? move.by : move.by === 'mentor' ? 'mentee' : 'mentor';
  return moveSession(
    db,
    { ...move, from: 'rescheduleRequested', to: 'approved', actorRole: move.by, lockTime: accept },
    set,
    sql`AND reschedule_proposed_by = ${proposer}
      AND reschedule_proposed_starts_at = ${move.proposedStartsAt}`,
  );
}

/**
 * Records what `by` saw of the other party; `to` is the state that follows (noShow, completed, or
 * the same). Only while the other side's record of it is still what the caller read.
 */
export async function recordAttendance(
  db: Database,
  move: Omit<Move, 'to' | 'action' | 'reason'> & {
    to: SessionStatus;
    by: SessionParty;
    locale: 'id' | 'en';
    attended: boolean;
  },
): Promise<Moved | null> {
  const column = move.by === 'mentor' ? sql.raw('mentee_attended') : sql.raw('mentor_attended');
  const finished = move.to === 'noShow' || move.to === 'completed';
  const noShow = move.to === 'noShow' ? (move.by === 'mentor' ? 'mentee' : 'mentor') : null;
  return moveSession(
    db,
    { ...move, action: 'attendance', reason: null },
    sql`${column} = ${move.attended}, no_show_party = ${noShow},
      ${partyLocale(move.by, move.locale)}
      ${
        finished
          ? sql`, completed_at = ${move.now}, completion_source = ${move.by},
        reschedule_proposed_starts_at = NULL, reschedule_proposed_ends_at = NULL,
        reschedule_proposed_by = NULL, reschedule_reason = NULL`
          : sql``
      }`,
    sql`AND ${column} IS NOT FALSE`,
  );
}

/** A move whose result is read again (its review is not visible to its own statement). */
export type Completed = { id: string; eventId: number };

/** The mentee completes the session: completed, and its review written in the same statement. */
export async function completeSessionWithReview(
  db: Database,
  move: Omit<Move, 'to' | 'action' | 'actorRole' | 'reason'> & {
    locale: 'id' | 'en';
    rating: number;
    comment: string;
  },
): Promise<Completed | null> {
  const rows = await selectRows<Completed>(
    db,
    sql`WITH moved AS (
          UPDATE mentoring_sessions SET status = 'completed', completed_at = ${move.now},
            completion_source = 'mentee', mentee_locale = ${move.locale},
            reschedule_proposed_starts_at = NULL, reschedule_proposed_ends_at = NULL,
            reschedule_proposed_by = NULL, reschedule_reason = NULL, updated_at = ${move.now}
          WHERE id = ${move.id}::uuid AND status = ${move.from}
          RETURNING id, status, version, starts_at, mentor_id, mentee_user_id
        ), event AS (
          INSERT INTO mentoring_session_events (session_id, action, from_status, to_status,
            actor_role, actor_user_id, starts_at, created_at)
          SELECT id, 'complete', ${move.from}, status, 'mentee', ${move.actorUserId}::uuid,
            starts_at, ${move.now} FROM moved
          RETURNING id
        ), review AS (
          INSERT INTO mentoring_reviews (session_id, mentor_id, mentee_user_id, rating, comment, created_at)
          SELECT id, mentor_id, mentee_user_id, ${move.rating}, ${move.comment}, ${move.now} FROM moved
        )
        SELECT moved.id, moved.status, moved.version, (SELECT id FROM event)::int AS "eventId"
        FROM moved`,
  );
  return rows[0] ?? null;
}

/** A review of a session already completed without one; false when it has one already. */
export async function insertReview(
  db: Database,
  input: { sessionId: string; rating: number; comment: string; now: Date },
): Promise<boolean> {
  const rows = await selectRows<{ sessionId: string }>(
    db,
    sql`INSERT INTO mentoring_reviews (session_id, mentor_id, mentee_user_id, rating, comment, created_at)
        SELECT id, mentor_id, mentee_user_id, ${input.rating}, ${input.comment}, ${input.now}
        FROM mentoring_sessions WHERE id = ${input.sessionId}::uuid AND status = 'completed'
        ON CONFLICT (session_id) DO NOTHING RETURNING session_id AS "sessionId"`,
  );
  return rows.length > 0;
}
