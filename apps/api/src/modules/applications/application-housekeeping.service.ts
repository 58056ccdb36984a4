// What the background jobs do to applications: expire the untouched ones (anti-ghosting) and
// close the open ones of closed jobs. Each application moves through moveApplication, so the
// history, the notification and the mail follow; running twice moves nothing twice (an ended
// application is terminal, and a notification is kept once per history row).
import { wibDateOf } from '@jenjang/domain';
import { AppError } from '../../platform/errors';
import { moveApplication, type MoveDeps } from './move-application.service';
import { selectApplicationIdsOfClosedJobs, selectUntouchedApplicationIds } from './status.queries';

const BATCH = 200;
const DAY_MS = 86_400_000;

async function moveEach(deps: MoveDeps, ids: string[], to: 'expired' | 'closed'): Promise<number> {
  let moved = 0;
  for (const applicationId of ids) {
    try {
      await moveApplication(deps, {
        applicationId,
        to,
        stepId: null,
        actor: 'system',
        actorUserId: null,
        locale: 'id',
      });
      moved += 1;
    } catch (error) {
      // Moved or withdrawn by someone else since it was selected: nothing to do.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return moved;
}

export async function expireUntouchedApplications(
  deps: MoveDeps & { expiryDays: number },
): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - deps.expiryDays * DAY_MS);
  let total = 0;
  for (;;) {
    const ids = await selectUntouchedApplicationIds(deps.db, { before, limit: BATCH });
    if (ids.length === 0) return total;
    const moved = await moveEach(deps, ids, 'expired');
    total += moved;
    if (moved === 0) return total;
  }
}

/**
 * `jobId`: only that job's applications (an employer closing a job moves them in the same
 * request); without it, every closed or past-deadline job's (the background job).
 */
export async function closeApplicationsOfClosedJobs(
  deps: MoveDeps,
  jobId?: string,
): Promise<number> {
  const today = wibDateOf(deps.clock.now());
  let total = 0;
  for (;;) {
    const ids = await selectApplicationIdsOfClosedJobs(deps.db, {
      today,
      limit: BATCH,
      ...(jobId ? { jobId } : {}),
    });
    if (ids.length === 0) return total;
    const moved = await moveEach(deps, ids, 'closed');
    total += moved;
    if (moved === 0) return total;
  }
}
