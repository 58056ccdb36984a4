// Errors of mentoring sessions in Indonesian and English (codes: the domain's catalogue).
import { MENTORING_TIMING, type SessionActionCheck } from '@jenjang/domain';
import { AppError, type ErrorDetail } from '../../platform/errors';
import type { ApiLocale } from '../../platform/locale';

const ERRORS = {
  MENTORING_SLOT_TAKEN: {
    status: 409,
    id: 'Jadwal ini baru saja dipesan orang lain. Pilih jadwal lain.',
    en: 'Someone else just booked this time. Please pick another one.',
  },
  MENTEE_TIME_CONFLICT: {
    status: 409,
    id: 'Kamu sudah punya sesi mentoring lain pada waktu yang sama.',
    en: 'You already have another mentoring session at that time.',
  },
  SESSION_STATE_CHANGED: {
    status: 409,
    id: 'Sesi ini baru saja berubah. Muat ulang untuk melihat keadaannya sekarang.',
    en: 'This session just changed. Reload to see where it stands now.',
  },
  MENTORING_SLOT_UNAVAILABLE: {
    status: 409,
    id: 'Mentor tidak membuka jadwal pada waktu ini. Pilih salah satu jadwal yang tersedia.',
    en: 'The mentor does not offer this time. Please pick one of the open times.',
  },
  MENTOR_NOT_BOOKABLE: {
    status: 409,
    id: 'Mentor ini sedang tidak menerima pemesanan sesi.',
    en: 'This mentor is not taking bookings right now.',
  },
  MENTORING_CUSTOM_REQUESTS_CLOSED: {
    status: 409,
    id: 'Mentor ini tidak menerima permintaan waktu di luar jadwalnya.',
    en: 'This mentor does not take requests for times outside their schedule.',
  },
  MENTORING_CANCEL_CUTOFF: {
    status: 409,
    id: 'Sesi yang sudah disetujui tidak bisa dibatalkan kurang dari {hours} jam sebelum mulai. Hubungi mentormu atau ajukan jadwal ulang.',
    en: 'An approved session cannot be cancelled less than {hours} hours before it starts. Contact your mentor or propose a new time.',
  },
  SESSION_ACTION_NOT_ALLOWED: {
    status: 409,
    id: 'Tindakan ini tidak bisa dilakukan pada sesi ini sekarang.',
    en: 'This action is not possible on this session now.',
  },
  SESSION_ALREADY_REVIEWED: {
    status: 409,
    id: 'Kamu sudah memberi ulasan untuk sesi ini.',
    en: 'You have already reviewed this session.',
  },
  SESSION_NOT_CONFIRMED: {
    status: 409,
    id: 'Sesi ini belum terkonfirmasi atau sudah tidak berlaku, jadi belum ada file kalendernya.',
    en: 'This session is not confirmed (or no longer is), so it has no calendar file.',
  },
  SESSION_NOT_FOUND: {
    status: 404,
    id: 'Sesi mentoring tidak ditemukan.',
    en: 'This mentoring session does not exist.',
  },
  MENTOR_NOT_FOUND: {
    status: 404,
    id: 'Mentor tidak ditemukan.',
    en: 'This mentor does not exist.',
  },
  USER_IS_NOT_STUDENT: {
    status: 403,
    id: 'Hanya pencari kerja dengan profil yang dapat memesan sesi mentoring.',
    en: 'Only job seekers with a profile can book mentoring sessions.',
  },
  IDEMPOTENCY_KEY_CONFLICT: {
    status: 422,
    id: 'Idempotency-Key ini sudah dipakai untuk pemesanan lain.',
    en: 'This Idempotency-Key was already used for another booking.',
  },
  VALIDATION_ERROR: {
    status: 400,
    id: 'Data pemesanan tidak valid.',
    en: 'The booking is not valid.',
  },
} as const satisfies Record<string, { status: number; id: string; en: string }>;

export type SessionErrorCode = keyof typeof ERRORS;

export function sessionsError(
  code: SessionErrorCode,
  locale: ApiLocale,
  details?: ErrorDetail[],
): AppError {
  const entry = ERRORS[code];
  const text = entry[locale].replace('{hours}', String(MENTORING_TIMING.defaultCancelCutoffHours));
  return new AppError(code, text, details, entry.status);
}

export function cancelCutoffError(hours: number, locale: ApiLocale): AppError {
  const entry = ERRORS.MENTORING_CANCEL_CUTOFF;
  return new AppError(
    'MENTORING_CANCEL_CUTOFF',
    entry[locale].replace('{hours}', String(hours)),
    undefined,
    entry.status,
  );
}

/** One invalid field of a booking or an action, as a 400 with the field named. */
export function sessionFieldError(
  field: string,
  message: { id: string; en: string },
  locale: ApiLocale,
): AppError {
  return sessionsError('VALIDATION_ERROR', locale, [{ field, message: message[locale] }]);
}

/** Why an action was refused by the rules (session-states.ts), as an error. */
export function refusedActionError(
  check: Extract<SessionActionCheck, { ok: false }>,
  cancelCutoffHours: number,
  locale: ApiLocale,
): AppError {
  if (check.reason === 'cancelCutoff') return cancelCutoffError(cancelCutoffHours, locale);
  if (check.reason === 'reviewed') return sessionsError('SESSION_ALREADY_REVIEWED', locale);
  return sessionsError('SESSION_ACTION_NOT_ALLOWED', locale);
}

/**
 * The exclusion constraints' refusal (SQLSTATE 23P01, as node-postgres and PGlite report it,
 * maybe wrapped) as the 409 it means: the mentor's time or the mentee's. Null for other errors.
 */
export function overlapError(error: unknown, locale: ApiLocale): AppError | null {
  for (
    let e = error as
      { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown } | undefined;
    e;
    e = e.cause as never
  ) {
    if (e.code !== '23P01') continue;
    const name = `${String(e.constraint ?? '')} ${String(e.message ?? '')}`;
    return sessionsError(
      name.includes('mentee_no_overlap') ? 'MENTEE_TIME_CONFLICT' : 'MENTORING_SLOT_TAKEN',
      locale,
    );
  }
  return null;
}

/** PostgreSQL's unique_violation of the named index (maybe wrapped). */
export function isUniqueViolationOf(error: unknown, index: string): boolean {
  for (
    let e = error as
      { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown } | undefined;
    e;
    e = e.cause as never
  ) {
    if (
      e.code === '23505' &&
      `${String(e.constraint ?? '')} ${String(e.message ?? '')}`.includes(index)
    )
      return true;
  }
  return false;
}
