// Errors of mentors, taxonomy and schedules in Indonesian and English (codes: the domain's
// catalogue, MENTORING_MENTOR_ERROR_CODES).
import type { MENTORING_MENTOR_ERROR_CODES, MentorReadinessItem } from '@jenjang/domain';
import { AppError, type ErrorDetail } from '../../platform/errors';
import type { ApiLocale } from '../../platform/locale';

type Code = (typeof MENTORING_MENTOR_ERROR_CODES)[number];

const ERRORS = {
  MENTOR_NOT_FOUND: {
    status: 404,
    id: 'Mentor tidak ditemukan.',
    en: 'This mentor does not exist.',
  },
  MENTOR_ONLY: {
    status: 403,
    id: 'Hanya akun mentor yang dapat melakukan ini.',
    en: 'Only mentor accounts can do this.',
  },
  MENTOR_PROFILE_REQUIRED: {
    status: 404,
    id: 'Selesaikan pendaftaran mentor dengan kode undangan terlebih dahulu.',
    en: 'Finish your mentor onboarding with an invitation code first.',
  },
  MENTOR_ALREADY_ONBOARDED: {
    status: 409,
    id: 'Akun ini sudah terdaftar sebagai mentor.',
    en: 'This account is already registered as a mentor.',
  },
  MENTOR_NOT_READY: {
    status: 409,
    id: 'Profil mentor belum lengkap untuk ditampilkan.',
    en: 'Your mentor profile is not complete enough to go live.',
  },
  INVITATION_CODE_INVALID: {
    status: 400,
    id: 'Kode undangan tidak valid, sudah kedaluwarsa, atau sudah habis dipakai.',
    en: 'This invitation code is invalid, expired or used up.',
  },
  REFERRAL_CODE_NOT_FOUND: {
    status: 404,
    id: 'Kode referral tidak ditemukan.',
    en: 'This referral code does not exist.',
  },
  EDUCATION_NOT_FOUND: {
    status: 404,
    id: 'Riwayat pendidikan tidak ditemukan.',
    en: 'This education entry does not exist.',
  },
  MENTORING_TOPIC_INVALID: {
    status: 400,
    id: 'Ada topik, keahlian, atau kecamatan yang tidak tersedia.',
    en: 'A topic, expertise or district does not exist.',
  },
  MENTORING_CATEGORY_NOT_FOUND: {
    status: 404,
    id: 'Kategori tidak ditemukan.',
    en: 'This category does not exist.',
  },
  MENTOR_SCHEDULE_OVERLAP: {
    status: 400,
    id: 'Ada jadwal yang saling bertabrakan.',
    en: 'Some schedule entries overlap.',
  },
  MENTOR_SCHEDULE_IN_PAST: {
    status: 400,
    id: 'Jadwal tidak boleh berada di waktu yang sudah lewat (WIB).',
    en: 'A schedule entry cannot be in the past (WIB).',
  },
  MENTORING_RANGE_INVALID: {
    status: 400,
    id: 'Rentang waktu tidak valid atau terlalu panjang.',
    en: 'The time range is invalid or too long.',
  },
} as const satisfies Record<Code, { status: number } & Record<ApiLocale, string>>;

export function mentoringError(code: Code, locale: ApiLocale, details?: ErrorDetail[]): AppError {
  return new AppError(code, ERRORS[code][locale], details, ERRORS[code].status);
}

const READINESS: Record<MentorReadinessItem, Record<ApiLocale, { field: string; text: string }>> = {
  profile: {
    id: { field: 'profile', text: 'Lengkapi nama, headline, dan bio (minimal 50 karakter).' },
    en: { field: 'profile', text: 'Fill in your name, headline and bio (at least 50 characters).' },
  },
  topics: {
    id: { field: 'topicIds', text: 'Pilih minimal satu topik mentoring.' },
    en: { field: 'topicIds', text: 'Choose at least one mentoring topic.' },
  },
  availability: {
    id: { field: 'availability', text: 'Atur minimal satu jadwal ketersediaan.' },
    en: { field: 'availability', text: 'Set at least one availability window.' },
  },
};

/** 409 MENTOR_NOT_READY listing what is missing, one detail each. */
export function notReadyError(missing: MentorReadinessItem[], locale: ApiLocale): AppError {
  const details = missing.map((item) => ({
    field: READINESS[item][locale].field,
    message: READINESS[item][locale].text,
  }));
  const list = details.map((d) => d.message).join(' ');
  const base = ERRORS.MENTOR_NOT_READY[locale];
  return new AppError('MENTOR_NOT_READY', `${base} ${list}`, details, 409);
}

/** 400 MENTOR_SCHEDULE_OVERLAP naming the overlapping rows ("entries[2]", "weekly[0]"). */
export function scheduleOverlapError(
  pairs: { field: string; other: string; when: string }[],
  locale: ApiLocale,
): AppError {
  const details = pairs.map((p) => ({
    field: p.field,
    message:
      locale === 'id'
        ? `${p.when} bertabrakan dengan ${p.other}.`
        : `${p.when} overlaps ${p.other}.`,
  }));
  return mentoringError('MENTOR_SCHEDULE_OVERLAP', locale, details);
}

/** PostgreSQL's SQLSTATE of an error, as node-postgres and PGlite report it (maybe wrapped). */
export function sqlState(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as never)
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return undefined;
}
