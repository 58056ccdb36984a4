// SQL of the employer's applicant pipeline (decision 021): cards, board, candidate detail, the
// private notes/rating/interviews/rejection reasons, CSV rows, recommendations and funnel figures.
import { sql, type SQL } from 'drizzle-orm';
import { responseFiguresSql } from '../companies/response-figures.queries';
import { selectRows, type Database } from '../../platform/db';
import { uuidArray } from '../applications/applications.queries';

/** An int[] parameter (values are integers read from the database). */
const intArray = (values: readonly number[]): SQL => sql`${`{${values.join(',')}}`}::int[]`;

const asDate = (v: Date | string | null): Date | null => (v === null ? null : new Date(v));

// ---------------------------------------------------------------------------------------------
// Jobs and access

export type PipelineJobRow = {
  id: string;
  role: string;
  status: string;
  companyId: string;
  companyName: string;
  jobRoleId: number | null;
  cityId: number | null;
  lastEducations: number[];
  experienceLevels: number[];
};

export async function selectPipelineJob(
  db: Database,
  jobId: string,
): Promise<PipelineJobRow | null> {
  const rows = await selectRows<PipelineJobRow>(
    db,
    sql`SELECT j.id, j.role, j.status, j.company_id AS "companyId", c.name AS "companyName",
          j.job_role_id AS "jobRoleId", j.city_id AS "cityId",
          j.last_educations AS "lastEducations", j.experience_levels AS "experienceLevels"
        FROM jobs j JOIN companies c ON c.id = j.company_id WHERE j.id = ${jobId}::uuid`,
  );
  return rows[0] ?? null;
}

/** The job and company of an application, when `userId` is a member of that company. */
export async function selectApplicationOfMember(
  db: Database,
  applicationId: string,
  userId: string,
): Promise<{ id: string; jobId: string; studentId: string; userId: string } | null> {
  const rows = await selectRows<{ id: string; jobId: string; studentId: string; userId: string }>(
    db,
    sql`SELECT a.id, a.job_id AS "jobId", a.student_id AS "studentId", a.user_id AS "userId"
        FROM applications a JOIN jobs j ON j.id = a.job_id
        JOIN company_members m ON m.company_id = j.company_id AND m.user_id = ${userId}::uuid
        WHERE a.id = ${applicationId}::uuid`,
  );
  return rows[0] ?? null;
}

// ---------------------------------------------------------------------------------------------
// Cards and board

/**
 * The board column of an application, as the domain's pipelineColumnOf: ended or withdrawn →
 * rejected; offered/accepted → offered; a step status → the step id; waitListed by an employer
 * move → waitListed; otherwise applied. The EXISTS only runs for waitListed rows.
 */
const COLUMN_SQL = sql`CASE
  WHEN a.withdrawn_at IS NOT NULL
    OR a.status IN ('rejected','rejectedBySystem','expired','closed') THEN 'rejected'
  WHEN a.status IN ('offered','accepted') THEN 'offered'
  WHEN a.status IN ('techTestSent','techTestSubmitted','hrInterview','userInterview','custom')
    THEN a.recruitment_step_id::text
  WHEN a.status = 'waitListed' AND EXISTS (
    SELECT 1 FROM application_status_history h
    WHERE h.application_id = a.id AND h.to_status = 'waitListed' AND h.actor = 'employer')
    THEN 'waitListed'
  ELSE 'applied' END`;

