// Errors of the applications area in Indonesian and English (codes: the domain's catalogue).
import { BULK_APPLY_DAILY_LIMIT } from '@jenjang/domain';
import { AppError, type ErrorDetail } from '../../platform/errors';
import type { ApiLocale } from '../../platform/locale';

const ERRORS = {
  JOB_ALREADY_APPLIED: {
    status: 409,
    id: 'Kamu sudah melamar lowongan ini.',
    en: 'You have already applied to this job.',
  },
  INCOMPLETE_PRE_SCREENING_ANSWERS: {
    status: 400,
    id: 'Jawab semua pertanyaan wajib sebelum melamar.',
    en: 'Answer every required question before applying.',
  },
  INVALID_PRE_SCREENING_ANSWERS_OPTION: {
    status: 400,
    id: 'Ada pilihan jawaban yang tidak tersedia untuk pertanyaan ini.',
    en: 'An answer picks an option the question does not offer.',
  },
  INVALID_PRE_SCREENING_ANSWERS: {
    status: 400,
    id: 'Ada jawaban yang formatnya tidak sesuai.',
    en: 'An answer is not in the expected format.',
  },
  JOB_CLOSED: {
    status: 409,
    id: 'Lowongan ini sudah ditutup atau melewati batas waktu lamaran.',
    en: 'This job is closed or past its application deadline.',
  },
  JOB_NOT_EASY_APPLY: {
    status: 409,
    id: 'Lowongan ini dilamar di situs perusahaan.',
    en: "This job is applied to on the company's own site.",
  },
  JOB_NOT_FOUND: {
    status: 404,
    id: 'Lowongan ini tidak ditemukan.',
    en: 'This job does not exist.',
  },
  APPLICATION_NOT_FOUND: {
    status: 404,
    id: 'Lamaran tidak ditemukan.',
    en: 'This application does not exist.',
  },
  NOT_FOUND: { status: 404, id: 'Data tidak ditemukan.', en: 'Not found.' },
  BULK_APPLY_DAILY_LIMIT: {
    status: 429,
    id: `Batas lamar sekaligus hari ini (${BULK_APPLY_DAILY_LIMIT} lowongan) sudah tercapai. Coba lagi besok.`,
    en: `You have reached today's bulk apply limit (${BULK_APPLY_DAILY_LIMIT} jobs). Try again tomorrow.`,
  },
  IDEMPOTENCY_KEY_CONFLICT: {
    status: 422,
    id: 'Idempotency-Key ini sudah dipakai untuk permintaan lain.',
    en: 'This Idempotency-Key was already used for another request.',
  },
  INVALID_STATUS_TRANSITION: {
    status: 409,
    id: 'Status lamaran tidak dapat diubah seperti itu.',
    en: 'The application cannot move to that status.',
  },
  TECH_TEST_CLOSED: {
    status: 409,
    id: 'Tes teknis ini tidak menerima kiriman (belum dikirim, sudah dikumpulkan, atau lewat batas waktu).',
    en: 'This tech test takes no submission (not sent, already submitted, or past its deadline).',
  },
} as const satisfies Record<string, { status: number } & Record<ApiLocale, string>>;

export type ApplicationsErrorCode = keyof typeof ERRORS;

export function applicationsError(
  code: ApplicationsErrorCode,
  locale: ApiLocale,
  details?: ErrorDetail[],
): AppError {
  return new AppError(code, ERRORS[code][locale], details, ERRORS[code].status);
}

export function applicationsErrorMessage(code: ApplicationsErrorCode, locale: ApiLocale): string {
  return ERRORS[code][locale];
}

const TECH_TEST_FILE_PROBLEMS = {
  missing: { id: 'Pilih satu berkas di kolom "file".', en: 'Choose one file in the "file" field.' },
  wrongType: {
    id: 'Berkas tes teknis harus berupa PDF atau DOCX.',
    en: 'The tech test file must be a PDF or a DOCX.',
  },
  empty: { id: 'Berkasnya kosong.', en: 'The file is empty.' },
  incomplete: {
    id: 'Unggahan terputus atau rusak. Silakan unggah lagi.',
    en: 'The upload was cut off or is malformed. Please upload it again.',
  },
  unsafe: {
    id: 'Berkas DOCX ini rusak atau tidak aman.',
    en: 'This DOCX is damaged or unsafe.',
  },
  tooLarge: { id: 'Ukuran berkas maksimal 10 MB.', en: 'The file must be at most 10 MB.' },
} as const satisfies Record<string, Record<ApiLocale, string>>;

export function techTestFileError(
  problem: keyof typeof TECH_TEST_FILE_PROBLEMS,
  locale: ApiLocale,
): AppError {
  const message = TECH_TEST_FILE_PROBLEMS[problem][locale];
  return problem === 'tooLarge'
    ? new AppError('PAYLOAD_TOO_LARGE', message, [{ field: 'file', message }], 413)
    : new AppError('VALIDATION_ERROR', message, [{ field: 'file', message }], 400);
}
