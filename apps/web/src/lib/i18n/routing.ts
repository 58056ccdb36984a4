import type { Locale } from '@jenjang/domain';
import { defineRouting } from 'next-intl/routing';

/**
 * Indonesian is the default and has no URL prefix; English lives under /en. With 'as-needed'
 * the middleware redirects /idn/... to the bare path. No detection from Accept-Language or a
 * cookie (spec section 1): the URL alone decides the language, so pages stay cacheable.
 */
export const routing = defineRouting({
  locales: ['idn', 'en'] satisfies Locale[],
  defaultLocale: 'idn',
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  // The middleware's Link header would announce 'idn', which is not a language tag search
  // engines know; pages carry their own hreflang alternates (see src/lib/seo.ts).
  alternateLinks: false,
});

export type AppLocale = (typeof routing.locales)[number];

/** BCP 47 tags for <html lang>, hreflang and Intl: 'idn' is the product's id, 'id' the language. */
export const LANGUAGE_TAG: Record<AppLocale, string> = { idn: 'id', en: 'en' };
export const INTL_LOCALE: Record<AppLocale, string> = { idn: 'id-ID', en: 'en-US' };
export const OPEN_GRAPH_LOCALE: Record<AppLocale, string> = { idn: 'id_ID', en: 'en_US' };

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (routing.locales as readonly string[]).includes(value);
}

/** '/karir' → '/karir' for idn and '/en/karir' for en; '/' → '/' and '/en'. */
export function localizedPath(locale: AppLocale, path: string): string {
  if (locale === routing.defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
