// The employer's side until the employer pipeline exists: the applicants of the company's own
// jobs, and moving them. An employer acts only for the companies it is a member of; anything
// else answers 404 as if it did not exist.
import {
  normalizeApplicationStatus,
  type EmployerApplication,
  type MoveApplicationRequest,
  type Paginated,
} from '@jenjang/domain';
import { forbiddenError, type AuthUser } from '../../platform/auth-guard';
import type { ApiLocale } from '../../platform/locale';
import { applicationsError } from './applications.messages';
import { selectJobsForApply, selectStepsOfJobs } from './applications.queries';
import { isUuid } from './apply.service';
import { selectEmployerApplicationsPage } from './employer.queries';
import { moveApplication, type MoveDeps } from './move-application.service';
import { isCompanyMember } from './status.queries';

type EmployerActor = { user: AuthUser; locale: ApiLocale };

function requireEmployer(actor: EmployerActor) {
  if (actor.user.role !== 'employer') throw forbiddenError(actor.locale);
}

export async function listJobApplicants(
  deps: MoveDeps,
  actor: EmployerActor & { jobId: string; page: number; limit: number; onlyId?: string },
): Promise<Paginated<EmployerApplication>> {
  requireEmployer(actor);
  const [job] = isUuid(actor.jobId) ? await selectJobsForApply(deps.db, [actor.jobId]) : [];
  if (!job || !(await isCompanyMember(deps.db, actor.user.id, job.companyId)))
    throw applicationsError('JOB_NOT_FOUND', actor.locale);
  const { rows, total } = await selectEmployerApplicationsPage(deps.db, {
    jobId: job.id,
    limit: actor.limit,
    offset: (actor.page - 1) * actor.limit,
    ...(actor.onlyId ? { onlyId: actor.onlyId } : {}),
  });
  const steps = await selectStepsOfJobs(deps.db, [job.id]);
  return {
    docs: rows.map((r) => ({
      id: r.id,
      jobId: r.jobId,
      status: normalizeApplicationStatus(r.status) ?? 'notProcessed',
      recruitmentStepId: r.recruitmentStepId,
      recruitmentSteps: steps.map((s) => ({
        id: s.id,
        name: s.name,
        type: s.type,
        visible: s.visible,
        finished: false,
      })),
      candidate: { name: r.candidateName },
      withdrawnAt: r.withdrawnAt ? new Date(r.withdrawnAt).toISOString() : null,
      createdAt: new Date(r.createdAt).toISOString(),
      updatedAt: new Date(r.updatedAt).toISOString(),
      decidedAt: r.decidedAt ? new Date(r.decidedAt).toISOString() : null,
    })),
    totalDocs: total,
    page: actor.page,
    limit: actor.limit,
    totalPages: Math.ceil(total / actor.limit),
  };
}

/** POST /v1/job-portal/employer/application/{applicationId}/move */
export async function moveApplicantByEmployer(
  deps: MoveDeps,
  actor: EmployerActor & { applicationId: string; request: MoveApplicationRequest },
): Promise<EmployerApplication> {
  requireEmployer(actor);
  if (!isUuid(actor.applicationId)) throw applicationsError('APPLICATION_NOT_FOUND', actor.locale);
  const stepId = actor.request.recruitmentStepId;
  if (stepId !== null && !isUuid(stepId))
    throw applicationsError('INVALID_STATUS_TRANSITION', actor.locale);
  const moved = await moveApplication(deps, {
    applicationId: actor.applicationId,
    to: actor.request.status,
    stepId,
    actor: 'employer',
    actorUserId: actor.user.id,
    techTest: actor.request.techTest,
    authorize: (row, tx) => isCompanyMember(tx, actor.user.id, row.companyId),
    locale: actor.locale,
  });
  const page = await listJobApplicants(deps, {
    ...actor,
    jobId: moved.jobId,
    page: 1,
    limit: 1,
    onlyId: moved.id,
  });
  const found = page.docs.find((d) => d.id === moved.id);
  if (!found) throw applicationsError('APPLICATION_NOT_FOUND', actor.locale);
  return found;
}
