// Applying: the apply form, easy apply, external apply, bulk apply, and what follows an apply.
import {
  additionalInformationPatchSchema,
  additionalInformationResponseSchema,
  applicationResponseSchema,
  applyFormResponseSchema,
  applyJobParamsSchema as params,
  applyRequestSchema,
  bulkApplyFormQuerySchema,
  bulkApplyFormResponseSchema,
  bulkApplyHeadersSchema,
  bulkApplyRequestSchema,
  bulkApplyResponseSchema,
  externalApplyResponseSchema,
  jobDocsResponseSchema,
  recommendationAfterApplyQuerySchema,
} from '@jenjang/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth-guard';
import { requestLocale } from '../../platform/locale';
import { bearerSecurity as security } from '../auth/route-helpers';
import {
  getAdditionalInformation,
  patchAdditionalInformation,
  recommendAfterApply,
} from './after-apply.service';
import {
  applyExternally,
  applyToJob,
  getApplyForm,
  getApplyForms,
  type ApplyDeps,
} from './apply.service';
import { bulkApply } from './bulk-apply.service';

const APPLY_ERRORS =
  '400 INCOMPLETE_PRE_SCREENING_ANSWERS (a mandatory question unanswered), ' +
  'INVALID_PRE_SCREENING_ANSWERS_OPTION (an option the question does not offer), ' +
  'INVALID_PRE_SCREENING_ANSWERS (a malformed answer or an unknown question; details name the ' +
  'question ids); 404 JOB_NOT_FOUND; 409 JOB_ALREADY_APPLIED, JOB_CLOSED (closed or past its ' +
  'deadline), JOB_NOT_EASY_APPLY; 403 for other roles, USER_IS_NOT_STUDENT without a profile.';

export const applyRoutes: FastifyPluginAsyncZod<{ deps: ApplyDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', app.authenticate);
  const actor = (request: FastifyRequest) => ({
    user: signedInUser(request),
    locale: requestLocale(request),
  });

  app.get(
    '/v1/job-portal/job/:id/apply-form',
    {
      schema: {
        tags: ['applications'],
        summary: "A job's questions with the signed-in job seeker's prefilled answers",
        description:
          'TOEFL, birthdate and GPA questions come from the profile; other questions from the ' +
          "candidate's earlier answer to a question with the same text. Also says whether the " +
          'candidate already applied (application).',
        security,
        params,
        response: { 200: applyFormResponseSchema },
      },
    },
    async (request) => ({
      data: { result: await getApplyForm(deps, { ...actor(request), jobId: request.params.id }) },
    }),
  );

  app.post(
    '/v1/job-portal/job/:id/apply',
    {
      schema: {
        tags: ['applications'],
        summary: 'Easy apply, with the answers to the pre-screening questions',
        description: `Answers are checked by spec section 5. Errors: ${APPLY_ERRORS}`,
        security,
        params,
        body: applyRequestSchema,
        response: { 201: applicationResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await applyToJob(deps, {
        ...actor(request),
        jobId: request.params.id,
        answers: request.body.answers,
        saveAnswers: request.body.saveAnswers,
      });
      return reply.code(201).send({ data: { result } });
    },
  );

  app.post(
    '/v1/job-portal/job/:id/apply/external',
    {
      schema: {
        tags: ['applications'],
        summary: "Record a click on an external job's link, as an application to follow",
        description:
          'Idempotent: a second click answers with the same application. 409 JOB_NOT_EASY_APPLY ' +
          'for an easy-apply job, JOB_CLOSED for a closed one.',
        security,
        params,
        response: { 200: externalApplyResponseSchema },
      },
    },
    async (request) => ({
      data: await applyExternally(deps, { ...actor(request), jobId: request.params.id }),
    }),
  );

  app.post(
    '/v1/job-portal/application/bulk-apply',
    {
      schema: {
        tags: ['applications'],
        summary: 'Apply to many jobs at once; each job succeeds or fails on its own',
        description:
          'Header Idempotency-Key (8-128 of A-Z a-z 0-9 _ . : -) required: a retry with the same ' +
          'key answers with the first result and never applies twice; the same key with another ' +
          'body is 422 IDEMPOTENCY_KEY_CONFLICT. Jobs beyond the daily limit fail with ' +
          'BULK_APPLY_DAILY_LIMIT. A job whose answers fail the checks is reported, not applied.',
        security,
        headers: bulkApplyHeadersSchema,
        body: bulkApplyRequestSchema,
        response: { 200: bulkApplyResponseSchema },
      },
    },
    async (request) => ({
      data: await bulkApply(deps, {
        ...actor(request),
        idempotencyKey: request.headers['idempotency-key'],
        body: request.body,
      }),
    }),
  );

  app.get(
    '/v1/job-portal/application/bulk-apply/form',
    {
      schema: {
        tags: ['applications'],
        summary: 'The apply forms of several jobs (bulk apply review), with prefills',
        security,
        querystring: bulkApplyFormQuerySchema,
        response: { 200: bulkApplyFormResponseSchema },
      },
    },
    async (request) => ({
      data: {
        forms: await getApplyForms(deps, { ...actor(request), jobIds: request.query.jobIds }),
      },
    }),
  );

  app.get(
    '/v1/explore-job/job/recommendation-after-apply',
    {
      schema: {
        tags: ['applications'],
        summary: 'Jobs like the one just applied to, leaving out those already applied to',
        security,
        querystring: recommendationAfterApplyQuerySchema,
        response: { 200: jobDocsResponseSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return {
        data: {
          docs: await recommendAfterApply(deps, { ...actor(request), ...request.query }),
        },
      };
    },
  );

  app.get(
    '/v1/job-portal/additional-information-after-apply-job',
    {
      schema: {
        tags: ['applications'],
        summary: 'What the job seeker added after applying (notice period, start date, ...)',
        security,
        response: { 200: additionalInformationResponseSchema },
      },
    },
    async (request) => ({
      data: { result: await getAdditionalInformation(deps, actor(request)) },
    }),
  );

  app.patch(
    '/v1/job-portal/additional-information-after-apply-job',
    {
      schema: {
        tags: ['applications'],
        summary: 'Change the additional information (fields left out keep their value)',
        security,
        body: additionalInformationPatchSchema,
        response: { 200: additionalInformationResponseSchema },
      },
    },
    async (request) => ({
      data: {
        result: await patchAdditionalInformation(deps, { ...actor(request), patch: request.body }),
      },
    }),
  );
};
