import { DEFAULT_LOCALE, type Locale } from '../locale';

/**
 * Splits the locale prefix off a pathname: '/en/loker' → en + '/loker', '/idn/karir' → idn +
 * '/karir', '/karir' → idn (the default has no prefix) + '/karir'. Only a whole first segment
 * counts ('/english' has no prefix).
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(en|idn)(?=\/|$)(.*)$/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname === '' ? '/' : pathname };
  const locale: Locale = match[1] === 'en' ? 'en' : 'idn';
  const rest = match[2] ?? '';
  return { locale, path: rest === '' ? '/' : rest };
}

/** Spec section 2: '/idn/...' redirects to the same path without the prefix; null if no redirect. */
export function idnPrefixRedirect(pathname: string): string | null {
  const { locale, path } = splitLocalePath(pathname);
  return locale === 'idn' && pathname !== path ? path : null;
}
