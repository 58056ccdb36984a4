// SQL of applications: jobs and their questions and steps as applying reads them, the
// application rows, their answers, history and tech tests.
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '../../platform/db';

/** A uuid[] parameter (the ids are checked as uuids by the callers). */
export function uuidArray(ids: readonly string[]): SQL {
  return sql`${`{${ids.join(',')}}`}::uuid[]`;
}

export type ApplyJobRow = {
  id: string;
  status: 'draft' | 'open' | 'closed';
  deadline: string | null;
  applicationType: 'easyApply' | 'external';
  externalUrl: string | null;
  companyId: string;
  role: string;
  companyName: string;
};

export async function selectJobsForApply(db: Database, jobIds: string[]): Promise<ApplyJobRow[]> {
  if (jobIds.length === 0) return [];
  return selectRows<ApplyJobRow>(
    db,
    // A job under review or hidden by an admin takes no applications (decision 019).
    sql`SELECT j.id, CASE WHEN j.moderation = 'visible' THEN j.status ELSE 'closed' END AS status,
          j.deadline::text AS deadline, j.application_type AS "applicationType",
          j.external_url AS "externalUrl", j.company_id AS "companyId", j.role,
          c.name AS "companyName"
        FROM jobs j JOIN companies c ON c.id = j.company_id
        WHERE j.id = ANY(${uuidArray(jobIds)})`,
  );
}

export type QuestionRow = {
  id: string;
  jobId: string;
  position: number;
  type: 'checkbox' | 'radio' | 'numeric' | 'date' | 'shortText';
  title: string;
  description: string | null;
  mandatory: boolean;
  options: { id: string; value: string }[];
  profileField: 'toefl' | 'birthdate' | 'gpa' | null;
  gpaMax: number | null;
};

export async function selectQuestionsOfJobs(
  db: Database,
  jobIds: string[],
): Promise<QuestionRow[]> {
  if (jobIds.length === 0) return [];
  return selectRows<QuestionRow>(
    db,
    sql`SELECT id, job_id AS "jobId", position, type, title, description, mandatory, options,
          profile_field AS "profileField", gpa_max::float8 AS "gpaMax"
        FROM job_questions WHERE job_id = ANY(${uuidArray(jobIds)}) ORDER BY job_id, position`,
  );
}

export type StepRow = {
  id: string;
  jobId: string;
  position: number;
  type: 'techTest' | 'hrInterview' | 'userInterview' | 'custom';
  name: string;
  visible: boolean;
  instructions: string | null;
};

export async function selectStepsOfJobs(db: Database, jobIds: string[]): Promise<StepRow[]> {
  if (jobIds.length === 0) return [];
  return selectRows<StepRow>(
    db,
    sql`SELECT id, job_id AS "jobId", position, type, name, visible, instructions
        FROM recruitment_steps WHERE job_id = ANY(${uuidArray(jobIds)}) ORDER BY job_id, position`,
  );
}

export type StudentForApplyRow = {
  id: string;
  toefl: number | null;
  birthdate: string | null;
  gpaValue: number | null;
  gpaMax: number | null;
};

export async function selectStudentOfUser(
  db: Database,
  userId: string,
): Promise<StudentForApplyRow | null> {
  const rows = await selectRows<StudentForApplyRow>(
    db,
    sql`SELECT id, toefl, birthdate::text AS birthdate, gpa_value::float8 AS "gpaValue",
          gpa_max::float8 AS "gpaMax"
        FROM student_profiles WHERE user_id = ${userId}::uuid`,
  );
  return rows[0] ?? null;
}

export type NewApplication = {
  jobId: string;
  studentId: string;
  userId: string;
  type: 'easyApply' | 'external';
  status: string;
  locale: 'id' | 'en';
  bulkRequestId: string | null;
  at: Date;
};

/**
 * The one application of (student, job): null when it already exists. The unique index decides
 * between concurrent attempts; the losers wait for the winner's commit and get nothing back.
 */
export async function insertApplication(tx: Database, row: NewApplication): Promise<string | null> {
  const rows = await selectRows<{ id: string }>(
    tx,
    sql`INSERT INTO applications
          (job_id, student_id, user_id, type, status, locale, bulk_request_id, created_at, updated_at)
        VALUES (${row.jobId}::uuid, ${row.studentId}::uuid, ${row.userId}::uuid, ${row.type},
          ${row.status}, ${row.locale}, ${row.bulkRequestId}::uuid, ${row.at}, ${row.at})
        ON CONFLICT (student_id, job_id) DO NOTHING
        RETURNING id`,
  );
  return rows[0]?.id ?? null;
}

export type HistoryInsert = {
  applicationId: string;
  from: string | null;
  to: string;
  stepId: string | null;
  actor: 'employer' | 'system' | 'recommendation' | 'candidate';
  actorUserId: string | null;
  at: Date;
};

