import type { MetadataRoute } from 'next';
import { SITE_URL } from '@/lib/env';
import { localizedPath, routing } from '@/lib/i18n/routing';
import { PAGES } from '@/lib/routes';

/** '/payment/[eventName]/[...refId]' → '/payment/': the static part of a private route. */
function staticPrefix(path: string): string {
  const index = path.indexOf('[');
  return index === -1 ? path : path.slice(0, index);
}

/** Private routes of the route table as robots.txt prefixes, in both languages. */
function privatePaths(): string[] {
  const prefixes = [
    ...new Set(
      Object.values(PAGES)
        .filter((page) => page.visibility === 'private')
        .map((page) => staticPrefix(page.path)),
    ),
  ].sort();
  // '/cv-reviewer/results' already covers '/cv-reviewer/results/'.
  const minimal = prefixes.filter(
    (prefix) => !prefixes.some((other) => other !== prefix && prefix.startsWith(other)),
  );
  return routing.locales.flatMap((locale) => minimal.map((path) => localizedPath(locale, path)));
}

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: privatePaths() }],
    sitemap: `${SITE_URL}/sitemap.xml`,
  };
}
