// SQL of CV analyses. Every move of an analysis is a conditional update on its status, so a job
// that runs twice (a retry after a crash, two workers) changes a row once; every read by a person
// is scoped by their user id, so another person's analysis is simply not found.
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../platform/db';
import { companies } from '../companies/companies.schema';
import { jobs } from '../jobs/jobs.schema';
import { jobRoles } from '../taxonomy/taxonomy.schema';
import { cvReviews } from './cv-review.schema';

export type CvReviewRow = typeof cvReviews.$inferSelect;
export type NewCvReview = Omit<typeof cvReviews.$inferInsert, 'id'>;

const RUNNING = ['queued', 'reading', 'analysing'];

/** Inserts unless this user already used the key; null when the key is taken. */
export async function insertReview(db: Database, values: NewCvReview): Promise<CvReviewRow | null> {
  const rows = await db.insert(cvReviews).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function selectReviewByKey(
  db: Database,
  input: { userId: string; idempotencyKey: string },
): Promise<CvReviewRow | null> {
  const rows = await db
    .select()
    .from(cvReviews)
    .where(
      and(eq(cvReviews.userId, input.userId), eq(cvReviews.idempotencyKey, input.idempotencyKey)),
    );
  return rows[0] ?? null;
}

/** The analysis if it is this user's; null for anyone else's (they answer 404). */
export async function selectOwnReview(
  db: Database,
  input: { id: string; userId: string },
): Promise<CvReviewRow | null> {
  const rows = await db
    .select()
    .from(cvReviews)
    .where(and(eq(cvReviews.id, input.id), eq(cvReviews.userId, input.userId)));
  return rows[0] ?? null;
}

export async function selectReviewById(db: Database, id: string): Promise<CvReviewRow | null> {
  const rows = await db.select().from(cvReviews).where(eq(cvReviews.id, id));
  return rows[0] ?? null;
}

/** The history, newest first (the index on user and creation time serves it). */
export async function selectReviewsOfUser(
  db: Database,
  input: { userId: string; limit: number; offset: number },
): Promise<{ rows: CvReviewRow[]; total: number }> {
  const rows = await db
    .select()
    .from(cvReviews)
    .where(eq(cvReviews.userId, input.userId))
    .orderBy(desc(cvReviews.createdAt), desc(cvReviews.id))
    .limit(input.limit)
    .offset(input.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cvReviews)
    .where(eq(cvReviews.userId, input.userId));
  return { rows, total: count?.n ?? 0 };
}

/** Every analysis of a person, oldest first: their data export. */
export async function selectAllReviewsOfUser(db: Database, userId: string): Promise<CvReviewRow[]> {
  return db
    .select()
    .from(cvReviews)
    .where(eq(cvReviews.userId, userId))
    .orderBy(cvReviews.createdAt, cvReviews.id);
}

/** Files still waiting for an analysis of this person (deleted with the account). */
export async function selectPendingReviewFiles(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ storageKey: cvReviews.storageKey })
    .from(cvReviews)
    .where(and(eq(cvReviews.userId, userId), isNotNull(cvReviews.storageKey)));
  return rows.flatMap((row) => (row.storageKey ? [row.storageKey] : []));
}

/** Starts (or restarts, after a crash mid-way) a run: any running status → reading. */
export async function claimReviewRun(
  db: Database,
  input: { id: string; at: Date },
): Promise<CvReviewRow | null> {
  const rows = await db
    .update(cvReviews)
    .set({
      status: 'reading',
      progress: 10,
      attempts: sql`${cvReviews.attempts} + 1`,
      startedAt: sql`coalesce(${cvReviews.startedAt}, ${input.at})`,
    })
    .where(and(eq(cvReviews.id, input.id), inArray(cvReviews.status, RUNNING)))
    .returning();
  return rows[0] ?? null;
}

export async function markReviewAnalysing(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(cvReviews)
    .set({ status: 'analysing', progress: 40 })
    .where(and(eq(cvReviews.id, id), eq(cvReviews.status, 'reading')))
    .returning({ id: cvReviews.id });
  return rows.length > 0;
}

export async function markReviewDone(
  db: Database,
  input: {
    id: string;
    at: Date;
    result: unknown;
    overallScore: number;
    language: string;
    improvedByModel: boolean;
  },
): Promise<boolean> {
  const rows = await db
    .update(cvReviews)
    .set({
      status: 'done',
      progress: 100,
      result: input.result,
      overallScore: input.overallScore,
      language: input.language,
      improvedByModel: input.improvedByModel,
      finishedAt: input.at,
      storageKey: null,
    })
    .where(and(eq(cvReviews.id, input.id), inArray(cvReviews.status, RUNNING)))
    .returning({ id: cvReviews.id });
  return rows.length > 0;
}

