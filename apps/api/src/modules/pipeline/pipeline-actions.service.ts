// What a company member does to applicants: one action, a bulk action, an invitation from the
// recommendations. Every status change goes through moveApplication (decision 016), so the
// candidate's label, timeline, notification and mail follow; the private parts (rejection reason,
// interview) are written in the same transaction (decision 021).
import {
  STEP_STATUS,
  wibDateOf,
  wibDateTimeToInstant,
  type PipelineActionRequest,
  type PipelineBulkRequest,
  type PipelineBulkResult,
  type PipelineCard,
} from '@jenjang/domain';
import { AppError } from '../../platform/errors';
import { applicationsError } from '../applications/applications.messages';
import {
  incrementApplicantCount,
  insertApplication,
  insertHistory,
  selectStepsOfJobs,
} from '../applications/applications.queries';
import { isUuid } from '../applications/apply.service';
import {
  moveApplication,
  type MoveDeps,
  type MoveInput,
} from '../applications/move-application.service';
import { isCompanyMember } from '../applications/status.queries';
import { pipelineValidationError } from './pipeline.messages';
import { jobOfMember, requireEmployer, type EmployerActor } from './pipeline-access';
import {
  selectApplicationOfMember,
  selectCardsPage,
  selectInvitableStudent,
} from './pipeline.queries';
import { toCard } from './pipeline.service';

type ActionDeps = MoveDeps;

/** The move an action asks for (status, step and the private details), checked for dates. */
async function moveOf(
  deps: ActionDeps,
  actor: EmployerActor,
  jobId: string,
  request: PipelineActionRequest,
): Promise<Pick<MoveInput, 'to' | 'stepId' | 'techTest' | 'interview' | 'rejectionReason'>> {
  const now = deps.clock.now();
  switch (request.action) {
    case 'move':
      return { to: request.status, stepId: request.recruitmentStepId };
    case 'reject':
      return { to: 'rejected', stepId: null, rejectionReason: request.reason };
    case 'techTest':
      if (request.deadlineDate < wibDateOf(now))
        throw pipelineValidationError('pastDeadline', actor.locale);
      return {
        to: 'techTestSent',
        stepId: request.recruitmentStepId,
        techTest: { instructions: request.instructions, deadlineDate: request.deadlineDate },
      };
    case 'interview': {
      const startsAt = wibDateTimeToInstant(request.date, request.time);
      if (!startsAt) throw pipelineValidationError('badInterviewTime', actor.locale);
      if (startsAt.getTime() < now.getTime())
        throw pipelineValidationError('pastInterview', actor.locale);
      const steps = isUuid(request.recruitmentStepId)
        ? await selectStepsOfJobs(deps.db, [jobId])
        : [];
      const step = steps.find((s) => s.id === request.recruitmentStepId);
      if (!step || (step.type !== 'hrInterview' && step.type !== 'userInterview'))
        throw applicationsError('INVALID_STATUS_TRANSITION', actor.locale);
      return {
        to: STEP_STATUS[step.type],
        stepId: step.id,
        interview: { startsAt, location: request.location, meetingUrl: request.meetingUrl },
      };
    }
  }
}

async function cardOf(
  deps: ActionDeps,
  jobId: string,
  applicationId: string,
): Promise<PipelineCard> {
  const { rows } = await selectCardsPage(deps.db, {
    jobId,
    sort: 'newest',
    limit: 1,
    offset: 0,
    onlyIds: [applicationId],
  });
  return toCard(rows[0]!);
}

/** POST /v1/job-portal/employer/application/{applicationId}/action */
export async function actOnApplicant(
  deps: ActionDeps,
  actor: EmployerActor & { applicationId: string; request: PipelineActionRequest },
): Promise<PipelineCard> {
  requireEmployer(actor);
  if (!isUuid(actor.applicationId)) throw applicationsError('APPLICATION_NOT_FOUND', actor.locale);
  const stepId = 'recruitmentStepId' in actor.request ? actor.request.recruitmentStepId : null;
  if (stepId !== null && !isUuid(stepId))
    throw applicationsError('INVALID_STATUS_TRANSITION', actor.locale);
  const moved = await moveWithAction(deps, actor, actor.applicationId, (jobId) =>
    moveOf(deps, actor, jobId, actor.request),
  );
  return cardOf(deps, moved.jobId, moved.id);
}

