import { jobListQuerySchema, jobListResponseSchema } from '@jenjang/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../platform/locale';
import { listOpenJobs, type JobsDeps } from './jobs.service';

export const jobsRoutes: FastifyPluginAsyncZod<{ deps: JobsDeps }> = async (app, { deps }) => {
  app.get(
    '/v1/explore-job/job',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Open jobs, newest first',
        description:
          'Open jobs whose deadline (23:59:59 WIB) has not passed, newest first, paginated.',
        querystring: jobListQuerySchema,
        response: { 200: jobListResponseSchema },
      },
    },
    async (request) => ({
      data: await listOpenJobs(deps, { ...request.query, locale: requestLocale(request) }),
    }),
  );
};
