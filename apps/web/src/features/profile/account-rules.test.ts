import { describe, expect, it } from 'vitest';
import { exportFileName, validateDeletion, validatePasswordChange } from './account-rules';

describe('validatePasswordChange', () => {
  it('needs the current password only for accounts that have one', () => {
    expect(
      validatePasswordChange({
        currentPassword: '',
        newPassword: 'panjang sekali',
        hasPassword: true,
      }),
    ).toEqual({ currentPassword: { key: 'required' } });
    expect(
      validatePasswordChange({
        currentPassword: '',
        newPassword: 'panjang sekali',
        hasPassword: false,
      }),
    ).toEqual({});
  });

  it('counts characters, not UTF-16 units, for the 8-128 rule', () => {
    const base = { currentPassword: 'x', hasPassword: true };
    expect(validatePasswordChange({ ...base, newPassword: 'pendek' }).newPassword).toEqual({
      key: 'tooShort',
      values: { min: 8 },
    });
    // Four emoji are eight UTF-16 units but only four characters.
    expect(validatePasswordChange({ ...base, newPassword: '😀😀😀😀' }).newPassword?.key).toBe(
      'tooShort',
    );
    expect(validatePasswordChange({ ...base, newPassword: 'a'.repeat(129) }).newPassword).toEqual({
      key: 'tooLong',
      values: { max: 128 },
    });
  });
});

describe('validateDeletion', () => {
  it('needs the password and the confirmation word', () => {
    expect(
      validateDeletion({ password: '', confirmation: 'hapus ', word: 'HAPUS', hasPassword: true }),
    ).toEqual({ password: 'required' });
    expect(
      validateDeletion({ password: 'x', confirmation: 'HAPUSS', word: 'HAPUS', hasPassword: true }),
    ).toEqual({ confirmation: 'mismatch' });
    expect(
      validateDeletion({
        password: '',
        confirmation: 'DELETE',
        word: 'DELETE',
        hasPassword: false,
      }),
    ).toEqual({});
  });
});

describe('exportFileName', () => {
  it('is dated by the export, or by today when the export has no date', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    expect(exportFileName({ exportedAt: '2026-11-20T23:00:00.000Z' }, now)).toBe(
      'jenjang-data-2026-11-20.json',
    );
    expect(exportFileName({}, now)).toBe('jenjang-data-2026-11-21.json');
    expect(exportFileName(null, now)).toBe('jenjang-data-2026-11-21.json');
  });
});