export type CardRow = {
  id: string;
  status: string;
  recruitmentStepId: string | null;
  column: string;
  name: string;
  major: string | null;
  rating: number | null;
  noteCount: number;
  fromRecommendation: boolean;
  withdrawnAt: Date | null;
  decidedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

const nameFilterOf = (q: string | undefined): SQL =>
  q ? sql`AND position(lower(${q}) in lower(u.name)) > 0` : sql``;

function cardsOf(jobId: string, q: string | undefined, only: SQL = sql``): SQL {
  const nameFilter = nameFilterOf(q);
  return sql`SELECT a.id, a.status, a.recruitment_step_id AS "recruitmentStepId",
      ${COLUMN_SQL} AS "column", u.name, sp.major, r.rating::int AS rating,
      (SELECT count(*) FROM application_notes n WHERE n.application_id = a.id)::int AS "noteCount",
      a.from_recommendation AS "fromRecommendation", a.withdrawn_at AS "withdrawnAt",
      a.decided_at AS "decidedAt", a.created_at AS "createdAt", a.updated_at AS "updatedAt"
    FROM applications a
    JOIN users u ON u.id = a.user_id
    JOIN student_profiles sp ON sp.id = a.student_id
    LEFT JOIN application_ratings r ON r.application_id = a.id
    WHERE a.job_id = ${jobId}::uuid ${nameFilter} ${only}`;
}

const SORT_SQL: Record<string, SQL> = {
  newest: sql`"createdAt" DESC, id`,
  oldest: sql`"createdAt" ASC, id`,
  name: sql`lower(name), id`,
  rating: sql`rating DESC NULLS LAST, "createdAt" DESC, id`,
  updated: sql`"updatedAt" DESC, id`,
};

function withCardDates(r: CardRow): CardRow {
  return {
    ...r,
    withdrawnAt: asDate(r.withdrawnAt),
    decidedAt: asDate(r.decidedAt),
    createdAt: asDate(r.createdAt)!,
    updatedAt: asDate(r.updatedAt)!,
  };
}

export async function selectCardsPage(
  db: Database,
  input: {
    jobId: string;
    column?: string | undefined;
    status?: string | undefined;
    q?: string | undefined;
    sort: string;
    limit: number;
    offset: number;
    onlyIds?: string[];
  },
): Promise<{ rows: CardRow[]; total: number }> {
  const filters = sql.join(
    [
      sql`TRUE`,
      ...(input.column ? [sql`"column" = ${input.column}`] : []),
      ...(input.status ? [sql`status = ${input.status}`] : []),
      ...(input.onlyIds ? [sql`id = ANY(${uuidArray(input.onlyIds)})`] : []),
    ],
    sql` AND `,
  );
  const base = sql`WITH cards AS (${cardsOf(input.jobId, input.q)})`;
  const rows = await selectRows<CardRow>(
    db,
    sql`${base} SELECT * FROM cards WHERE ${filters}
        ORDER BY ${SORT_SQL[input.sort] ?? SORT_SQL.newest!}
        LIMIT ${input.limit} OFFSET ${input.offset}`,
  );
  const count = await selectRows<{ n: number }>(
    db,
    sql`${base} SELECT count(*)::int AS n FROM cards WHERE ${filters}`,
  );
  return { rows: rows.map(withCardDates), total: count[0]?.n ?? 0 };
}

/**
 * The first `perColumn` cards of every column (newest first) and each column's count. The
 * columns are ranked on the applications alone; names, ratings and note counts are read for the
 * cards shown only (a 2,000-applicant job reads some 80 of them, not 2,000).
 */
export async function selectBoardCards(
  db: Database,
  input: { jobId: string; perColumn: number; q?: string | undefined },
): Promise<{ cards: CardRow[]; counts: Map<string, number> }> {
  const rows = await selectRows<CardRow & { rn: number; columnCount: number }>(
    db,
    sql`WITH ranked AS (
          SELECT id, rn, "columnCount" FROM (
            SELECT id,
              row_number() OVER (PARTITION BY col ORDER BY created_at DESC, id)::int AS rn,
              count(*) OVER (PARTITION BY col)::int AS "columnCount"
            FROM (
              SELECT a.id, a.created_at, ${COLUMN_SQL} AS col
              FROM applications a ${input.q ? sql`JOIN users u ON u.id = a.user_id` : sql``}
              WHERE a.job_id = ${input.jobId}::uuid ${nameFilterOf(input.q)}) c) r
          WHERE rn <= ${input.perColumn}),
        cards AS (${cardsOf(input.jobId, undefined, sql`AND a.id IN (SELECT id FROM ranked)`)})
        SELECT cards.*, ranked.rn, ranked."columnCount"
        FROM cards JOIN ranked USING (id) ORDER BY "column", rn`,
  );
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.column, r.columnCount);
  return { cards: rows.map(withCardDates), counts };
}

