// SQL of pending sign-ups (sign_up_requests).
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db';
import { signUpRequests } from './auth.schema';

export type SignUpRequestRow = typeof signUpRequests.$inferSelect;

/** One pending sign-up per address: a newer request replaces the older one and its code. */
export async function upsertSignUpRequest(
  db: Database,
  input: {
    id: string;
    email: string;
    name: string;
    phone: string | null;
    passwordHash: string;
    role: 'student' | 'employer' | 'mentor';
    secretHash: string;
    expiresAt: Date;
    now: Date;
  },
): Promise<void> {
  const values = {
    id: input.id,
    email: input.email,
    name: input.name,
    phone: input.phone,
    passwordHash: input.passwordHash,
    role: input.role,
    secretHash: input.secretHash,
    attempts: 0,
    createdAt: input.now,
    expiresAt: input.expiresAt,
  };
  await db
    .insert(signUpRequests)
    .values(values)
    .onConflictDoUpdate({ target: signUpRequests.email, set: values });
}

export async function selectLiveSignUpRequest(
  db: Database,
  input: { email: string; now: Date },
): Promise<SignUpRequestRow | null> {
  const [row] = await db
    .select()
    .from(signUpRequests)
    .where(and(eq(signUpRequests.email, input.email), gt(signUpRequests.expiresAt, input.now)));
  return row ?? null;
}

/** Counts one try before the code is compared; false once the tries are used up. */
export async function countSignUpAttempt(
  db: Database,
  input: { id: string; maxAttempts: number },
): Promise<boolean> {
  const rows = await db
    .update(signUpRequests)
    .set({ attempts: sql`${signUpRequests.attempts} + 1` })
    .where(and(eq(signUpRequests.id, input.id), lt(signUpRequests.attempts, input.maxAttempts)))
    .returning({ id: signUpRequests.id });
  return rows.length > 0;
}

/** Takes the request out, once: of two verifications racing with the right code, one wins. */
export async function claimSignUpRequest(
  db: Database,
  id: string,
): Promise<SignUpRequestRow | null> {
  const [row] = await db.delete(signUpRequests).where(eq(signUpRequests.id, id)).returning();
  return row ?? null;
}

/** Requests whose code has died hold a password hash for nothing: they go. */
export async function deleteExpiredSignUpRequests(db: Database, now: Date): Promise<void> {
  await db.delete(signUpRequests).where(lt(signUpRequests.expiresAt, now));
}
