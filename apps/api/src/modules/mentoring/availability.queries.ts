// SQL behind free slots (decision 023): the booking settings, weekly windows, dated entries and
// busy time of mentors. Busy time reads mentoring_sessions directly (the sessions area writes it):
// a live session holds [starts_at, blocked_until).
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../platform/db';
import { uuidArray } from '../applications/applications.queries';

/** The session states that hold time (the exclusion constraints of migration 0016 see them). */
export const LIVE_SESSION_STATUSES_SQL = sql.raw(`('pending','approved','rescheduleRequested')`);

export type BookingSettingsRow = {
  id: string;
  userId: string;
  status: string;
  sessionMinutes: number;
  bufferMinutes: number;
  minNoticeHours: number;
  bookingWindowDays: number;
};

export async function selectBookingSettings(
  db: Database,
  mentorIds: readonly string[],
): Promise<BookingSettingsRow[]> {
  if (mentorIds.length === 0) return [];
  return selectRows<BookingSettingsRow>(
    db,
    sql`SELECT id, user_id AS "userId", status, session_minutes AS "sessionMinutes",
          buffer_minutes AS "bufferMinutes", min_notice_hours AS "minNoticeHours",
          booking_window_days AS "bookingWindowDays"
        FROM mentors WHERE id = ANY(${uuidArray(mentorIds)})`,
  );
}

export type WeeklyWindowRow = {
  id: string;
  mentorId: string;
  weekday: number;
  startTime: string;
  endTime: string;
};

/** Weekly windows, times as 'HH:mm' ('24:00' for the end of the day). */
export async function selectWeeklyWindows(
  db: Database,
  mentorIds: readonly string[],
): Promise<WeeklyWindowRow[]> {
  if (mentorIds.length === 0) return [];
  return selectRows<WeeklyWindowRow>(
    db,
    sql`SELECT id, mentor_id AS "mentorId", weekday,
          left(start_time::text, 5) AS "startTime", left(end_time::text, 5) AS "endTime"
        FROM mentor_weekly_availability WHERE mentor_id = ANY(${uuidArray(mentorIds)})
        ORDER BY weekday, start_time, id`,
  );
}

export type ScheduleEntryRow = {
  id: string;
  mentorId: string;
  kind: 'available' | 'unavailable';
  startsAt: Date;
  endsAt: Date;
  createdAt: Date;
};

/** Dated entries overlapping [from, to) (both kinds unless one is named). */
export async function selectScheduleEntries(
  db: Database,
  mentorIds: readonly string[],
  range: { from: Date; to: Date },
  kind?: 'available' | 'unavailable',
): Promise<ScheduleEntryRow[]> {
  if (mentorIds.length === 0) return [];
  const rows = await selectRows<ScheduleEntryRow>(
    db,
    sql`SELECT id, mentor_id AS "mentorId", kind, starts_at AS "startsAt", ends_at AS "endsAt",
          created_at AS "createdAt"
        FROM mentor_schedule_entries
        WHERE mentor_id = ANY(${uuidArray(mentorIds)})
          AND starts_at < ${range.to.toISOString()}::timestamptz
          AND ends_at > ${range.from.toISOString()}::timestamptz
          ${kind ? sql`AND kind = ${kind}` : sql``}
        ORDER BY starts_at, kind, id`,
  );
  return rows.map((r) => ({
    ...r,
    startsAt: new Date(r.startsAt),
    endsAt: new Date(r.endsAt),
    createdAt: new Date(r.createdAt),
  }));
}

export type BusySessionRow = {
  id: string;
  mentorId: string;
  status: string;
  startsAt: Date;
  endsAt: Date;
  blockedUntil: Date;
};

/** Live sessions of the mentors whose busy time [starts_at, blocked_until) overlaps [from, to). */
export async function selectBusySessions(
  db: Database,
  mentorIds: readonly string[],
  range: { from: Date; to: Date },
  excludeSessionIds: readonly string[] = [],
): Promise<BusySessionRow[]> {
  if (mentorIds.length === 0) return [];
  const rows = await selectRows<BusySessionRow>(
    db,
    sql`SELECT id, mentor_id AS "mentorId", status, starts_at AS "startsAt", ends_at AS "endsAt",
          blocked_until AS "blockedUntil"
        FROM mentoring_sessions
        WHERE mentor_id = ANY(${uuidArray(mentorIds)})
          AND status IN ${LIVE_SESSION_STATUSES_SQL}
          AND starts_at < ${range.to.toISOString()}::timestamptz
          AND blocked_until > ${range.from.toISOString()}::timestamptz
          ${excludeSessionIds.length > 0 ? sql`AND id <> ALL(${uuidArray(excludeSessionIds)})` : sql``}
        ORDER BY starts_at, id`,
  );
  return rows.map((r) => ({
    ...r,
    startsAt: new Date(r.startsAt),
    endsAt: new Date(r.endsAt),
    blockedUntil: new Date(r.blockedUntil),
  }));
}
