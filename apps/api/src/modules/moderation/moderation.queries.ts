// SQL of reporting jobs and of the admin's review: reports, the hiding threshold (a conditional
// update under the job's row lock), the review queue, decisions and company verification.
import type { JobModerationState, JobReportReason, PostingFlag } from '@jenjang/domain';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '../../platform/db';

/** Locks the job's row for this transaction (reports of one job are counted one at a time). */
export async function lockJob(tx: Database, jobId: string): Promise<{ id: string } | null> {
  const [row] = await selectRows<{ id: string }>(
    tx,
    sql`SELECT id FROM jobs WHERE id = ${jobId}::uuid FOR UPDATE`,
  );
  return row ?? null;
}

/** The person's report; a second report of the same job changes nothing (unique index). */
export async function insertJobReport(
  tx: Database,
  input: { jobId: string; userId: string; reason: JobReportReason; note: string; now: Date },
): Promise<boolean> {
  const rows = await selectRows<{ id: string }>(
    tx,
    sql`INSERT INTO job_reports (job_id, user_id, reason, note, created_at)
        VALUES (${input.jobId}::uuid, ${input.userId}::uuid, ${input.reason}, ${input.note},
                ${input.now.toISOString()}::timestamptz)
        ON CONFLICT (job_id, user_id) DO NOTHING
        RETURNING id`,
  );
  return rows.length > 0;
}

/**
 * Puts a visible job under review when `threshold` people have reported it since the last
 * decision. The update bumps the job's search change number (migration 0008's trigger), so the
 * next search of any process drops it.
 */
export async function hideJobWhenReportedEnough(
  tx: Database,
  input: { jobId: string; threshold: number; now: Date },
): Promise<boolean> {
  const rows = await selectRows<{ id: string }>(
    tx,
    sql`UPDATE jobs SET moderation = 'underReview', moderated_at = ${input.now.toISOString()}::timestamptz
        WHERE id = ${input.jobId}::uuid AND moderation = 'visible'
          AND (SELECT count(*) FROM job_reports r
               WHERE r.job_id = ${input.jobId}::uuid AND r.reviewed_at IS NULL) >= ${input.threshold}
        RETURNING id`,
  );
  return rows.length > 0;
}

export type MyReportRow = {
  jobId: string;
  reason: JobReportReason;
  note: string;
  createdAt: Date;
};

/** Only the asking person's own report: nobody sees who else reported a job. */
export async function selectMyReport(
  db: Database,
  input: { jobId: string; userId: string },
): Promise<MyReportRow | null> {
  const [row] = await selectRows<MyReportRow>(
    db,
    sql`SELECT job_id AS "jobId", reason, note, created_at AS "createdAt" FROM job_reports
        WHERE job_id = ${input.jobId}::uuid AND user_id = ${input.userId}::uuid`,
  );
  return row ?? null;
}

export type ReviewJobRow = {
  id: string;
  slug: string;
  role: string;
  companyId: string;
  companySlug: string;
  companyName: string;
  status: string;
  moderation: JobModerationState;
  flagReasons: PostingFlag[];
  flagsReviewedAt: Date | null;
  openReportCount: number;
  reports: { reason: JobReportReason; note: string; createdAt: string }[] | null;
  updatedAt: Date;
  total: number;
};

const REPORTED = sql`(j.moderation = 'underReview' OR EXISTS (
  SELECT 1 FROM job_reports r WHERE r.job_id = j.id AND r.reviewed_at IS NULL))`;
const FLAGGED = sql`(cardinality(j.flag_reasons) > 0 AND j.flags_reviewed_at IS NULL AND j.moderation <> 'removed')`;

/**
 * Jobs waiting for an admin: under review or reported, and flagged postings; `search` keeps those
 * whose role or company name contains it. A page of them, with the total of all that match.
 */
