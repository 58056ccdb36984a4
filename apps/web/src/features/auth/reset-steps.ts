// The steps of resetting a forgotten password, shared by /forgot-password and /reset-password:
// email → code → new password. Which one a page opens on depends on what it was given.
import type { StoredReset } from './reset-token-store';

export type ResetStep =
  /** /reset-password before it could read sessionStorage (server render, first paint). */
  | { name: 'loading' }
  | { name: 'email'; email: string }
  | { name: 'code'; email: string; codeExpiresInSeconds: number | null }
  | { name: 'password'; email: string; resetToken: string };

/**
 * /reset-password opens on the new password when this tab holds a valid reset token, on the code
 * when it came from the email's link (which carries the address), and on the email otherwise.
 */
export function initialResetStep(input: {
  stored: StoredReset | null;
  emailFromLink: string | null;
}): ResetStep {
  if (input.stored) {
    return { name: 'password', email: input.stored.email, resetToken: input.stored.resetToken };
  }
  if (input.emailFromLink) {
    return { name: 'code', email: input.emailFromLink, codeExpiresInSeconds: null };
  }
  return { name: 'email', email: '' };
}

export type CreatePasswordStep =
  | { name: 'email'; email: string }
  /** The address has no imported account waiting for a password: sign in or reset instead. */
  | { name: 'not-needed'; email: string }
  | { name: 'code'; email: string; codeExpiresInSeconds: number };

/** After GET /v1/users/public/user/info: a code is only worth sending when a password is due. */
export function stepAfterImportedInfo(
  email: string,
  info: { needsPassword: boolean },
): 'send-code' | CreatePasswordStep {
  return info.needsPassword ? 'send-code' : { name: 'not-needed', email };
}
