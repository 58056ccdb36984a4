// SQL of a mentor's schedule (decision 023): weekly windows (WIB wall clock) and dated entries
// (instants). Entries of one kind never overlap: the exclusion constraint of migration 0016.
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../platform/db';
import { uuidArray } from '../applications/applications.queries';
import type { ScheduleEntryRow } from './availability.queries';

const asEntry = (r: ScheduleEntryRow): ScheduleEntryRow => ({
  ...r,
  startsAt: new Date(r.startsAt),
  endsAt: new Date(r.endsAt),
  createdAt: new Date(r.createdAt),
});

/** Entries that have not ended at `now` (the ones a schedule replacement may change). */
export async function selectFutureEntries(
  db: Database,
  mentorId: string,
  now: Date,
): Promise<ScheduleEntryRow[]> {
  const rows = await selectRows<ScheduleEntryRow>(
    db,
    sql`SELECT id, mentor_id AS "mentorId", kind, starts_at AS "startsAt", ends_at AS "endsAt",
          created_at AS "createdAt"
        FROM mentor_schedule_entries
        WHERE mentor_id = ${mentorId}::uuid AND ends_at > ${now.toISOString()}::timestamptz
        ORDER BY starts_at, kind, id`,
  );
  return rows.map(asEntry);
}

export async function deleteEntries(
  db: Database,
  mentorId: string,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(
    sql`DELETE FROM mentor_schedule_entries
        WHERE mentor_id = ${mentorId}::uuid AND id = ANY(${uuidArray(ids)})`,
  );
}

export type NewEntry = {
  /** Kept when an entry is rewritten with new times; a new one gets a fresh id. */
  id?: string;
  kind: 'available' | 'unavailable';
  startsAt: Date;
  endsAt: Date;
  createdAt?: Date;
};

/** Inserts entries one by one (the exclusion constraint names the first overlap); their ids. */
export async function insertEntries(
  db: Database,
  mentorId: string,
  entries: readonly NewEntry[],
  now: Date,
): Promise<string[]> {
  const ids: string[] = [];
  for (const e of entries) {
    const rows = await selectRows<{ id: string }>(
      db,
      sql`INSERT INTO mentor_schedule_entries (id, mentor_id, kind, starts_at, ends_at, created_at, updated_at)
          VALUES (${e.id ? sql`${e.id}::uuid` : sql`gen_random_uuid()`}, ${mentorId}::uuid, ${e.kind},
            ${e.startsAt.toISOString()}::timestamptz, ${e.endsAt.toISOString()}::timestamptz,
            ${(e.createdAt ?? now).toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
          RETURNING id`,
    );
    ids.push(rows[0]!.id);
  }
  return ids;
}

export type NewWeeklyWindow = { weekday: number; startTime: string; endTime: string };

export async function insertWeeklyWindows(
  db: Database,
  mentorId: string,
  windows: readonly NewWeeklyWindow[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const w of windows) {
    const rows = await selectRows<{ id: string }>(
      db,
      sql`INSERT INTO mentor_weekly_availability (mentor_id, weekday, start_time, end_time)
          VALUES (${mentorId}::uuid, ${w.weekday}, ${w.startTime}::time, ${w.endTime}::time)
          RETURNING id`,
    );
    ids.push(rows[0]!.id);
  }
  return ids;
}

export async function updateWeeklyWindow(
  db: Database,
  mentorId: string,
  w: NewWeeklyWindow & { id: string },
): Promise<void> {
  await db.execute(
    sql`UPDATE mentor_weekly_availability
        SET weekday = ${w.weekday}, start_time = ${w.startTime}::time, end_time = ${w.endTime}::time
        WHERE id = ${w.id}::uuid AND mentor_id = ${mentorId}::uuid`,
  );
}

export async function deleteWeeklyWindows(
  db: Database,
  mentorId: string,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(
    sql`DELETE FROM mentor_weekly_availability
        WHERE mentor_id = ${mentorId}::uuid AND id = ANY(${uuidArray(ids)})`,
  );
}
