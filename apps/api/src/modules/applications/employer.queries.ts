// SQL of the employer's view of a job's applicants.
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../platform/db';

export type EmployerApplicationRow = {
  id: string;
  jobId: string;
  status: string;
  recruitmentStepId: string | null;
  candidateName: string;
  withdrawnAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  decidedAt: Date | null;
};

export async function selectEmployerApplicationsPage(
  db: Database,
  input: { jobId: string; limit: number; offset: number; onlyId?: string },
): Promise<{ rows: EmployerApplicationRow[]; total: number }> {
  const rows = await selectRows<EmployerApplicationRow>(
    db,
    sql`SELECT a.id, a.job_id AS "jobId", a.status, a.recruitment_step_id AS "recruitmentStepId",
          u.name AS "candidateName", a.withdrawn_at AS "withdrawnAt", a.created_at AS "createdAt",
          a.updated_at AS "updatedAt", a.decided_at AS "decidedAt"
        FROM applications a JOIN users u ON u.id = a.user_id
        WHERE a.job_id = ${input.jobId}::uuid
          ${input.onlyId ? sql`AND a.id = ${input.onlyId}::uuid` : sql``}
        ORDER BY a.created_at DESC, a.id LIMIT ${input.limit} OFFSET ${input.offset}`,
  );
  const count = await selectRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM applications WHERE job_id = ${input.jobId}::uuid`,
  );
  return { rows, total: count[0]?.n ?? 0 };
}
