// Password hashing (argon2id) and the one password rule a contract cannot state: not a commonly
// used password (OWASP ASVS 5, V6.2). The length rule (8 to 128 characters, no composition
// rules) is in the domain's contracts, checked before a body reaches a service. Hashes and
// verifications run on libuv's thread pool, so they do not block the event loop.
import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { isCommonPassword } from './common-passwords';
import type { ErrorDetail } from './errors';
import type { ApiLocale } from './locale';

/**
 * `Algorithm.Argon2id`: the package declares `Algorithm` as an ambient const enum, which cannot be
 * read as a value under `isolatedModules`; its runtime value is 2.
 */
const ARGON2ID = 2 as Algorithm;

/** argon2id with the OWASP-recommended minimum cost (19 MiB, 2 passes, 1 lane). */
export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed verification, not a server error.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Makes the dummy hash ahead of the first sign-in, which would otherwise pay for it. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummyHash;
}

/**
 * Verifies against a throw-away hash of the same cost, so that an unknown email (or an account
 * without a password) takes as long to refuse as a wrong password.
 */
export async function verifyAgainstDummyHash(password: string): Promise<false> {
  await verifyPassword(await prepareDummyHash(), password);
  return false;
}

const MESSAGES = {
  common: {
    id: 'Kata sandi ini terlalu umum dan mudah ditebak. Pilih kata sandi lain.',
    en: 'This password is too common and easy to guess. Choose another one.',
  },
} as const satisfies Record<string, Record<ApiLocale, string>>;

/**
 * The problem with a new password, as a field detail in the user's language, or null when it is
 * acceptable. Its length was checked by the body's contract (newPasswordSchema); `context` holds
 * words tied to this user and product (email, name) that must not be the password either.
 */
export async function checkNewPassword(
  password: string,
  options: { field: string; locale: ApiLocale; context?: string[] },
): Promise<ErrorDetail | null> {
  const common = await isCommonPassword(password, options.context ?? []);
  return common ? { field: options.field, message: MESSAGES.common[options.locale] } : null;
}
