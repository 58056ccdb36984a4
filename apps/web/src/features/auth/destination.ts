// Where a person goes once the account pages have signed them in, and how the pages hand the
// original destination (returnUrl) to one another. Paths here are what the browser shows:
// returnUrl arrives as the path and query the user was on, with its locale prefix if any.
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { safeReturnUrl } from '@/lib/auth/return-url';

/** The account pages themselves: coming back to one of them after signing in goes nowhere. */
const ACCOUNT_PAGES = [
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/reset-password',
  '/create-password',
];

function pathOf(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '/';
  return path.replace(/^\/en(?=\/|$)/, '') || '/';
}

/** A safe, same-origin place to return to, never an account page; the home page otherwise. */
export function returnTarget(raw: string | null | undefined, locale: AppLocale): string {
  const home = localizedPath(locale, '/');
  const target = safeReturnUrl(raw, home);
  return ACCOUNT_PAGES.includes(pathOf(target)) ? home : target;
}

export type SessionSummary = { role: string; profile: unknown };

/** A job seeker without a student profile still has to go through onboarding. */
export function needsOnboarding(session: SessionSummary): boolean {
  return session.role === 'student' && (session.profile === null || session.profile === undefined);
}

/** Onboarding first when it is due (it then continues to the target), else the target itself. */
export function destinationAfterSignIn(
  session: SessionSummary,
  target: string,
  locale: AppLocale,
): string {
  if (!needsOnboarding(session)) return target;
  const onboarding = localizedPath(locale, '/onboarding');
  return target === localizedPath(locale, '/')
    ? onboarding
    : `${onboarding}?returnUrl=${encodeURIComponent(target)}`;
}

/**
 * The query of a link to another account page: returnUrl travels along unless it is the
 * default, so sign-in → sign-up → sign-in keeps where the person was going.
 */
export function returnUrlQuery(target: string, locale: AppLocale): { returnUrl?: string } {
  return target === localizedPath(locale, '/') ? {} : { returnUrl: target };
}
