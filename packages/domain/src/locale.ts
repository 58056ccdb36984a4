// The two interface languages of the portal (spec section 1). 'idn' (not 'id') is the locale id
// the product uses in URLs and translation paths, so we keep it rather than the BCP 47 tag.
export type Locale = 'idn' | 'en';

export const LOCALES: readonly Locale[] = ['idn', 'en'];

/** Indonesian is the default: it has no URL prefix (ARCHITECTURE.md, Conventions). */
export const DEFAULT_LOCALE: Locale = 'idn';

export function isLocale(value: unknown): value is Locale {
  return value === 'idn' || value === 'en';
}
