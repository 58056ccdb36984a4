// SQL of identities at providers (Google).
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db';
import { userIdentities } from './auth.schema';

export async function selectIdentityUserId(
  db: Database,
  input: { issuer: string; subject: string },
): Promise<string | null> {
  const [row] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.issuer, input.issuer), eq(userIdentities.subject, input.subject)));
  return row?.userId ?? null;
}

export async function insertIdentity(
  db: Database,
  input: { userId: string; issuer: string; subject: string; email: string; now: Date },
): Promise<void> {
  await db.insert(userIdentities).values({
    userId: input.userId,
    issuer: input.issuer,
    subject: input.subject,
    email: input.email,
    createdAt: input.now,
    lastUsedAt: input.now,
  });
}

export async function touchIdentity(
  db: Database,
  input: { issuer: string; subject: string; now: Date },
): Promise<void> {
  await db
    .update(userIdentities)
    .set({ lastUsedAt: input.now })
    .where(and(eq(userIdentities.issuer, input.issuer), eq(userIdentities.subject, input.subject)));
}

export async function selectUserIdentities(db: Database, userId: string) {
  return db
    .select({
      issuer: userIdentities.issuer,
      subject: userIdentities.subject,
      email: userIdentities.email,
      createdAt: userIdentities.createdAt,
      lastUsedAt: userIdentities.lastUsedAt,
    })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId));
}
