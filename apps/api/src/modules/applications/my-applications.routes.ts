// The job seeker's own applications: list, one, withdraw, tech tests, count, reusable answers.
import multipart from '@fastify/multipart';
import {
  appliedJobCountResponseSchema,
  applicationIdParamsSchema,
  applicationResponseSchema,
  myApplicationsQuerySchema,
  myApplicationsResponseSchema,
  offerResponseRequestSchema,
  reusableAnswerDeletedResponseSchema,
  reusableAnswerParamsSchema,
  reusableAnswerPatchSchema,
  reusableAnswerResponseSchema,
  reusableAnswersResponseSchema,
  studentIdParamsSchema,
  TECH_TEST_FILE_MAX_BYTES,
  techTestLinkRequestSchema,
  techTestParamsSchema,
  techTestResponseSchema,
} from '@jenjang/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth-guard';
import { requestLocale, type ApiLocale } from '../../platform/locale';
import { bearerSecurity as security } from '../auth/route-helpers';
import {
  editReusableAnswer,
  listReusableAnswers,
  removeReusableAnswer,
} from './after-apply.service';
import { techTestFileError } from './applications.messages';
import { answerOffer, withdrawMyApplication } from './candidate-endings.service';
import { countAppliedJobs, getMyApplication, listMyApplications } from './my-applications.service';
import { submitTechTestFile, submitTechTestLink, type TechTestDeps } from './tech-tests.service';

