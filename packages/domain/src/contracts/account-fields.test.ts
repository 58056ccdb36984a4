// The account fields' rules, as the web's forms and the API's bodies share them. The cases are
// those the web's hand-written checks had (auth-validation.test.ts), now asked of the schemas.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  currentPasswordSchema,
  emailSchema,
  newPasswordSchema,
  normalizeCode,
  optionalHandphoneSchema,
  personNameSchema,
  sixDigitCodeSchema,
} from './account-fields';
import { passwordLength } from './password-rules';

/** The message key of the first problem, or null when the value passes. */
function firstProblem(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'unknown');
}

describe('emailSchema', () => {
  it.each([
    ['', 'emailRequired'],
    ['   ', 'emailRequired'],
    ['siswa', 'emailInvalid'],
    ['siswa@', 'emailInvalid'],
    ['siswa@jenjang', 'emailInvalid'],
    ['sis wa@jenjang.test', 'emailInvalid'],
    ['a@b@c.id', 'emailInvalid'],
    ['siswa@jenjang..test', 'emailInvalid'],
    [`${'a'.repeat(250)}@b.id`, 'emailInvalid'],
    ['siswa@jenjang.test', null],
    ['  Siswa.Nama+loker@mail.co.id ', null],
  ])('%j → %s', (email, expected) => {
    expect(firstProblem(emailSchema, email)).toBe(expected);
  });

  it('trims and lower-cases, so one address is one account', () => {
    expect(emailSchema.parse('  Siswa@Jenjang.TEST ')).toBe('siswa@jenjang.test');
  });
});

describe('passwords', () => {
  it('only requires a password to sign in', () => {
    expect(firstProblem(currentPasswordSchema, '')).toBe('passwordRequired');
    expect(firstProblem(currentPasswordSchema, 'short')).toBeNull();
  });

  it('asks 8 to 128 characters of a new password', () => {
    expect(firstProblem(newPasswordSchema, '')).toBe('passwordRequired');
    expect(firstProblem(newPasswordSchema, '1234567')).toBe('passwordTooShort');
    expect(firstProblem(newPasswordSchema, '12345678')).toBeNull();
    expect(firstProblem(newPasswordSchema, 'x'.repeat(128))).toBeNull();
    expect(firstProblem(newPasswordSchema, 'x'.repeat(129))).toBe('passwordTooLong');
    expect(firstProblem(newPasswordSchema, 'x'.repeat(5000))).toBe('passwordTooLong');
  });

  it('counts characters as typed, an emoji as one', () => {
    expect(passwordLength('kopi☕☕')).toBe(6);
    expect(passwordLength('😀😀😀😀😀😀😀')).toBe(7);
    expect(firstProblem(newPasswordSchema, '😀😀😀😀😀😀😀')).toBe('passwordTooShort');
    expect(firstProblem(newPasswordSchema, '😀'.repeat(128))).toBeNull();
  });

  it('gives one problem at a time', () => {
    expect(newPasswordSchema.safeParse('').error?.issues).toHaveLength(1);
  });
});

describe('personNameSchema', () => {
  it('takes 2 to 100 characters after trimming', () => {
    expect(firstProblem(personNameSchema, ' A ')).toBe('nameTooShort');
    expect(firstProblem(personNameSchema, 'Ay')).toBeNull();
    expect(firstProblem(personNameSchema, 'x'.repeat(100))).toBeNull();
    expect(firstProblem(personNameSchema, 'x'.repeat(101))).toBe('nameTooLong');
  });
});

describe('optionalHandphoneSchema', () => {
  it('is optional and follows the phone pattern when given', () => {
    expect(firstProblem(optionalHandphoneSchema, '')).toBeNull();
    expect(optionalHandphoneSchema.parse('  ')).toBeUndefined();
    expect(optionalHandphoneSchema.parse(undefined)).toBeUndefined();
    expect(firstProblem(optionalHandphoneSchema, '+62 812-3456-789')).toBeNull();
    expect(firstProblem(optionalHandphoneSchema, '0812')).toBe('handphoneInvalid');
    expect(firstProblem(optionalHandphoneSchema, '0812abc456')).toBe('handphoneInvalid');
  });
});

describe('codes', () => {
  it('keeps the digits of a pasted code', () => {
    expect(normalizeCode(' 123 456 ')).toBe('123456');
    expect(normalizeCode('123-4567')).toBe('123456');
    expect(normalizeCode('abc')).toBe('');
  });

  it('asks for exactly six digits', () => {
    expect(firstProblem(sixDigitCodeSchema, '12345')).toBe('codeInvalid');
    expect(firstProblem(sixDigitCodeSchema, '123456')).toBeNull();
    expect(firstProblem(sixDigitCodeSchema, normalizeCode('123 456'))).toBeNull();
    expect(firstProblem(sixDigitCodeSchema, '')).toBe('codeInvalid');
  });
});