/** How many applications each column holds now. */
export async function selectColumnCounts(
  db: Database,
  jobId: string,
): Promise<Map<string, number>> {
  const rows = await selectRows<{ column: string; n: number }>(
    db,
    sql`SELECT ${COLUMN_SQL} AS "column", count(*)::int AS n
        FROM applications a WHERE a.job_id = ${jobId}::uuid GROUP BY 1`,
  );
  return new Map(rows.map((r) => [r.column, r.n]));
}

// ---------------------------------------------------------------------------------------------
// The candidate

export type CandidateProfileRow = {
  name: string;
  email: string;
  phone: string | null;
  major: string | null;
  lastEducation: number;
  experienceLevel: number;
  expectedSalary: number | null;
};

export async function selectCandidateProfile(
  db: Database,
  studentId: string,
): Promise<CandidateProfileRow | null> {
  const rows = await selectRows<CandidateProfileRow>(
    db,
    sql`SELECT u.name, u.email, u.phone, sp.major, sp.last_education AS "lastEducation",
          sp.experience_level AS "experienceLevel", sp.expected_salary AS "expectedSalary"
        FROM student_profiles sp JOIN users u ON u.id = sp.user_id
        WHERE sp.id = ${studentId}::uuid`,
  );
  return rows[0] ?? null;
}

export async function selectCandidateBackground(db: Database, studentId: string) {
  const educations = await selectRows<{
    institutionName: string;
    major: string | null;
    educationLevel: number;
    startYear: number | null;
    endYear: number | null;
  }>(
    db,
    sql`SELECT institution_name AS "institutionName", major, education_level AS "educationLevel",
          start_year AS "startYear", end_year AS "endYear"
        FROM student_educations WHERE student_id = ${studentId}::uuid ORDER BY position`,
  );
  const experiences = await selectRows<{
    companyName: string;
    roleName: string;
    startDate: string;
    endDate: string | null;
    currentlyOccupied: boolean;
  }>(
    db,
    sql`SELECT company_name AS "companyName", role_name AS "roleName",
          start_date::text AS "startDate", end_date::text AS "endDate",
          currently_occupied AS "currentlyOccupied"
        FROM student_work_experiences WHERE student_id = ${studentId}::uuid ORDER BY position`,
  );
  const skills = await selectRows<{ name: string }>(
    db,
    sql`SELECT name FROM student_skills WHERE student_id = ${studentId}::uuid ORDER BY position`,
  );
  return { educations, experiences, skills: skills.map((s) => s.name) };
}

export async function selectAnswersWithQuestions(db: Database, applicationId: string) {
  return selectRows<{ questionId: string; title: string; type: string; answer: unknown }>(
    db,
    sql`SELECT q.id AS "questionId", q.title, q.type, aa.answer
        FROM job_questions q
        JOIN applications a ON a.job_id = q.job_id AND a.id = ${applicationId}::uuid
        LEFT JOIN application_answers aa
          ON aa.application_id = a.id AND aa.question_id = q.id
        ORDER BY q.position`,
  );
}

export type InterviewRow = {
  id: string;
  recruitmentStepId: string;
  startsAt: Date;
  location: string | null;
  meetingUrl: string | null;
  createdAt: Date;
};

export async function insertInterview(
  tx: Database,
  row: {
    applicationId: string;
    stepId: string;
    startsAt: Date;
    location: string | null;
    meetingUrl: string | null;
    byUserId: string | null;
    at: Date;
  },
): Promise<string> {
  const rows = await selectRows<{ id: string }>(
    tx,
    sql`INSERT INTO application_interviews
          (application_id, recruitment_step_id, starts_at, location, meeting_url,
           scheduled_by_user_id, created_at)
        VALUES (${row.applicationId}::uuid, ${row.stepId}::uuid, ${row.startsAt},
          ${row.location}, ${row.meetingUrl}, ${row.byUserId}::uuid, ${row.at})
        RETURNING id`,
  );
  return rows[0]!.id;
}

