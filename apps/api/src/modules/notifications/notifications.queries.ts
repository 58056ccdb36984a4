// SQL of in-app notifications.
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../platform/db';

export type NotificationRow = {
  id: string;
  type: string;
  applicationId: string | null;
  jobId: string | null;
  mentoringSessionId: string | null;
  params: Record<string, unknown>;
  readAt: Date | null;
  createdAt: Date;
};

const COLUMNS = sql`id, type, application_id AS "applicationId", job_id AS "jobId",
  mentoring_session_id AS "mentoringSessionId", params,
  read_at AS "readAt", created_at AS "createdAt"`;

/** Adds a notification once per (user, dedupeKey): a repeated job or retry adds nothing. */
export async function insertNotification(
  tx: Database,
  input: {
    userId: string;
    type: string;
    applicationId: string | null;
    jobId: string | null;
    mentoringSessionId?: string | null;
    params: Record<string, unknown>;
    dedupeKey: string;
    at: Date;
  },
): Promise<boolean> {
  const rows = await selectRows<{ id: string }>(
    tx,
    sql`INSERT INTO notifications (user_id, type, application_id, job_id, mentoring_session_id,
          params, dedupe_key, created_at)
        VALUES (${input.userId}::uuid, ${input.type}, ${input.applicationId}::uuid,
          ${input.jobId}::uuid, ${input.mentoringSessionId ?? null}::uuid,
          ${JSON.stringify(input.params)}::jsonb, ${input.dedupeKey}, ${input.at})
        ON CONFLICT (user_id, dedupe_key) DO NOTHING RETURNING id`,
  );
  return rows.length > 0;
}

export async function selectNotificationsPage(
  db: Database,
  input: { userId: string; unreadOnly: boolean; limit: number; offset: number },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const unread = input.unreadOnly ? sql`AND read_at IS NULL` : sql``;
  const rows = await selectRows<NotificationRow>(
    db,
    sql`SELECT ${COLUMNS} FROM notifications WHERE user_id = ${input.userId}::uuid ${unread}
        ORDER BY created_at DESC, id LIMIT ${input.limit} OFFSET ${input.offset}`,
  );
  const count = await selectRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${input.userId}::uuid ${unread}`,
  );
  return { rows, total: count[0]?.n ?? 0 };
}

export async function countUnread(db: Database, userId: string): Promise<number> {
  const rows = await selectRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM notifications
        WHERE user_id = ${userId}::uuid AND read_at IS NULL`,
  );
  return rows[0]?.n ?? 0;
}

/** Marks the user's own notifications read (ids of others are ignored); null ids: all. */
export async function markRead(
  db: Database,
  input: { userId: string; ids: string[] | null; at: Date },
): Promise<number> {
  const only =
    input.ids === null ? sql`` : sql`AND id = ANY(${`{${input.ids.join(',')}}`}::uuid[])`;
  const rows = await selectRows<{ id: string }>(
    db,
    sql`UPDATE notifications SET read_at = ${input.at}
        WHERE user_id = ${input.userId}::uuid AND read_at IS NULL ${only} RETURNING id`,
  );
  return rows.length;
}
