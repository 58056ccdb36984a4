import { CV_REVIEW_ERROR_CODES } from '../contracts/cv-review';
import { MENTORING_MENTOR_ERROR_CODES } from '../contracts/mentoring-mentors';
import { MENTORING_SESSION_ERROR_CODES } from '../contracts/mentoring-sessions';
import type { Locale } from '../locale';

// The error catalogue of spec section 8 plus the generic codes our API adds (VALIDATION_ERROR,
// NOT_FOUND, RATE_LIMITED, FORBIDDEN, SERVICE_UNAVAILABLE: the database or another server the API
// needs is unreachable for a moment, with Retry-After) and NETWORK_ERROR, which the web's same-origin proxy answers
// when the API cannot be reached. These are the `messageId` values of error bodies.
export const API_ERROR_CODES = [
  'REQUEST_TIMEOUT',
  'UNKNOWN_ERROR',
  'UNAUTHORIZED',
  'USER_IS_NOT_STUDENT',
  'JOB_ALREADY_APPLIED',
  'INCOMPLETE_PRE_SCREENING_ANSWERS',
  'INVALID_PRE_SCREENING_ANSWERS_OPTION',
  'INVALID_PRE_SCREENING_ANSWERS',
  // Applying (issue 12): a closed or past-deadline job; easy apply to an external job; the bulk
  // apply daily limit; an Idempotency-Key reused for another request; a status move decision 016
  // does not allow; a tech test past its deadline or not open; the application or job missing.
  'JOB_CLOSED',
  'JOB_NOT_EASY_APPLY',
  'BULK_APPLY_DAILY_LIMIT',
  'IDEMPOTENCY_KEY_CONFLICT',
  'INVALID_STATUS_TRANSITION',
  'TECH_TEST_CLOSED',
  'APPLICATION_NOT_FOUND',
  'JOB_NOT_FOUND',
  // The employer area (issue 13): companies, teams and job posting.
  'EMPLOYER_ONLY',
  'COMPANY_REQUIRED',
  'ALREADY_IN_COMPANY',
  'JOIN_REQUEST_PENDING',
  'OWNER_ONLY',
  'LAST_OWNER',
  'ALREADY_MEMBER',
  'INVITATION_INVALID',
  'COMPANY_NOT_FOUND',
  'JOB_STATUS_CONFLICT',
  'JOB_PART_IN_USE',
  // Mentoring (issue 14, decision 023): mentors, schedules and codes.
  ...MENTORING_MENTOR_ERROR_CODES,
  // Payments (issue 15): orders, credits, the gateways' notifications, the admin's grants.
  'INSUFFICIENT_CREDITS',
  'PAYMENT_ORDER_NOT_FOUND',
  'PAYMENT_EVENT_REQUIRED',
  'PAYMENT_GATEWAY_UNAVAILABLE',
  'PAYMENT_NOTIFICATION_INVALID',
  'PAYMENT_AMOUNT_MISMATCH',
  'PROMOTIONAL_GRANT_ALREADY_GIVEN',
  'USER_NOT_FOUND',
  // The CV analyzer (issue 15, decision 026).
  ...CV_REVIEW_ERROR_CODES,
  // Mentoring sessions (issue 14, decision 023).
  ...MENTORING_SESSION_ERROR_CODES,
  // The company profile editor: the gallery is full.
  'PHOTO_LIMIT_REACHED',
  'VALIDATION_ERROR',
  'NOT_FOUND',
  'RATE_LIMITED',
  'FORBIDDEN',
  'SERVICE_UNAVAILABLE',
  'NETWORK_ERROR',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && (API_ERROR_CODES as readonly string[]).includes(value);
}

/** Shown when a request got no response at all; the spelling "occured" is the spec's. */
export const NETWORK_ERROR_MESSAGE = 'A network error occured. Please try refreshing the page';

/** NETWORK_ERROR in the site's languages; English is the spec's text as it spells it. */
export const NETWORK_ERROR_MESSAGES: Readonly<Record<Locale, string>> = {
  idn: 'Terjadi gangguan jaringan. Coba muat ulang halaman.',
  en: NETWORK_ERROR_MESSAGE,
};

/**
 * The NETWORK_ERROR message for an `x-locale` / Accept-Language value: Indonesian when it asks
 * for it ('idn', 'id-ID,…'), else the spec's English text that existing clients know.
 */
export function networkErrorMessage(locale: string | null | undefined): string {
  return /^(idn|id)\b/i.test(locale?.trim() ?? '')
    ? NETWORK_ERROR_MESSAGES.idn
    : NETWORK_ERROR_MESSAGES.en;
}
export const FAILED_TO_REFRESH_TOKEN_MESSAGE = 'Failed to refresh token';

export const PRE_SCREENING_ANSWER_ERROR_CODES = [
  'INCOMPLETE_PRE_SCREENING_ANSWERS',
  'INVALID_PRE_SCREENING_ANSWERS_OPTION',
  'INVALID_PRE_SCREENING_ANSWERS',
] as const satisfies readonly ApiErrorCode[];

/** The three apply errors the spec groups as pre-screening answer errors. */
export function isPreScreeningAnswerError(messageId: string | null | undefined): boolean {
  return (
    typeof messageId === 'string' &&
    (PRE_SCREENING_ANSWER_ERROR_CODES as readonly string[]).includes(messageId)
  );
}

export type ErrorLike = {
  label?: string | null;
  messageId?: string | null;
  message?: string | null;
};

const contains = (text: string | null | undefined, word: string): boolean =>
  typeof text === 'string' && text.toLowerCase().includes(word);

/**
 * Spec section 8: an authorisation failure is an error whose label contains "authorization",
 * or whose messageId contains "unauthorized" or "token", or whose message contains
 * "authentication" or "expired" — all case-insensitive. Such errors trigger the refresh flow.
 */
export function isAuthorizationFailure(err: ErrorLike): boolean {
  return (
    contains(err.label, 'authorization') ||
    contains(err.messageId, 'unauthorized') ||
    contains(err.messageId, 'token') ||
    contains(err.message, 'authentication') ||
    contains(err.message, 'expired')
  );
}
