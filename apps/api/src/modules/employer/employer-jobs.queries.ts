// SQL of the employer's jobs: the list with applicant counts, one job with its questions and
// steps, writes, and status changes as conditional updates (a job moves draft → open → closed →
// open only from the status the action expects). Every statement names the company.
import type { EmployerJobStatus, JobEditorInput } from '@jenjang/domain';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '../../platform/db';

export type EmployerJobListRow = {
  id: string;
  slug: string;
  role: string;
  status: EmployerJobStatus;
  cityName: string | null;
  applicantCount: number;
  activeApplicantCount: number;
  deadline: string | null;
  publishedAt: Date | string;
  updatedAt: Date | string;
};

export async function selectCompanyJobsPage(
  db: Database,
  input: { companyId: string; status?: EmployerJobStatus; limit: number; offset: number },
): Promise<{ rows: EmployerJobListRow[]; total: number }> {
  const where = input.status
    ? sql`j.company_id = ${input.companyId}::uuid AND j.status = ${input.status}`
    : sql`j.company_id = ${input.companyId}::uuid`;
  const rows = await selectRows<EmployerJobListRow>(
    db,
    sql`SELECT j.id, j.slug, j.role, j.status, ci.name AS "cityName",
               (SELECT count(*)::int FROM applications a WHERE a.job_id = j.id) AS "applicantCount",
               (SELECT count(*)::int FROM applications a WHERE a.job_id = j.id
                  AND a.withdrawn_at IS NULL
                  AND a.status NOT IN ('accepted','rejected','rejectedBySystem','expired','closed'))
                 AS "activeApplicantCount",
               j.deadline::text AS deadline, j.published_at AS "publishedAt",
               j.updated_at AS "updatedAt"
        FROM jobs j LEFT JOIN cities ci ON ci.id = j.city_id
        WHERE ${where}
        ORDER BY j.updated_at DESC, j.id
        LIMIT ${input.limit} OFFSET ${input.offset}`,
  );
  const [count] = await selectRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM jobs j WHERE ${where}`,
  );
  return { rows, total: count?.n ?? 0 };
}

export async function countCompanyJobsByStatus(
  db: Database,
  companyId: string,
): Promise<Record<EmployerJobStatus, number>> {
  const rows = await selectRows<{ status: EmployerJobStatus; n: number }>(
    db,
    sql`SELECT status, count(*)::int AS n FROM jobs WHERE company_id = ${companyId}::uuid
        GROUP BY status`,
  );
  const counts = { draft: 0, open: 0, closed: 0 };
  for (const r of rows) counts[r.status] = r.n;
  return counts;
}

export type EmployerJobRow = {
  id: string;
  slug: string;
  status: EmployerJobStatus;
  role: string;
  jobRoleId: number | null;
  cityId: number;
  employmentTypes: string[];
  workplaceType: string;
  salaryType: string;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryShown: boolean;
  lastEducations: number[];
  experienceLevels: number[];
  skills: string[];
  descriptionId: string;
  descriptionEn: string;
  responsibilitiesId: string;
  responsibilitiesEn: string;
  requirementsId: string;
  requirementsEn: string;
  applicationType: string;
  externalUrl: string | null;
  urgentlyNeeded: boolean;
  deadline: string | null;
  publishedAt: Date | string;
  updatedAt: Date | string;
  companySlug: string;
};

/** One job of this company; null for a job of another company (the caller answers 404). */
export async function selectCompanyJob(
  db: Database,
  input: { companyId: string; jobId: string },
): Promise<EmployerJobRow | null> {
  const rows = await selectRows<EmployerJobRow>(
    db,
    sql`SELECT j.id, j.slug, j.status, j.role, j.job_role_id AS "jobRoleId", j.city_id AS "cityId",
               j.employment_types AS "employmentTypes", j.workplace_type AS "workplaceType",
               j.salary_type AS "salaryType", j.salary_min AS "salaryMin",
               j.salary_max AS "salaryMax", j.salary_shown AS "salaryShown",
               j.last_educations AS "lastEducations", j.experience_levels AS "experienceLevels",
               j.skills, j.description_id AS "descriptionId", j.description_en AS "descriptionEn",
               j.responsibilities_id AS "responsibilitiesId",
               j.responsibilities_en AS "responsibilitiesEn",
               j.requirements_id AS "requirementsId", j.requirements_en AS "requirementsEn",
               j.application_type AS "applicationType", j.external_url AS "externalUrl",
               j.urgently_needed AS "urgentlyNeeded", j.deadline::text AS deadline,
               j.published_at AS "publishedAt", j.updated_at AS "updatedAt",
               c.slug AS "companySlug"
        FROM jobs j JOIN companies c ON c.id = j.company_id
        WHERE j.id = ${input.jobId}::uuid AND j.company_id = ${input.companyId}::uuid`,
  );
  return rows[0] ?? null;
}

/** The stored form of the editor's fields (descriptions already HTML). */
export type JobColumns = Omit<JobEditorInput, 'questions' | 'steps' | 'externalUrl'> & {
  externalUrl: string | null;
  /** flagPosting's findings on the texts: the admin's review queue (decision 019). */
  flagReasons: string[];
};

const textArray = (values: string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;
const intArray = (values: number[]) => sql`${`{${values.join(',')}}`}::int[]`;

function columnValues(job: JobColumns): Record<string, SQL> {
  return {
    role: sql`${job.role}`,
    flag_reasons: textArray(job.flagReasons),
    job_role_id: sql`${job.jobRoleId}::int`,
    city_id: sql`${job.cityId}::int`,
    employment_types: textArray(job.employmentTypes),
    workplace_type: sql`${job.workplaceType}`,
    salary_type: sql`${job.salaryType}`,
    salary_min: sql`${job.salaryMin}::int`,
    salary_max: sql`${job.salaryMax}::int`,
    salary_shown: sql`${job.salaryShown}::boolean`,
    last_educations: intArray(job.lastEducations),
    experience_levels: intArray(job.experienceLevels),
    skills: textArray(job.skills),
    description_id: sql`${job.descriptionId}`,
    description_en: sql`${job.descriptionEn}`,
    responsibilities_id: sql`${job.responsibilitiesId}`,
    responsibilities_en: sql`${job.responsibilitiesEn}`,
    requirements_id: sql`${job.requirementsId}`,
    requirements_en: sql`${job.requirementsEn}`,
    application_type: sql`${job.applicationType}`,
    external_url: sql`${job.externalUrl}`,
    urgently_needed: sql`${job.urgentlyNeeded}::boolean`,
    deadline: sql`${job.deadline}::date`,
    // Filters read these without joins (search-index.queries.ts keeps them in step later).
    job_role_category_id: sql`(SELECT category_id FROM job_roles WHERE id = ${job.jobRoleId}::int)`,
    // A changed text is analysed again for search (search_version 0 = not analysed yet).
    search_version: sql`0`,
  };
}

export async function insertDraftJob(
  tx: Database,
  input: { companyId: string; slug: string; job: JobColumns; now: Date },
): Promise<string> {
  const values = columnValues(input.job);
  const names = sql.raw(Object.keys(values).join(', '));
  const rows = await selectRows<{ id: string }>(
    tx,
    sql`INSERT INTO jobs (slug, company_id, status, published_at, created_at, updated_at,
                          industry_id, ${names})
        VALUES (${input.slug}, ${input.companyId}::uuid, 'draft', ${input.now}, ${input.now},
                ${input.now},
                (SELECT industry_id FROM companies WHERE id = ${input.companyId}::uuid),
                ${sql.join(Object.values(values), sql`, `)})
        RETURNING id`,
  );
  return rows[0]!.id;
}

export async function updateJobColumns(
  tx: Database,
  input: { companyId: string; jobId: string; job: JobColumns; now: Date },
): Promise<boolean> {
  const values = columnValues(input.job);
  const sets = sql.join(
    Object.entries(values).map(([name, value]) => sql`${sql.raw(name)} = ${value}`),
    sql`, `,
  );
  const rows = await selectRows<{ id: string }>(
    tx,
    // Changed findings go back to the admin's queue; the same ones keep their review.
    sql`UPDATE jobs SET ${sets}, updated_at = ${input.now},
          flags_reviewed_at = CASE WHEN jobs.flag_reasons IS DISTINCT FROM
            ${textArray(input.job.flagReasons)} THEN NULL ELSE jobs.flags_reviewed_at END
        WHERE id = ${input.jobId}::uuid AND company_id = ${input.companyId}::uuid
        RETURNING id`,
  );
  return rows.length > 0;
}

/**
 * Moves a job from one of `from` to `to`; false when the job is not in such a status (or not of
 * this company). Publishing and reopening set the publication time: the job is new in search.
 */
export async function updateJobStatus(
  tx: Database,
  input: {
    companyId: string;
    jobId: string;
    from: EmployerJobStatus[];
    to: EmployerJobStatus;
    now: Date;
  },
): Promise<boolean> {
  const published = input.to === 'open' ? sql`, published_at = ${input.now}` : sql``;
  const rows = await selectRows<{ id: string }>(
    tx,
    sql`UPDATE jobs SET status = ${input.to}, updated_at = ${input.now} ${published}
        WHERE id = ${input.jobId}::uuid AND company_id = ${input.companyId}::uuid
          AND status = ANY(${`{${input.from.join(',')}}`}::text[])
        RETURNING id`,
  );
  return rows.length > 0;
}

export type StoredQuestion = {
  id: string;
  type: string;
  title: string;
  description: string | null;
  mandatory: boolean;
  options: { id: string; value: string }[];
};

export async function selectJobQuestions(tx: Database, jobId: string): Promise<StoredQuestion[]> {
  return selectRows(
    tx,
    sql`SELECT id, type, title, description, mandatory, options FROM job_questions
        WHERE job_id = ${jobId}::uuid ORDER BY position`,
  );
}

export type StoredStep = {
  id: string;
  type: string;
  name: string;
  visible: boolean;
  instructions: string | null;
};

export async function selectJobSteps(tx: Database, jobId: string): Promise<StoredStep[]> {
  return selectRows(
    tx,
    sql`SELECT id, type, name, visible, instructions FROM recruitment_steps
        WHERE job_id = ${jobId}::uuid ORDER BY position`,
  );
}

/** Deletes questions no applicant answered; returns how many of `ids` could not go. */
export async function deleteUnansweredQuestions(
  tx: Database,
  input: { jobId: string; ids: string[] },
): Promise<number> {
  if (input.ids.length === 0) return 0;
  const ids = sql`${`{${input.ids.join(',')}}`}::uuid[]`;
  const deleted = await selectRows<{ id: string }>(
    tx,
    sql`DELETE FROM job_questions q WHERE q.job_id = ${input.jobId}::uuid AND q.id = ANY(${ids})
          AND NOT EXISTS (SELECT 1 FROM application_answers a WHERE a.question_id = q.id)
        RETURNING q.id`,
  );
  return input.ids.length - deleted.length;
}

/** Deletes steps no application ever reached; returns how many of `ids` could not go. */
export async function deleteUnusedSteps(
  tx: Database,
  input: { jobId: string; ids: string[] },
): Promise<number> {
  if (input.ids.length === 0) return 0;
  const ids = sql`${`{${input.ids.join(',')}}`}::uuid[]`;
  const deleted = await selectRows<{ id: string }>(
    tx,
    sql`DELETE FROM recruitment_steps s WHERE s.job_id = ${input.jobId}::uuid AND s.id = ANY(${ids})
          AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.recruitment_step_id = s.id)
          AND NOT EXISTS (SELECT 1 FROM application_status_history h
                          WHERE h.recruitment_step_id = s.id)
          AND NOT EXISTS (SELECT 1 FROM application_tech_tests t WHERE t.recruitment_step_id = s.id)
        RETURNING s.id`,
  );
  return input.ids.length - deleted.length;
}

export async function upsertQuestion(
  tx: Database,
  input: {
    jobId: string;
    id: string | null;
    position: number;
    type: string;
    title: string;
    description: string | null;
    mandatory: boolean;
    options: { id: string; value: string }[];
  },
): Promise<void> {
  const options = JSON.stringify(input.options);
  if (input.id) {
    await tx.execute(
      sql`UPDATE job_questions SET position = ${input.position}, type = ${input.type},
            title = ${input.title}, description = ${input.description},
            mandatory = ${input.mandatory}, options = ${options}::jsonb
          WHERE id = ${input.id}::uuid AND job_id = ${input.jobId}::uuid`,
    );
    return;
  }
  await tx.execute(
    sql`INSERT INTO job_questions (job_id, position, type, title, description, mandatory, options)
        VALUES (${input.jobId}::uuid, ${input.position}, ${input.type}, ${input.title},
                ${input.description}, ${input.mandatory}, ${options}::jsonb)`,
  );
}

export async function upsertStep(
  tx: Database,
  input: {
    jobId: string;
    id: string | null;
    position: number;
    type: string;
    name: string;
    visible: boolean;
    instructions: string | null;
  },
): Promise<boolean> {
  if (input.id) {
    // A step's type says what its applicants' statuses mean (hrInterview, techTestSent...):
    // it changes only while nobody is or was in the step.
    const rows = await selectRows<{ id: string }>(
      tx,
      sql`UPDATE recruitment_steps s SET position = ${input.position}, type = ${input.type},
            name = ${input.name}, visible = ${input.visible}, instructions = ${input.instructions}
          WHERE s.id = ${input.id}::uuid AND s.job_id = ${input.jobId}::uuid
            AND (s.type = ${input.type} OR (
              NOT EXISTS (SELECT 1 FROM applications a WHERE a.recruitment_step_id = s.id)
              AND NOT EXISTS (SELECT 1 FROM application_status_history h
                              WHERE h.recruitment_step_id = s.id)))
          RETURNING s.id`,
    );
    return rows.length > 0;
  }
  await tx.execute(
    sql`INSERT INTO recruitment_steps (job_id, position, type, name, visible, instructions)
        VALUES (${input.jobId}::uuid, ${input.position}, ${input.type}, ${input.name},
                ${input.visible}, ${input.instructions})`,
  );
  return true;
}
