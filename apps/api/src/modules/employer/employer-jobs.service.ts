// Free job posting (issue 13): an employer's jobs, the editor's save, and the status actions
// (publish, close, reopen, duplicate). Any member of the company (owner or recruiter) posts.
// A job's text is analysed for search in the request that writes it, so a published job is
// found by the next search and a closed one is gone from it (the engine applies every change
// committed before a search starts: decision 007).
import {
  type EmployerJob,
  type EmployerJobList,
  type EmployerJobStatus,
  flagPosting,
  htmlToPlainText,
  isEducationLevel,
  isExperienceLevel,
  type JobEditorInput,
  plainTextToHtml,
  slugify,
} from '@jenjang/domain';
import { randomBytes } from 'node:crypto';
import type { Database } from '../../platform/db';
import { closeApplicationsOfClosedJobs } from '../applications/application-housekeeping.service';
import type { MoveDeps } from '../applications/move-application.service';
import { analyzeJobsNow } from '../jobs/search/search-index.service';
import { employerError } from './employer.messages';
import { checkReferences } from './employer-validation';
import { requireMembership, type EmployerActor } from './employer-actor';
import {
  countCompanyJobsByStatus,
  deleteUnansweredQuestions,
  deleteUnusedSteps,
  insertDraftJob,
  selectCompanyJob,
  selectCompanyJobsPage,
  selectJobQuestions,
  selectJobSteps,
  updateJobColumns,
  updateJobStatus,
  upsertQuestion,
  upsertStep,
  type EmployerJobRow,
  type JobColumns,
} from './employer-jobs.queries';

export type EmployerJobsDeps = MoveDeps;

const iso = (value: Date | string) => new Date(value).toISOString();

export async function listEmployerJobs(
  deps: Pick<EmployerJobsDeps, 'db'>,
  actor: EmployerActor & { status?: EmployerJobStatus | undefined; page: number; limit: number },
): Promise<EmployerJobList> {
  const { companyId, slug } = await requireMembership(deps.db, actor);
  const [{ rows, total }, counts] = await Promise.all([
    selectCompanyJobsPage(deps.db, {
      companyId,
      ...(actor.status ? { status: actor.status } : {}),
      limit: actor.limit,
      offset: (actor.page - 1) * actor.limit,
    }),
    countCompanyJobsByStatus(deps.db, companyId),
  ]);
  return {
    docs: rows.map((r) => ({
      ...r,
      publishedAt: r.status === 'draft' ? null : iso(r.publishedAt),
      updatedAt: iso(r.updatedAt),
      companySlug: slug,
    })),
    totalDocs: total,
    page: actor.page,
    limit: actor.limit,
    totalPages: Math.ceil(total / actor.limit),
    counts,
  };
}

async function loadJob(db: Database, companyId: string, row: EmployerJobRow): Promise<EmployerJob> {
  const [questions, steps] = await Promise.all([
    selectJobQuestions(db, row.id),
    selectJobSteps(db, row.id),
  ]);
  return {
    ...row,
    employmentTypes: row.employmentTypes as EmployerJob['employmentTypes'],
    workplaceType: row.workplaceType as EmployerJob['workplaceType'],
    salaryType: row.salaryType as EmployerJob['salaryType'],
    applicationType: row.applicationType as EmployerJob['applicationType'],
    descriptionId: htmlToPlainText(row.descriptionId),
    descriptionEn: htmlToPlainText(row.descriptionEn),
    responsibilitiesId: htmlToPlainText(row.responsibilitiesId),
    responsibilitiesEn: htmlToPlainText(row.responsibilitiesEn),
    requirementsId: htmlToPlainText(row.requirementsId),
    requirementsEn: htmlToPlainText(row.requirementsEn),
    externalUrl: row.externalUrl ?? '',
    publishedAt: row.status === 'draft' ? null : iso(row.publishedAt),
    updatedAt: iso(row.updatedAt),
    questions: questions.map((q) => ({
      id: q.id,
      type: q.type as EmployerJob['questions'][number]['type'],
      title: q.title,
      description: q.description ?? '',
      mandatory: q.mandatory,
      options: q.options.map((o) => o.value),
    })),
    steps: steps.map((s) => ({
      id: s.id,
      type: s.type as EmployerJob['steps'][number]['type'],
      name: s.name,
      visible: s.visible,
      instructions: s.instructions ?? '',
    })),
  };
}

