// The account forms' rules. The password-change cases are those the profile page's hand-written
// checks had (account-rules.test.ts in the web), now asked of the domain's schemas.
import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  deleteAccountFormSchema,
  importedPasswordFormSchema,
  newPasswordFormSchema,
} from './account-forms';

const problems = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('changePasswordFormSchema', () => {
  it('needs the current password only for accounts that have one', () => {
    const form = { currentPassword: '', newPassword: 'panjang sekali', endOtherSessions: true };
    expect(problems(changePasswordFormSchema(true).safeParse(form))).toEqual({
      currentPassword: 'passwordRequired',
    });
    const withoutPassword = changePasswordFormSchema(false).safeParse(form);
    expect(problems(withoutPassword)).toEqual({});
    // An account without a password sends none.
    expect(withoutPassword.data).toEqual({ newPassword: 'panjang sekali', endOtherSessions: true });
  });

  it('counts characters, not UTF-16 units, for the 8-128 rule', () => {
    const base = { currentPassword: 'x' };
    const check = (newPassword: string) =>
      problems(changePasswordFormSchema(true).safeParse({ ...base, newPassword })).newPassword;
    expect(check('pendek')).toBe('passwordTooShort');
    // Four emoji are eight UTF-16 units but only four characters.
    expect(check('😀😀😀😀')).toBe('passwordTooShort');
    expect(check('a'.repeat(129))).toBe('passwordTooLong');
    expect(check('a'.repeat(128))).toBeUndefined();
  });
});

describe('confirming a new password', () => {
  it('wants the confirmation to match exactly', () => {
    const check = (password: string, confirmation: string) =>
      problems(newPasswordFormSchema.safeParse({ password, confirmation })).confirmation;
    expect(check('Rahasia!2026', 'Rahasia!2026')).toBeUndefined();
    expect(check('Rahasia!2026', 'rahasia!2026')).toBe('confirmMismatch');
    expect(check('Rahasia!2026', '')).toBe('confirmMismatch');
  });

  it('says so even while another field has a problem', () => {
    expect(
      problems(
        importedPasswordFormSchema.safeParse({ code: '12', password: 'pendek', confirmation: 'x' }),
      ),
    ).toEqual({
      code: 'codeInvalid',
      password: 'passwordTooShort',
      confirmation: 'confirmMismatch',
    });
  });
});

describe('deleteAccountFormSchema', () => {
  it('needs the password and the confirmation word', () => {
    const withPassword = deleteAccountFormSchema({ word: 'HAPUS', hasPassword: true });
    expect(problems(withPassword.safeParse({ password: '', confirmation: 'hapus ' }))).toEqual({
      password: 'passwordRequired',
    });
    expect(problems(withPassword.safeParse({ password: 'x', confirmation: 'HAPUSS' }))).toEqual({
      confirmation: 'confirmWordMismatch',
    });
    const withoutPassword = deleteAccountFormSchema({ word: 'DELETE', hasPassword: false });
    expect(problems(withoutPassword.safeParse({ password: '', confirmation: 'DELETE' }))).toEqual(
      {},
    );
  });
});
