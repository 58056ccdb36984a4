// Employer endpoints of applications (until the employer pipeline of the next issue).
import {
  applicationIdParamsSchema,
  applyJobParamsSchema,
  employerApplicationResponseSchema,
  employerApplicationsResponseSchema,
  moveApplicationRequestSchema,
  paginationQuerySchema,
} from '@jenjang/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth-guard';
import { requestLocale } from '../../platform/locale';
import { bearerSecurity as security } from '../auth/route-helpers';
import { listJobApplicants, moveApplicantByEmployer } from './employer.service';
import type { MoveDeps } from './move-application.service';

export const employerApplicationsRoutes: FastifyPluginAsyncZod<{ deps: MoveDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.authenticate);
  const actor = (request: FastifyRequest) => ({
    user: signedInUser(request),
    locale: requestLocale(request),
  });

  app.get(
    '/v1/job-portal/employer/job/:id/application',
    {
      schema: {
        tags: ['employer'],
        summary: "The applicants of one of the employer's company's jobs",
        description: 'Employers only; a job of another company answers 404 JOB_NOT_FOUND.',
        security,
        params: applyJobParamsSchema,
        querystring: paginationQuerySchema,
        response: { 200: employerApplicationsResponseSchema },
      },
    },
    async (request) => ({
      data: await listJobApplicants(deps, {
        ...actor(request),
        jobId: request.params.id,
        ...request.query,
      }),
    }),
  );

  app.post(
    '/v1/job-portal/employer/application/:applicationId/move',
    {
      schema: {
        tags: ['employer'],
        summary: "Move an applicant of the employer's company to another status or step",
        description:
          'Allowed moves: docs/decisions/016. Step statuses (hrInterview, userInterview, ' +
          'techTestSent, custom) need a step of the job of that type. 409 ' +
          "INVALID_STATUS_TRANSITION otherwise; another company's applicant is 404 " +
          'APPLICATION_NOT_FOUND. The candidate is notified in the app and by email.',
        security,
        params: applicationIdParamsSchema,
        body: moveApplicationRequestSchema,
        response: { 200: employerApplicationResponseSchema },
      },
    },
    async (request) => ({
      data: {
        result: await moveApplicantByEmployer(deps, {
          ...actor(request),
          applicationId: request.params.applicationId,
          request: request.body,
        }),
      },
    }),
  );
};
