// Errors of the payments area in Indonesian and English (codes: the domain's catalogue).
import { AppError } from '../../platform/errors';
import type { ApiLocale } from '../../platform/locale';

const ERRORS = {
  INSUFFICIENT_CREDITS: {
    status: 402,
    id: 'Kredit kamu tidak cukup. Beli paket kredit untuk melanjutkan.',
    en: 'You do not have enough credits. Buy a credit pack to continue.',
  },
  PAYMENT_ORDER_NOT_FOUND: {
    status: 404,
    id: 'Pesanan pembayaran tidak ditemukan.',
    en: 'This payment order does not exist.',
  },
  PAYMENT_EVENT_REQUIRED: {
    status: 400,
    id: 'Tiket acara memerlukan nama acara dan nomor referensinya; paket kredit tidak.',
    en: 'An event ticket needs the event name and its reference; a credit pack takes neither.',
  },
  PAYMENT_GATEWAY_UNAVAILABLE: {
    status: 503,
    id: 'Layanan pembayaran sedang tidak tersedia. Coba lagi sebentar lagi.',
    en: 'The payment service is unavailable right now. Please try again shortly.',
  },
  PAYMENT_NOTIFICATION_INVALID: {
    status: 401,
    id: 'Notifikasi pembayaran tidak sah.',
    en: 'The payment notification could not be verified.',
  },
  PAYMENT_AMOUNT_MISMATCH: {
    status: 400,
    id: 'Jumlah pembayaran tidak sesuai dengan pesanan.',
    en: 'The payment amount does not match the order.',
  },
  PROMOTIONAL_GRANT_ALREADY_GIVEN: {
    status: 409,
    id: 'Kredit promosi sudah pernah diberikan kepada pengguna ini.',
    en: 'This person has already received the promotional credits.',
  },
  USER_NOT_FOUND: {
    status: 404,
    id: 'Pengguna tidak ditemukan.',
    en: 'This user does not exist.',
  },
  IDEMPOTENCY_KEY_CONFLICT: {
    status: 422,
    id: 'Idempotency-Key ini sudah dipakai untuk permintaan lain.',
    en: 'This Idempotency-Key was already used for another request.',
  },
} as const satisfies Record<string, { status: number } & Record<ApiLocale, string>>;

export type PaymentsErrorCode = keyof typeof ERRORS;

export function paymentsError(code: PaymentsErrorCode, locale: ApiLocale): AppError {
  return new AppError(code, ERRORS[code][locale], undefined, ERRORS[code].status);
}

export function paymentsErrorMessage(code: PaymentsErrorCode, locale: ApiLocale): string {
  return ERRORS[code][locale];
}
