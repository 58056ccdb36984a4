import type { ApiLocale } from './locale';

// Platform-level messages in both languages; areas put their own messages beside their services.
const MESSAGES = {
  VALIDATION_ERROR: {
    id: 'Permintaan tidak valid. Periksa kolom yang ditandai.',
    en: 'The request is invalid. Check the fields listed.',
  },
  ROUTE_NOT_FOUND: { id: 'Alamat tidak ditemukan.', en: 'No such address.' },
  NOT_FOUND: { id: 'Data tidak ditemukan.', en: 'Not found.' },
  RATE_LIMITED: {
    id: 'Terlalu banyak permintaan. Coba lagi sebentar lagi.',
    en: 'Too many requests. Please try again shortly.',
  },
  UNKNOWN_ERROR: {
    id: 'Terjadi kesalahan pada server. Silakan coba lagi.',
    en: 'Something went wrong on our side. Please try again.',
  },
  REQUEST_TIMEOUT: {
    id: 'Permintaan terlalu lama diproses. Silakan coba lagi.',
    en: 'The request took too long. Please try again.',
  },
  SERVICE_UNAVAILABLE: {
    id: 'Layanan sedang tidak tersedia.',
    en: 'The service is unavailable right now.',
  },
  BAD_REQUEST: { id: 'Permintaan tidak dapat diproses.', en: 'The request cannot be processed.' },
  PAYLOAD_TOO_LARGE: {
    id: 'Data yang dikirim terlalu besar.',
    en: 'The request body is too large.',
  },
} as const satisfies Record<string, Record<ApiLocale, string>>;

export type PlatformMessageId = keyof typeof MESSAGES;

export function platformMessage(id: PlatformMessageId, locale: ApiLocale): string {
  return MESSAGES[id][locale];
}

type IssueLike = { code: string; message: string; minimum?: unknown; maximum?: unknown };

/** A field-level message in the user's language for the zod issue kinds our schemas produce. */
export function fieldMessage(issue: IssueLike, locale: ApiLocale): string {
  const en = locale === 'en';
  switch (issue.code) {
    case 'invalid_type':
      return en ? 'Missing or of the wrong type.' : 'Wajib diisi dengan tipe yang benar.';
    case 'too_small':
      return en
        ? `Must be at least ${String(issue.minimum)}.`
        : `Minimal ${String(issue.minimum)}.`;
    case 'too_big':
      return en
        ? `Must be at most ${String(issue.maximum)}.`
        : `Maksimal ${String(issue.maximum)}.`;
    case 'invalid_value':
    case 'invalid_enum_value':
      return en ? 'Not one of the allowed values.' : 'Bukan salah satu nilai yang diizinkan.';
    case 'invalid_format':
    case 'invalid_string':
      return en ? 'Wrong format.' : 'Format tidak sesuai.';
    case 'bad_url_encoding':
      return en
        ? 'The address is not correctly percent-encoded.'
        : 'Alamat tidak dienkode dengan benar (percent-encoding).';
    case 'unstorable_text':
      return en
        ? 'Contains a character that is not allowed (a NUL or a broken Unicode character).'
        : 'Berisi karakter yang tidak diizinkan (NUL atau karakter Unicode yang rusak).';
    default:
      return en ? issue.message : `Nilai tidak valid (${issue.message}).`;
  }
}
