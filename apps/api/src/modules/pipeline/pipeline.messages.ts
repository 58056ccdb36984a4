// Errors of the pipeline's own checks in Indonesian and English (the rest: applications.messages).
import { AppError } from '../../platform/errors';
import type { ApiLocale } from '../../platform/locale';

const PROBLEMS = {
  pastDeadline: {
    field: 'deadlineDate',
    id: 'Batas waktu tes teknis tidak boleh sebelum hari ini (WIB).',
    en: 'The tech test deadline cannot be before today (WIB).',
  },
  badInterviewTime: {
    field: 'date',
    id: 'Tanggal atau jam wawancara tidak valid.',
    en: 'The interview date or time does not exist.',
  },
  pastInterview: {
    field: 'date',
    id: 'Waktu wawancara sudah lewat (WIB).',
    en: 'The interview time is in the past (WIB).',
  },
} as const satisfies Record<string, { field: string } & Record<ApiLocale, string>>;

export function pipelineValidationError(
  problem: keyof typeof PROBLEMS,
  locale: ApiLocale,
): AppError {
  const p = PROBLEMS[problem];
  return new AppError('VALIDATION_ERROR', p[locale], [{ field: p.field, message: p[locale] }], 400);
}
