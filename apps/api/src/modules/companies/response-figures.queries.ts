// How fast a company answers the people who apply, from its applications and their status
// history (migration 0011): the median days from applying to the employer's first move, and the
// share of applications the employer moved at all. One definition for the company page, the
// explore cards and sort, and the employer's funnel of a job (pipeline.queries.ts).
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '../../platform/db';

/** Applications of the last year count; older ones say little about how a company answers now. */
export const RESPONSE_WINDOW_DAYS = 365;

export type ResponseFiguresRow = {
  companyId: string;
  applicationCount: number;
  medianDaysToFirstResponse: number | null;
  answeredShare: number | null;
};

/**
 * A subquery of (company_id, application_count, answered_count, median_days, answered_share)
 * over applications made since `since` (all of them without it), neither withdrawn nor made by
 * the company's own invitation, optionally of some companies or of one job only. An answer is
 * the employer's first move of the application (a history row by actor 'employer'); the
 * system's moves (expiry, anti-ghosting) are not answers.
 */
export function responseFiguresSql(input: {
  since?: Date;
  companyIds?: readonly string[];
  jobId?: string;
}): SQL {
  const companies =
    input.companyIds === undefined
      ? sql``
      : sql`AND j.company_id = ANY(${`{${input.companyIds.join(',')}}`}::uuid[])`;
  const job = input.jobId === undefined ? sql`` : sql`AND a.job_id = ${input.jobId}::uuid`;
  const since =
    input.since === undefined
      ? sql``
      : sql`AND a.created_at >= ${input.since.toISOString()}::timestamptz`;
  return sql`
    SELECT f.company_id,
           count(*)::int AS application_count,
           count(f.first_answer)::int AS answered_count,
           (percentile_cont(0.5) WITHIN GROUP (
              ORDER BY extract(epoch FROM (f.first_answer - f.applied_at)) / 86400.0
            ) FILTER (WHERE f.first_answer IS NOT NULL))::float8 AS median_days,
           (count(f.first_answer)::float8 / count(*)) AS answered_share
    FROM (
      SELECT j.company_id, a.created_at AS applied_at,
             (SELECT min(h.created_at) FROM application_status_history h
               WHERE h.application_id = a.id AND h.actor = 'employer') AS first_answer
      FROM applications a JOIN jobs j ON j.id = a.job_id
      WHERE a.withdrawn_at IS NULL AND NOT a.from_recommendation ${since} ${companies} ${job}
    ) f
    GROUP BY f.company_id`;
}

/** The response figures of these companies (a company without applications is left out). */
export async function selectCompanyResponseFigures(
  db: Database,
  input: { since: Date; companyIds: readonly string[] },
): Promise<Map<string, ResponseFiguresRow>> {
  if (input.companyIds.length === 0) return new Map();
  const rows = await selectRows<ResponseFiguresRow>(
    db,
    sql`SELECT r.company_id AS "companyId", r.application_count AS "applicationCount",
               r.median_days AS "medianDaysToFirstResponse", r.answered_share AS "answeredShare"
        FROM (${responseFiguresSql(input)}) r`,
  );
  return new Map(rows.map((row) => [row.companyId, normalizeFigures(row)]));
}

/** node-postgres answers float8 as numbers, PGlite too; counts may come as strings. */
export function normalizeFigures(row: ResponseFiguresRow): ResponseFiguresRow {
  return {
    companyId: row.companyId,
    applicationCount: Number(row.applicationCount),
    medianDaysToFirstResponse:
      row.medianDaysToFirstResponse === null ? null : Number(row.medianDaysToFirstResponse),
    answeredShare: row.answeredShare === null ? null : Number(row.answeredShare),
  };
}
