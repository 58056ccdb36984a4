// Pure helpers of the CV analyzer's pages: score bands, progress steps, the unlock's way to the
// payment page, the form's checks of a chosen file, and texts in the reader's language.
import {
  CREDIT_PACKS,
  CV_FILE_TYPES,
  CV_MAX_BYTES,
  CV_REVIEW_FINAL_STATUSES,
  CV_REVIEW_UNLOCK_CREDITS,
  scoreColor,
  type CvReviewStatus,
  type LocalizedText,
  type Locale,
  type ScoreColor,
} from '@jenjang/domain';
import { reportPath } from './cv-review-api';

/** Poll the running analysis this often; stop asking after the max (the page says so). */
export const PROGRESS_POLL_INTERVAL_MS = 1_500;
export const PROGRESS_POLL_MAX_MS = 5 * 60_000;

/** The visible steps of an analysis, in order (failed is not a step: it ends the list). */
export const PROGRESS_STEPS = ['queued', 'reading', 'analysing', 'done'] as const;
export type ProgressStep = (typeof PROGRESS_STEPS)[number];

export function isFinalReviewStatus(status: CvReviewStatus): boolean {
  return CV_REVIEW_FINAL_STATUSES.includes(status);
}

/** How far along the steps a status is: 0-based index, or -1 for failed. */
export function stepIndex(status: CvReviewStatus): number {
  return PROGRESS_STEPS.indexOf(status as ProgressStep);
}

/**
 * The percentage the progress bar shows: the API's own figure, but never behind the step it
 * reports (a job that says "analysing" with 0 % still shows it is past reading), and 100 once done.
 */
export function progressPercent(status: CvReviewStatus, progress: number): number {
  if (status === 'done') return 100;
  const floor: Record<CvReviewStatus, number> = {
    queued: 0,
    reading: 10,
    analysing: 40,
    done: 100,
    failed: 0,
  };
  const clamped = Math.min(99, Math.max(0, Math.round(progress)));
  return Math.max(floor[status], clamped);
}

/** The spec's colour band of a score, and the word that says it (colour is never alone). */
export type ScoreBand = { color: ScoreColor; label: 'poor' | 'fair' | 'good' };

export function scoreBand(score: number): ScoreBand {
  const color = scoreColor(score);
  return { color, label: color === 'red' ? 'poor' : color === 'amber' ? 'fair' : 'good' };
}

/** Tailwind classes of each band, with text dark enough for AA contrast on its tint. */
export const SCORE_STYLES: Record<ScoreColor, { text: string; bar: string; tint: string }> = {
  red: { text: 'text-red-800', bar: 'bg-red-600', tint: 'bg-red-50 ring-red-200' },
  amber: { text: 'text-amber-900', bar: 'bg-amber-500', tint: 'bg-amber-50 ring-amber-200' },
  green: {
    text: 'text-emerald-800',
    bar: 'bg-emerald-600',
    tint: 'bg-emerald-50 ring-emerald-200',
  },
};

/** The credit pack that buys exactly what one unlock costs (the payment route's [creditId]). */
export function unlockPackId(): string {
  const pack = CREDIT_PACKS.find((p) => p.credits === CV_REVIEW_UNLOCK_CREDITS) ?? CREDIT_PACKS[0];
  return pack.id;
}

/** The query flag that makes the report unlock itself once the user is back from paying. */
export const UNLOCK_AFTER_PAYMENT_PARAM = 'unlock';

/**
 * Where an unlock without credits sends the user: the checkout of the one-credit pack, which
 * continues to the report (unlocking it) once paid. Paths are unlocalised: the payment pages
 * localise their returnTo link themselves.
 */
export function unlockPaymentPath(reviewId: string): string {
  const returnTo = `${reportPath(reviewId)}?${UNLOCK_AFTER_PAYMENT_PARAM}=1`;
  return `/cv-reviewer/payment/${unlockPackId()}?returnTo=${encodeURIComponent(returnTo)}`;
}

export type FileProblem = 'type' | 'size' | 'empty';

/**
 * The browser's quick check of a chosen CV: by name and size only (the server checks the
 * content). null when it looks fine.
 */
export function fileProblem(file: { name: string; size: number }): FileProblem | null {
  if (file.size === 0) return 'empty';
  if (file.size > CV_MAX_BYTES) return 'size';
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const allowed: string[] = Object.values(CV_FILE_TYPES).map((type) => type.extension);
  return allowed.includes(extension) ? null : 'type';
}

export const CV_MAX_MEGABYTES = CV_MAX_BYTES / (1024 * 1024);

/** The text in the reader's language. */
export function localized(text: LocalizedText, locale: Locale): string {
  return locale === 'en' ? text.en : text.idn;
}

/** A fresh Idempotency-Key for one submit of the form (a retry of it reuses the key). */
export function newIdempotencyKey(random: () => string): string {
  return `cv-review-${random()}`;
}

/** The form's choices as the person makes them (the target's kind is a UI choice). */
export type CvReviewFormValues = {
  source: 'profile' | 'upload';
  targetMode: 'none' | 'job' | 'text';
  jobId: string;
  targetText: string;
};

/**
 * The API's form fields for these choices (createCvReviewFieldsSchema checks them): only the
 * chosen target travels, so a job picked and then abandoned for pasted text is not sent.
 */
export function cvReviewFields(values: CvReviewFormValues): Record<string, string> {
  const fields: Record<string, string> = { source: values.source };
  if (values.targetMode === 'job' && values.jobId) fields.jobId = values.jobId;
  if (values.targetMode === 'text') fields.targetText = values.targetText;
  return fields;
}
