// Signing in with email and password, behind the sign-in throttle (sign-in-throttle.ts): a
// client with a device token for the account passes on its own record; others are limited and
// slowed as the account's failures grow. A success answers a (fresh) device token.
import type { ApiLocale } from '../../platform/locale';
import { verifyAgainstDummyHash, verifyPassword } from '../../platform/passwords';
import type { LoginResult } from '@jenjang/domain';
import type { AuthDeps, ClientInfo } from './auth.deps';
import { authError } from './auth.messages';
import { mintDeviceToken, readDeviceToken } from './device-tokens';
import { issueSession } from './sessions.service';
import { selectUserByEmail } from './users.queries';

export type SignInOutcome =
  | { signedIn: true; session: LoginResult & { deviceToken: string } }
  /** Too many failures for this client: 429 with Retry-After. */
  | { signedIn: false; retryAfterSeconds: number };

/**
 * Unknown addresses and accounts without a password are verified against a dummy hash and
 * counted like any other, so every refusal costs the same and answers the same.
 */
export async function signInWithEmail(
  deps: AuthDeps,
  input: {
    email: string;
    password: string;
    deviceToken?: string | undefined;
    locale: ApiLocale;
    client: ClientInfo;
  },
): Promise<SignInOutcome> {
  const secret = deps.config.auth.jwtSecret;
  const user = await selectUserByEmail(deps.db, input.email);
  const deviceId =
    user && input.deviceToken
      ? readDeviceToken(secret, input.deviceToken, {
          userId: user.id,
          passwordChangedAt: user.passwordChangedAt,
          now: deps.clock.now(),
        })
      : null;
  const admission = await deps.signInThrottle.admit({
    email: input.email,
    ip: input.client.ip ?? 'unknown',
    deviceId,
  });
  if (!admission.admitted)
    return { signedIn: false, retryAfterSeconds: admission.retryAfterSeconds };
  if (admission.delayMs > 0) await deps.pause(admission.delayMs);

  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummyHash(input.password);
  if (!user || !valid) {
    await admission.settle('failure');
    throw authError('INVALID_CREDENTIALS', input.locale);
  }
  await admission.settle('success');
  const session = await issueSession(deps, { user, method: 'password', client: input.client });
  const device = mintDeviceToken(secret, {
    userId: user.id,
    deviceId: deviceId ?? undefined,
    now: deps.clock.now(),
  });
  return { signedIn: true, session: { ...session, deviceToken: device.token } };
}
