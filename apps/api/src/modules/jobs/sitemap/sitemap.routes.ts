import {
  companiesSitemapResponseSchema,
  jobsSitemapChunkResponseSchema,
  mentorsSitemapResponseSchema,
  sitemapChunkQuerySchema,
} from '@jenjang/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getCompaniesSitemap,
  getJobsSitemapChunk,
  getMentorsSitemap,
  type SitemapDeps,
} from './sitemap.service';

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
        querystring: sitemapChunkQuerySchema,
        response: { 200: jobsSitemapChunkResponseSchema },
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
        response: { 200: companiesSitemapResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { data: { docs: await getCompaniesSitemap(deps) } };
    },
  );

  app.get(
    '/v1/seo/sitemap/mentors',
    {
      schema: {
        tags: ['seo'],
        summary: 'Mentors with a public profile, for the sitemap',
        response: { 200: mentorsSitemapResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { data: { docs: await getMentorsSitemap(deps) } };
    },
  );
};