async function requireJob(
  db: Database,
  actor: EmployerActor & { jobId: string },
): Promise<{ companyId: string; row: EmployerJobRow }> {
  const { companyId } = await requireMembership(db, actor);
  const row = await selectCompanyJob(db, { companyId, jobId: actor.jobId });
  if (!row) throw employerError('JOB_NOT_FOUND', actor.locale);
  return { companyId, row };
}

export async function getEmployerJob(
  deps: Pick<EmployerJobsDeps, 'db'>,
  actor: EmployerActor & { jobId: string },
): Promise<EmployerJob> {
  const { companyId, row } = await requireJob(deps.db, actor);
  return loadJob(deps.db, companyId, row);
}

function toColumns(input: JobEditorInput): JobColumns {
  return {
    ...input,
    descriptionId: plainTextToHtml(input.descriptionId),
    // An English text left empty shows the Indonesian one rather than nothing.
    descriptionEn: plainTextToHtml(input.descriptionEn || input.descriptionId),
    responsibilitiesId: plainTextToHtml(input.responsibilitiesId),
    responsibilitiesEn: plainTextToHtml(input.responsibilitiesEn || input.responsibilitiesId),
    requirementsId: plainTextToHtml(input.requirementsId),
    requirementsEn: plainTextToHtml(input.requirementsEn || input.requirementsId),
    externalUrl: input.applicationType === 'external' ? input.externalUrl : null,
    // A posting asking candidates for money or ID-card photos waits in the admin's review
    // queue (decision 019); it stays visible, only reports hide a job.
    flagReasons: flagPosting(
      [
        input.role,
        input.descriptionId,
        input.descriptionEn,
        input.responsibilitiesId,
        input.responsibilitiesEn,
        input.requirementsId,
        input.requirementsEn,
      ].join('\n'),
    ),
  };
}

function newJobSlug(role: string): string {
  return `${slugify(role, 60)}-${randomBytes(4).toString('hex')}`;
}

/**
 * Questions and steps as the editor sent them: listed ones are kept (by id) or added, the others
 * removed, unless an applicant already used them (their answers and history stay meaningful).
 * Option ids of a kept question stay with their text, so stored answers keep pointing at it.
 */
async function writeQuestionsAndSteps(
  tx: Database,
  input: { jobId: string; job: JobEditorInput; locale: EmployerActor['locale'] },
): Promise<void> {
  const storedQuestions = await selectJobQuestions(tx, input.jobId);
  const storedSteps = await selectJobSteps(tx, input.jobId);
  const keptQuestionIds = new Set(input.job.questions.flatMap((q) => (q.id ? [q.id] : [])));
  const keptStepIds = new Set(input.job.steps.flatMap((s) => (s.id ? [s.id] : [])));
  const storedQuestionIds = new Set(storedQuestions.map((q) => q.id));
  const storedStepIds = new Set(storedSteps.map((s) => s.id));
  // An id of another job is not ours to edit: treated as a new question or step.
  const stuck =
    (await deleteUnansweredQuestions(tx, {
      jobId: input.jobId,
      ids: [...storedQuestionIds].filter((id) => !keptQuestionIds.has(id)),
    })) +
    (await deleteUnusedSteps(tx, {
      jobId: input.jobId,
      ids: [...storedStepIds].filter((id) => !keptStepIds.has(id)),
    }));
  if (stuck > 0) throw employerError('JOB_PART_IN_USE', input.locale);

  for (const [position, q] of input.job.questions.entries()) {
    const stored = q.id ? storedQuestions.find((s) => s.id === q.id) : undefined;
    const known = new Map((stored?.options ?? []).map((o) => [o.value, o.id]));
    let next = Math.max(0, ...(stored?.options ?? []).map((o) => Number(o.id.slice(1)) || 0));
    const options = q.options.map((value) => ({ id: known.get(value) ?? `o${++next}`, value }));
    await upsertQuestion(tx, {
      jobId: input.jobId,
      id: stored ? stored.id : null,
      position,
      type: q.type,
      title: q.title,
      description: q.description || null,
      mandatory: q.mandatory,
      options,
    });
  }
  for (const [position, s] of input.job.steps.entries()) {
    const stored = s.id && storedStepIds.has(s.id) ? s.id : null;
    const written = await upsertStep(tx, {
      jobId: input.jobId,
      id: stored,
      position,
      type: s.type,
      name: s.name,
      visible: s.visible,
      instructions: s.instructions || null,
    });
    if (!written) throw employerError('JOB_PART_IN_USE', input.locale);
  }
}

