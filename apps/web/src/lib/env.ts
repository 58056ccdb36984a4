// Environment variables the web reads. NEXT_PUBLIC_* values are inlined by `next build`, so the
// site URL is fixed per build; API_INTERNAL_URL is read on the server at request time.
import { z } from 'zod';

const urlWithDefault = (fallback: string) =>
  z
    .string()
    .trim()
    .url()
    .catch(fallback)
    .transform((url) => url.replace(/\/+$/, ''));

/** Public address of the site: canonical links, hreflang, sitemap and robots.txt. */
export const SITE_URL = urlWithDefault('http://localhost:3000').parse(
  process.env.NEXT_PUBLIC_SITE_URL || undefined,
);

/** Where the server reaches the API (no trailing slash). */
export function apiInternalUrl(): string {
  return urlWithDefault('http://localhost:4000').parse(process.env.API_INTERNAL_URL || undefined);
}

/**
 * How long the sitemaps' job and company lists are kept before the API is asked again; unset =
 * 900 s for jobs and 3,600 s for companies, as the API's own Cache-Control says. The browser
 * tests set 0: other specs post and close jobs while the sitemap test counts them.
 */
export function sitemapCacheSeconds(): number | null {
  const parsed = z.coerce
    .number()
    .int()
    .min(0)
    .max(86_400)
    .safeParse(process.env.SITEMAP_CACHE_SECONDS || undefined);
  return parsed.success ? parsed.data : null;
}
