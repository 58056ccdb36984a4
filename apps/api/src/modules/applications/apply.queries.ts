// SQL of the easy-apply hot path: one read of everything applying needs and one statement that
// writes the application with all it brings. Each round trip to the database costs this machine
// about 0.2 ms of CPU in the socket alone, and an apply used to make seventeen (bench/RESULTS.md,
// "Apply"); now the request makes three: the session, this read and this write.
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../platform/db';
import type {
  ApplyJobRow,
  NewApplication,
  QuestionRow,
  StepRow,
  StudentForApplyRow,
} from './applications.queries';

export type ApplyContextRow = {
  student: StudentForApplyRow | null;
  job:
    | (ApplyJobRow & {
        slug: string;
        companyLogoUrl: string | null;
        questions: QuestionRow[];
        steps: StepRow[];
      })
    | null;
  alreadyApplied: boolean;
};

/**
 * The student of this user, the job with its company, questions and steps, and whether the
 * student has applied to it: one row, whichever of them is missing. The job is read only when
 * the id is a uuid (the caller checks), so a malformed id never reaches a cast.
 */
export async function selectApplyContext(
  db: Database,
  input: { userId: string; jobId: string | null },
): Promise<ApplyContextRow> {
  const jobId = input.jobId === null ? sql`NULL::uuid` : sql`${input.jobId}::uuid`;
  const rows = await selectRows<ApplyContextRow>(
    db,
    sql`SELECT
          CASE WHEN s.id IS NULL THEN NULL ELSE json_build_object(
            'id', s.id, 'toefl', s.toefl, 'birthdate', s.birthdate::text,
            'gpaValue', s.gpa_value::float8, 'gpaMax', s.gpa_max::float8) END AS student,
          CASE WHEN j.id IS NULL THEN NULL ELSE json_build_object(
            'id', j.id, 'slug', j.slug,
            -- A job under review or hidden by an admin takes no applications (decision 019).
            'status', CASE WHEN j.moderation = 'visible' THEN j.status ELSE 'closed' END,
            'deadline', j.deadline::text,
            'applicationType', j.application_type, 'externalUrl', j.external_url,
            'companyId', j.company_id, 'role', j.role, 'companyName', c.name,
            'companyLogoUrl', c.logo_url,
            'questions', COALESCE((
              SELECT json_agg(json_build_object(
                'id', q.id, 'jobId', q.job_id, 'position', q.position, 'type', q.type,
                'title', q.title, 'description', q.description, 'mandatory', q.mandatory,
                'options', q.options, 'profileField', q.profile_field,
                'gpaMax', q.gpa_max::float8) ORDER BY q.position)
              FROM job_questions q WHERE q.job_id = j.id), '[]'::json),
            'steps', COALESCE((
              SELECT json_agg(json_build_object(
                'id', r.id, 'jobId', r.job_id, 'position', r.position, 'type', r.type,
                'name', r.name, 'visible', r.visible, 'instructions', r.instructions)
                ORDER BY r.position)
              FROM recruitment_steps r WHERE r.job_id = j.id), '[]'::json)) END AS job,
          EXISTS (SELECT 1 FROM applications a
                  WHERE a.student_id = s.id AND a.job_id = j.id) AS "alreadyApplied"
        FROM (SELECT 1) AS one
        LEFT JOIN student_profiles s ON s.user_id = ${input.userId}::uuid
        LEFT JOIN jobs j ON j.id = ${jobId}
        LEFT JOIN companies c ON c.id = j.company_id`,
  );
  return rows[0]!;
}

export type EasyApplicationWrite = NewApplication & {
  answers: { questionId: string; answer: unknown }[];
  /** Reusable answers to upsert for the student; empty when the candidate chose not to save. */
  reusable: { titleKey: string; title: string; type: string; answer: unknown }[];
};

/**
 * The application, its answers, its first history row, the job's applicant count, the reusable
 * answers and the activity record, in one statement (so all or nothing without a transaction of
 * its own). Null when the student already applied: the unique index decided, nothing was written.
 */
export async function insertEasyApplication(
  db: Database,
  row: EasyApplicationWrite,
): Promise<string | null> {
  const answers =
    row.answers.length === 0
      ? sql``
      : sql`, answered AS (
          INSERT INTO application_answers (application_id, question_id, answer)
          SELECT app.id, v.question_id, v.answer FROM app,
            (VALUES ${sql.join(
              row.answers.map(
                (a) => sql`(${a.questionId}::uuid, ${JSON.stringify(a.answer)}::jsonb)`,
              ),
              sql`, `,
            )}) AS v(question_id, answer))`;
  const reusable = dedupeReusable(row.reusable);
  const remembered =
    reusable.length === 0
      ? sql``
      : sql`, remembered AS (
          INSERT INTO reusable_answers (student_id, title_key, question_title, type, answer, updated_at)
          SELECT ${row.studentId}::uuid, v.title_key, v.title, v.type, v.answer, ${row.at}::timestamptz
          FROM app, (VALUES ${sql.join(
            reusable.map(
              (r) =>
                sql`(${r.titleKey}, ${r.title}, ${r.type}, ${JSON.stringify(r.answer)}::jsonb)`,
            ),
            sql`, `,
          )}) AS v(title_key, title, type, answer)
          ON CONFLICT (student_id, title_key, type)
          DO UPDATE SET answer = EXCLUDED.answer, question_title = EXCLUDED.question_title,
            updated_at = EXCLUDED.updated_at)`;
  const rows = await selectRows<{ id: string }>(
    db,
    sql`WITH app AS (
          INSERT INTO applications
            (job_id, student_id, user_id, type, status, locale, bulk_request_id, created_at, updated_at)
          VALUES (${row.jobId}::uuid, ${row.studentId}::uuid, ${row.userId}::uuid, ${row.type},
            ${row.status}, ${row.locale}, ${row.bulkRequestId}::uuid, ${row.at}, ${row.at})
          ON CONFLICT (student_id, job_id) DO NOTHING
          RETURNING id)
        ${answers}
        , history AS (
          INSERT INTO application_status_history
            (application_id, from_status, to_status, recruitment_step_id, actor, actor_user_id, created_at)
          SELECT app.id, NULL, ${row.status}, NULL, 'candidate', ${row.userId}::uuid, ${row.at}::timestamptz
          FROM app)
        , counted AS (
          UPDATE jobs SET applicant_count = applicant_count + 1
          WHERE id = ${row.jobId}::uuid AND EXISTS (SELECT 1 FROM app))
        ${remembered}
        , activity AS (
          INSERT INTO student_activities (user_id, type, job_id, payload, created_at)
          SELECT ${row.userId}::uuid, 'jobApply', ${row.jobId}::uuid, '{}'::jsonb, ${row.at}::timestamptz
          FROM app)
        SELECT id FROM app`,
  );
  return rows[0]?.id ?? null;
}

/** Two questions of one job with the same text and type are one reusable answer (the last). */
function dedupeReusable<T extends { titleKey: string; type: string }>(rows: readonly T[]): T[] {
  const byKey = new Map<string, T>();
  for (const r of rows) byKey.set(`${r.type}:${r.titleKey}`, r);
  return [...byKey.values()];
}
