// SQL of student profiles and their sections.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db';
import { users } from '../auth/auth.schema';
import { cities, industries, jobRoles } from '../taxonomy/taxonomy.schema';
import {
  studentCertifications,
  studentEducations,
  studentOrganizations,
  studentProfiles,
  studentSkills,
  studentWorkExperiences,
} from './students.schema';

export type StudentProfileRow = typeof studentProfiles.$inferSelect;
export type StudentProfileValues = Omit<
  typeof studentProfiles.$inferInsert,
  'id' | 'userId' | 'createdAt'
>;

export async function selectStudentWithUser(db: Database, userId: string) {
  const [row] = await db
    .select({
      student: studentProfiles,
      user: { email: users.email, name: users.name, phone: users.phone },
    })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(eq(studentProfiles.userId, userId));
  return row ?? null;
}

export type StudentWithUser = NonNullable<Awaited<ReturnType<typeof selectStudentWithUser>>>;

export async function selectStudentOwner(
  db: Database,
  studentId: string,
): Promise<{ userId: string } | null> {
  const [row] = await db
    .select({ userId: studentProfiles.userId })
    .from(studentProfiles)
    .where(eq(studentProfiles.id, studentId));
  return row ?? null;
}

export async function selectStudentSections(db: Database, studentId: string) {
  // One after the other: on PGlite there is one connection, on PostgreSQL these are tiny.
  const workExperiences = await db
    .select()
    .from(studentWorkExperiences)
    .where(eq(studentWorkExperiences.studentId, studentId))
    .orderBy(asc(studentWorkExperiences.position));
  const certifications = await db
    .select()
    .from(studentCertifications)
    .where(eq(studentCertifications.studentId, studentId))
    .orderBy(asc(studentCertifications.position));
  const organizations = await db
    .select()
    .from(studentOrganizations)
    .where(eq(studentOrganizations.studentId, studentId))
    .orderBy(asc(studentOrganizations.position));
  const educations = await db
    .select()
    .from(studentEducations)
    .where(eq(studentEducations.studentId, studentId))
    .orderBy(asc(studentEducations.position));
  const skills = await db
    .select({ name: studentSkills.name })
    .from(studentSkills)
    .where(eq(studentSkills.studentId, studentId))
    .orderBy(asc(studentSkills.position));
  return { workExperiences, certifications, organizations, educations, skills };
}

export type StudentSections = Awaited<ReturnType<typeof selectStudentSections>>;

/** Creates the profile, or updates it when the user already has one (idempotent onboarding). */
export async function upsertStudentProfile(
  db: Database,
  input: { userId: string; values: StudentProfileValues; now: Date },
): Promise<StudentProfileRow> {
  const values = { ...input.values, updatedAt: input.now };
  const [row] = await db
    .insert(studentProfiles)
    .values({ ...values, userId: input.userId, createdAt: input.now })
    .onConflictDoUpdate({ target: studentProfiles.userId, set: values })
    .returning();
  if (!row) throw new Error('student profile upsert returned nothing');
  return row;
}

export async function updateStudentProfile(
  db: Database,
  input: { userId: string; values: Partial<StudentProfileValues>; now: Date },
): Promise<StudentProfileRow | null> {
  const [row] = await db
    .update(studentProfiles)
    .set({ ...input.values, updatedAt: input.now })
    .where(eq(studentProfiles.userId, input.userId))
    .returning();
  return row ?? null;
}

export type SectionsInput = {
  workExperiences: Omit<typeof studentWorkExperiences.$inferInsert, 'studentId' | 'position'>[];
  certifications: Omit<typeof studentCertifications.$inferInsert, 'studentId' | 'position'>[];
  organizations: Omit<typeof studentOrganizations.$inferInsert, 'studentId' | 'position'>[];
  educations: Omit<typeof studentEducations.$inferInsert, 'studentId' | 'position'>[];
  skills: string[];
};

/** Replaces every section of a profile; call inside a transaction. */
export async function replaceStudentSections(
  tx: Database,
  studentId: string,
  sections: SectionsInput,
): Promise<void> {
  const tables = [
    studentWorkExperiences,
    studentCertifications,
    studentOrganizations,
    studentEducations,
    studentSkills,
  ] as const;
  for (const table of tables) await tx.delete(table).where(eq(table.studentId, studentId));
  const place = <T>(rows: T[]) => rows.map((row, position) => ({ ...row, studentId, position }));
  if (sections.workExperiences.length)
    await tx.insert(studentWorkExperiences).values(place(sections.workExperiences));
  if (sections.certifications.length)
    await tx.insert(studentCertifications).values(place(sections.certifications));
  if (sections.organizations.length)
    await tx.insert(studentOrganizations).values(place(sections.organizations));
  if (sections.educations.length)
    await tx.insert(studentEducations).values(place(sections.educations));
  if (sections.skills.length)
    await tx.insert(studentSkills).values(place(sections.skills.map((name) => ({ name }))));
}

export async function updateHiddenFromCompanies(
  db: Database,
  input: { studentId: string; hidden: boolean; now: Date },
): Promise<void> {
  await db
    .update(studentProfiles)
    .set({ hiddenFromCompanies: input.hidden, updatedAt: input.now })
    .where(eq(studentProfiles.id, input.studentId));
}

/** Which of these ids the taxonomy does not know. */
export async function selectUnknownIds(
  db: Database,
  kind: 'city' | 'jobRole' | 'industry',
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const table = { city: cities, jobRole: jobRoles, industry: industries }[kind];
  const known = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  const knownIds = new Set(known.map((row) => row.id));
  return ids.filter((id) => !knownIds.has(id));
}
