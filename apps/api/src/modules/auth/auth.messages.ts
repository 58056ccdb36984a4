// Errors of the accounts area in both languages. Message ids and English texts avoid the words
// the web reads as "session expired" (spec section 8: "token", "unauthorized", "authentication",
// "expired"), so a wrong code or password never sends the user through the refresh flow.
import { AppError, type ErrorDetail } from '../../platform/errors';
import { platformMessage } from '../../platform/error-messages';
import type { ApiLocale } from '../../platform/locale';

const AUTH_ERRORS = {
  INVALID_CREDENTIALS: {
    status: 403,
    id: 'Email atau kata sandi salah.',
    en: 'The email or password is incorrect.',
  },
  EMAIL_ALREADY_REGISTERED: {
    status: 409,
    id: 'Email ini sudah terdaftar. Silakan masuk atau atur ulang kata sandi.',
    en: 'This email is already registered. Sign in or reset the password.',
  },
  INVALID_CODE: {
    status: 403,
    id: 'Kode salah atau tidak berlaku lagi. Periksa kembali atau minta kode baru.',
    en: 'The code is wrong or no longer valid. Check it or request a new code.',
  },
  RESET_LINK_INVALID: {
    status: 403,
    id: 'Permintaan atur ulang kata sandi ini tidak berlaku lagi. Silakan minta kode baru.',
    en: 'This password reset is no longer valid. Please request a new code.',
  },
  REAUTHENTICATION_REQUIRED: {
    status: 403,
    id: 'Masukkan kata sandimu atau masuk kembali untuk melanjutkan.',
    en: 'Enter your password or sign in again to continue.',
  },
  SOCIAL_LOGIN_FAILED: {
    status: 403,
    id: 'Masuk dengan Google tidak dapat diverifikasi. Silakan coba lagi.',
    en: 'Google sign-in could not be verified. Please try again.',
  },
  SOCIAL_LOGIN_UNAVAILABLE: {
    status: 503,
    id: 'Masuk dengan Google belum tersedia.',
    en: 'Google sign-in is not available.',
  },
  ACCOUNT_EXISTS_USE_PASSWORD: {
    status: 409,
    id: 'Email ini sudah terdaftar. Masuk dengan email dan kata sandi.',
    en: 'This email is already registered. Sign in with your email and password.',
  },
} as const satisfies Record<string, { status: number } & Record<ApiLocale, string>>;

export type AuthErrorCode = keyof typeof AUTH_ERRORS;

export function authError(
  code: AuthErrorCode,
  locale: ApiLocale,
  details?: ErrorDetail[],
): AppError {
  const entry = AUTH_ERRORS[code];
  return new AppError(code, entry[locale], details, entry.status);
}

/** 400 VALIDATION_ERROR naming the fields, like the schema validation answers. */
export function validationError(locale: ApiLocale, details: ErrorDetail[]): AppError {
  return new AppError(
    'VALIDATION_ERROR',
    platformMessage('VALIDATION_ERROR', locale),
    details,
    400,
  );
}
