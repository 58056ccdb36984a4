// What the sitemaps list beyond the route table: open jobs companies and mentors from the API's SEO
// endpoints (their contracts are the domain's, seo-sitemap.ts).
import {
  companiesSitemapResponseSchema,
  jobsSitemapChunkResponseSchema,
  mentorsSitemapResponseSchema,
  type CompanySitemapEntry,
  type JobsSitemapChunk,
  type MentorSitemapEntry,
} from '@jenjang/domain';
import { apiGet } from '@/lib/api/client';
import { sitemapCacheSeconds } from '@/lib/env';

// The API itself caches these for 15 minutes (jobs) and an hour (companies);
// SITEMAP_CACHE_SECONDS overrides both.
const JOBS_REVALIDATE_SECONDS = 900;
const COMPANIES_REVALIDATE_SECONDS = 3600;
const SITEMAP_TIMEOUT_MS = 20_000;

/** Open jobs, 5,000 per chunk, chunks numbered from 0. Throws ApiError when the API fails. */
export async function loadJobsSitemapChunk(chunk: number): Promise<JobsSitemapChunk> {
  const body = await apiGet('/v1/seo/sitemap/jobs', jobsSitemapChunkResponseSchema, {
    query: { chunk },
    next: { revalidate: sitemapCacheSeconds() ?? JOBS_REVALIDATE_SECONDS },
    timeoutMs: SITEMAP_TIMEOUT_MS,
  });
  return body.data;
}

/** Every company with its page's last change. Throws ApiError when the API fails. */
export async function loadCompaniesSitemap(): Promise<CompanySitemapEntry[]> {
  const body = await apiGet('/v1/seo/sitemap/companies', companiesSitemapResponseSchema, {
    next: { revalidate: sitemapCacheSeconds() ?? COMPANIES_REVALIDATE_SECONDS },
    timeoutMs: SITEMAP_TIMEOUT_MS,
  });
  return body.data.docs;
}

/** Mentors with a public profile. Throws ApiError when the API fails. */
export async function loadMentorsSitemap(): Promise<MentorSitemapEntry[]> {
  const body = await apiGet('/v1/seo/sitemap/mentors', mentorsSitemapResponseSchema, {
    next: { revalidate: sitemapCacheSeconds() ?? COMPANIES_REVALIDATE_SECONDS },
    timeoutMs: SITEMAP_TIMEOUT_MS,
  });
  return body.data.docs;
}
