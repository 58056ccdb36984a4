// SQL of one-time codes and reset tokens (auth_codes).
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db';
import { authCodes } from './auth.schema';

export type CodePurpose = 'password_reset_code' | 'password_reset_token' | 'imported_account_code';

export async function insertAuthCode(
  db: Database,
  input: {
    id: string;
    userId: string;
    purpose: CodePurpose;
    secretHash: string;
    expiresAt: Date;
    now: Date;
  },
): Promise<void> {
  await db.insert(authCodes).values({
    id: input.id,
    userId: input.userId,
    purpose: input.purpose,
    secretHash: input.secretHash,
    expiresAt: input.expiresAt,
    createdAt: input.now,
  });
}

/** A new code replaces the previous ones: only one code per purpose is ever alive. */
export async function retireAuthCodes(
  db: Database,
  input: { userId: string; purpose: CodePurpose; now: Date },
): Promise<void> {
  await db
    .update(authCodes)
    .set({ consumedAt: input.now })
    .where(
      and(
        eq(authCodes.userId, input.userId),
        eq(authCodes.purpose, input.purpose),
        isNull(authCodes.consumedAt),
      ),
    );
}

export async function selectLiveAuthCode(
  db: Database,
  input: { userId: string; purpose: CodePurpose; now: Date },
): Promise<{ id: string; secretHash: string } | null> {
  const [row] = await db
    .select({ id: authCodes.id, secretHash: authCodes.secretHash })
    .from(authCodes)
    .where(
      and(
        eq(authCodes.userId, input.userId),
        eq(authCodes.purpose, input.purpose),
        isNull(authCodes.consumedAt),
        gt(authCodes.expiresAt, input.now),
      ),
    )
    .orderBy(desc(authCodes.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Counts one try before the code is compared, atomically: once `maxAttempts` tries are used,
 * nothing matches and the code is dead, even for the right digits.
 */
export async function countAuthCodeAttempt(
  db: Database,
  input: { id: string; maxAttempts: number },
): Promise<boolean> {
  const rows = await db
    .update(authCodes)
    .set({ attempts: sql`${authCodes.attempts} + 1` })
    .where(
      and(
        eq(authCodes.id, input.id),
        isNull(authCodes.consumedAt),
        lt(authCodes.attempts, input.maxAttempts),
      ),
    )
    .returning({ id: authCodes.id });
  return rows.length > 0;
}

export async function consumeAuthCode(
  db: Database,
  input: { id: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(authCodes)
    .set({ consumedAt: input.now })
    .where(and(eq(authCodes.id, input.id), isNull(authCodes.consumedAt)))
    .returning({ id: authCodes.id });
  return rows.length > 0;
}

export async function selectLiveTokenUser(
  db: Database,
  input: { secretHash: string; purpose: CodePurpose; now: Date },
): Promise<{ id: string; userId: string } | null> {
  const [row] = await db
    .select({ id: authCodes.id, userId: authCodes.userId })
    .from(authCodes)
    .where(
      and(
        eq(authCodes.secretHash, input.secretHash),
        eq(authCodes.purpose, input.purpose),
        isNull(authCodes.consumedAt),
        gt(authCodes.expiresAt, input.now),
      ),
    );
  return row ?? null;
}
