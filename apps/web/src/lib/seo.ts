import type { Metadata } from 'next';
import { SITE_URL } from './env';
import { LANGUAGE_TAG, localizedPath, OPEN_GRAPH_LOCALE, type AppLocale } from './i18n/routing';
import { getPageText } from './page-text';
import { PAGES, type PageKey } from './routes';

/** Absolute URL of a path in a locale: ('en', '/karir') → 'https://…/en/karir'. */
export function absoluteUrl(locale: AppLocale, path: string): string {
  return `${SITE_URL}${localizedPath(locale, path)}`;
}

/** Canonical and hreflang alternates: idn is announced as 'id' and is also the x-default. */
export function alternatesFor(locale: AppLocale, path: string): Metadata['alternates'] {
  return {
    canonical: absoluteUrl(locale, path),
    languages: {
      [LANGUAGE_TAG.idn]: absoluteUrl('idn', path),
      [LANGUAGE_TAG.en]: absoluteUrl('en', path),
      'x-default': absoluteUrl('idn', path),
    },
  };
}

export type PageMetadataOptions = {
  /** The actual path for dynamic routes (defaults to the route's own path). */
  path?: string;
  /** Use the title as is, without the '… | Jenjang' template. */
  absoluteTitle?: boolean;
};

export async function pageMetadata(
  locale: AppLocale,
  key: PageKey,
  options: PageMetadataOptions = {},
): Promise<Metadata> {
  const definition: { path: string; visibility: string; canonical?: false } = PAGES[key];
  const { title, description } = await getPageText(locale, key);
  const path = options.path ?? definition.path;
  const hasCanonical = definition.canonical !== false;
  return {
    title: options.absoluteTitle ? { absolute: title } : title,
    description,
    ...(hasCanonical ? { alternates: alternatesFor(locale, path) } : {}),
    ...(definition.visibility === 'private' || !hasCanonical
      ? { robots: { index: false, follow: true } }
      : {}),
    openGraph: {
      title,
      description,
      siteName: 'Jenjang',
      type: 'website',
      locale: OPEN_GRAPH_LOCALE[locale],
      ...(hasCanonical ? { url: absoluteUrl(locale, path) } : {}),
    },
  };
}
