// The job seeker's own applications: the list by status group, one application, the applied-job
// count (withdrawing and answering an offer: candidate-endings.service.ts). Every read is
// filtered by the signed-in user: another person's application answers 404, as if it did not
// exist.
import {
  applicationStatusGroup,
  wibDateOf,
  type ApplicationGroupCounts,
  type ApplicationListItem,
  type MyApplicationsQuery,
  type Paginated,
} from '@jenjang/domain';
import { forbiddenError } from '../../platform/auth-guard';
import { loadApplicationItems } from './application-view';
import { applicationsError } from './applications.messages';
import {
  countApplicationsOfStudent,
  selectApplicationOwner,
  selectApplicationPhaseRows,
} from './applications.queries';
import { isUuid, requireStudent, type Actor, type ApplyDeps } from './apply.service';

export async function listMyApplications(
  deps: ApplyDeps,
  actor: Actor & { query: MyApplicationsQuery },
): Promise<Paginated<ApplicationListItem> & { counts: ApplicationGroupCounts }> {
  await requireStudent(deps.db, actor);
  const { statusGroup, page, limit } = actor.query;
  const now = deps.clock.now();
  // Each application is grouped by the phase its chip shows (the domain's one definition), so a
  // tab never holds an application whose chip says otherwise.
  const rows = await selectApplicationPhaseRows(deps.db, {
    userId: actor.user.id,
    today: wibDateOf(now),
  });
  const counts: ApplicationGroupCounts = {
    all: rows.length,
    inReview: 0,
    inProgress: 0,
    offers: 0,
    unsuccessful: 0,
    withdrawn: 0,
  };
  const inGroup: string[] = [];
  for (const row of rows) {
    const group = applicationStatusGroup(row);
    counts[group] += 1;
    if (statusGroup === 'all' || group === statusGroup) inGroup.push(row.id);
  }
  const ids = inGroup.slice((page - 1) * limit, page * limit);
  const total = counts[statusGroup];
  return {
    docs: await loadApplicationItems(deps.db, ids, now),
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

/** GET /v1/job-portal/student/{id}/applied-job/count: the student's own count only. */
export async function countAppliedJobs(
  deps: ApplyDeps,
  actor: Actor & { studentId: string },
): Promise<number> {
  const student = await requireStudent(deps.db, actor);
  if (student.id !== actor.studentId) throw forbiddenError(actor.locale);
  return countApplicationsOfStudent(deps.db, student.id);
}
