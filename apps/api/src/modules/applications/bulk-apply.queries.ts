// SQL of bulk apply: requests by Idempotency-Key and the per-day usage that holds the limit.
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../platform/db';

export type BulkRequestRow = {
  id: string;
  requestHash: string;
  response: unknown;
  completedAt: Date | null;
};

/** The request of this key: created now, or the one a first attempt created. */
export async function claimBulkRequest(
  db: Database,
  input: { userId: string; key: string; requestHash: string; at: Date },
): Promise<BulkRequestRow> {
  const inserted = await selectRows<BulkRequestRow>(
    db,
    sql`INSERT INTO bulk_apply_requests (user_id, idempotency_key, request_hash, created_at)
        VALUES (${input.userId}::uuid, ${input.key}, ${input.requestHash}, ${input.at})
        ON CONFLICT (user_id, idempotency_key) DO NOTHING
        RETURNING id, request_hash AS "requestHash", response, completed_at AS "completedAt"`,
  );
  if (inserted[0]) return inserted[0];
  const rows = await selectRows<BulkRequestRow>(
    db,
    sql`SELECT id, request_hash AS "requestHash", response, completed_at AS "completedAt"
        FROM bulk_apply_requests
        WHERE user_id = ${input.userId}::uuid AND idempotency_key = ${input.key}`,
  );
  if (!rows[0]) throw new Error('bulk apply request vanished');
  return rows[0];
}

/** Stores the first complete answer; a concurrent run that finished first keeps its own. */
export async function completeBulkRequest(
  db: Database,
  input: { id: string; response: unknown; at: Date },
): Promise<unknown> {
  const rows = await selectRows<{ response: unknown }>(
    db,
    sql`UPDATE bulk_apply_requests SET response = ${JSON.stringify(input.response)}::jsonb,
          completed_at = ${input.at}
        WHERE id = ${input.id}::uuid AND completed_at IS NULL RETURNING response`,
  );
  if (rows[0]) return rows[0].response;
  const stored = await selectRows<{ response: unknown }>(
    db,
    sql`SELECT response FROM bulk_apply_requests WHERE id = ${input.id}::uuid`,
  );
  return stored[0]?.response ?? input.response;
}

/** Counts one bulk application of the day; false when the limit is reached (nothing counted). */
export async function takeDailyBulkSlot(
  tx: Database,
  input: { userId: string; day: string; limit: number },
): Promise<boolean> {
  const rows = await selectRows<{ used: number }>(
    tx,
    sql`INSERT INTO bulk_apply_daily_usage (user_id, day, used)
        VALUES (${input.userId}::uuid, ${input.day}::date, 1)
        ON CONFLICT (user_id, day) DO UPDATE SET used = bulk_apply_daily_usage.used + 1
          WHERE bulk_apply_daily_usage.used < ${input.limit}
        RETURNING used`,
  );
  return rows.length > 0 && (rows[0]?.used ?? 0) <= input.limit;
}

export async function selectDailyBulkUsage(
  db: Database,
  userId: string,
  day: string,
): Promise<number> {
  const rows = await selectRows<{ used: number }>(
    db,
    sql`SELECT used FROM bulk_apply_daily_usage
        WHERE user_id = ${userId}::uuid AND day = ${day}::date`,
  );
  return rows[0]?.used ?? 0;
}
