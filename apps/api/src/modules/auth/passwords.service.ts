// Changing a password (signed in) and resetting a forgotten one (code by mail, then a one-time
// reset token). Every change ends the other sessions unless the user says otherwise, and the
// account owner gets a notice by mail.
import { randomUUID } from 'node:crypto';
import type { LoginResult } from '@jenjang/domain';
import type { AuthUser } from '../../platform/auth-guard';
import { unauthorizedError } from '../../platform/auth-guard';
import type { ApiLocale } from '../../platform/locale';
import { checkNewPassword, hashPassword, verifyPassword } from '../../platform/passwords';
import type { AuthDeps, ClientInfo } from './auth.deps';
import { passwordChangedMail } from './auth.mail';
import { authError, validationError } from './auth.messages';
import { consumeAuthCode, insertAuthCode, selectLiveTokenUser } from './codes.queries';
import { redeemEmailedCode, requestEmailedCode } from './emailed-codes';
import { revokeUserSessions } from './sessions.queries';
import { issueSession } from './sessions.service';
import { hashOneTimeSecret, newOpaqueToken } from './tokens';
import {
  selectUserByEmail,
  selectUserById,
  updateUserPassword,
  type UserRow,
} from './users.queries';

/** A reset token lives this long after the code was verified. */
export const RESET_TOKEN_TTL_SECONDS = 15 * 60;
/** Without a password to type, a session this young counts as proof of presence. */
export const RECENT_SIGN_IN_SECONDS = 10 * 60;

export function isRecentSignIn(user: AuthUser, now: Date): boolean {
  return now.getTime() - user.signedInAt.getTime() <= RECENT_SIGN_IN_SECONDS * 1000;
}

async function assertAcceptablePassword(password: string, user: UserRow, locale: ApiLocale) {
  const problem = await checkNewPassword(password, {
    field: 'password',
    locale,
    context: [user.email, user.email.split('@')[0] ?? '', user.name],
  });
  if (problem) throw validationError(locale, [problem]);
}

async function notifyPasswordChanged(deps: AuthDeps, user: UserRow, locale: ApiLocale) {
  await deps.outbox.enqueue(
    passwordChangedMail({
      to: user.email,
      name: user.name,
      at: deps.clock.now(),
      webBaseUrl: deps.config.webBaseUrl,
      locale,
    }),
  );
}

export async function changePassword(
  deps: AuthDeps,
  input: {
    user: AuthUser;
    currentPassword?: string | undefined;
    newPassword: string;
    endOtherSessions: boolean;
    locale: ApiLocale;
  },
): Promise<{ changed: true; endedSessions: number }> {
  const { locale } = input;
  const user = await selectUserById(deps.db, input.user.id);
  if (!user) throw unauthorizedError(locale);
  if (user.passwordHash) {
    const valid =
      input.currentPassword !== undefined &&
      (await verifyPassword(user.passwordHash, input.currentPassword));
    if (!valid) {
      throw authError('INVALID_CREDENTIALS', locale, [
        { field: 'currentPassword', message: authError('INVALID_CREDENTIALS', locale).message },
      ]);
    }
  } else if (!isRecentSignIn(input.user, deps.clock.now())) {
    // A Google-only account sets its first password: ask for a fresh sign-in instead.
    throw authError('REAUTHENTICATION_REQUIRED', locale);
  }
  const problem = await checkNewPassword(input.newPassword, {
    field: 'newPassword',
    locale,
    context: [user.email, user.email.split('@')[0] ?? '', user.name],
  });
  if (problem) throw validationError(locale, [problem]);

  const now = deps.clock.now();
  const passwordHash = await hashPassword(input.newPassword);
  const endedSessions = await deps.db.transaction(async (tx) => {
    await updateUserPassword(tx, { userId: user.id, passwordHash, now });
    return input.endOtherSessions
      ? revokeUserSessions(tx, {
          userId: user.id,
          exceptSessionId: input.user.sessionId,
          reason: 'password_changed',
          now,
        })
      : 0;
  });
  await notifyPasswordChanged(deps, user, locale);
  return { changed: true, endedSessions };
}

export async function requestPasswordResetCode(
  deps: AuthDeps,
  input: { email: string; locale: ApiLocale },
): Promise<{ sent: true; expiresIn: number }> {
  return requestEmailedCode(deps, { purpose: 'password_reset_code', ...input });
}

/** A right code buys a one-time reset token (the code itself is used up). */
export async function verifyPasswordResetCode(
  deps: AuthDeps,
  input: { email: string; code: string; locale: ApiLocale },
): Promise<{ resetToken: string; expiresIn: number }> {
  const user = await selectUserByEmail(deps.db, input.email);
  await redeemEmailedCode(deps, { user, purpose: 'password_reset_code', ...input });
  if (!user) throw authError('INVALID_CODE', input.locale); // unreachable: redeem refused
  const now = deps.clock.now();
  const resetToken = newOpaqueToken();
  await insertAuthCode(deps.db, {
    id: randomUUID(),
    userId: user.id,
    purpose: 'password_reset_token',
    secretHash: hashOneTimeSecret(deps.config.auth.jwtSecret, resetToken),
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_SECONDS * 1000),
    now,
  });
  return { resetToken, expiresIn: RESET_TOKEN_TTL_SECONDS };
}

/** Sets the new password, ends the other sessions (by default) and signs the user in. */
export async function resetPassword(
  deps: AuthDeps,
  input: {
    resetToken: string;
    password: string;
    endOtherSessions: boolean;
    locale: ApiLocale;
    client: ClientInfo;
  },
): Promise<LoginResult> {
  const { locale } = input;
  const now = deps.clock.now();
  const secretHash = hashOneTimeSecret(deps.config.auth.jwtSecret, input.resetToken);
  const token = await selectLiveTokenUser(deps.db, {
    secretHash,
    purpose: 'password_reset_token',
    now,
  });
  const user = token ? await selectUserById(deps.db, token.userId) : null;
  if (!token || !user) throw authError('RESET_LINK_INVALID', locale);
  // Checked before the token is spent, so a refused password can be corrected.
  await assertAcceptablePassword(input.password, user, locale);
  const passwordHash = await hashPassword(input.password);
  const done = await deps.db.transaction(async (tx) => {
    if (!(await consumeAuthCode(tx, { id: token.id, now }))) return false;
    await updateUserPassword(tx, { userId: user.id, passwordHash, now });
    if (input.endOtherSessions) {
      await revokeUserSessions(tx, { userId: user.id, reason: 'password_reset', now });
    }
    return true;
  });
  if (!done) throw authError('RESET_LINK_INVALID', locale);
  await notifyPasswordChanged(deps, user, locale);
  const updated = (await selectUserById(deps.db, user.id)) ?? user;
  return issueSession(deps, { user: updated, method: 'reset', client: input.client });
}
