import {
  jobIdParamsSchema as params,
  jobListResponseSchema,
  paginationQuerySchema,
  savedJobIdsQuerySchema,
  savedJobIdsResponseSchema,
  savedJobResponseSchema,
} from '@jenjang/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbiddenError } from '../../../platform/auth-guard';
import { requestLocale } from '../../../platform/locale';
import {
  findSavedAmong,
  listSavedJobs,
  saveJob,
  unsaveJob,
  type SavedJobsDeps,
} from './saved.service';

export const savedJobsRoutes: FastifyPluginAsyncZod<{ deps: SavedJobsDeps }> = async (
  app,
  { deps },
) => {
  // Saving is for job seekers; every route here needs a signed-in student.
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', async (request) => {
    if (request.user?.role !== 'student') throw forbiddenError(requestLocale(request));
  });

  app.post(
    '/v1/job-portal/job/:id/save',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Save a job (idempotent)',
        security: [{ bearerAuth: [] }],
        params,
        response: { 200: savedJobResponseSchema },
      },
    },
    async (request) => ({
      data: await saveJob(deps, {
        userId: request.user!.id,
        jobId: request.params.id,
        locale: requestLocale(request),
      }),
    }),
  );

  app.delete(
    '/v1/job-portal/job/:id/save',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Remove a saved job (idempotent)',
        security: [{ bearerAuth: [] }],
        params,
        response: { 200: savedJobResponseSchema },
      },
    },
    async (request) => ({
      data: await unsaveJob(deps, {
        userId: request.user!.id,
        jobId: request.params.id,
        locale: requestLocale(request),
      }),
    }),
  );

  app.get(
    '/v1/explore-job/job/saved',
    {
      schema: {
        tags: ['jobs'],
        summary: "The signed-in job seeker's saved jobs, newest saved first",
        security: [{ bearerAuth: [] }],
        querystring: paginationQuerySchema,
        response: { 200: jobListResponseSchema },
      },
    },
    async (request) => ({
      data: await listSavedJobs(deps, {
        userId: request.user!.id,
        ...request.query,
        locale: requestLocale(request),
      }),
    }),
  );

  app.get(
    '/v1/explore-job/job/saved/ids',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Which of the given jobs the signed-in job seeker saved',
        security: [{ bearerAuth: [] }],
        querystring: savedJobIdsQuerySchema,
        response: { 200: savedJobIdsResponseSchema },
      },
    },
    async (request) => ({
      data: {
        jobIds: await findSavedAmong(deps, {
          userId: request.user!.id,
          jobIds: request.query.jobIds,
        }),
      },
    }),
  );
};
