// Applying: the apply form with prefills, easy apply with the server's answer checks, and
// external apply (recorded so the candidate can follow it too).
import {
  checkApplicationAnswers,
  INITIAL_APPLICATION_STATUS,
  isDeadlinePassed,
  type ApplicationAnswerInput,
  type ApplicationListItem,
  type ApplyForm,
  type SerializedAnswer,
} from '@jenjang/domain';
import { forbiddenError, type AuthUser } from '../../platform/auth-guard';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db';
import type { ErrorDetail } from '../../platform/errors';
import type { ApiLocale } from '../../platform/locale';
import { studentsError } from '../students/students.messages';
import { loadApplicationItems, newApplicationItem } from './application-view';
import { applicationsError, applicationsErrorMessage } from './applications.messages';
import {
  incrementApplicantCount,
  insertApplication,
  insertHistory,
  selectApplicationIdOfStudentJob,
  selectJobsForApply,
  selectQuestionsOfJobs,
  selectStepsOfJobs,
  selectStudentOfUser,
  type ApplyJobRow,
  type QuestionRow,
  type StudentForApplyRow,
} from './applications.queries';
import { reusableFromAnswers, toApplicationQuestion, toCheckedQuestion } from './questions';
import { selectApplyContext, insertEasyApplication } from './apply.queries';
import { selectReusableAnswers } from './reusable-answers.queries';

export type ApplyDeps = { db: Database; clock: Clock };
export type Actor = { user: AuthUser; locale: ApiLocale };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string): boolean => UUID.test(id);

/** The signed-in job seeker's student row; other roles are refused. */
export async function requireStudent(db: Database, actor: Actor): Promise<StudentForApplyRow> {
  if (actor.user.role !== 'student') throw forbiddenError(actor.locale);
  const student = await selectStudentOfUser(db, actor.user.id);
  if (!student) throw studentsError('USER_IS_NOT_STUDENT', actor.locale);
  return student;
}

export function isJobClosed(job: Pick<ApplyJobRow, 'status' | 'deadline'>, now: Date): boolean {
  // Drafts are not open either (the employer area); only an open job takes applications.
  return job.status !== 'open' || (job.deadline !== null && isDeadlinePassed(job.deadline, now));
}

async function loadJob(db: Database, jobId: string, locale: ApiLocale): Promise<ApplyJobRow> {
  const [job] = isUuid(jobId) ? await selectJobsForApply(db, [jobId]) : [];
  if (!job) throw applicationsError('JOB_NOT_FOUND', locale);
  return job;
}

export type ApplyOutcome =
  | { ok: true; applicationId: string }
  | { ok: false; code: Parameters<typeof applicationsError>[0]; details?: ErrorDetail[] };
/** A written application and the moment it carries. */
type Applied = { ok: true; applicationId: string; at: Date };

/**
 * One easy apply, already loaded: checks and, in one transaction, the application, its answers,
 * the first history row, the applicant count, the reusable answers and the activity record —
 * all or nothing, so a killed process never leaves an application without its answers.
 * `beforeInsert` runs first in that transaction (bulk apply counts its daily limit there).
 */
export async function applyLoaded(
  deps: ApplyDeps,
  input: {
    user: AuthUser;
    student: StudentForApplyRow;
    job: ApplyJobRow;
    questions: QuestionRow[];
    answers: ApplicationAnswerInput[];
    saveAnswers: boolean;
    locale: ApiLocale;
    bulkRequestId: string | null;
    beforeInsert?: (tx: Database) => Promise<ApplyOutcome | null>;
  },
): Promise<Applied | Extract<ApplyOutcome, { ok: false }>> {
  const now = deps.clock.now();
  if (input.job.applicationType !== 'easyApply') return { ok: false, code: 'JOB_NOT_EASY_APPLY' };
  if (isJobClosed(input.job, now)) return { ok: false, code: 'JOB_CLOSED' };
  const checkedQuestions = input.questions.map(toCheckedQuestion);
  const checked = checkApplicationAnswers(checkedQuestions, input.answers);
  if (!checked.ok) {
    // Only the job's own question ids are named: an unknown id is the request's text, and an
    // error never quotes the request (the fuzz suite checks it).
    const ownIds = new Set(checkedQuestions.map((q) => q.questionId));
    return {
      ok: false,
      code: checked.code,
      details: checked.problems.map((p) => ({
        field: ownIds.has(p.questionId) ? p.questionId : 'answers',
        message: applicationsErrorMessage(p.code, input.locale),
      })),
    };
  }
  try {
    return await insertApplicationWithAnswers(deps, input, checked.answers, now);
  } catch (error) {
    // A refusal inside the transaction rolls it back (a counted daily slot included).
    if (error instanceof RefusedApply) return error.outcome;
    throw error;
  }
}

