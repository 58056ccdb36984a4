// What the sitemaps list beyond the route table: open jobs and companies from the API's SEO
// endpoints. Contracts of GET /v1/seo/sitemap/jobs and /companies.
import { z } from 'zod';
import { apiGet } from '@/lib/api/client';

const jobsChunkSchema = z.object({
  data: z.object({
    docs: z.array(z.object({ slug: z.string(), companySlug: z.string(), updatedAt: z.string() })),
    chunk: z.number().int(),
    chunkSize: z.number().int(),
    totalChunks: z.number().int(),
  }),
});
export type JobsSitemapChunk = z.infer<typeof jobsChunkSchema>['data'];

const companiesSchema = z.object({
  data: z.object({
    docs: z.array(
      z.object({ slug: z.string(), updatedAt: z.string(), openJobCount: z.number().int() }),
    ),
  }),
});
export type CompanySitemapEntry = z.infer<typeof companiesSchema>['data']['docs'][number];

// The API itself caches these for 15 minutes (jobs) and an hour (companies).
const JOBS_REVALIDATE_SECONDS = 900;
const COMPANIES_REVALIDATE_SECONDS = 3600;
const SITEMAP_TIMEOUT_MS = 20_000;

/** Open jobs, 5,000 per chunk, chunks numbered from 0. Throws ApiError when the API fails. */
export async function loadJobsSitemapChunk(chunk: number): Promise<JobsSitemapChunk> {
  const body = await apiGet('/v1/seo/sitemap/jobs', jobsChunkSchema, {
    query: { chunk },
    next: { revalidate: JOBS_REVALIDATE_SECONDS },
    timeoutMs: SITEMAP_TIMEOUT_MS,
  });
  return body.data;
}

/** Every company with its page's last change. Throws ApiError when the API fails. */
export async function loadCompaniesSitemap(): Promise<CompanySitemapEntry[]> {
  const body = await apiGet('/v1/seo/sitemap/companies', companiesSchema, {
    next: { revalidate: COMPANIES_REVALIDATE_SECONDS },
    timeoutMs: SITEMAP_TIMEOUT_MS,
  });
  return body.data.docs;
}
