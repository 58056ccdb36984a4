import {
  adminCompaniesQuerySchema,
  adminCompaniesResponseSchema,
  adminCompanyIdParamsSchema,
  adminCompanyResponseSchema,
  adminCompanyVerificationSchema,
  adminJobDecisionResponseSchema,
  adminJobDecisionSchema,
  adminJobIdParamsSchema,
  adminReviewQuerySchema,
  adminReviewResponseSchema,
  jobIdParamsSchema,
  jobReportRequestSchema,
  myJobReportResponseSchema,
} from '@jenjang/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth-guard';
import { requestLocale } from '../../platform/locale';
import { rateLimitBy } from '../../platform/rate-limits';
import { bearerSecurity as security } from '../auth/route-helpers';
import {
  decideReportedJob,
  getMyJobReport,
  listCompaniesForAdmin,
  listReviewQueue,
  reportJob,
  verifyCompany,
  type ModerationDeps,
} from './moderation.service';

export type ModerationRouteDeps = ModerationDeps & {
  reportLimit: { perUser: number; windowMs: number };
};

export const moderationRoutes: FastifyPluginAsyncZod<{ deps: ModerationRouteDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.authenticate);
  const actor = (request: FastifyRequest) => ({
    user: signedInUser(request),
    locale: requestLocale(request),
  });

  app.post(
    '/v1/job-portal/job/:id/report',
    {
      preHandler: rateLimitBy(app, {
        name: 'job-report:user',
        max: deps.reportLimit.perUser,
        windowMs: deps.reportLimit.windowMs,
        key: (request) => request.user?.id,
      }),
      schema: {
        tags: ['moderation'],
        summary: 'Report a job (scam, misleading, discriminatory, asks for money)',
        description:
          'Once per person and job: reporting again keeps the first report. A job reported by ' +
          'JOB_REPORT_HIDE_THRESHOLD people is under review: out of search and applying until ' +
          'an admin decides. Rate limited per person.',
        security,
        params: jobIdParamsSchema,
        body: jobReportRequestSchema,
        response: { 200: myJobReportResponseSchema },
      },
    },
    async (request) => ({
      data: {
        result: await reportJob(deps, {
          ...actor(request),
          jobId: request.params.id,
          request: request.body,
        }),
      },
    }),
  );

  app.get(
    '/v1/job-portal/job/:id/report',
    {
      schema: {
        tags: ['moderation'],
        summary: "The signed-in person's own report of a job (null if none)",
        security,
        params: jobIdParamsSchema,
        response: { 200: myJobReportResponseSchema },
      },
    },
    async (request) => ({
      data: { result: await getMyJobReport(deps, { ...actor(request), jobId: request.params.id }) },
    }),
  );

  app.get(
    '/v1/admin/jobs/review',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Admins: reported jobs and flagged postings waiting for a decision',
        security,
        querystring: adminReviewQuerySchema,
        response: { 200: adminReviewResponseSchema },
      },
    },
    async (request) => ({
      data: await listReviewQueue(deps, { ...actor(request), ...request.query }),
    }),
  );

  app.post(
    '/v1/admin/jobs/:id/decision',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Admins: hide a job, or restore it (its reports and flags count as reviewed)',
        security,
        params: adminJobIdParamsSchema,
        body: adminJobDecisionSchema,
        response: { 200: adminJobDecisionResponseSchema },
      },
    },
    async (request) => ({
      data: {
        result: await decideReportedJob(deps, {
          ...actor(request),
          jobId: request.params.id,
          decision: request.body.decision,
        }),
      },
    }),
  );

  app.get(
    '/v1/admin/companies',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Admins: companies to verify (verified=false by default)',
        security,
        querystring: adminCompaniesQuerySchema,
        response: { 200: adminCompaniesResponseSchema },
      },
    },
    async (request) => ({
      data: await listCompaniesForAdmin(deps, { ...actor(request), ...request.query }),
    }),
  );

  app.post(
    '/v1/admin/companies/:id/verification',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Admins: verify a company (the badge on its page) or take the badge away',
        security,
        params: adminCompanyIdParamsSchema,
        body: adminCompanyVerificationSchema,
        response: { 200: adminCompanyResponseSchema },
      },
    },
    async (request) => ({
      data: {
        result: await verifyCompany(deps, {
          ...actor(request),
          companyId: request.params.id,
          verified: request.body.verified,
        }),
      },
    }),
  );
};
