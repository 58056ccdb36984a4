// Password hashing (argon2id) and the password rules of OWASP ASVS 5 (V6.2): 8 to 128
// characters, no composition rules, not a commonly used password. Hashes and verifications run
// on libuv's thread pool, so they do not block the event loop.
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

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

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
  tooShort: {
    id: `Kata sandi minimal ${PASSWORD_MIN_LENGTH} karakter.`,
    en: `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`,
  },
  tooLong: {
    id: `Kata sandi maksimal ${PASSWORD_MAX_LENGTH} karakter.`,
    en: `The password must have at most ${PASSWORD_MAX_LENGTH} characters.`,
  },
  common: {
    id: 'Kata sandi ini terlalu umum dan mudah ditebak. Pilih kata sandi lain.',
    en: 'This password is too common and easy to guess. Choose another one.',
  },
} as const satisfies Record<string, Record<ApiLocale, string>>;

/**
 * The problem with a new password, as a field detail in the user's language, or null when it is
 * acceptable. `context` holds words tied to this user and product (email, name) that must not be
 * the password either.
 */
export async function checkNewPassword(
  password: string,
  options: { field: string; locale: ApiLocale; context?: string[] },
): Promise<ErrorDetail | null> {
  // Code points, not UTF-16 units: an emoji is one character to the person typing it.
  const length = [...password].length;
  const problem =
    length < PASSWORD_MIN_LENGTH
      ? 'tooShort'
      : length > PASSWORD_MAX_LENGTH
        ? 'tooLong'
        : (await isCommonPassword(password, options.context ?? []))
          ? 'common'
          : null;
  return problem ? { field: options.field, message: MESSAGES[problem][options.locale] } : null;
}
