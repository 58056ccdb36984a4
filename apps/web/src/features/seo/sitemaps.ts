// The sitemap index at /sitemap.xml and its chunks under /sitemaps/: the route table's public
// pages, the landing pages with results, companies, mentors, and open jobs in chunks of 5,000.
import { SITE_URL } from '@/lib/env';
import { isStaticRoute, PAGES } from '@/lib/routes';
import { jobPath } from '@/features/jobs/job-path';
import { indexableLandingPages } from '@/features/landing/landing-index';
import { landingPath } from '@/features/landing/landing-pages';
import {
  lastmodOf,
  localizedUrls,
  sitemapIndexXml,
  urlsetXml,
  type SitemapUrl,
} from './sitemap-xml';
import { loadCompaniesSitemap, loadJobsSitemapChunk, loadMentorsSitemap } from './sitemap-sources';

export type SitemapFile =
  | { kind: 'pages' }
  | { kind: 'landing' }
  | { kind: 'companies' }
  | { kind: 'mentors' }
  | { kind: 'jobs'; chunk: number };

export const SITEMAPS_PATH = '/sitemaps';
const MAX_CHUNK = 10_000;

export function sitemapFileName(file: SitemapFile): string {
  return file.kind === 'jobs' ? `jobs-${file.chunk}.xml` : `${file.kind}.xml`;
}

/** 'jobs-2.xml' → { kind: 'jobs', chunk: 2 }; anything unknown → null. */
export function parseSitemapFileName(name: string): SitemapFile | null {
  if (name === 'pages.xml') return { kind: 'pages' };
  if (name === 'landing.xml') return { kind: 'landing' };
  if (name === 'companies.xml') return { kind: 'companies' };
  if (name === 'mentors.xml') return { kind: 'mentors' };
  const match = /^jobs-(0|[1-9]\d{0,4})\.xml$/.exec(name);
  if (!match) return null;
  const chunk = Number(match[1]);
  return chunk <= MAX_CHUNK ? { kind: 'jobs', chunk } : null;
}

const fileUrl = (file: SitemapFile) => `${SITE_URL}${SITEMAPS_PATH}/${sitemapFileName(file)}`;

/** The index. Job chunks come from the API's count; if it is down, the first chunk is listed. */
export async function buildSitemapIndex(): Promise<string> {
  const totalChunks = await loadJobsSitemapChunk(0)
    .then((first) => Math.max(1, first.totalChunks))
    .catch(() => 1);
  const files: SitemapFile[] = [
    { kind: 'pages' },
    { kind: 'landing' },
    { kind: 'companies' },
    { kind: 'mentors' },
    ...Array.from({ length: totalChunks }, (_, chunk) => ({ kind: 'jobs' as const, chunk })),
  ];
  return sitemapIndexXml(files.map((file) => ({ loc: fileUrl(file) })));
}

/** One chunk. Throws (ApiError) when its data cannot be loaded; null for a chunk past the end. */
export async function buildSitemapFile(file: SitemapFile): Promise<string | null> {
  switch (file.kind) {
    case 'pages':
      return urlsetXml(
        Object.values(PAGES)
          .filter((page) => page.visibility === 'public' && isStaticRoute(page.path))
          .flatMap((page) => localizedUrls(page.path)),
      );
    case 'landing': {
      const pages = await indexableLandingPages();
      if (pages === null) throw new Error('landing page counts unavailable');
      return urlsetXml(pages.flatMap((page) => localizedUrls(landingPath(page))));
    }
    case 'companies': {
      const companies = await loadCompaniesSitemap();
      return urlsetXml(
        companies.flatMap((company) =>
          localizedUrls(`/karir/${encodeURIComponent(company.slug)}`, lastmodOf(company.updatedAt)),
        ),
      );
    }
    case 'mentors': {
      const mentors = await loadMentorsSitemap();
      return urlsetXml(
        mentors.flatMap((mentor) =>
          localizedUrls(
            `/mentoring/${encodeURIComponent(mentor.slug)}`,
            lastmodOf(mentor.updatedAt),
          ),
        ),
      );
    }
    case 'jobs': {
      const chunk = await loadJobsSitemapChunk(file.chunk);
      if (file.chunk > 0 && file.chunk >= chunk.totalChunks) return null;
      const urls: SitemapUrl[] = chunk.docs.flatMap((job) =>
        localizedUrls(
          jobPath({ slug: job.slug, company: { slug: job.companySlug } }),
          lastmodOf(job.updatedAt),
        ),
      );
      return urlsetXml(urls);
    }
  }
}
