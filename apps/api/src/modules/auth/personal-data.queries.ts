// SQL for the personal-data export and account deletion (UU PDP): rows of other areas that hold
// a user's data without a foreign key to users.
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db';
import { jobs, savedJobs } from '../jobs/jobs.schema';
import { users } from './auth.schema';

export async function selectSavedJobsOfUser(db: Database, userId: string) {
  return db
    .select({
      jobId: savedJobs.jobId,
      slug: jobs.slug,
      role: jobs.role,
      savedAt: savedJobs.createdAt,
    })
    .from(savedJobs)
    .leftJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .where(eq(savedJobs.userId, userId))
    .orderBy(desc(savedJobs.createdAt));
}

export async function deleteSavedJobsOfUser(db: Database, userId: string): Promise<number> {
  const deleted = await db
    .delete(savedJobs)
    .where(eq(savedJobs.userId, userId))
    .returning({ jobId: savedJobs.jobId });
  return deleted.length;
}

/** Sessions, refresh tokens, codes, identities and the student profile go with it (cascade). */
export async function deleteUserRow(db: Database, userId: string): Promise<boolean> {
  const deleted = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return deleted.length > 0;
}
