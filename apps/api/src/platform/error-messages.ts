import { fieldMessage as domainFieldMessage, type FieldIssue, type Locale } from '@jenjang/domain';
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
    id: 'Layanan sedang tidak tersedia. Coba lagi sebentar lagi.',
    en: 'The service is unavailable right now. Please try again in a moment.',
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

/** A field's message: the domain's one mapping from a zod issue, shared with the web's forms. */
export function fieldMessage(issue: FieldIssue, locale: ApiLocale): string {
  return domainFieldMessage(issue, domainLocale(locale));
}

/** The domain names the languages as the web's URLs do ('idn'); the API as BCP 47 ('id'). */
export function domainLocale(locale: ApiLocale): Locale {
  return locale === 'en' ? 'en' : 'idn';
}
