// GET /v1/seo/sitemap/jobs, /companies and /mentors: what the web's sitemaps list beyond its own routes.
import { z } from 'zod';

export const sitemapChunkQuerySchema = z.object({
  chunk: z.coerce.number().int().min(0).max(10_000).default(0),
});

export const jobsSitemapChunkResponseSchema = z.object({
  data: z.object({
    docs: z.array(z.object({ slug: z.string(), companySlug: z.string(), updatedAt: z.string() })),
    chunk: z.number().int(),
    chunkSize: z.number().int(),
    totalChunks: z.number().int(),
  }),
});
export type JobsSitemapChunk = z.infer<typeof jobsSitemapChunkResponseSchema>['data'];

export const companiesSitemapResponseSchema = z.object({
  data: z.object({
    docs: z.array(
      z.object({ slug: z.string(), updatedAt: z.string(), openJobCount: z.number().int() }),
    ),
  }),
});
export type CompanySitemapEntry = z.infer<
  typeof companiesSitemapResponseSchema
>['data']['docs'][number];

/** Mentors whose profile is public (active), with the last change of their profile. */
export const mentorsSitemapResponseSchema = z.object({
  data: z.object({ docs: z.array(z.object({ slug: z.string(), updatedAt: z.string() })) }),
});
export type MentorSitemapEntry = z.infer<
  typeof mentorsSitemapResponseSchema
>['data']['docs'][number];
