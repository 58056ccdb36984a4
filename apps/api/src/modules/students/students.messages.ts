// Errors and field messages of the students area in both languages. The messages of the
// profile's own rules (dates, GPA, skills) are the domain's (field-messages.ts), shared with the web.
import { AppError, type ErrorDetail } from '../../platform/errors';
import type { ApiLocale } from '../../platform/locale';

const ERRORS = {
  USER_IS_NOT_STUDENT: {
    status: 403,
    id: 'Akun ini belum memiliki profil pencari kerja. Lengkapi onboarding terlebih dahulu.',
    en: 'This account has no job seeker profile yet. Complete onboarding first.',
  },
  NOT_FOUND: { status: 404, id: 'Data tidak ditemukan.', en: 'Not found.' },
} as const satisfies Record<string, { status: number } & Record<ApiLocale, string>>;

export function studentsError(code: keyof typeof ERRORS, locale: ApiLocale): AppError {
  return new AppError(code, ERRORS[code][locale], undefined, ERRORS[code].status);
}

export const FIELD_MESSAGES = {
  unknownIds: {
    id: 'Berisi id yang tidak dikenal: ',
    en: 'Contains unknown ids: ',
  },
  guestRequired: {
    id: 'Tamu wajib mengirim guestId dan deviceId.',
    en: 'Guests must send guestId and deviceId.',
  },
  deviceIdInvalid: {
    id: 'deviceId harus 24 huruf atau angka.',
    en: 'deviceId must be 24 letters or digits.',
  },
  payloadTooLarge: {
    id: 'Payload terlalu besar (maksimal 2 KB).',
    en: 'The payload is too large (at most 2 KB).',
  },
} as const satisfies Record<string, Record<ApiLocale, string>>;

export function fieldProblem(
  field: string,
  message: keyof typeof FIELD_MESSAGES,
  locale: ApiLocale,
  suffix = '',
): ErrorDetail {
  return { field, message: `${FIELD_MESSAGES[message][locale]}${suffix}` };
}
