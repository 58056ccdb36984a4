import { buildSitemapFile, parseSitemapFileName } from '@/features/seo/sitemaps';
import { unavailableResponse, xmlResponse } from '@/features/seo/xml-response';

export const dynamic = 'force-dynamic';

/** One sitemap of the index (/sitemaps/pages.xml, landing.xml, companies.xml, mentors.xml, jobs-N.xml). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const file = parseSitemapFileName((await params).file);
  if (!file) return new Response('Not found', { status: 404 });
  try {
    const xml = await buildSitemapFile(file);
    return xml === null ? new Response('Not found', { status: 404 }) : xmlResponse(xml);
  } catch (error) {
    console.error(`sitemap ${file.kind} unavailable: ${String(error)}`);
    return unavailableResponse();
  }
}
