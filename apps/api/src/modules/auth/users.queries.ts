// SQL of the users table.
import type { Role } from '@jenjang/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db';
import { users } from './auth.schema';

export type UserRow = typeof users.$inferSelect;

export async function selectUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row ?? null;
}

export async function selectUserById(db: Database, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Null when the address is taken (unique on lower(email)), also under a concurrent sign-up. */
export async function insertUser(
  db: Database,
  input: {
    email: string;
    name: string;
    phone?: string | null;
    role: Role;
    status: 'active' | 'imported';
    passwordHash: string | null;
    now: Date;
  },
): Promise<UserRow | null> {
  const [row] = await db
    .insert(users)
    .values({
      email: input.email,
      name: input.name,
      phone: input.phone ?? null,
      role: input.role,
      status: input.status,
      passwordHash: input.passwordHash,
      passwordChangedAt: input.passwordHash ? input.now : null,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Sets a new password; an imported account becomes an ordinary one. */
export async function updateUserPassword(
  db: Database,
  input: { userId: string; passwordHash: string; now: Date },
): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash: input.passwordHash,
      passwordChangedAt: input.now,
      status: 'active',
      updatedAt: input.now,
    })
    .where(eq(users.id, input.userId));
}

export async function updateUserContact(
  db: Database,
  input: { userId: string; name?: string; phone?: string | null; now: Date },
): Promise<void> {
  const values = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.phone !== undefined ? { phone: input.phone } : {}),
  };
  if (Object.keys(values).length === 0) return;
  await db
    .update(users)
    .set({ ...values, updatedAt: input.now })
    .where(eq(users.id, input.userId));
}
