// SQL of status changes: the conditional update, tech tests sent with a step, who may act for a
// company, and the applications the background jobs move.
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../platform/db';
import { TECH_TEST_COLUMNS, type TechTestRow } from './applications.queries';

/**
 * Moves the application only if it is still in the status it was read in (the row is locked
 * too; the condition keeps a retried or concurrent move from applying twice).
 */
export async function updateApplicationStatus(
  tx: Database,
  input: {
    id: string;
    from: string;
    to: string;
    stepId: string | null;
    decided: boolean;
    statusReason: string | null;
    fromRecommendation: boolean;
    at: Date;
  },
): Promise<boolean> {
  const rows = await selectRows<{ id: string }>(
    tx,
    sql`UPDATE applications SET status = ${input.to}, recruitment_step_id = ${input.stepId}::uuid,
          updated_at = ${input.at},
          decided_at = CASE WHEN ${input.decided} THEN ${input.at} ELSE decided_at END,
          status_reason = ${input.statusReason},
          from_recommendation = from_recommendation OR ${input.fromRecommendation}
        WHERE id = ${input.id}::uuid AND status = ${input.from} AND withdrawn_at IS NULL
        RETURNING id`,
  );
  return rows.length > 0;
}

export async function upsertTechTest(
  tx: Database,
  input: {
    applicationId: string;
    stepId: string;
    instructions: string;
    deadlineDate: string | null;
    at: Date;
  },
): Promise<TechTestRow> {
  const rows = await selectRows<TechTestRow>(
    tx,
    sql`INSERT INTO application_tech_tests
          (application_id, recruitment_step_id, instructions, deadline_date, created_at)
        VALUES (${input.applicationId}::uuid, ${input.stepId}::uuid, ${input.instructions},
          ${input.deadlineDate}::date, ${input.at})
        ON CONFLICT (application_id, recruitment_step_id) DO UPDATE
          SET instructions = EXCLUDED.instructions, deadline_date = EXCLUDED.deadline_date
        RETURNING ${TECH_TEST_COLUMNS}`,
  );
  return rows[0]!;
}

export async function isCompanyMember(
  db: Database,
  userId: string,
  companyId: string,
): Promise<boolean> {
  const rows = await selectRows<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM company_members
        WHERE user_id = ${userId}::uuid AND company_id = ${companyId}::uuid`,
  );
  return rows.length > 0;
}

export async function selectUserContact(
  db: Database,
  userId: string,
): Promise<{ email: string; name: string } | null> {
  const rows = await selectRows<{ email: string; name: string }>(
    db,
    sql`SELECT email, name FROM users WHERE id = ${userId}::uuid`,
  );
  return rows[0] ?? null;
}

/** Untouched applications (no status change) since before the cutoff, oldest first. */
export async function selectUntouchedApplicationIds(
  db: Database,
  input: { before: Date; limit: number },
): Promise<string[]> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`SELECT id FROM applications
        WHERE withdrawn_at IS NULL
          AND status IN ('waitListed','notProcessed','review','approached','curatedInProgress')
          AND updated_at < ${input.before}
        ORDER BY updated_at LIMIT ${input.limit}`,
  );
  return rows.map((r) => r.id);
}

/** Open applications (not ended, not an offer) of jobs that are closed or past their deadline. */
export async function selectApplicationIdsOfClosedJobs(
  db: Database,
  input: { today: string; limit: number; jobId?: string },
): Promise<string[]> {
  const oneJob = input.jobId ? sql`AND j.id = ${input.jobId}::uuid` : sql``;
  const rows = await selectRows<{ id: string }>(
    db,
    sql`SELECT a.id FROM applications a JOIN jobs j ON j.id = a.job_id
        WHERE a.withdrawn_at IS NULL
          AND a.status NOT IN ('accepted','rejected','rejectedBySystem','expired','closed','offered')
          AND (j.status = 'closed' OR j.deadline < ${input.today}::date) ${oneJob}
        ORDER BY a.created_at LIMIT ${input.limit}`,
  );
  return rows.map((r) => r.id);
}

/**
 * The candidate ends the application: only while it is open, and with `onlyStatus` only while
 * it still stands there (declining needs the offer to stand: a move by the company in between
 * wins, and the candidate is told the offer is gone).
 */
export async function markWithdrawn(
  tx: Database,
  input: { id: string; at: Date; onlyStatus?: string },
): Promise<boolean> {
  const onlyStatus = input.onlyStatus ? sql`AND status = ${input.onlyStatus}` : sql``;
  const rows = await selectRows<{ id: string }>(
    tx,
    sql`UPDATE applications SET withdrawn_at = ${input.at}, updated_at = ${input.at},
          decided_at = ${input.at}, status_reason = 'withdrawn'
        WHERE id = ${input.id}::uuid AND withdrawn_at IS NULL
          AND status NOT IN ('accepted','rejected','rejectedBySystem','expired','closed')
          ${onlyStatus}
        RETURNING id`,
  );
  return rows.length > 0;
}

/** Records the hand-in once (a second submission finds submitted_at set and changes nothing). */
export async function recordTechTestSubmission(
  tx: Database,
  input: { id: string; at: Date } & (
    | { kind: 'link'; url: string }
    | {
        kind: 'file';
        fileName: string;
        contentType: string;
        sizeBytes: number;
        sha256: string;
        storageKey: string;
      }
  ),
): Promise<TechTestRow | null> {
  const file = input.kind === 'file' ? input : null;
  const rows = await selectRows<TechTestRow>(
    tx,
    sql`UPDATE application_tech_tests SET submitted_at = ${input.at},
          submission_kind = ${input.kind},
          submission_url = ${input.kind === 'link' ? input.url : null},
          file_name = ${file?.fileName ?? null}, content_type = ${file?.contentType ?? null},
          size_bytes = ${file?.sizeBytes ?? null}, sha256 = ${file?.sha256 ?? null},
          storage_key = ${file?.storageKey ?? null}
        WHERE id = ${input.id}::uuid AND submitted_at IS NULL
        RETURNING ${TECH_TEST_COLUMNS}`,
  );
  return rows[0] ?? null;
}
