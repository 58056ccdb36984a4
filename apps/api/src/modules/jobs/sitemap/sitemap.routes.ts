import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCompaniesSitemap, getJobsSitemapChunk, type SitemapDeps } from './sitemap.service';

export const sitemapRoutes: FastifyPluginAsyncZod<{ deps: SitemapDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/v1/seo/sitemap/jobs',
    {
      schema: {
        tags: ['seo'],
        summary: 'Open jobs for the sitemap, in stable chunks of 5,000',
        querystring: z.object({ chunk: z.coerce.number().int().min(0).max(10_000).default(0) }),
        response: {
          200: z.object({
            data: z.object({
              docs: z.array(
                z.object({ slug: z.string(), companySlug: z.string(), updatedAt: z.string() }),
              ),
              chunk: z.number().int(),
              chunkSize: z.number().int(),
              totalChunks: z.number().int(),
            }),
          }),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=900');
      return { data: await getJobsSitemapChunk(deps, request.query.chunk) };
    },
  );

  app.get(
    '/v1/seo/sitemap/companies',
    {
      schema: {
        tags: ['seo'],
        summary: 'Companies for the sitemap, with their open-job counts',
        response: {
          200: z.object({
            data: z.object({
              docs: z.array(
                z.object({
                  slug: z.string(),
                  updatedAt: z.string(),
                  openJobCount: z.number().int(),
                }),
              ),
            }),
          }),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { data: { docs: await getCompaniesSitemap(deps) } };
    },
  );
};
