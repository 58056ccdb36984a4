// The job seeker's own applications: the list by status group, one application, withdrawing,
// the applied-job count. Every read is filtered by the signed-in user: another person's
// application answers 404, as if it did not exist.
import {
  APPLICATION_STATUS_GROUPS,
  applicationStatusGroup,
  normalizeApplicationStatus,
  STATUSES_BY_GROUP,
  type ApplicationListItem,
  type MyApplicationsQuery,
  type Paginated,
} from '@jenjang/domain';
import { forbiddenError } from '../../platform/auth-guard';
import { loadApplicationItems } from './application-view';
import { applicationsError } from './applications.messages';
import {
  countApplicationsByStatus,
  countApplicationsOfStudent,
  insertHistory,
  lockApplication,
  selectApplicationIdsPage,
  selectApplicationOwner,
} from './applications.queries';
import { isUuid, requireStudent, type Actor, type ApplyDeps } from './apply.service';
import { markWithdrawn } from './status.queries';

type Counts = Record<'all' | (typeof APPLICATION_STATUS_GROUPS)[number], number>;

export async function listMyApplications(
  deps: ApplyDeps,
  actor: Actor & { query: MyApplicationsQuery },
): Promise<Paginated<ApplicationListItem> & { counts: Counts }> {
  await requireStudent(deps.db, actor);
  const { statusGroup, page, limit } = actor.query;
  const counts: Counts = { all: 0, inReview: 0, inProgress: 0, shortlisted: 0, unsuccessful: 0 };
  for (const row of await countApplicationsByStatus(deps.db, actor.user.id)) {
    const status = normalizeApplicationStatus(row.status) ?? 'notProcessed';
    counts.all += row.n;
    counts[applicationStatusGroup(status, row.withdrawn)] += row.n;
  }
  const ids = await selectApplicationIdsPage(deps.db, {
    userId: actor.user.id,
    statuses: statusGroup === 'all' ? null : STATUSES_BY_GROUP[statusGroup],
    limit,
    offset: (page - 1) * limit,
  });
  const total = counts[statusGroup];
  return {
    docs: await loadApplicationItems(deps.db, ids, deps.clock.now()),
    totalDocs: total,
    page,
    limit,
    totalPages: Math.ceil(total / limit),
    counts,
  };
}

export async function getMyApplication(
  deps: ApplyDeps,
  actor: Actor & { applicationId: string },
): Promise<ApplicationListItem> {
  await requireStudent(deps.db, actor);
  const owner = isUuid(actor.applicationId)
    ? await selectApplicationOwner(deps.db, actor.applicationId)
    : null;
  if (owner !== actor.user.id) throw applicationsError('APPLICATION_NOT_FOUND', actor.locale);
  const [item] = await loadApplicationItems(deps.db, [actor.applicationId], deps.clock.now());
  if (!item) throw applicationsError('APPLICATION_NOT_FOUND', actor.locale);
  return item;
}

/**
 * Withdrawing ends the application for good (decision 016): withdrawnAt is set, the status
 * stays what it was (the employer sees where the candidate left), a history row records it.
 * Withdrawing twice answers with the withdrawn application; an ended one cannot be withdrawn.
 */
export async function withdrawMyApplication(
  deps: ApplyDeps,
  actor: Actor & { applicationId: string },
): Promise<ApplicationListItem> {
  await requireStudent(deps.db, actor);
  if (!isUuid(actor.applicationId)) throw applicationsError('APPLICATION_NOT_FOUND', actor.locale);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await lockApplication(tx, actor.applicationId);
    if (!row || row.userId !== actor.user.id)
      throw applicationsError('APPLICATION_NOT_FOUND', actor.locale);
    if (row.withdrawnAt !== null) return;
    if (!(await markWithdrawn(tx, { id: row.id, at: now })))
      throw applicationsError('INVALID_STATUS_TRANSITION', actor.locale);
    await insertHistory(tx, {
      applicationId: row.id,
      from: row.status,
      to: row.status,
      stepId: row.recruitmentStepId,
      actor: 'candidate',
      actorUserId: actor.user.id,
      at: now,
    });
  });
  const [item] = await loadApplicationItems(deps.db, [actor.applicationId], now);
  if (!item) throw applicationsError('APPLICATION_NOT_FOUND', actor.locale);
  return item;
}

/** GET /v1/job-portal/student/{id}/applied-job/count: the student's own count only. */
export async function countAppliedJobs(
  deps: ApplyDeps,
  actor: Actor & { studentId: string },
): Promise<number> {
  const student = await requireStudent(deps.db, actor);
  if (student.id !== actor.studentId) throw forbiddenError(actor.locale);
  return countApplicationsOfStudent(deps.db, student.id);
}