/** Adds a history row; its id names the change (notifications are deduplicated by it). */
export async function insertHistory(tx: Database, row: HistoryInsert): Promise<number> {
  const rows = await selectRows<{ id: number }>(
    tx,
    sql`INSERT INTO application_status_history
          (application_id, from_status, to_status, recruitment_step_id, actor, actor_user_id, created_at)
        VALUES (${row.applicationId}::uuid, ${row.from}, ${row.to}, ${row.stepId}::uuid,
          ${row.actor}, ${row.actorUserId}::uuid, ${row.at})
        RETURNING id::int AS id`,
  );
  return rows[0]!.id;
}

export async function incrementApplicantCount(tx: Database, jobId: string): Promise<void> {
  await tx.execute(
    sql`UPDATE jobs SET applicant_count = applicant_count + 1 WHERE id = ${jobId}::uuid`,
  );
}

export type ApplicationRow = {
  id: string;
  jobId: string;
  studentId: string;
  userId: string;
  type: 'easyApply' | 'external';
  status: string;
  recruitmentStepId: string | null;
  fromRecommendation: boolean;
  statusReason: 'noResponse' | 'jobClosed' | 'withdrawn' | null;
  bulkRequestId: string | null;
  locale: 'id' | 'en';
  createdAt: Date;
  updatedAt: Date;
  decidedAt: Date | null;
  withdrawnAt: Date | null;
  jobSlug: string;
  jobRole: string;
  jobStatus: 'open' | 'closed';
  jobDeadline: string | null;
  jobExternalUrl: string | null;
  companyId: string;
  companyName: string;
  companyLogoUrl: string | null;
};

const APPLICATION_COLUMNS = sql`a.id, a.job_id AS "jobId", a.student_id AS "studentId",
  a.user_id AS "userId", a.type, a.status, a.recruitment_step_id AS "recruitmentStepId",
  a.from_recommendation AS "fromRecommendation", a.status_reason AS "statusReason",
  a.bulk_request_id AS "bulkRequestId", a.locale, a.created_at AS "createdAt",
  a.updated_at AS "updatedAt", a.decided_at AS "decidedAt", a.withdrawn_at AS "withdrawnAt",
  j.slug AS "jobSlug", j.role AS "jobRole", j.status AS "jobStatus",
  j.deadline::text AS "jobDeadline", j.external_url AS "jobExternalUrl",
  c.id AS "companyId", c.name AS "companyName", c.logo_url AS "companyLogoUrl"`;

function withDates(row: ApplicationRow): ApplicationRow {
  // PGlite and node-postgres both give Date for timestamptz; raw rows may carry strings.
  const d = (v: Date | string | null) => (v === null ? null : new Date(v));
  return {
    ...row,
    createdAt: d(row.createdAt)!,
    updatedAt: d(row.updatedAt)!,
    decidedAt: d(row.decidedAt),
    withdrawnAt: d(row.withdrawnAt),
  };
}

export async function selectApplicationsByIds(
  db: Database,
  ids: string[],
): Promise<ApplicationRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectRows<ApplicationRow>(
    db,
    sql`SELECT ${APPLICATION_COLUMNS}
        FROM applications a JOIN jobs j ON j.id = a.job_id JOIN companies c ON c.id = j.company_id
        WHERE a.id = ANY(${uuidArray(ids)})`,
  );
  return rows.map(withDates);
}

/** The application locked for a status change (FOR UPDATE of the application row only). */
export async function lockApplication(tx: Database, id: string): Promise<ApplicationRow | null> {
  const rows = await selectRows<ApplicationRow>(
    tx,
    sql`SELECT ${APPLICATION_COLUMNS}
        FROM applications a JOIN jobs j ON j.id = a.job_id JOIN companies c ON c.id = j.company_id
        WHERE a.id = ${id}::uuid FOR UPDATE OF a`,
  );
  return rows[0] ? withDates(rows[0]) : null;
}

export async function selectApplicationIdOfStudentJob(
  db: Database,
  studentId: string,
  jobId: string,
): Promise<{ id: string; bulkRequestId: string | null } | null> {
  const rows = await selectRows<{ id: string; bulkRequestId: string | null }>(
    db,
    sql`SELECT id, bulk_request_id AS "bulkRequestId" FROM applications
        WHERE student_id = ${studentId}::uuid AND job_id = ${jobId}::uuid`,
  );
  return rows[0] ?? null;
}

/** One page of a user's applications, newest first, restricted to these statuses when given. */
/**
 * What decides the group of each of a user's applications (the domain's phase): status, the
 * candidate's withdrawal, whether the current step is shown, whether the job stopped taking
 * applicants; newest first. A person's own applications number in the hundreds at most.
 */
