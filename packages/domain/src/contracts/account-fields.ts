// The fields of the account contracts (sign-up, sign-in, codes, password changes), each with the
// message a form shows beside it (field-messages.ts). The API validates its bodies with these
// and the web's forms check the same schemas before sending.
import { z } from 'zod';
import { PROFILE_LIMITS, PROFILE_PHONE_PATTERN } from './profile-limits';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordLength } from './password-rules';

export const EMAIL_MAX_LENGTH = 254;
export const CODE_LENGTH = 6;

/** Trimmed and lower-cased, so one address is one account whatever its spelling. */
export const emailSchema = z
  .string()
  .trim()
  .min(1, { error: 'emailRequired', abort: true })
  .max(EMAIL_MAX_LENGTH, { error: 'emailInvalid', abort: true })
  .pipe(z.email({ error: 'emailInvalid' }))
  .transform((email) => email.toLowerCase());

/**
 * A password someone already has (signing in, confirming a change): only required. It is not
 * judged by today's rules, and saying "too short" would hint at what the real one looks like.
 */
export const currentPasswordSchema = z
  .string()
  .min(1, { error: 'passwordRequired', abort: true })
  .max(1024, { error: 'passwordTooLong' });

/**
 * A new password: 8 to 128 characters as people count them. Commonness is the API's check. One
 * problem at a time, and none that aborts: a form's own rules (a confirmation that must match)
 * still run beside it.
 */
export const newPasswordSchema = z
  .string()
  .min(1, { error: 'passwordRequired' })
  // Code units first, cheaply: four per character at the most.
  .max(PASSWORD_MAX_LENGTH * 4, { error: 'passwordTooLong', abort: true })
  .superRefine((password, context) => {
    const length = passwordLength(password);
    if (length > 0 && length < PASSWORD_MIN_LENGTH) {
      context.addIssue({ code: 'custom', message: 'passwordTooShort' });
    } else if (length > PASSWORD_MAX_LENGTH) {
      context.addIssue({ code: 'custom', message: 'passwordTooLong' });
    }
  });

export const personNameSchema = z
  .string()
  .trim()
  .min(PROFILE_LIMITS.nameMin, { error: 'nameTooShort' })
  .max(PROFILE_LIMITS.nameMax, { error: 'nameTooLong' });

/** Digits, spaces and dashes, an optional leading +, 6 to 20 long. */
export const handphoneSchema = z
  .string()
  .trim()
  .regex(PROFILE_PHONE_PATTERN, { error: 'handphoneInvalid' });

/** A phone number or nothing: an empty input stands for `empty`. */
const phoneOrEmptySchema = <Empty>(empty: Empty) =>
  z
    .string()
    .trim()
    .refine((phone) => phone === '' || PROFILE_PHONE_PATTERN.test(phone), {
      error: 'handphoneInvalid',
    })
    .transform((phone) => (phone === '' ? empty : phone));

/** Optional at sign-up: absent or empty means none. */
export const optionalHandphoneSchema = phoneOrEmptySchema(undefined).optional();

/** In a profile update: null or empty clears the number. */
export const clearableHandphoneSchema = phoneOrEmptySchema(null).nullable();

export const sixDigitCodeSchema = z
  .string()
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), { error: 'codeInvalid' });

/** Keeps the digits of what was typed or pasted ("123 456", "123-456"), at most six. */
export function normalizeCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, CODE_LENGTH);
}
