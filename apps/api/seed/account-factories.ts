// Test factories for accounts and job seeker profiles. Pass `handle.db` or a transaction `tx`.
import { randomBytes } from 'node:crypto';
import type { Role } from '@jenjang/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/platform/db';
import { hashPassword } from '../src/platform/passwords';
import { users } from '../src/modules/auth/auth.schema';
import { studentProfiles } from '../src/modules/students/students.schema';
import { jobRoleCategories, jobRoles } from '../src/modules/taxonomy/taxonomy.schema';
import { ensureCity } from './factories';

export type User = typeof users.$inferSelect;

/** A password no common-password list holds, the same for every factory account. */
export const FACTORY_PASSWORD = 'Uji-Coba!Factory-2026';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@jenjang.test`;
}

export async function createUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> & { password?: string | null } = {},
): Promise<User & { password: string | null }> {
  const { password: given, ...values } = overrides;
  const password = given === undefined ? FACTORY_PASSWORD : given;
  const [row] = await db
    .insert(users)
    .values({
      email: uniqueEmail(),
      name: 'Pengguna Uji',
      role: 'student' satisfies Role,
      status: password ? 'active' : 'imported',
      passwordHash: password ? await hashPassword(password) : null,
      ...values,
    })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  return { ...row, password };
}

/** An account created from a job application: no password yet. */
export function createImportedUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  return createUser(db, { ...overrides, password: null, status: 'imported' });
}

/** Inserts a job role (and its category) if absent; returns its id. */
export async function ensureJobRole(db: Database, slug = 'software-engineer'): Promise<number> {
  await db
    .insert(jobRoleCategories)
    .values({ slug: 'teknologi-informasi', nameId: 'Teknologi Informasi', nameEn: 'IT' })
    .onConflictDoNothing();
  const [category] = await db
    .select({ id: jobRoleCategories.id })
    .from(jobRoleCategories)
    .where(eq(jobRoleCategories.slug, 'teknologi-informasi'));
  await db
    .insert(jobRoles)
    .values({ categoryId: category!.id, slug, nameId: slug, nameEn: slug })
    .onConflictDoNothing();
  const [role] = await db.select({ id: jobRoles.id }).from(jobRoles).where(eq(jobRoles.slug, slug));
  return role!.id;
}

/** A student account with a minimal profile (as after onboarding). */
export async function createStudent(
  db: Database,
  overrides: { user?: Partial<typeof users.$inferInsert> } = {},
) {
  const user = await createUser(db, { role: 'student', ...overrides.user });
  const cityId = await ensureCity(db);
  const [profile] = await db
    .insert(studentProfiles)
    .values({
      userId: user.id,
      careerPreference: 'activelyLooking',
      experienceLevel: 0,
      lastEducation: 4,
      preferredCityIds: [cityId],
    })
    .returning();
  if (!profile) throw new Error('student profile insert returned nothing');
  return { user, profile };
}