class RefusedApply extends Error {
  constructor(readonly outcome: Extract<ApplyOutcome, { ok: false }>) {
    super(outcome.code);
  }
}

async function insertApplicationWithAnswers(
  deps: ApplyDeps,
  input: Parameters<typeof applyLoaded>[1],
  answers: Map<string, SerializedAnswer>,
  now: Date,
): Promise<Applied> {
  const write = (db: Database) =>
    insertEasyApplication(db, {
      jobId: input.job.id,
      studentId: input.student.id,
      userId: input.user.id,
      type: 'easyApply',
      status: INITIAL_APPLICATION_STATUS,
      locale: input.locale,
      bulkRequestId: input.bulkRequestId,
      at: now,
      answers: [...answers].map(([questionId, answer]) => ({ questionId, answer })),
      reusable: input.saveAnswers ? reusableFromAnswers(input.questions, answers) : [],
    });
  const { beforeInsert } = input;
  // One statement is all or nothing by itself; a check before it (bulk apply's daily slot) needs
  // a transaction around both.
  const applicationId = beforeInsert
    ? await deps.db.transaction(async (tx) => {
        const refused = await beforeInsert(tx);
        if (refused && !refused.ok) throw new RefusedApply(refused);
        return write(tx);
      })
    : await write(deps.db);
  if (!applicationId) throw new RefusedApply({ ok: false, code: 'JOB_ALREADY_APPLIED' });
  return { ok: true, applicationId, at: now };
}

async function loadOne(deps: ApplyDeps, id: string): Promise<ApplicationListItem> {
  const [item] = await loadApplicationItems(deps.db, [id], deps.clock.now());
  if (!item) throw new Error(`application ${id} vanished after it was written`);
  return item;
}

/** POST /v1/job-portal/job/{id}/apply */
export async function applyToJob(
  deps: ApplyDeps,
  actor: Actor & { jobId: string; answers: ApplicationAnswerInput[]; saveAnswers: boolean },
): Promise<ApplicationListItem> {
  if (actor.user.role !== 'student') throw forbiddenError(actor.locale);
  const context = await selectApplyContext(deps.db, {
    userId: actor.user.id,
    jobId: isUuid(actor.jobId) ? actor.jobId : null,
  });
  const { student, job } = context;
  if (!student) throw studentsError('USER_IS_NOT_STUDENT', actor.locale);
  if (!job) throw applicationsError('JOB_NOT_FOUND', actor.locale);
  // Cheap early answer for the common double click; the unique index is what guarantees it.
  if (context.alreadyApplied) throw applicationsError('JOB_ALREADY_APPLIED', actor.locale);
  const outcome = await applyLoaded(deps, {
    user: actor.user,
    student,
    job,
    questions: job.questions,
    answers: actor.answers,
    saveAnswers: actor.saveAnswers,
    locale: actor.locale,
    bulkRequestId: null,
  });
  if (!outcome.ok) throw applicationsError(outcome.code, actor.locale, outcome.details);
  // Everything the answer shows was just read or written here, so it is built, not read back;
  // apply.test.ts checks that it equals what GET /me/application/{id} answers.
  return newApplicationItem({
    id: outcome.applicationId,
    job,
    steps: job.steps,
    userId: actor.user.id,
    studentId: student.id,
    locale: actor.locale,
    at: outcome.at,
  });
}

