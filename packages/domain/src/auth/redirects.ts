import { splitLocalePath } from '../routing/locale-path';

// Pure parts of the session rules of spec section 4; the web does the navigation.

/** Routes a non-student may stay on instead of being sent to /onboarding. */
export const STUDENT_GATE_EXEMPT_PATHS = [
  '/onboarding',
  '/mentor/onboarding',
  '/payment',
  '/cv-reviewer',
] as const;

function isUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

/**
 * After USER_IS_NOT_STUDENT: send the user to /onboarding unless they are on onboarding,
 * mentor onboarding, payment or CV reviewer routes (with or without a locale prefix).
 */
export function shouldRedirectToOnboarding(pathname: string): boolean {
  const { path } = splitLocalePath(pathname);
  return !STUDENT_GATE_EXEMPT_PATHS.some((base) => isUnder(path, base));
}

/** '/sign-in?returnUrl=<current path and query>' for an expired session. */
export function signInPathWithReturn(currentPathAndQuery: string): string {
  return `/sign-in?returnUrl=${encodeURIComponent(currentPathAndQuery)}`;
}

type SearchParamsInput =
  URLSearchParams | string | Record<string, string | readonly string[] | undefined>;

function hasParam(params: SearchParamsInput, name: string): boolean {
  if (typeof params === 'string') return new URLSearchParams(params).get(name) ? true : false;
  if (params instanceof URLSearchParams) return params.get(name) ? true : false;
  const value = params[name];
  return typeof value === 'string' ? value !== '' : (value?.some((v) => v !== '') ?? false);
}

/**
 * A signed-out user who hits an authorisation failure is sent home (after
 * REDIRECT_DELAY_AFTER_UNAUTHORIZED_MS), except on links that carry both jobId and email: those
 * come from emails to people without an account yet, who must be able to stay on the page.
 */
export function shouldRedirectHomeWhenUnauthorized(searchParams: SearchParamsInput): boolean {
  return !(hasParam(searchParams, 'jobId') && hasParam(searchParams, 'email'));
}
