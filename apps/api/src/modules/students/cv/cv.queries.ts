// SQL of the job seeker's CV metadata (the bytes live in file storage).
import { eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db';
import { studentProfiles } from '../students.schema';
import { studentCvs } from './cv.schema';

export type StudentCvRow = typeof studentCvs.$inferSelect;
export type NewStudentCv = Omit<typeof studentCvs.$inferInsert, 'id'>;

/** The student of this user, locked until the transaction ends: CV changes queue up per student. */
export async function lockStudentOfUser(
  tx: Database,
  userId: string,
): Promise<{ id: string } | null> {
  const rows = await tx
    .select({ id: studentProfiles.id })
    .from(studentProfiles)
    .where(eq(studentProfiles.userId, userId))
    .for('update');
  return rows[0] ?? null;
}

export async function selectStudentIdOfUser(db: Database, userId: string): Promise<string | null> {
  const rows = await db
    .select({ id: studentProfiles.id })
    .from(studentProfiles)
    .where(eq(studentProfiles.userId, userId));
  return rows[0]?.id ?? null;
}

export async function selectCvOfStudent(
  db: Database,
  studentId: string,
): Promise<StudentCvRow | null> {
  const rows = await db.select().from(studentCvs).where(eq(studentCvs.studentId, studentId));
  return rows[0] ?? null;
}

/** The CV of a user (through their student profile), for the data export and deletion. */
export async function selectCvOfUser(db: Database, userId: string): Promise<StudentCvRow | null> {
  const rows = await db
    .select({ cv: studentCvs })
    .from(studentCvs)
    .innerJoin(studentProfiles, eq(studentProfiles.id, studentCvs.studentId))
    .where(eq(studentProfiles.userId, userId));
  return rows[0]?.cv ?? null;
}

export async function insertCv(tx: Database, values: NewStudentCv): Promise<StudentCvRow> {
  const rows = await tx.insert(studentCvs).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error('insert into student_cvs returned no row');
  return row;
}

export async function deleteCvRow(tx: Database, id: string): Promise<void> {
  await tx.delete(studentCvs).where(eq(studentCvs.id, id));
}
