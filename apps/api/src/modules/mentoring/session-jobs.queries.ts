// SQL of the session jobs. Each is safe to run twice: reminders and notices are claimed in
// mentoring_reminders_sent first (ON CONFLICT DO NOTHING: only what this run inserted is sent);
// expiry and auto-completion are conditional UPDATEs that also write their event rows.
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../platform/db';

export type Claimed = { sessionId: string; version: number };

/** Confirmed sessions starting in (from, to], claimed for this reminder kind at their version. */
export async function claimReminders(
  db: Database,
  input: { kind: 'reminder24h' | 'reminder1h'; from: Date; to: Date; now: Date; limit: number },
): Promise<Claimed[]> {
  return selectRows<Claimed>(
    db,
    sql`INSERT INTO mentoring_reminders_sent (session_id, kind, version, sent_at)
        SELECT id, ${input.kind}, version, ${input.now} FROM mentoring_sessions
        WHERE status IN ('approved','rescheduleRequested')
          AND starts_at > ${input.from} AND starts_at <= ${input.to}
        ORDER BY starts_at LIMIT ${input.limit}
        ON CONFLICT DO NOTHING
        RETURNING session_id AS "sessionId", version`,
  );
}

/** Unanswered bookings and requests expiring in (now, until], claimed for the mentor's notice. */
export async function claimExpiringNotices(
  db: Database,
  input: { now: Date; until: Date; limit: number },
): Promise<Claimed[]> {
  return selectRows<Claimed>(
    db,
    sql`INSERT INTO mentoring_reminders_sent (session_id, kind, version, sent_at)
        SELECT id, 'requestExpiring', version, ${input.now} FROM mentoring_sessions
        WHERE status IN ('pending','requested')
          AND expires_at > ${input.now} AND expires_at <= ${input.until}
        ORDER BY expires_at LIMIT ${input.limit}
        ON CONFLICT DO NOTHING
        RETURNING session_id AS "sessionId", version`,
  );
}

export type SystemMove = { sessionId: string; eventId: number };

/** Unanswered bookings and requests past their expiry → expired (system), with their events. */
export async function expireSessions(
  db: Database,
  input: { now: Date; limit: number },
): Promise<SystemMove[]> {
  return selectRows<SystemMove>(
    db,
    sql`WITH due AS (
          SELECT id, status FROM mentoring_sessions
          WHERE status IN ('pending','requested') AND expires_at <= ${input.now}
          ORDER BY expires_at LIMIT ${input.limit}
          FOR UPDATE SKIP LOCKED
        ), moved AS (
          UPDATE mentoring_sessions s SET status = 'expired', expires_at = NULL,
            decided_at = ${input.now}, updated_at = ${input.now}
          FROM due WHERE s.id = due.id AND s.status = due.status
          RETURNING s.id, due.status AS from_status, s.starts_at
        ), event AS (
          INSERT INTO mentoring_session_events (session_id, action, from_status, to_status,
            actor_role, starts_at, created_at)
          SELECT id, 'expire', from_status, 'expired', 'system', starts_at, ${input.now} FROM moved
          RETURNING id, session_id
        )
        SELECT session_id AS "sessionId", id::int AS "eventId" FROM event`,
  );
}

/**
 * Confirmed sessions that ended before `endedBefore` with nobody reported absent → completed
 * (system), with their events. A pending reschedule proposal of a past session lapses.
 */
export async function autoCompleteSessions(
  db: Database,
  input: { now: Date; endedBefore: Date; limit: number },
): Promise<SystemMove[]> {
  return selectRows<SystemMove>(
    db,
    sql`WITH due AS (
          SELECT id, status FROM mentoring_sessions
          WHERE status IN ('approved','rescheduleRequested') AND ends_at <= ${input.endedBefore}
            AND mentee_attended IS NOT FALSE AND mentor_attended IS NOT FALSE
          ORDER BY ends_at LIMIT ${input.limit}
          FOR UPDATE SKIP LOCKED
        ), moved AS (
          UPDATE mentoring_sessions s SET status = 'completed', completed_at = ${input.now},
            completion_source = 'system', reschedule_proposed_starts_at = NULL,
            reschedule_proposed_ends_at = NULL, reschedule_proposed_by = NULL,
            reschedule_reason = NULL, updated_at = ${input.now}
          FROM due WHERE s.id = due.id AND s.status = due.status
          RETURNING s.id, due.status AS from_status, s.starts_at
        ), event AS (
          INSERT INTO mentoring_session_events (session_id, action, from_status, to_status,
            actor_role, starts_at, created_at)
          SELECT id, 'autoComplete', from_status, 'completed', 'system', starts_at, ${input.now}
          FROM moved
          RETURNING id, session_id
        )
        SELECT session_id AS "sessionId", id::int AS "eventId" FROM event`,
  );
}
