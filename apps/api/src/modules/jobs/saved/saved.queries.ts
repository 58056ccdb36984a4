import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../../platform/db';

export async function jobExists(db: Database, jobId: string): Promise<boolean> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`SELECT id FROM jobs WHERE id = ${jobId}::uuid`,
  );
  return rows.length > 0;
}

/** Saving twice is saving once: the primary key (user, job) makes the retry a no-op. */
export async function insertSavedJob(db: Database, userId: string, jobId: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO saved_jobs (user_id, job_id) VALUES (${userId}::uuid, ${jobId}::uuid)
    ON CONFLICT (user_id, job_id) DO NOTHING`);
}

export async function deleteSavedJob(db: Database, userId: string, jobId: string): Promise<void> {
  await db.execute(
    sql`DELETE FROM saved_jobs WHERE user_id = ${userId}::uuid AND job_id = ${jobId}::uuid`,
  );
}

export async function selectSavedJobIdsPage(
  db: Database,
  input: { userId: string; limit: number; offset: number },
): Promise<{ ids: string[]; total: number }> {
  const [rows, count] = await Promise.all([
    selectRows<{ jobId: string }>(
      db,
      sql`SELECT job_id AS "jobId" FROM saved_jobs WHERE user_id = ${input.userId}::uuid
          ORDER BY created_at DESC, job_id LIMIT ${input.limit} OFFSET ${input.offset}`,
    ),
    selectRows<{ total: number }>(
      db,
      sql`SELECT count(*)::int AS total FROM saved_jobs WHERE user_id = ${input.userId}::uuid`,
    ),
  ]);
  return { ids: rows.map((r) => r.jobId), total: count[0]?.total ?? 0 };
}

export async function selectSavedJobIdsAmong(
  db: Database,
  userId: string,
  jobIds: string[],
): Promise<string[]> {
  if (jobIds.length === 0) return [];
  const rows = await selectRows<{ jobId: string }>(
    db,
    sql`SELECT job_id AS "jobId" FROM saved_jobs
        WHERE user_id = ${userId}::uuid AND job_id::text = ANY(${`{${jobIds.join(',')}}`}::text[])`,
  );
  return rows.map((r) => r.jobId);
}