export async function selectInterviews(
  db: Database,
  applicationId: string,
): Promise<InterviewRow[]> {
  const rows = await selectRows<InterviewRow>(
    db,
    sql`SELECT id, recruitment_step_id AS "recruitmentStepId", starts_at AS "startsAt", location,
          meeting_url AS "meetingUrl", created_at AS "createdAt"
        FROM application_interviews WHERE application_id = ${applicationId}::uuid
        ORDER BY starts_at`,
  );
  return rows.map((r) => ({
    ...r,
    startsAt: asDate(r.startsAt)!,
    createdAt: asDate(r.createdAt)!,
  }));
}

export async function upsertRejectionReason(
  tx: Database,
  row: { applicationId: string; reason: string; byUserId: string | null; at: Date },
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO application_rejections (application_id, reason, rejected_by_user_id, created_at)
        VALUES (${row.applicationId}::uuid, ${row.reason}, ${row.byUserId}::uuid, ${row.at})
        ON CONFLICT (application_id) DO UPDATE
          SET reason = EXCLUDED.reason, rejected_by_user_id = EXCLUDED.rejected_by_user_id,
              created_at = EXCLUDED.created_at`,
  );
}

export async function selectRejectionReason(
  db: Database,
  applicationId: string,
): Promise<string | null> {
  const rows = await selectRows<{ reason: string }>(
    db,
    sql`SELECT reason FROM application_rejections WHERE application_id = ${applicationId}::uuid`,
  );
  return rows[0]?.reason ?? null;
}

// ---------------------------------------------------------------------------------------------
// Notes and rating

export type NoteRow = {
  id: string;
  body: string;
  authorId: string | null;
  authorName: string | null;
  createdAt: Date;
};

const NOTE_COLUMNS = sql`n.id, n.body, n.author_user_id AS "authorId", u.name AS "authorName",
  n.created_at AS "createdAt"`;

export async function selectNotes(db: Database, applicationId: string): Promise<NoteRow[]> {
  const rows = await selectRows<NoteRow>(
    db,
    sql`SELECT ${NOTE_COLUMNS} FROM application_notes n
        LEFT JOIN users u ON u.id = n.author_user_id
        WHERE n.application_id = ${applicationId}::uuid ORDER BY n.created_at DESC, n.id`,
  );
  return rows.map((r) => ({ ...r, createdAt: asDate(r.createdAt)! }));
}

export async function insertNote(
  db: Database,
  row: { applicationId: string; authorId: string; body: string; at: Date },
): Promise<NoteRow> {
  const rows = await selectRows<NoteRow>(
    db,
    sql`WITH n AS (
          INSERT INTO application_notes (application_id, author_user_id, body, created_at)
          VALUES (${row.applicationId}::uuid, ${row.authorId}::uuid, ${row.body}, ${row.at})
          RETURNING *)
        SELECT ${NOTE_COLUMNS} FROM n LEFT JOIN users u ON u.id = n.author_user_id`,
  );
  return { ...rows[0]!, createdAt: asDate(rows[0]!.createdAt)! };
}

export async function setRating(
  db: Database,
  row: { applicationId: string; rating: number | null; byUserId: string; at: Date },
): Promise<void> {
  if (row.rating === null) {
    await db.execute(
      sql`DELETE FROM application_ratings WHERE application_id = ${row.applicationId}::uuid`,
    );
    return;
  }
  await db.execute(
    sql`INSERT INTO application_ratings (application_id, rating, rated_by_user_id, updated_at)
        VALUES (${row.applicationId}::uuid, ${row.rating}, ${row.byUserId}::uuid, ${row.at})
        ON CONFLICT (application_id) DO UPDATE
          SET rating = EXCLUDED.rating, rated_by_user_id = EXCLUDED.rated_by_user_id,
              updated_at = EXCLUDED.updated_at`,
  );
}

// ---------------------------------------------------------------------------------------------
// CSV export

export type ExportRow = {
  name: string;
  email: string;
  phone: string | null;
  status: string;
  stepName: string | null;
  column: string;
  rating: number | null;
  major: string | null;
  lastEducation: number;
  experienceLevel: number;
  createdAt: Date;
  updatedAt: Date;
  withdrawnAt: Date | null;
};

export async function selectExportRows(db: Database, jobId: string): Promise<ExportRow[]> {
  const rows = await selectRows<ExportRow>(
    db,
    sql`SELECT u.name, u.email, u.phone, a.status, s.name AS "stepName", ${COLUMN_SQL} AS "column",
          r.rating::int AS rating, sp.major, sp.last_education AS "lastEducation",
          sp.experience_level AS "experienceLevel", a.created_at AS "createdAt",
          a.updated_at AS "updatedAt", a.withdrawn_at AS "withdrawnAt"
        FROM applications a
        JOIN users u ON u.id = a.user_id
        JOIN student_profiles sp ON sp.id = a.student_id
        LEFT JOIN recruitment_steps s ON s.id = a.recruitment_step_id
        LEFT JOIN application_ratings r ON r.application_id = a.id
        WHERE a.job_id = ${jobId}::uuid ORDER BY a.created_at, a.id`,
  );
  return rows.map((r) => ({
    ...r,
    createdAt: asDate(r.createdAt)!,
    updatedAt: asDate(r.updatedAt)!,
    withdrawnAt: asDate(r.withdrawnAt),
  }));
}

// ---------------------------------------------------------------------------------------------
// Recommended candidates

export type RecommendationRow = {
  studentId: string;
  name: string;
  major: string | null;
  lastEducation: number;
  experienceLevel: number;
  roleMatch: boolean;
  cityMatch: boolean;
  educationMatch: boolean;
  experienceMatch: boolean;
  score: number;
};

/**
 * Students who match the job's role, city, education and experience, ranked (role 4, city 2,
 * education 1, experience 1; ties: the most recently updated profile). Never a student hidden
 * from companies, never one who already has an application to the job, only active accounts.
 */
export async function selectRecommendations(
  db: Database,
  job: PipelineJobRow,
  limit: number,
): Promise<RecommendationRow[]> {
  return selectRows<RecommendationRow>(
    db,
    sql`WITH m AS (
          SELECT sp.id AS "studentId", u.name, sp.major, sp.last_education AS "lastEducation",
            sp.experience_level AS "experienceLevel", sp.updated_at,
            COALESCE(${job.jobRoleId}::int = ANY(sp.preferred_role_ids), false) AS "roleMatch",
            COALESCE(${job.cityId}::int = ANY(sp.preferred_city_ids), false) AS "cityMatch",
            (cardinality(${intArray(job.lastEducations)}) = 0
              OR sp.last_education = ANY(${intArray(job.lastEducations)})) AS "educationMatch",
            (cardinality(${intArray(job.experienceLevels)}) = 0
              OR sp.experience_level = ANY(${intArray(job.experienceLevels)})) AS "experienceMatch"
          FROM student_profiles sp JOIN users u ON u.id = sp.user_id
          WHERE sp.hidden_from_companies = false AND u.status = 'active' AND u.role = 'student'
            AND NOT EXISTS (SELECT 1 FROM applications a
                            WHERE a.student_id = sp.id AND a.job_id = ${job.id}::uuid))
        SELECT "studentId", name, major, "lastEducation", "experienceLevel", "roleMatch",
          "cityMatch", "educationMatch", "experienceMatch",
          ("roleMatch"::int * 4 + "cityMatch"::int * 2 + "educationMatch"::int
            + "experienceMatch"::int) AS score
        FROM m WHERE "roleMatch" OR "cityMatch"
        ORDER BY score DESC, updated_at DESC, "studentId" LIMIT ${limit}`,
  );
}

/** A student who may be invited: exists, active, not hidden from companies. */
export async function selectInvitableStudent(
  db: Database,
  studentId: string,
): Promise<{ id: string; userId: string } | null> {
  const rows = await selectRows<{ id: string; userId: string }>(
    db,
    sql`SELECT sp.id, sp.user_id AS "userId" FROM student_profiles sp
        JOIN users u ON u.id = sp.user_id
        WHERE sp.id = ${studentId}::uuid AND sp.hidden_from_companies = false
          AND u.status = 'active' AND u.role = 'student'`,
  );
  return rows[0] ?? null;
}

// ---------------------------------------------------------------------------------------------
// Funnel figures

export type FunnelColumnRow = {
  column: string;
  reached: number;
  medianDays: number | null;
};

/**
 * Per column: how many applications ever reached it, and the median days they spent there
 * (consecutive history rows in the same column count as one stay; the current stay counts up
 * to `now` unless the application has ended).
 */
export async function selectFunnelColumns(
  db: Database,
  jobId: string,
  now: Date,
): Promise<FunnelColumnRow[]> {
  return selectRows<FunnelColumnRow>(
    db,
    sql`WITH h AS (
          SELECT h.application_id, h.created_at,
            CASE
              WHEN h.to_status IN ('rejected','rejectedBySystem','expired','closed') THEN 'rejected'
              WHEN h.to_status IN ('offered','accepted') THEN 'offered'
              WHEN h.to_status IN ('techTestSent','techTestSubmitted','hrInterview',
                'userInterview','custom') THEN h.recruitment_step_id::text
              WHEN h.to_status = 'waitListed' AND h.actor = 'employer' THEN 'waitListed'
              ELSE 'applied' END AS col,
            lead(h.created_at) OVER (PARTITION BY h.application_id ORDER BY h.id) AS next_at,
            (a.withdrawn_at IS NOT NULL OR a.decided_at IS NOT NULL) AS ended
          FROM application_status_history h JOIN applications a ON a.id = h.application_id
          WHERE a.job_id = ${jobId}::uuid),
        stays AS (
          SELECT application_id, col,
            sum(EXTRACT(EPOCH FROM (COALESCE(next_at,
              CASE WHEN ended THEN NULL ELSE ${now}::timestamptz END) - created_at)))
              / 86400.0 AS days,
            bool_and(next_at IS NOT NULL OR NOT ended) AS measurable
          FROM h GROUP BY application_id, col)
        SELECT col AS "column", count(*)::int AS reached,
          (percentile_cont(0.5) WITHIN GROUP (ORDER BY days)
            FILTER (WHERE days IS NOT NULL AND col NOT IN ('rejected')))::float AS "medianDays"
        FROM stays GROUP BY col`,
  );
}

export type ResponseFigures = {
  total: number;
  answered: number;
  responseRate: number | null;
  medianDaysToFirstResponse: number | null;
};

/**
 * A job's (or a company's) response figures for the funnel: of the applications the candidates
 * sent and did not withdraw (not the company's own invitations), the share the company answered
 * (any move by an employer) and the median days from applying to that first answer. The SQL is
 * the company page's (`responseFiguresSql`), so both always say the same.
 */
export async function selectResponseFigures(
  db: Database,
  scope: { jobId: string } | { companyId: string },
): Promise<ResponseFigures> {
  // The company page's definition (companies/response-figures.queries.ts), over all time.
  const rows = await selectRows<{ total: number; answered: number; median: number | null }>(
    db,
    sql`SELECT application_count AS total, answered_count AS answered, median_days AS median
        FROM (${responseFiguresSql('jobId' in scope ? { jobId: scope.jobId } : { companyIds: [scope.companyId] })}) r`,
  );
  const r = rows[0] ?? { total: 0, answered: 0, median: null };
  return {
    total: r.total,
    answered: r.answered,
    responseRate: r.total > 0 ? r.answered / r.total : null,
    medianDaysToFirstResponse: r.median === null ? null : Number(r.median),
  };
}
