// SQL of the in-memory search index: the open jobs in batches, the jobs changed since a change
// number (jobs.search_seq, set by the trigger of migration 0008), and the newest change number.
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '../../../../platform/db';
import type { IndexedJob } from './job-store';

export type IndexedJobRow = IndexedJob & {
  open: boolean;
  /** published_at as PostgreSQL prints it (microseconds kept): the load's keyset. */
  publishedAtKey: string;
};

const COLUMNS = sql`
  j.id,
  extract(epoch from j.published_at) * 1000 AS "publishedAtMs",
  j.published_at::text AS "publishedAtKey",
  j.company_activity AS "companyActivity",
  j.city_id AS "cityId",
  j.industry_id AS "industryId",
  j.job_role_id AS "jobRoleId",
  j.job_role_category_id AS "jobRoleCategoryId",
  j.workplace_type AS "workplaceType",
  j.employment_types AS "employmentTypes",
  j.last_educations AS "lastEducations",
  j.experience_levels AS "experienceLevels",
  j.urgently_needed AS "urgentlyNeeded",
  CASE WHEN j.salary_shown AND j.salary_type = 'monthly' THEN j.salary_min END AS "salaryMin",
  CASE WHEN j.salary_shown AND j.salary_type = 'monthly' THEN j.salary_max END AS "salaryMax",
  (j.deadline - DATE '1970-01-01') AS "deadlineDay",
  j.search_title AS "searchTitle",
  j.search_body AS "searchBody",
  j.search_title_words AS "titleWords",
  (j.status = 'open' AND j.moderation = 'visible') AS open,
  j.search_seq::float8 AS seq`;

async function select(db: Database, where: SQL, order: SQL, limit: number) {
  const rows = await selectRows<IndexedJobRow>(
    db,
    sql`SELECT ${COLUMNS} FROM jobs j WHERE ${where} ORDER BY ${order} LIMIT ${limit}`,
  );
  // node-postgres answers numeric expressions as strings; PGlite as numbers.
  for (const row of rows) {
    row.publishedAtMs = Number(row.publishedAtMs);
    row.companyActivity = Number(row.companyActivity);
    row.seq = Number(row.seq);
  }
  return rows;
}

/**
 * Open jobs after `after`, oldest publication first (a keyset walk backwards over
 * jobs_open_newest_cover_idx). The index is loaded in this order so that a slot's position
 * follows its publication: walking the newest first then reads memory in sequence.
 */
export function selectOpenJobsAfter(
  db: Database,
  after: { publishedAtKey: string; id: string } | null,
  limit: number,
): Promise<IndexedJobRow[]> {
  const keyset =
    after === null
      ? sql`TRUE`
      : sql`(j.published_at, j.id) > (${after.publishedAtKey}::timestamptz, ${after.id}::uuid)`;
  return select(
    db,
    sql`j.status = 'open' AND j.moderation = 'visible' AND ${keyset}`,
    sql`j.published_at, j.id`,
    limit,
  );
}

/** Jobs (open or not) whose change number is above `seq`, oldest change first. */
export function selectJobsChangedAfter(
  db: Database,
  seq: number,
  limit: number,
): Promise<IndexedJobRow[]> {
  return select(db, sql`j.search_seq > ${seq}`, sql`j.search_seq`, limit);
}

/** Jobs holding one of these change numbers (ones that were missing when last looked). */
export function selectJobsWithSeqs(db: Database, seqs: number[]): Promise<IndexedJobRow[]> {
  const list = sql`${`{${seqs.join(',')}}`}::bigint[]`;
  return select(db, sql`j.search_seq = ANY(${list})`, sql`j.search_seq`, seqs.length);
}

/** The newest change number handed out, committed or not (0 before the first). */
export async function selectNewestSeq(db: Database): Promise<number> {
  const rows = await selectRows<{ seq: number | string }>(
    db,
    sql`SELECT CASE WHEN is_called THEN last_value ELSE 0 END::float8 AS seq FROM jobs_search_seq`,
  );
  return Number(rows[0]?.seq ?? 0);
}

/** The planner's estimate of the number of jobs (instant; -1 or 0 before the first ANALYZE). */
export async function estimateJobCount(db: Database): Promise<number> {
  const rows = await selectRows<{ n: number | string }>(
    db,
    sql`SELECT reltuples::float8 AS n FROM pg_class WHERE oid = 'jobs'::regclass`,
  );
  return Number(rows[0]?.n ?? 0);
}
