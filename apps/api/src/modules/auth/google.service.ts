// Sign-in with Google. Identities are found by (issuer, subject); an email that already belongs
// to an account is never linked silently, because the provider's word about an address is not
// proof that the person controls the account that uses it here.
import type { LoginResult, Role } from '@jenjang/domain';
import type { ApiLocale } from '../../platform/locale';
import type { AuthDeps, ClientInfo } from './auth.deps';
import { authError } from './auth.messages';
import { insertIdentity, selectIdentityUserId, touchIdentity } from './identities.queries';
import { issueSession } from './sessions.service';
import { insertUser, selectUserByEmail, selectUserById } from './users.queries';

export async function signInWithGoogle(
  deps: AuthDeps,
  input: { idToken: string; nonce: string; locale: ApiLocale; client: ClientInfo },
): Promise<LoginResult> {
  const { locale } = input;
  if (!deps.google) throw authError('SOCIAL_LOGIN_UNAVAILABLE', locale);
  const now = deps.clock.now();
  const verification = await deps.google.verify(input.idToken, input.nonce, now);
  if (!verification.ok) {
    throw authError(
      verification.reason === 'unavailable' ? 'SOCIAL_LOGIN_UNAVAILABLE' : 'SOCIAL_LOGIN_FAILED',
      locale,
    );
  }
  const { identity } = verification;

  const knownUserId = await selectIdentityUserId(deps.db, identity);
  if (knownUserId) {
    const user = await selectUserById(deps.db, knownUserId);
    if (!user) throw authError('SOCIAL_LOGIN_FAILED', locale);
    await touchIdentity(deps.db, { ...identity, now });
    return issueSession(deps, { user, method: 'google', client: input.client });
  }

  if (await selectUserByEmail(deps.db, identity.email)) {
    throw authError('ACCOUNT_EXISTS_USE_PASSWORD', locale);
  }
  const user = await deps.db.transaction(async (tx) => {
    const created = await insertUser(tx, {
      email: identity.email,
      name: identity.name ?? identity.email.split('@')[0] ?? identity.email,
      role: 'student' satisfies Role,
      status: 'active',
      passwordHash: null,
      now,
    });
    if (created) await insertIdentity(tx, { userId: created.id, ...identity, now });
    return created;
  });
  // A concurrent sign-up took the address in between.
  if (!user) throw authError('ACCOUNT_EXISTS_USE_PASSWORD', locale);
  return issueSession(deps, { user, method: 'google', client: input.client });
}
