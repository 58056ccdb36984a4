import { indexableLandingPages } from '@/features/landing/landing-index';
import { LANDING_PAGES } from '@/features/landing/landing-pages';
import { buildLlmsTxt } from '@/features/seo/llms-txt';
import { textResponse } from '@/features/seo/xml-response';

export const dynamic = 'force-dynamic';

/** Markdown for AI crawlers: what Jenjang is, its browse pages and landing pages. */
export async function GET() {
  // Without the counts (API down) every landing page is listed rather than none.
  const landingPages = (await indexableLandingPages()) ?? LANDING_PAGES;
  return textResponse(await buildLlmsTxt(landingPages));
}
