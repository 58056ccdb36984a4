// SQL of sessions (refresh-token families) and their refresh tokens.
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db';
import { refreshTokens, sessions, users } from './auth.schema';

export type SessionMethod = 'password' | 'google' | 'otp' | 'reset' | 'sign-up';
export type RevokeReason =
  'logout' | 'refresh_reuse' | 'password_changed' | 'password_reset' | 'account_deleted';

/**
 * Opens a session: the session row, its first refresh token and the user's last sign-in, in one
 * statement (one round trip, atomic without an explicit transaction) on the sign-in hot path.
 */
export async function insertSessionWithRefreshToken(
  db: Database,
  input: {
    userId: string;
    method: SessionMethod;
    sessionExpiresAt: Date;
    tokenHash: string;
    refreshExpiresAt: Date;
    userAgent: string | null;
    ip: string | null;
    now: Date;
  },
): Promise<{ id: string }> {
  const result = await db.execute(sql`
    WITH new_session AS (
      INSERT INTO ${sessions} (user_id, method, expires_at, user_agent, ip, created_at, last_used_at)
      VALUES (${input.userId}, ${input.method}, ${input.sessionExpiresAt}, ${input.userAgent},
              ${input.ip}, ${input.now}, ${input.now})
      RETURNING id
    ), new_token AS (
      INSERT INTO ${refreshTokens} (session_id, token_hash, expires_at, created_at)
      SELECT id, ${input.tokenHash}::text, ${input.refreshExpiresAt}::timestamptz,
             ${input.now}::timestamptz
        FROM new_session
    ), signed_in AS (
      UPDATE ${users} SET last_sign_in_at = ${input.now}::timestamptz WHERE id = ${input.userId}
    )
    SELECT id FROM new_session`);
  // node-postgres and PGlite both answer { rows }.
  const [row] = (result as unknown as { rows: { id: string }[] }).rows;
  if (!row) throw new Error('session insert returned nothing');
  return row;
}

export async function insertRefreshToken(
  db: Database,
  input: { sessionId: string; tokenHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.insert(refreshTokens).values({
    sessionId: input.sessionId,
    tokenHash: input.tokenHash,
    expiresAt: input.expiresAt,
    createdAt: input.now,
  });
}

/**
 * Marks an unused, unexpired refresh token of a live session as used and answers its session.
 * The condition `used_at IS NULL` makes this the one place where concurrent refreshes with the
 * same token are decided: PostgreSQL lets exactly one UPDATE match, the others see it used.
 */
export async function consumeRefreshToken(
  db: Database,
  input: { tokenHash: string; now: Date },
): Promise<{ sessionId: string; userId: string; role: string; sessionExpiresAt: Date } | null> {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: input.now })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(refreshTokens.tokenHash, input.tokenHash),
        isNull(refreshTokens.usedAt),
        gt(refreshTokens.expiresAt, input.now),
        eq(sessions.id, refreshTokens.sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, input.now),
      ),
    )
    .returning({
      sessionId: refreshTokens.sessionId,
      userId: sessions.userId,
      role: users.role,
      sessionExpiresAt: sessions.expiresAt,
    });
  return row ?? null;
}

export async function selectRefreshToken(
  db: Database,
  tokenHash: string,
): Promise<{ sessionId: string; usedAt: Date | null } | null> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId, usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row ?? null;
}

export async function touchSession(
  db: Database,
  input: { sessionId: string; now: Date },
): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: input.now }).where(eq(sessions.id, input.sessionId));
}

export async function revokeSession(
  db: Database,
  input: { sessionId: string; reason: RevokeReason; now: Date },
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: input.now, revokedReason: input.reason })
    .where(and(eq(sessions.id, input.sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user, optionally but one; answers how many. */
export async function revokeUserSessions(
  db: Database,
  input: { userId: string; exceptSessionId?: string; reason: RevokeReason; now: Date },
): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: input.now, revokedReason: input.reason })
    .where(
      and(
        eq(sessions.userId, input.userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, input.now),
        input.exceptSessionId ? ne(sessions.id, input.exceptSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return revoked.length;
}

/** The user behind a live session (the auth guard's one query per request). */
export async function selectLiveSessionUser(
  db: Database,
  input: { sessionId: string; now: Date },
): Promise<{ userId: string; role: string; signedInAt: Date } | null> {
  const [row] = await db
    .select({ userId: users.id, role: users.role, signedInAt: sessions.createdAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, input.sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, input.now),
      ),
    );
  return row ?? null;
}

/** Session metadata for the personal-data export: never token hashes. */
export async function selectUserSessions(db: Database, userId: string) {
  return db
    .select({
      id: sessions.id,
      method: sessions.method,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      revokedReason: sessions.revokedReason,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      // Spelled out: drizzle leaves columns unqualified inside a sub-select.
      refreshTokensIssued: sql<number>`(select count(*)::int from "refresh_tokens" where "refresh_tokens"."session_id" = "sessions"."id")`,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt));
}
