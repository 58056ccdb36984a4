import { buildSitemapIndex } from '@/features/seo/sitemaps';
import { xmlResponse } from '@/features/seo/xml-response';

// Built per request from the API's (cached) answers, so the build needs no API.
export const dynamic = 'force-dynamic';

/** The sitemap index: static pages, landing pages, companies, and open jobs in chunks. */
export async function GET() {
  return xmlResponse(await buildSitemapIndex());
}
