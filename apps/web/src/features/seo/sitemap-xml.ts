// Sitemap XML written by hand: Next's sitemap helpers cannot make an index of route handlers
// with xhtml:link alternates, and the format is small (sitemaps.org, Google's hreflang rules).
import { LANGUAGE_TAG, routing } from '@/lib/i18n/routing';
import { absoluteUrl } from '@/lib/seo';

export type SitemapAlternate = { hreflang: string; href: string };
export type SitemapUrl = { loc: string; lastmod?: string; alternates?: SitemapAlternate[] };

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}

/** A W3C datetime for <lastmod>, or undefined for anything that is not a date. */
export function lastmodOf(value: string | Date | undefined): string | undefined {
  if (value === undefined) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/**
 * Every language version of a path as its own <url>, each listing all versions (hreflang id,
 * en and x-default → Indonesian), as Google asks for localized pages.
 */
export function localizedUrls(path: string, lastmod?: string): SitemapUrl[] {
  const alternates: SitemapAlternate[] = [
    ...routing.locales.map((locale) => ({
      hreflang: LANGUAGE_TAG[locale],
      href: absoluteUrl(locale, path),
    })),
    { hreflang: 'x-default', href: absoluteUrl(routing.defaultLocale, path) },
  ];
  return routing.locales.map((locale) => ({
    loc: absoluteUrl(locale, path),
    ...(lastmod ? { lastmod } : {}),
    alternates,
  }));
}

export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const body = urls
    .map((url) => {
      const lines = [`<url><loc>${escapeXml(url.loc)}</loc>`];
      if (url.lastmod) lines.push(`<lastmod>${escapeXml(url.lastmod)}</lastmod>`);
      for (const alternate of url.alternates ?? []) {
        lines.push(
          `<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`,
        );
      }
      lines.push('</url>');
      return lines.join('');
    })
    .join('\n');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    (body ? `${body}\n` : '') +
    '</urlset>\n'
  );
}

export function sitemapIndexXml(sitemaps: readonly { loc: string; lastmod?: string }[]): string {
  const body = sitemaps
    .map(
      (sitemap) =>
        `<sitemap><loc>${escapeXml(sitemap.loc)}</loc>` +
        (sitemap.lastmod ? `<lastmod>${escapeXml(sitemap.lastmod)}</lastmod>` : '') +
        '</sitemap>',
    )
    .join('\n');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    (body ? `${body}\n` : '') +
    '</sitemapindex>\n'
  );
}