async function readUploadedFile(request: FastifyRequest, locale: ApiLocale) {
  let part;
  try {
    part = await request.file();
  } catch {
    throw techTestFileError('missing', locale);
  }
  if (!part || part.fieldname !== 'file') throw techTestFileError('missing', locale);
  try {
    return { fileName: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw techTestFileError('tooLarge', locale);
    throw techTestFileError('incomplete', locale);
  }
}

export const myApplicationsRoutes: FastifyPluginAsyncZod<{ deps: TechTestDeps }> = async (
  app,
  { deps },
) => {
  await app.register(multipart, {
    limits: { fileSize: TECH_TEST_FILE_MAX_BYTES, files: 1, fields: 5, parts: 6, headerPairs: 100 },
  });
  app.addHook('onRequest', app.authenticate);
  const actor = (request: FastifyRequest) => ({
    user: signedInUser(request),
    locale: requestLocale(request),
  });
  const noStore = { 'cache-control': 'private, no-store' };

  app.get(
    '/v1/job-portal/me/application',
    {
      schema: {
        tags: ['applications'],
        summary: "The signed-in job seeker's applications, newest first, by status group",
        security,
        querystring: myApplicationsQuerySchema,
        response: { 200: myApplicationsResponseSchema },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return { data: await listMyApplications(deps, { ...actor(request), query: request.query }) };
    },
  );

  app.get(
    '/v1/job-portal/me/application/:applicationId',
    {
      schema: {
        tags: ['applications'],
        summary: 'One of my applications (404 APPLICATION_NOT_FOUND for anyone else)',
        security,
        params: applicationIdParamsSchema,
        response: { 200: applicationResponseSchema },
      },
    },
    async (request) => ({
      data: {
        result: await getMyApplication(deps, {
          ...actor(request),
          applicationId: request.params.applicationId,
        }),
      },
    }),
  );

  app.post(
    '/v1/job-portal/me/application/:applicationId/withdraw',
    {
      schema: {
        tags: ['applications'],
        summary: 'Withdraw one of my applications (idempotent; ended ones cannot be)',
        description: '409 INVALID_STATUS_TRANSITION when the application has already ended.',
        security,
        // No body: a withdrawal needs nothing but the application (the contract's optional
        // reason is not read yet).
        params: applicationIdParamsSchema,
        response: { 200: applicationResponseSchema },
      },
    },
    async (request) => ({
      data: {
        result: await withdrawMyApplication(deps, {
          ...actor(request),
          applicationId: request.params.applicationId,
        }),
      },
    }),
  );

  app.post(
    '/v1/job-portal/me/application/:applicationId/offer',
    {
      schema: {
        tags: ['applications'],
        summary: 'Accept or decline the offer of one of my applications',
        description:
          'Accepting moves it to accepted; declining withdraws it from the offer (the status ' +
          'stays offered). The same answer twice answers with the application as it is. ' +
          '409 INVALID_STATUS_TRANSITION when no offer stands.',
        security,
        params: applicationIdParamsSchema,
        body: offerResponseRequestSchema,
        response: { 200: applicationResponseSchema },
      },
    },
    async (request) => ({
      data: {
        result: await answerOffer(deps, {
          ...actor(request),
          applicationId: request.params.applicationId,
          decision: request.body.decision,
        }),
      },
    }),
  );

  app.post(
    '/v1/job-portal/me/application/:applicationId/tech-test/:stepId/link',
    {
      schema: {
        tags: ['applications'],
        summary: 'Hand in a tech test as a link (https is prefixed when missing)',
        description: '409 TECH_TEST_CLOSED when not sent, already handed in or past its deadline.',
        security,
        params: techTestParamsSchema,
        body: techTestLinkRequestSchema,
        response: { 201: techTestResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await submitTechTestLink(deps, {
        ...actor(request),
        ...request.params,
        url: request.body.url,
      });
      return reply.code(201).send({ data: { result } });
    },
  );

  app.post(
    '/v1/job-portal/me/application/:applicationId/tech-test/:stepId/file',
    {
      schema: {
        tags: ['applications'],
        summary: 'Hand in a tech test as a file (PDF or DOCX, at most 10 MB)',
        description:
          'multipart/form-data with one file field `file`, recognised by content as CVs are. ' +
          '400 VALIDATION_ERROR for another type, 413 PAYLOAD_TOO_LARGE, 409 TECH_TEST_CLOSED.',
        consumes: ['multipart/form-data'],
        security,
        params: techTestParamsSchema,
        response: { 201: techTestResponseSchema },
      },
    },
    async (request, reply) => {
      const file = await readUploadedFile(request, requestLocale(request));
      const result = await submitTechTestFile(deps, {
        ...actor(request),
        ...request.params,
        file,
      });
      return reply.code(201).send({ data: { result } });
    },
  );

  app.get(
    '/v1/job-portal/student/:id/applied-job/count',
    {
      schema: {
        tags: ['applications'],
        summary: 'How many jobs the student applied to (own student id only)',
        security,
        params: studentIdParamsSchema,
        response: { 200: appliedJobCountResponseSchema },
      },
    },
    async (request) => ({
      data: {
        count: await countAppliedJobs(deps, { ...actor(request), studentId: request.params.id }),
      },
    }),
  );

  app.get(
    '/v1/job-portal/me/reusable-answer',
    {
      schema: {
        tags: ['applications'],
        summary: 'My earlier answers, offered again for questions with the same text',
        security,
        response: { 200: reusableAnswersResponseSchema },
      },
    },
    async (request) => ({ data: { docs: await listReusableAnswers(deps, actor(request)) } }),
  );

  app.patch(
    '/v1/job-portal/me/reusable-answer/:answerId',
    {
      schema: {
        tags: ['applications'],
        summary: 'Change one of my reusable answers',
        security,
        params: reusableAnswerParamsSchema,
        body: reusableAnswerPatchSchema,
        response: { 200: reusableAnswerResponseSchema },
      },
    },
    async (request) => ({
      data: {
        result: await editReusableAnswer(deps, {
          ...actor(request),
          answerId: request.params.answerId,
          answer: request.body.answer,
        }),
      },
    }),
  );

  app.delete(
    '/v1/job-portal/me/reusable-answer/:answerId',
    {
      schema: {
        tags: ['applications'],
        summary: 'Forget one of my reusable answers',
        security,
        params: reusableAnswerParamsSchema,
        response: { 200: reusableAnswerDeletedResponseSchema },
      },
    },
    async (request) => ({
      data: await removeReusableAnswer(deps, {
        ...actor(request),
        answerId: request.params.answerId,
      }),
    }),
  );
};
