// Sessions: opening one (after a sign-in or sign-up), rotating its refresh token, closing it, and
// checking access tokens for the auth guard.
import type { LoginResult, PublicUser, Role, TokenData } from '@jenjang/domain';
import type { AuthUser } from '../../platform/auth-guard';
import { unauthorizedError } from '../../platform/auth-guard';
import type { ApiLocale } from '../../platform/locale';
import { findStudentMini } from '../students/students.service';
import type { AuthDeps, ClientInfo } from './auth.deps';
import { selectUserIdentities } from './identities.queries';
import { toPublicUser } from './public-user';
import {
  consumeRefreshToken,
  insertRefreshToken,
  insertSessionWithRefreshToken,
  revokeSession,
  selectLiveSessionUser,
  selectRefreshToken,
  touchSession,
  type SessionMethod,
} from './sessions.queries';
import { hashOpaqueToken, newOpaqueToken, signAccessToken, verifyAccessToken } from './tokens';
import { selectUserById, type UserRow } from './users.queries';

const secondsUntil = (end: Date, now: Date) =>
  Math.max(0, Math.floor((end.getTime() - now.getTime()) / 1000));

async function mintTokenData(
  deps: AuthDeps,
  input: {
    userId: string;
    role: Role;
    sessionId: string;
    refreshToken: string;
    refreshEnd: Date;
    now: Date;
  },
): Promise<TokenData> {
  const { now } = input;
  const access = await signAccessToken(deps.config.auth, input, now);
  return {
    token: access.token,
    expire: access.expiresIn,
    refreshToken: input.refreshToken,
    refreshExpire: secondsUntil(input.refreshEnd, now),
  };
}

/** Opens a session for a user who just proved who they are; answers the login body. */
export async function issueSession(
  deps: AuthDeps,
  input: { user: UserRow; method: SessionMethod; client: ClientInfo },
): Promise<LoginResult> {
  const now = deps.clock.now();
  const { auth } = deps.config;
  const refreshToken = newOpaqueToken();
  const sessionEnd = new Date(now.getTime() + auth.sessionMaxAgeSeconds * 1000);
  const refreshEnd = new Date(
    Math.min(now.getTime() + auth.refreshTokenTtlSeconds * 1000, sessionEnd.getTime()),
  );
  const session = await insertSessionWithRefreshToken(deps.db, {
    userId: input.user.id,
    method: input.method,
    sessionExpiresAt: sessionEnd,
    tokenHash: hashOpaqueToken(refreshToken),
    refreshExpiresAt: refreshEnd,
    userAgent: input.client.userAgent?.slice(0, 300) ?? null,
    ip: input.client.ip,
    now,
  });
  const role = input.user.role as Role;
  const tokenData = await mintTokenData(deps, {
    userId: input.user.id,
    role,
    sessionId: session.id,
    refreshToken,
    refreshEnd,
    now,
  });
  const profile = await findStudentMini(deps.db, input.user.id);
  return { tokenData, user: toPublicUser(input.user), profile, role };
}

/**
 * Rotates a refresh token. Each token works once: presenting a used one means it was copied, so
 * the whole session (the token family) is revoked, including whoever refreshed first.
 */
export async function refreshSession(
  deps: AuthDeps,
  input: { refreshToken: string; locale: ApiLocale },
): Promise<TokenData> {
  const now = deps.clock.now();
  const tokenHash = hashOpaqueToken(input.refreshToken);
  const next = newOpaqueToken();
  // The reuse revocation must commit, so failure is returned from the transaction, not thrown.
  const outcome = await deps.db.transaction(async (tx) => {
    const consumed = await consumeRefreshToken(tx, { tokenHash, now });
    if (!consumed) {
      const known = await selectRefreshToken(tx, tokenHash);
      if (known?.usedAt) {
        await revokeSession(tx, { sessionId: known.sessionId, reason: 'refresh_reuse', now });
      }
      return null;
    }
    const refreshEnd = new Date(
      Math.min(
        now.getTime() + deps.config.auth.refreshTokenTtlSeconds * 1000,
        consumed.sessionExpiresAt.getTime(),
      ),
    );
    await insertRefreshToken(tx, {
      sessionId: consumed.sessionId,
      tokenHash: hashOpaqueToken(next),
      expiresAt: refreshEnd,
      now,
    });
    await touchSession(tx, { sessionId: consumed.sessionId, now });
    return { ...consumed, refreshEnd };
  });
  if (!outcome) throw unauthorizedError(input.locale);
  return mintTokenData(deps, {
    userId: outcome.userId,
    role: outcome.role as Role,
    sessionId: outcome.sessionId,
    refreshToken: next,
    refreshEnd: outcome.refreshEnd,
    now,
  });
}

/** Ends the session of the access token, or the family of a refresh token; idempotent. */
export async function signOut(
  deps: AuthDeps,
  input: { user: AuthUser | null; refreshToken?: string | undefined },
): Promise<void> {
  const now = deps.clock.now();
  if (input.user) {
    await revokeSession(deps.db, { sessionId: input.user.sessionId, reason: 'logout', now });
  }
  if (input.refreshToken) {
    const known = await selectRefreshToken(deps.db, hashOpaqueToken(input.refreshToken));
    if (known) await revokeSession(deps.db, { sessionId: known.sessionId, reason: 'logout', now });
  }
}

/**
 * The auth guard's check: a valid signature and claims, and a session that is still live (so a
 * token stops working at logout, not 15 minutes later). The role is read fresh from the user.
 */
export async function authenticateAccessToken(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'config'>,
  token: string,
): Promise<AuthUser | null> {
  const now = deps.clock.now();
  const claims = await verifyAccessToken(deps.config.auth, token, now);
  if (!claims) return null;
  const live = await selectLiveSessionUser(deps.db, { sessionId: claims.sessionId, now });
  if (!live || live.userId !== claims.userId) return null;
  return {
    id: live.userId,
    role: live.role as Role,
    sessionId: claims.sessionId,
    signedInAt: live.signedInAt,
  };
}

async function requireUser(deps: AuthDeps, user: AuthUser, locale: ApiLocale): Promise<UserRow> {
  const row = await selectUserById(deps.db, user.id);
  if (!row) throw unauthorizedError(locale);
  return row;
}

/** GET /v1/login/self: who is signed in, with the profile summary. */
export async function describeSession(
  deps: AuthDeps,
  input: { user: AuthUser; locale: ApiLocale },
): Promise<Omit<LoginResult, 'tokenData'>> {
  const user = await requireUser(deps, input.user, input.locale);
  return {
    user: toPublicUser(user),
    profile: await findStudentMini(deps.db, user.id),
    role: user.role as Role,
  };
}

export async function getMe(
  deps: AuthDeps,
  input: { user: AuthUser; locale: ApiLocale },
): Promise<PublicUser & { providers: string[] }> {
  const user = await requireUser(deps, input.user, input.locale);
  const identities = await selectUserIdentities(deps.db, user.id);
  return {
    ...toPublicUser(user),
    providers: [
      ...(user.passwordHash ? ['password'] : []),
      ...identities.map((identity) =>
        deps.config.google.issuers.includes(identity.issuer) ? 'google' : identity.issuer,
      ),
    ],
  };
}
