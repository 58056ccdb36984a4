// Checks and names of the account actions (password change, data export, deletion).
import type { ErrorKey, FieldErrors } from './profile-validation';

/** The API's password length rule, in characters as people count them (code points). */
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;

const lengthProblem = (
  password: string,
): { key: ErrorKey; values: { min?: number; max?: number } } | null => {
  const length = [...password].length;
  if (length < PASSWORD_LENGTH.min)
    return { key: 'tooShort', values: { min: PASSWORD_LENGTH.min } };
  if (length > PASSWORD_LENGTH.max) return { key: 'tooLong', values: { max: PASSWORD_LENGTH.max } };
  return null;
};

export function validatePasswordChange(form: {
  currentPassword: string;
  newPassword: string;
  hasPassword: boolean;
}): FieldErrors {
  const errors: FieldErrors = {};
  if (form.hasPassword && form.currentPassword === '') {
    errors.currentPassword = { key: 'required' };
  }
  if (form.newPassword === '') errors.newPassword = { key: 'required' };
  else {
    const problem = lengthProblem(form.newPassword);
    if (problem) errors.newPassword = problem;
  }
  return errors;
}

/**
 * Deleting needs the password (accounts that have one) and the confirmation word typed as
 * shown; case and surrounding spaces are forgiven, a different word is not.
 */
export function validateDeletion(form: {
  password: string;
  confirmation: string;
  word: string;
  hasPassword: boolean;
}): { password?: 'required'; confirmation?: 'mismatch' } {
  const problems: { password?: 'required'; confirmation?: 'mismatch' } = {};
  if (form.hasPassword && form.password === '') problems.password = 'required';
  if (form.confirmation.trim().toLocaleUpperCase() !== form.word.toLocaleUpperCase()) {
    problems.confirmation = 'mismatch';
  }
  return problems;
}

/** 'jenjang-data-2026-11-21.json', dated by the export itself when it says when it was made. */
export function exportFileName(data: unknown, now: Date): string {
  const exportedAt =
    typeof data === 'object' && data !== null && 'exportedAt' in data
      ? String((data as { exportedAt: unknown }).exportedAt)
      : '';
  const day = /^\d{4}-\d{2}-\d{2}/.test(exportedAt)
    ? exportedAt.slice(0, 10)
    : now.toISOString().slice(0, 10);
  return `jenjang-data-${day}.json`;
}