async function moveWithAction(
  deps: ActionDeps,
  actor: EmployerActor,
  applicationId: string,
  plan: (jobId: string) => ReturnType<typeof moveOf>,
  onlyJobId?: string,
) {
  // The job of the application decides the steps a move may name: read it first (members only);
  // `authorize` checks the company again on the locked row.
  const app = await selectApplicationOfMember(deps.db, applicationId, actor.user.id);
  if (!app || (onlyJobId && app.jobId !== onlyJobId))
    throw applicationsError('APPLICATION_NOT_FOUND', actor.locale);
  const move = await plan(app.jobId);
  return moveApplication(deps, {
    applicationId,
    ...move,
    actor: 'employer',
    actorUserId: actor.user.id,
    authorize: async (row, tx) =>
      row.jobId === app.jobId && (await isCompanyMember(tx, actor.user.id, row.companyId)),
    locale: actor.locale,
  });
}

/** POST /v1/job-portal/employer/job/{id}/pipeline/bulk: each application on its own. */
export async function bulkAct(
  deps: ActionDeps,
  actor: EmployerActor & { jobId: string; request: PipelineBulkRequest },
): Promise<PipelineBulkResult> {
  const job = await jobOfMember(deps.db, actor, actor.jobId);
  const ids = [...new Set(actor.request.applicationIds)];
  const results: PipelineBulkResult['results'] = [];
  for (const applicationId of ids) {
    try {
      if (!isUuid(applicationId)) throw applicationsError('APPLICATION_NOT_FOUND', actor.locale);
      const stepId =
        actor.request.action.action === 'move' ? actor.request.action.recruitmentStepId : null;
      if (stepId !== null && !isUuid(stepId))
        throw applicationsError('INVALID_STATUS_TRANSITION', actor.locale);
      await moveWithAction(
        deps,
        actor,
        applicationId,
        (jobId) => moveOf(deps, actor, jobId, actor.request.action),
        job.id,
      );
      results.push({ applicationId, ok: true, error: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ applicationId, ok: false, error: error.messageId });
    }
  }
  const succeeded = results.filter((r) => r.ok).length;
  return { results, succeeded, failed: results.length - succeeded };
}

/**
 * POST /v1/job-portal/employer/job/{id}/recommendation/{studentId}/invite: creates the
 * application (the first history row says the company invited), then moves it into the chosen
 * step as a recommendation, so the candidate reads "Invited to <step>" and fromRecommendation
 * is true. Without a step the candidate is invited to review ("approached").
 */
export async function inviteCandidate(
  deps: ActionDeps,
  actor: EmployerActor & { jobId: string; studentId: string; recruitmentStepId: string | null },
): Promise<PipelineCard> {
  const job = await jobOfMember(deps.db, actor, actor.jobId);
  if (job.status !== 'open') throw applicationsError('JOB_CLOSED', actor.locale);
  const student = isUuid(actor.studentId)
    ? await selectInvitableStudent(deps.db, actor.studentId)
    : null;
  if (!student) throw applicationsError('NOT_FOUND', actor.locale);
  const steps = await selectStepsOfJobs(deps.db, [job.id]);
  const step = actor.recruitmentStepId ? steps.find((s) => s.id === actor.recruitmentStepId) : null;
  if (actor.recruitmentStepId && !step)
    throw applicationsError('INVALID_STATUS_TRANSITION', actor.locale);
  const now = deps.clock.now();
  const applicationId = await deps.db.transaction(async (tx) => {
    const id = await insertApplication(tx, {
      jobId: job.id,
      studentId: student.id,
      userId: student.userId,
      type: 'easyApply',
      status: 'waitListed',
      locale: actor.locale,
      bulkRequestId: null,
      at: now,
    });
    if (!id) throw applicationsError('JOB_ALREADY_APPLIED', actor.locale);
    await insertHistory(tx, {
      applicationId: id,
      from: null,
      to: 'waitListed',
      stepId: null,
      actor: 'recommendation',
      actorUserId: actor.user.id,
      at: now,
    });
    await incrementApplicantCount(tx, job.id);
    return id;
  });
  await moveApplication(deps, {
    applicationId,
    to: step ? STEP_STATUS[step.type] : 'approached',
    stepId: step?.id ?? null,
    actor: 'recommendation',
    actorUserId: actor.user.id,
    authorize: (row, tx) => isCompanyMember(tx, actor.user.id, row.companyId),
    locale: actor.locale,
  });
  return cardOf(deps, job.id, applicationId);
}
