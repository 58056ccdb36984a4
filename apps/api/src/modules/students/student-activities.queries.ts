// SQL of student_activities.
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db';
import { studentActivities } from './students.schema';

export async function insertStudentActivity(
  db: Database,
  input: typeof studentActivities.$inferInsert,
): Promise<void> {
  await db.insert(studentActivities).values(input);
}

export async function selectUserActivities(db: Database, userId: string) {
  return db
    .select({
      type: studentActivities.type,
      jobId: studentActivities.jobId,
      payload: studentActivities.payload,
      createdAt: studentActivities.createdAt,
    })
    .from(studentActivities)
    .where(eq(studentActivities.userId, userId))
    .orderBy(desc(studentActivities.createdAt));
}

export async function deleteUserActivities(db: Database, userId: string): Promise<number> {
  const deleted = await db
    .delete(studentActivities)
    .where(eq(studentActivities.userId, userId))
    .returning({ id: studentActivities.id });
  return deleted.length;
}