/**
 * POST /v1/job-portal/job/{id}/apply/external: records the click as an external application
 * (idempotent: a second click answers with the same application) and gives the employer's URL.
 */
export async function applyExternally(
  deps: ApplyDeps,
  actor: Actor & { jobId: string },
): Promise<{ result: ApplicationListItem; externalUrl: string }> {
  const student = await requireStudent(deps.db, actor);
  const job = await loadJob(deps.db, actor.jobId, actor.locale);
  if (job.applicationType !== 'external' || !job.externalUrl)
    throw applicationsError('JOB_NOT_EASY_APPLY', actor.locale);
  const existing = await selectApplicationIdOfStudentJob(deps.db, student.id, job.id);
  if (existing) return { result: await loadOne(deps, existing.id), externalUrl: job.externalUrl };
  if (isJobClosed(job, deps.clock.now())) throw applicationsError('JOB_CLOSED', actor.locale);
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (tx) => {
    const created = await insertApplication(tx, {
      jobId: job.id,
      studentId: student.id,
      userId: actor.user.id,
      type: 'external',
      status: INITIAL_APPLICATION_STATUS,
      locale: actor.locale,
      bulkRequestId: null,
      at: now,
    });
    if (!created) return null;
    await insertHistory(tx, {
      applicationId: created,
      from: null,
      to: INITIAL_APPLICATION_STATUS,
      stepId: null,
      actor: 'candidate',
      actorUserId: actor.user.id,
      at: now,
    });
    await incrementApplicantCount(tx, job.id);
    return created;
  });
  const applicationId =
    id ?? (await selectApplicationIdOfStudentJob(deps.db, student.id, job.id))?.id;
  if (!applicationId) throw applicationsError('APPLICATION_NOT_FOUND', actor.locale);
  return { result: await loadOne(deps, applicationId), externalUrl: job.externalUrl };
}

/** The apply forms of these jobs (one or many) with the student's prefills. */
export async function getApplyForms(
  deps: ApplyDeps,
  actor: Actor & { jobIds: string[] },
): Promise<ApplyForm[]> {
  const student = await requireStudent(deps.db, actor);
  const ids = [...new Set(actor.jobIds.filter(isUuid))];
  const [jobs, questions, steps, reusable] = [
    await selectJobsForApply(deps.db, ids),
    await selectQuestionsOfJobs(deps.db, ids),
    await selectStepsOfJobs(deps.db, ids),
    await selectReusableAnswers(deps.db, student.id),
  ];
  const reusableByKey = new Map(reusable.map((r) => [`${r.type}:${r.titleKey}`, r]));
  const now = deps.clock.now();
  const forms: ApplyForm[] = [];
  for (const id of ids) {
    const job = jobs.find((j) => j.id === id);
    if (!job) continue;
    const existing = await selectApplicationIdOfStudentJob(deps.db, student.id, id);
    forms.push({
      jobId: id,
      applicationType: job.applicationType,
      externalUrl: job.externalUrl,
      isClosed: isJobClosed(job, now),
      questions: questions
        .filter((q) => q.jobId === id)
        .map((q) => toApplicationQuestion(q, { student, reusable: reusableByKey })),
      recruitmentSteps: steps
        .filter((s) => s.jobId === id && s.visible)
        .map((s) => ({ id: s.id, name: s.name, type: s.type, order: s.position })),
      application: existing ? await loadOne(deps, existing.id) : null,
    });
  }
  return forms;
}

/** GET /v1/job-portal/job/{id}/apply-form */
export async function getApplyForm(
  deps: ApplyDeps,
  actor: Actor & { jobId: string },
): Promise<ApplyForm> {
  const [form] = await getApplyForms(deps, { ...actor, jobIds: [actor.jobId] });
  if (!form) throw applicationsError('JOB_NOT_FOUND', actor.locale);
  return form;
}
