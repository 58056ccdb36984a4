// Business constants and limits of spec section 9, named so the web and the API agree.

/** Student data (profile) query: stale after 15 minutes, no retry. */
export const STUDENT_DATA_STALE_MS = 900_000;
/** Session (self-auth) query. */
export const SESSION_STALE_MS = 5_000;
/** The spec lists a one-hour constant without saying what for; kept under a neutral name. */
export const ONE_HOUR_MS = 3_600_000;
/** After an authorisation failure without tokens, the user is sent home after this delay. */
export const REDIRECT_DELAY_AFTER_UNAUTHORIZED_MS = 500;
export const POPUP_READY_DELAY_MS = 50;
export const ANALYTICS_DEBOUNCE_MS = 500;
/** GET /v1/job-portal/job/slug/{slug} gives up after this long. */
export const JOB_BY_SLUG_TIMEOUT_MS = 20_000;
export const FEATURE_FLAG_REFRESH_SECONDS = 60;
export const DEVICE_ID_LENGTH = 24;

/** Salary preset of the "salary 5 million" landing pages. */
export const SALARY_PRESET_MIN = 5_000_000;
export const SALARY_PRESET_MAX = 60_000_000;

/** Landing copy claims "1,500+ jobs". */
export const LANDING_JOB_COUNT_CLAIM = 1_500;
/** Partner strip ends with "750+ more". */
export const PARTNER_COUNT_CLAIM = 750;

/** The sales messaging-app promise: 2 free credits worth Rp699K if no reply within 30 minutes. */
export const SALES_NO_REPLY_FREE_CREDITS = 2;
export const SALES_NO_REPLY_CREDITS_VALUE_RUPIAH = 699_000;
export const SALES_NO_REPLY_MINUTES = 30;

export const DEFAULT_TRANSLATION_NAMESPACE = 'common';

/** The userId a guest carries (spec section 3, User). */
export const GUEST_USER_ID = 'guest';
