// SQL of what follows an apply: additional information (the expected salary is the profile's).
import type { AdditionalInformation, AdditionalInformationPatch } from '@jenjang/domain';
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../platform/db';
import { uuidArray } from './applications.queries';

export async function selectAdditionalInformation(
  db: Database,
  studentId: string,
): Promise<AdditionalInformation> {
  const rows = await selectRows<{
    expectedSalary: number | null;
    noticePeriod: AdditionalInformation['noticePeriod'];
    availableFrom: string | null;
    willingToRelocate: boolean | null;
    portfolioUrl: string | null;
    updatedAt: Date | null;
  }>(
    db,
    sql`SELECT p.expected_salary AS "expectedSalary", i.notice_period AS "noticePeriod",
          i.available_from::text AS "availableFrom", i.willing_to_relocate AS "willingToRelocate",
          i.portfolio_url AS "portfolioUrl", i.updated_at AS "updatedAt"
        FROM student_profiles p
        LEFT JOIN student_additional_information i ON i.student_id = p.id
        WHERE p.id = ${studentId}::uuid`,
  );
  const row = rows[0];
  return {
    expectedSalary: row?.expectedSalary ?? null,
    noticePeriod: row?.noticePeriod ?? null,
    availableFrom: row?.availableFrom ?? null,
    willingToRelocate: row?.willingToRelocate ?? null,
    portfolioUrl: row?.portfolioUrl ?? null,
    updatedAt: row?.updatedAt ? new Date(row.updatedAt).toISOString() : null,
  };
}

/** Fields left out of the patch keep their value. */
export async function upsertAdditionalInformation(
  tx: Database,
  input: { studentId: string; patch: AdditionalInformationPatch; at: Date },
): Promise<void> {
  const p = input.patch;
  const keep = (field: keyof AdditionalInformationPatch) => p[field] === undefined;
  if (!keep('expectedSalary'))
    await tx.execute(
      sql`UPDATE student_profiles SET expected_salary = ${p.expectedSalary ?? null},
            updated_at = ${input.at} WHERE id = ${input.studentId}::uuid`,
    );
  await tx.execute(
    sql`INSERT INTO student_additional_information
          (student_id, notice_period, available_from, willing_to_relocate, portfolio_url, updated_at)
        VALUES (${input.studentId}::uuid, ${p.noticePeriod ?? null}, ${p.availableFrom ?? null}::date,
          ${p.willingToRelocate ?? null}, ${p.portfolioUrl ?? null}, ${input.at})
        ON CONFLICT (student_id) DO UPDATE SET
          notice_period = CASE WHEN ${keep('noticePeriod')} THEN student_additional_information.notice_period ELSE EXCLUDED.notice_period END,
          available_from = CASE WHEN ${keep('availableFrom')} THEN student_additional_information.available_from ELSE EXCLUDED.available_from END,
          willing_to_relocate = CASE WHEN ${keep('willingToRelocate')} THEN student_additional_information.willing_to_relocate ELSE EXCLUDED.willing_to_relocate END,
          portfolio_url = CASE WHEN ${keep('portfolioUrl')} THEN student_additional_information.portfolio_url ELSE EXCLUDED.portfolio_url END,
          updated_at = EXCLUDED.updated_at`,
  );
}

export async function selectAppliedJobIdsAmong(
  db: Database,
  studentId: string,
  jobIds: string[],
): Promise<string[]> {
  if (jobIds.length === 0) return [];
  const rows = await selectRows<{ jobId: string }>(
    db,
    sql`SELECT job_id AS "jobId" FROM applications
        WHERE student_id = ${studentId}::uuid AND job_id = ANY(${uuidArray(jobIds)})`,
  );
  return rows.map((r) => r.jobId);
}