export async function selectReviewQueue(
  db: Database,
  input: {
    queue: 'reported' | 'flagged' | 'all';
    search?: string | undefined;
    limit: number;
    offset: number;
    onlyId?: string;
  },
): Promise<ReviewJobRow[]> {
  const queue: SQL =
    input.onlyId !== undefined
      ? sql`j.id = ${input.onlyId}::uuid`
      : input.queue === 'reported'
        ? REPORTED
        : input.queue === 'flagged'
          ? FLAGGED
          : sql`(${REPORTED} OR ${FLAGGED})`;
  const which = input.search
    ? sql`${queue} AND (j.role ILIKE ${likePattern(input.search)} OR c.name ILIKE ${likePattern(input.search)})`
    : queue;
  return selectRows<ReviewJobRow>(
    db,
    sql`
    SELECT j.id, j.slug, j.role, c.id AS "companyId", c.slug AS "companySlug",
           c.name AS "companyName", j.status, j.moderation, j.flag_reasons AS "flagReasons",
           j.flags_reviewed_at AS "flagsReviewedAt",
           (SELECT count(*)::int FROM job_reports r
             WHERE r.job_id = j.id AND r.reviewed_at IS NULL) AS "openReportCount",
           (SELECT json_agg(json_build_object('reason', r.reason, 'note', r.note,
                                              'createdAt', r.created_at) ORDER BY r.created_at)
              FROM job_reports r WHERE r.job_id = j.id AND r.reviewed_at IS NULL) AS reports,
           j.updated_at AS "updatedAt",
           count(*) OVER ()::int AS total
    FROM jobs j JOIN companies c ON c.id = j.company_id
    WHERE ${which}
    ORDER BY (j.moderation = 'underReview') DESC, j.moderated_at DESC NULLS LAST, j.updated_at DESC, j.id
    LIMIT ${input.limit} OFFSET ${input.offset}`,
  );
}

/** An admin's decision: the job's state, its flags and its reports are settled together. */
export async function decideJob(
  tx: Database,
  input: { jobId: string; decision: 'hide' | 'restore'; now: Date },
): Promise<boolean> {
  const now = input.now.toISOString();
  const state = input.decision === 'hide' ? 'removed' : 'visible';
  const rows = await selectRows<{ id: string }>(
    tx,
    sql`UPDATE jobs SET moderation = ${state}, moderated_at = ${now}::timestamptz,
               flags_reviewed_at = CASE WHEN cardinality(flag_reasons) > 0
                                        THEN ${now}::timestamptz ELSE flags_reviewed_at END
        WHERE id = ${input.jobId}::uuid RETURNING id`,
  );
  if (rows.length === 0) return false;
  await tx.execute(
    sql`UPDATE job_reports SET reviewed_at = ${now}::timestamptz
        WHERE job_id = ${input.jobId}::uuid AND reviewed_at IS NULL`,
  );
  return true;
}

export type AdminCompanyRow = {
  id: string;
  slug: string;
  name: string;
  verifiedAt: Date | null;
  openJobCount: number;
  createdAt: Date;
  total: number;
};

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function selectAdminCompanies(
  db: Database,
  input: {
    verified: 'true' | 'false' | 'all';
    search?: string | undefined;
    limit: number;
    offset: number;
    onlyId?: string;
  },
): Promise<AdminCompanyRow[]> {
  const where: SQL[] = [sql`TRUE`];
  if (input.onlyId !== undefined) where.push(sql`c.id = ${input.onlyId}::uuid`);
  else {
    if (input.verified === 'true') where.push(sql`c.verified_at IS NOT NULL`);
    if (input.verified === 'false') where.push(sql`c.verified_at IS NULL`);
    if (input.search) where.push(sql`c.name ILIKE ${likePattern(input.search)}`);
  }
  return selectRows<AdminCompanyRow>(
    db,
    sql`SELECT c.id, c.slug, c.name, c.verified_at AS "verifiedAt", c.created_at AS "createdAt",
               (SELECT count(*)::int FROM jobs j WHERE j.company_id = c.id
                 AND j.status = 'open' AND j.moderation = 'visible') AS "openJobCount",
               count(*) OVER ()::int AS total
        FROM companies c WHERE ${sql.join(where, sql` AND `)}
        ORDER BY c.created_at DESC, c.id
        LIMIT ${input.limit} OFFSET ${input.offset}`,
  );
}

/** Verifying keeps the first verification's time; unverifying clears it. */
export async function setCompanyVerified(
  db: Database,
  input: { companyId: string; verified: boolean; now: Date },
): Promise<boolean> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`UPDATE companies SET verified_at = CASE WHEN ${input.verified}
              THEN coalesce(verified_at, ${input.now.toISOString()}::timestamptz) ELSE NULL END
        WHERE id = ${input.companyId}::uuid RETURNING id`,
  );
  return rows.length > 0;
}