export type ApplicationPhaseRow = {
  id: string;
  status: string;
  withdrawn: boolean;
  stepVisible: boolean;
  jobClosed: boolean;
};

export async function selectApplicationPhaseRows(
  db: Database,
  input: { userId: string; today: string },
): Promise<ApplicationPhaseRow[]> {
  return selectRows<ApplicationPhaseRow>(
    db,
    sql`SELECT a.id, a.status, (a.withdrawn_at IS NOT NULL) AS withdrawn,
          COALESCE(s.visible, false) AS "stepVisible",
          (j.status = 'closed' OR (j.deadline IS NOT NULL AND j.deadline < ${input.today}::date))
            AS "jobClosed"
        FROM applications a JOIN jobs j ON j.id = a.job_id
          LEFT JOIN recruitment_steps s ON s.id = a.recruitment_step_id
        WHERE a.user_id = ${input.userId}::uuid
        ORDER BY a.created_at DESC, a.id`,
  );
}

export type CandidateInterviewRow = {
  applicationId: string;
  recruitmentStepId: string;
  startsAt: Date;
  location: string | null;
  meetingUrl: string | null;
};

/** The interviews of these applications, by time (what the candidate was told of them). */
export async function selectInterviewsOf(
  db: Database,
  ids: string[],
): Promise<CandidateInterviewRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectRows<CandidateInterviewRow>(
    db,
    sql`SELECT application_id AS "applicationId", recruitment_step_id AS "recruitmentStepId",
          starts_at AS "startsAt", location, meeting_url AS "meetingUrl"
        FROM application_interviews WHERE application_id = ANY(${uuidArray(ids)})
        ORDER BY starts_at`,
  );
  return rows.map((r) => ({ ...r, startsAt: new Date(r.startsAt) }));
}

export type HistoryRow = {
  applicationId: string;
  fromStatus: string | null;
  toStatus: string;
  recruitmentStepId: string | null;
  actor: 'employer' | 'system' | 'recommendation' | 'candidate';
  createdAt: Date;
};

export async function selectHistoryOf(db: Database, ids: string[]): Promise<HistoryRow[]> {
  if (ids.length === 0) return [];
  return selectRows<HistoryRow>(
    db,
    sql`SELECT application_id AS "applicationId", from_status AS "fromStatus",
          to_status AS "toStatus", recruitment_step_id AS "recruitmentStepId", actor,
          created_at AS "createdAt"
        FROM application_status_history WHERE application_id = ANY(${uuidArray(ids)})
        ORDER BY application_id, id`,
  );
}

export type TechTestRow = {
  id: string;
  applicationId: string;
  recruitmentStepId: string;
  instructions: string;
  deadlineDate: string | null;
  submittedAt: Date | null;
  submissionKind: 'link' | 'file' | null;
  submissionUrl: string | null;
  fileName: string | null;
  sizeBytes: number | null;
};

const TECH_TEST_COLUMNS = sql`id, application_id AS "applicationId",
  recruitment_step_id AS "recruitmentStepId", instructions, deadline_date::text AS "deadlineDate",
  submitted_at AS "submittedAt", submission_kind AS "submissionKind",
  submission_url AS "submissionUrl", file_name AS "fileName", size_bytes AS "sizeBytes"`;

export async function selectTechTestsOf(db: Database, ids: string[]): Promise<TechTestRow[]> {
  if (ids.length === 0) return [];
  return selectRows<TechTestRow>(
    db,
    sql`SELECT ${TECH_TEST_COLUMNS} FROM application_tech_tests
        WHERE application_id = ANY(${uuidArray(ids)}) ORDER BY created_at`,
  );
}

export async function countApplicationsOfStudent(db: Database, studentId: string): Promise<number> {
  const rows = await selectRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM applications
        WHERE student_id = ${studentId}::uuid AND withdrawn_at IS NULL`,
  );
  return rows[0]?.n ?? 0;
}

export { TECH_TEST_COLUMNS };

export async function selectApplicationOwner(db: Database, id: string): Promise<string | null> {
  const rows = await selectRows<{ userId: string }>(
    db,
    sql`SELECT user_id AS "userId" FROM applications WHERE id = ${id}::uuid`,
  );
  return rows[0]?.userId ?? null;
}

/** Every member of a company, each with the candidate's name (for the company's notices). */
export async function selectMembersOfCompanyWithCandidate(
  db: Database,
  companyId: string,
  candidateUserId: string,
): Promise<{ memberId: string; candidateName: string }[]> {
  return selectRows<{ memberId: string; candidateName: string }>(
    db,
    sql`SELECT m.user_id AS "memberId", u.name AS "candidateName"
          FROM company_members m, users u
         WHERE m.company_id = ${companyId}::uuid AND u.id = ${candidateUserId}::uuid`,
  );
}
