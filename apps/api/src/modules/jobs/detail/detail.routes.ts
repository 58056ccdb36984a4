import {
  jobByIdParamsSchema,
  jobDetailResponseSchema,
  jobDocsResponseSchema,
  jobIdParamsSchema,
  jobRecommendationResponseSchema,
  jobSlugParamsSchema,
  paginationQuerySchema,
  similarJobsQuerySchema,
} from '@jenjang/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../../platform/locale';
import {
  NO_PREFERENCES,
  getJobDetail,
  listSimilarJobs,
  recommendationPreferencesFor,
  recommendJobs,
  type JobDetailDeps,
} from './detail.service';

export const jobDetailRoutes: FastifyPluginAsyncZod<{ deps: JobDetailDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/v1/job-portal/job/slug/:slug',
    {
      schema: {
        tags: ['jobs'],
        summary: 'A job by its slug (closed and expired jobs answer too, marked closed)',
        params: jobSlugParamsSchema,
        response: { 200: jobDetailResponseSchema },
      },
    },
    async (request) => ({
      data: {
        result: await getJobDetail(deps, { slug: request.params.slug }, requestLocale(request)),
      },
    }),
  );

  app.get(
    '/v1/job-portal/job/:jobId',
    {
      schema: {
        tags: ['jobs'],
        summary: 'A job by its id (closed and expired jobs answer too, marked closed)',
        params: jobByIdParamsSchema,
        response: { 200: jobDetailResponseSchema },
      },
    },
    async (request) => ({
      data: {
        result: await getJobDetail(deps, { id: request.params.jobId }, requestLocale(request)),
      },
    }),
  );

  app.get(
    '/v1/explore-job/job/:id/similar',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Open jobs similar to this one (same role, then category; same city first)',
        params: jobIdParamsSchema,
        querystring: similarJobsQuerySchema,
        response: { 200: jobDocsResponseSchema },
      },
    },
    async (request) => ({
      data: {
        docs: await listSimilarJobs(deps, {
          jobId: request.params.id,
          limit: request.query.limit,
          locale: requestLocale(request),
        }),
      },
    }),
  );

  app.get(
    '/v1/explore-job/job/recommendation',
    {
      onRequest: [app.authenticateOptional],
      schema: {
        tags: ['jobs'],
        summary: 'Recommended jobs: personal for job seekers, popular and fresh for guests',
        description:
          'With a job seeker bearer token: preferred roles and cities, experience level, ' +
          'education and the last 30 days of viewed, saved and applied jobs rank first; saved ' +
          'jobs are left out. Guests and other roles get popular and fresh jobs.',
        security: [{}, { bearerAuth: [] }],
        querystring: paginationQuerySchema,
        response: { 200: jobRecommendationResponseSchema },
      },
    },
    async (request, reply) => {
      const user = request.user;
      // Personal answers must not be kept by shared caches.
      if (user) void reply.header('cache-control', 'private, no-store');
      const preferences =
        user?.role === 'student'
          ? await recommendationPreferencesFor(deps, user.id)
          : NO_PREFERENCES;
      return {
        data: await recommendJobs(deps, {
          ...request.query,
          locale: requestLocale(request),
          preferences,
        }),
      };
    },
  );
};
