import { describe, expect, it } from 'vitest';
import {
  checkCode,
  checkCurrentPassword,
  checkEmail,
  checkHandphone,
  checkName,
  checkNewPassword,
  checkPasswordConfirmation,
  findProblems,
  normalizeCode,
  passwordLength,
} from './auth-validation';

describe('checkEmail', () => {
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
    expect(checkEmail(email)).toBe(expected);
  });
});

describe('passwords', () => {
  it('only requires a password to sign in', () => {
    expect(checkCurrentPassword('')).toBe('passwordRequired');
    expect(checkCurrentPassword('short')).toBeNull();
  });

  it('asks 8 to 128 characters of a new password', () => {
    expect(checkNewPassword('')).toBe('passwordRequired');
    expect(checkNewPassword('1234567')).toBe('passwordTooShort');
    expect(checkNewPassword('12345678')).toBeNull();
    expect(checkNewPassword('x'.repeat(128))).toBeNull();
    expect(checkNewPassword('x'.repeat(129))).toBe('passwordTooLong');
  });

  it('counts characters as typed, an emoji as one', () => {
    expect(passwordLength('kopi☕☕')).toBe(6);
    expect(passwordLength('😀😀😀😀😀😀😀')).toBe(7);
    expect(checkNewPassword('😀😀😀😀😀😀😀')).toBe('passwordTooShort');
    expect(checkNewPassword('😀'.repeat(128))).toBeNull();
  });

  it('wants the confirmation to match exactly', () => {
    expect(checkPasswordConfirmation('Rahasia!2026', 'Rahasia!2026')).toBeNull();
    expect(checkPasswordConfirmation('Rahasia!2026', 'rahasia!2026')).toBe('confirmMismatch');
    expect(checkPasswordConfirmation('Rahasia!2026', '')).toBe('confirmMismatch');
  });
});

describe('checkName', () => {
  it('takes 2 to 100 characters after trimming', () => {
    expect(checkName(' A ')).toBe('nameTooShort');
    expect(checkName('Ay')).toBeNull();
    expect(checkName('x'.repeat(100))).toBeNull();
    expect(checkName('x'.repeat(101))).toBe('nameTooLong');
  });
});

describe('checkHandphone', () => {
  it('is optional and follows the API pattern when given', () => {
    expect(checkHandphone('')).toBeNull();
    expect(checkHandphone('+62 812-3456-789')).toBeNull();
    expect(checkHandphone('0812')).toBe('handphoneInvalid');
    expect(checkHandphone('0812abc456')).toBe('handphoneInvalid');
  });
});

describe('codes', () => {
  it('keeps the digits of a pasted code', () => {
    expect(normalizeCode(' 123 456 ')).toBe('123456');
    expect(normalizeCode('123-4567')).toBe('123456');
    expect(normalizeCode('abc')).toBe('');
  });

  it('asks for exactly six digits', () => {
    expect(checkCode('12345')).toBe('codeInvalid');
    expect(checkCode('123456')).toBeNull();
    expect(checkCode('123 456')).toBeNull();
    expect(checkCode('')).toBe('codeInvalid');
  });
});

describe('findProblems', () => {
  it('keeps only the fields with a problem', () => {
    expect(
      findProblems({
        email: () => checkEmail('x'),
        password: () => checkNewPassword('long enough'),
        name: () => checkName(''),
      }),
    ).toEqual({ email: 'emailInvalid', name: 'nameTooShort' });
  });
});
