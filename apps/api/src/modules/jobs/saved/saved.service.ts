// Saved jobs of a signed-in job seeker. Saving and unsaving are idempotent, so a double tap or a
// retried request never errors or duplicates.
import { isDeadlinePassed, type JobDoc, type Paginated } from '@jenjang/domain';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import type { ApiLocale } from '../../../platform/locale';
import { loadJobDocs } from '../jobs.service';
import {
  deleteSavedJob,
  insertSavedJob,
  jobExists,
  selectSavedJobIdsAmong,
  selectSavedJobIdsPage,
} from './saved.queries';

export type SavedJobsDeps = { db: Database; clock: Clock };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function assertJobExists(deps: SavedJobsDeps, jobId: string, locale: ApiLocale) {
  if (!UUID.test(jobId) || !(await jobExists(deps.db, jobId))) {
    throw new AppError(
      'JOB_NOT_FOUND',
      locale === 'en' ? 'This job does not exist.' : 'Lowongan ini tidak ditemukan.',
      undefined,
      404,
    );
  }
}

export async function saveJob(
  deps: SavedJobsDeps,
  input: { userId: string; jobId: string; locale: ApiLocale },
): Promise<{ jobId: string; saved: true }> {
  await assertJobExists(deps, input.jobId, input.locale);
  await insertSavedJob(deps.db, input.userId, input.jobId);
  return { jobId: input.jobId, saved: true };
}

export async function unsaveJob(
  deps: SavedJobsDeps,
  input: { userId: string; jobId: string; locale: ApiLocale },
): Promise<{ jobId: string; saved: false }> {
  await assertJobExists(deps, input.jobId, input.locale);
  await deleteSavedJob(deps.db, input.userId, input.jobId);
  return { jobId: input.jobId, saved: false };
}

/** Newest saved first; a saved job that closed since stays listed, marked closed. */
export async function listSavedJobs(
  deps: SavedJobsDeps,
  input: { userId: string; page: number; limit: number; locale: ApiLocale },
): Promise<Paginated<JobDoc>> {
  const { ids, total } = await selectSavedJobIdsPage(deps.db, {
    userId: input.userId,
    limit: input.limit,
    offset: (input.page - 1) * input.limit,
  });
  const now = deps.clock.now();
  const docs = (await loadJobDocs(deps.db, ids, input.locale)).map((doc) =>
    doc.deadline !== null && isDeadlinePassed(doc.deadline, now)
      ? { ...doc, status: 'closed' as const }
      : doc,
  );
  return {
    docs,
    totalDocs: total,
    page: input.page,
    limit: input.limit,
    totalPages: Math.ceil(total / input.limit),
  };
}

/** Which of these jobs the user saved: lets a list mark its bookmarks in one call. */
export async function findSavedAmong(
  deps: SavedJobsDeps,
  input: { userId: string; jobIds: string[] },
): Promise<string[]> {
  return selectSavedJobIdsAmong(
    deps.db,
    input.userId,
    input.jobIds.filter((id) => UUID.test(id)),
  );
}