export async function createJobDraft(
  deps: Pick<EmployerJobsDeps, 'db' | 'clock'>,
  actor: EmployerActor & { input: JobEditorInput },
): Promise<EmployerJob> {
  const { companyId } = await requireMembership(deps.db, actor);
  await checkReferences(deps.db, actor.input, actor.locale);
  const now = deps.clock.now();
  const jobId = await deps.db.transaction(async (tx) => {
    const id = await insertDraftJob(tx, {
      companyId,
      slug: newJobSlug(actor.input.role),
      job: toColumns(actor.input),
      now,
    });
    await writeQuestionsAndSteps(tx, { jobId: id, job: actor.input, locale: actor.locale });
    return id;
  });
  await analyzeJobsNow(deps.db, [jobId]);
  return getEmployerJob(deps, { ...actor, jobId });
}

export async function updateEmployerJob(
  deps: Pick<EmployerJobsDeps, 'db' | 'clock'>,
  actor: EmployerActor & { jobId: string; input: JobEditorInput },
): Promise<EmployerJob> {
  const { companyId } = await requireJob(deps.db, actor);
  await checkReferences(deps.db, actor.input, actor.locale);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await updateJobColumns(tx, { companyId, jobId: actor.jobId, job: toColumns(actor.input), now });
    await writeQuestionsAndSteps(tx, {
      jobId: actor.jobId,
      job: actor.input,
      locale: actor.locale,
    });
  });
  await analyzeJobsNow(deps.db, [actor.jobId]);
  return getEmployerJob(deps, actor);
}

const MOVES = {
  publish: { from: ['draft'], to: 'open' },
  close: { from: ['open'], to: 'closed' },
  reopen: { from: ['closed'], to: 'open' },
} as const satisfies Record<string, { from: EmployerJobStatus[]; to: EmployerJobStatus }>;

export type JobStatusAction = keyof typeof MOVES;

export async function changeJobStatus(
  deps: EmployerJobsDeps,
  actor: EmployerActor & { jobId: string; action: JobStatusAction },
): Promise<EmployerJob> {
  const { companyId } = await requireJob(deps.db, actor);
  const move = MOVES[actor.action];
  const moved = await deps.db.transaction((tx) =>
    updateJobStatus(tx, {
      companyId,
      jobId: actor.jobId,
      from: [...move.from],
      to: move.to,
      now: deps.clock.now(),
    }),
  );
  if (!moved) throw employerError('JOB_STATUS_CONFLICT', actor.locale);
  // The job's open applications move to closed (Job Closed) through the same use case as the
  // background job, so the candidates' labels, notifications and mails follow now.
  if (actor.action === 'close') await closeApplicationsOfClosedJobs(deps, actor.jobId);
  return getEmployerJob(deps, actor);
}

/** A new draft with the same fields, questions and steps (new ids; no applicants). */
export async function duplicateEmployerJob(
  deps: Pick<EmployerJobsDeps, 'db' | 'clock'>,
  actor: EmployerActor & { jobId: string },
): Promise<EmployerJob> {
  const source = await getEmployerJob(deps, actor);
  const input: JobEditorInput = {
    role: source.role,
    jobRoleId: source.jobRoleId,
    cityId: source.cityId,
    employmentTypes: source.employmentTypes,
    workplaceType: source.workplaceType,
    salaryType: source.salaryType,
    salaryMin: source.salaryMin,
    salaryMax: source.salaryMax,
    salaryShown: source.salaryShown,
    // A stored level no list knows any more is not copied (the contract would refuse it).
    lastEducations: source.lastEducations.filter(isEducationLevel),
    experienceLevels: source.experienceLevels.filter(isExperienceLevel),
    skills: source.skills,
    descriptionId: source.descriptionId,
    descriptionEn: source.descriptionEn,
    responsibilitiesId: source.responsibilitiesId,
    responsibilitiesEn: source.responsibilitiesEn,
    requirementsId: source.requirementsId,
    requirementsEn: source.requirementsEn,
    applicationType: source.applicationType,
    externalUrl: source.externalUrl,
    urgentlyNeeded: source.urgentlyNeeded,
    deadline: source.deadline,
    questions: source.questions.map(({ id: _id, ...q }) => q),
    steps: source.steps.map(({ id: _id, ...s }) => s),
  };
  return createJobDraft(deps, { ...actor, input });
}
