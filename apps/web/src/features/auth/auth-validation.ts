// Inline checks of the account forms. They mirror the API's rules (apps/api auth.contracts.ts
// and platform/passwords.ts) so most mistakes are caught before a round trip; the API stays the
// judge (a common password, say, is only refused there) and its field errors are shown the same
// way. Results are message keys of `common.auth.validation`, translated by the form.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const CODE_LENGTH = 6;

export type ValidationKey =
  | 'emailRequired'
  | 'emailInvalid'
  | 'passwordRequired'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'nameTooShort'
  | 'nameTooLong'
  | 'handphoneInvalid'
  | 'confirmMismatch'
  | 'codeInvalid';

/** Field name → the first problem with its value; fields without a problem are absent. */
export type FieldProblems<Field extends string> = Partial<Record<Field, ValidationKey>>;

/**
 * Characters as the person typing counts them: code points, so an emoji is one (the API counts
 * the same way).
 */
export function passwordLength(password: string): number {
  return [...password].length;
}

// Deliberately loose: one @, something on both sides, a dot in the domain, no spaces. The API's
// stricter check answers with a field error when this lets something odd through.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function checkEmail(email: string): ValidationKey | null {
  const trimmed = email.trim();
  if (trimmed === '') return 'emailRequired';
  if (trimmed.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(trimmed)) return 'emailInvalid';
  return null;
}

/**
 * Signing in only needs a password: an account's existing password is not judged by today's
 * rules, and saying "too short" would hint at what the real one looks like.
 */
export function checkCurrentPassword(password: string): ValidationKey | null {
  return password === '' ? 'passwordRequired' : null;
}

export function checkNewPassword(password: string): ValidationKey | null {
  if (password === '') return 'passwordRequired';
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  return null;
}

export function checkPasswordConfirmation(
  password: string,
  confirmation: string,
): ValidationKey | null {
  return confirmation === password ? null : 'confirmMismatch';
}

export function checkName(name: string): ValidationKey | null {
  const length = [...name.trim()].length;
  if (length < NAME_MIN_LENGTH) return 'nameTooShort';
  if (length > NAME_MAX_LENGTH) return 'nameTooLong';
  return null;
}

/** Optional; when given, the API's pattern: digits, spaces and dashes, an optional leading +. */
export function checkHandphone(handphone: string): ValidationKey | null {
  const trimmed = handphone.trim();
  if (trimmed === '') return null;
  return /^\+?[0-9 -]{6,20}$/.test(trimmed) ? null : 'handphoneInvalid';
}

/** Keeps the digits of what was typed or pasted ("123 456", "123-456"), at most six. */
export function normalizeCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

export function checkCode(code: string): ValidationKey | null {
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(normalizeCode(code)) ? null : 'codeInvalid';
}

/** Runs one check per field and keeps the problems found. */
export function findProblems<Field extends string>(
  checks: Record<Field, () => ValidationKey | null>,
): FieldProblems<Field> {
  const problems: FieldProblems<Field> = {};
  for (const field of Object.keys(checks) as Field[]) {
    const problem = checks[field]();
    if (problem) problems[field] = problem;
  }
  return problems;
}
