import { countJobs } from '@/features/browse/load-job-search';
import { LANDING_PAGES, type LandingPage } from './landing-pages';

// The sitemap and llms.txt list only landing pages whose search finds something (the others
// are noindex). One cheap count per page, each cached for an hour.
const COUNT_REVALIDATE_SECONDS = 3600;
const CONCURRENCY = 8;

async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * The landing pages with at least one open job, or null when the API could not answer for
 * every page (callers then decide: the sitemap asks to come back later, llms.txt lists all).
 */
export async function indexableLandingPages(): Promise<LandingPage[] | null> {
  const counts = await mapLimited(LANDING_PAGES, CONCURRENCY, (page) =>
    countJobs(page.preset, COUNT_REVALIDATE_SECONDS),
  );
  if (counts.some((count) => count === null)) return null;
  return LANDING_PAGES.filter((_page, index) => counts[index]!.total > 0);
}

/** Whether a landing page is worth linking to; every page when the counts are unknown. */
export async function landingPageFilter(): Promise<(page: LandingPage) => boolean> {
  const pages = await indexableLandingPages();
  if (pages === null) return () => true;
  const slugs = new Set(pages.map((page) => page.slug));
  return (page) => slugs.has(page.slug);
}
