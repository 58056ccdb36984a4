// /v1/employer/jobs: the employer's own company's jobs. Thin: parse, one use case, shape.
import {
  employerJobListQuerySchema,
  employerJobListResponseSchema,
  employerJobParamsSchema,
  employerJobResponseSchema,
  jobEditorInputSchema,
} from '@jenjang/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth-guard';
import { requestLocale } from '../../platform/locale';
import { bearerSecurity as security } from '../auth/route-helpers';
import {
  changeJobStatus,
  createJobDraft,
  duplicateEmployerJob,
  getEmployerJob,
  listEmployerJobs,
  updateEmployerJob,
  type EmployerJobsDeps,
  type JobStatusAction,
} from './employer-jobs.service';

const tags = ['employer'];
const notFound = 'A job of another company answers 404 JOB_NOT_FOUND, as if it did not exist.';

export const employerJobsRoutes: FastifyPluginAsyncZod<{ deps: EmployerJobsDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.authenticate);
  const actor = (request: FastifyRequest) => ({
    user: signedInUser(request),
    locale: requestLocale(request),
  });

  app.get(
    '/v1/employer/jobs',
    {
      schema: {
        tags,
        summary: "The company's jobs (drafts, open, closed) with applicant counts",
        security,
        querystring: employerJobListQuerySchema,
        response: { 200: employerJobListResponseSchema },
      },
    },
    async (request) => ({
      data: await listEmployerJobs(deps, { ...actor(request), ...request.query }),
    }),
  );

  app.post(
    '/v1/employer/jobs',
    {
      schema: {
        tags,
        summary: 'Save a new job as a draft (not searchable until published)',
        security,
        body: jobEditorInputSchema,
        response: { 201: employerJobResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await createJobDraft(deps, { ...actor(request), input: request.body }) }),
  );

  app.get(
    '/v1/employer/jobs/:jobId',
    {
      schema: {
        tags,
        summary: 'One job of the company, as its editor loads it',
        description: notFound,
        security,
        params: employerJobParamsSchema,
        response: { 200: employerJobResponseSchema },
      },
    },
    async (request) => ({
      data: await getEmployerJob(deps, { ...actor(request), jobId: request.params.jobId }),
    }),
  );

  app.put(
    '/v1/employer/jobs/:jobId',
    {
      schema: {
        tags,
        summary: 'Save the editor: every field, the questions and the steps',
        description:
          `${notFound} Removing a question someone answered or a step an applicant reached ` +
          'answers 409 JOB_PART_IN_USE. An open job is searchable with the new text at once.',
        security,
        params: employerJobParamsSchema,
        body: jobEditorInputSchema,
        response: { 200: employerJobResponseSchema },
      },
    },
    async (request) => ({
      data: await updateEmployerJob(deps, {
        ...actor(request),
        jobId: request.params.jobId,
        input: request.body,
      }),
    }),
  );

  const actions: Record<JobStatusAction, string> = {
    publish: 'Publish a draft: searchable from the next search on',
    close: 'Close an open job: gone from search at once; its open applications become Job Closed',
    reopen: 'Reopen a closed job: searchable again',
  };
  for (const [action, summary] of Object.entries(actions) as [JobStatusAction, string][])
    app.post(
      `/v1/employer/jobs/:jobId/${action}`,
      {
        schema: {
          tags,
          summary,
          description: `${notFound} 409 JOB_STATUS_CONFLICT from another status.`,
          security,
          params: employerJobParamsSchema,
          response: { 200: employerJobResponseSchema },
        },
      },
      async (request) => ({
        data: await changeJobStatus(deps, {
          ...actor(request),
          jobId: request.params.jobId,
          action,
        }),
      }),
    );

  app.post(
    '/v1/employer/jobs/:jobId/duplicate',
    {
      schema: {
        tags,
        summary: 'Copy a job into a new draft (fields, questions, steps)',
        description: notFound,
        security,
        params: employerJobParamsSchema,
        response: { 201: employerJobResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await duplicateEmployerJob(deps, { ...actor(request), jobId: request.params.jobId }),
      }),
  );
};