export async function markReviewFailed(
  db: Database,
  input: { id: string; at: Date; failureCode: string },
): Promise<boolean> {
  const rows = await db
    .update(cvReviews)
    .set({
      status: 'failed',
      failureCode: input.failureCode,
      finishedAt: input.at,
      storageKey: null,
    })
    .where(and(eq(cvReviews.id, input.id), inArray(cvReviews.status, RUNNING)))
    .returning({ id: cvReviews.id });
  return rows.length > 0;
}

/**
 * Fails analyses still running long after they were submitted (a worker that died on the last
 * attempt, or an in-process run that crashed); returns their files to remove.
 */
export async function failStaleReviews(
  db: Database,
  input: { submittedBefore: Date; at: Date },
): Promise<{ id: string; storageKey: string | null }[]> {
  // The old storage key comes from the locked row: RETURNING alone would give the new null.
  return selectRows<{ id: string; storageKey: string | null }>(
    db,
    sql`UPDATE cv_reviews r
        SET status = 'failed', failure_code = 'internal', finished_at = ${input.at},
            storage_key = NULL
        FROM (SELECT id, storage_key FROM cv_reviews
              WHERE status IN ('queued','reading','analysing')
                AND created_at < ${input.submittedBefore}
              FOR UPDATE) stale
        WHERE r.id = stale.id AND r.status IN ('queued','reading','analysing')
        RETURNING r.id, stale.storage_key AS "storageKey"`,
  );
}

/** Sets the unlock once; a second unlock (or a concurrent one) changes nothing. */
export async function markReviewUnlocked(
  db: Database,
  input: { id: string; userId: string; at: Date; ledgerEntryId: number },
): Promise<void> {
  await db
    .update(cvReviews)
    .set({ unlockedAt: input.at, unlockLedgerEntryId: input.ledgerEntryId })
    .where(
      and(
        eq(cvReviews.id, input.id),
        eq(cvReviews.userId, input.userId),
        eq(cvReviews.status, 'done'),
        isNull(cvReviews.unlockedAt),
      ),
    );
}

export type TargetJobRow = {
  id: string;
  role: string;
  companyName: string;
  skills: string[];
  lastEducations: number[];
  experienceLevels: number[];
  descriptionId: string;
  descriptionEn: string;
  responsibilitiesId: string;
  responsibilitiesEn: string;
  requirementsId: string;
  requirementsEn: string;
};

/** A job to match against: any job people can see (closed ones keep their description). */
export async function selectTargetJob(db: Database, jobId: string): Promise<TargetJobRow | null> {
  const rows = await db
    .select({
      id: jobs.id,
      role: jobs.role,
      companyName: companies.name,
      skills: jobs.skills,
      lastEducations: jobs.lastEducations,
      experienceLevels: jobs.experienceLevels,
      descriptionId: jobs.descriptionId,
      descriptionEn: jobs.descriptionEn,
      responsibilitiesId: jobs.responsibilitiesId,
      responsibilitiesEn: jobs.responsibilitiesEn,
      requirementsId: jobs.requirementsId,
      requirementsEn: jobs.requirementsEn,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(jobs.id, jobId), eq(jobs.moderation, 'visible')));
  return rows[0] ?? null;
}

export type RoleRow = { id: number; nameId: string; nameEn: string };

export async function selectJobRoles(db: Database): Promise<RoleRow[]> {
  return db
    .select({ id: jobRoles.id, nameId: jobRoles.nameId, nameEn: jobRoles.nameEn })
    .from(jobRoles)
    .orderBy(jobRoles.id);
}

/** Open, visible jobs per role, for the careers a report suggests. */
export async function countOpenJobsByRole(
  db: Database,
  input: { roleIds: number[]; wibToday: string },
): Promise<Map<number, number>> {
  if (input.roleIds.length === 0) return new Map();
  const rows = await selectRows<{ roleId: number; n: number }>(
    db,
    sql`SELECT j.job_role_id AS "roleId", count(*)::int AS n FROM jobs j
        WHERE j.job_role_id IN (${sql.join(
          input.roleIds.map((id) => sql`${id}`),
          sql`, `,
        )})
          AND j.status = 'open' AND j.moderation = 'visible'
          AND (j.deadline IS NULL OR j.deadline >= ${input.wibToday}::date)
        GROUP BY j.job_role_id`,
  );
  return new Map(rows.map((row) => [row.roleId, row.n]));
}
