// /v1/cv-review/analyses: submit a CV for analysis, the history, one analysis, unlocking its full
// report, and the report as a PDF (docs/decisions/026). Signed in; each analysis is its owner's
// alone (anyone else's id answers 404).
import multipart from '@fastify/multipart';
import {
  CV_MAX_BYTES,
  createCvReviewFieldsSchema,
  cvReviewHeadersSchema,
  cvReviewParamsSchema,
  cvReviewResponseSchema,
  cvReviewsQuerySchema,
  cvReviewsResponseSchema,
} from '@jenjang/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth-guard';
import { requestLocale, type ApiLocale } from '../../platform/locale';
import { rateLimitBy } from '../../platform/rate-limits';
import { bearerSecurity as security } from '../auth/route-helpers';
import { cvFileError, cvTooLargeError } from '../students/cv/cv.messages';
import {
  getCvReview,
  listCvReviews,
  renderCvReviewReport,
  submitCvReview,
  unlockCvReview,
  type CvReviewDeps,
} from './cv-review.service';

export type CvReviewRouteDeps = CvReviewDeps & {
  submitLimit: { perUser: number; windowMs: number };
};

type UploadedFile = { fileName: string; bytes: Buffer };

declare module 'fastify' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** The CV of a multipart submit, read before validation. */
    cvReviewUpload: UploadedFile | null;
  }
}

const BASE = '/v1/cv-review/analyses';
const tags = ['cv-review'];
const FIELDS = new Set(['source', 'jobId', 'targetText']);

/** The form fields become the body (checked by the contract); the file is kept aside. */
async function readSubmitMultipart(request: FastifyRequest, locale: ApiLocale) {
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && !file) file = { fileName: part.filename, bytes };
      } else if (FIELDS.has(part.fieldname) && typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw cvTooLargeError(locale);
    }
    throw cvFileError('incomplete', locale);
  }
  // An empty optional field is a field not sent.
  for (const name of ['jobId', 'targetText']) if (fields[name]?.trim() === '') delete fields[name];
  return { fields, file };
}

function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const cvReviewRoutes: FastifyPluginAsyncZod<{ deps: CvReviewRouteDeps }> = async (
  app,
  { deps },
) => {
  await app.register(multipart, {
    limits: {
      fileSize: CV_MAX_BYTES,
      files: 1,
      fields: 3,
      parts: 4,
      fieldSize: 64 * 1024,
      headerPairs: 100,
    },
  });
  app.decorateRequest('cvReviewUpload', null);
  app.addHook('onRequest', app.authenticate);
  const actor = (request: FastifyRequest) => ({
    user: signedInUser(request),
    locale: requestLocale(request),
  });

  app.post(
    BASE,
    {
      preValidation: async (request) => {
        if (!request.isMultipart()) return;
        const read = await readSubmitMultipart(request, requestLocale(request));
        request.body = read.fields as never;
        request.cvReviewUpload = read.file;
      },
      preHandler: rateLimitBy(app, {
        name: 'cv-review:user',
        max: deps.submitLimit.perUser,
        windowMs: deps.submitLimit.windowMs,
        key: (request) => request.user?.id,
      }),
      schema: {
        tags,
        summary: 'Analyse a CV: an upload or the CV on the profile, optionally against a job',
        description:
          'multipart/form-data with `source` (upload | profile), the file `file` when uploading ' +
          '(PDF or DOCX, at most 5 MB, recognised by content exactly as the profile CV), and ' +
          'optionally `jobId` (a job of the portal) or `targetText` (a pasted description, its ' +
          'first line the title). JSON is accepted for source=profile. Header Idempotency-Key: ' +
          'a retry answers with the first analysis. 202 with the analysis (status queued); ' +
          'follow it with GET .../{id}. 400 VALIDATION_ERROR (the fields, the file), 404 ' +
          'PROFILE_CV_MISSING, 413 PAYLOAD_TOO_LARGE, 403 for roles other than job seekers, ' +
          '429 with Retry-After (10 analyses an hour by default).',
        consumes: ['multipart/form-data', 'application/json'],
        security,
        headers: cvReviewHeadersSchema,
        body: createCvReviewFieldsSchema,
        response: { 202: cvReviewResponseSchema },
      },
    },
    async (request, reply) => {
      const { review } = await submitCvReview(deps, actor(request), {
        fields: request.body,
        file: request.cvReviewUpload,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(202).send({ data: { result: review } });
    },
  );

  app.get(
    BASE,
    {
      schema: {
        tags,
        summary: "The signed-in person's analyses, newest first (summaries)",
        security,
        querystring: cvReviewsQuerySchema,
        response: { 200: cvReviewsResponseSchema },
      },
    },
    async (request) => ({ data: await listCvReviews(deps, actor(request), request.query) }),
  );

  app.get(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        summary: 'One analysis: progress, then the free core or the full report when unlocked',
        description:
          'Free: the overall score, the aspects overallImpression, contactInformation and ' +
          'workExperience, and the job match rate. The other aspects answer `locked: true` with ' +
          'score and summary null and no findings; the job match lists and the careers are ' +
          'empty until unlocked. 404 CV_REVIEW_NOT_FOUND for anyone but its owner.',
        security,
        params: cvReviewParamsSchema,
        response: { 200: cvReviewResponseSchema },
      },
    },
    async (request) => ({
      data: { result: await getCvReview(deps, actor(request), request.params.id) },
    }),
  );

  app.post(
    `${BASE}/:id/unlock`,
    {
      schema: {
        tags,
        summary: 'Unlock the full report with one credit (once per analysis)',
        description:
          'Spends one credit the first time; calling it again (or concurrently) spends nothing ' +
          'more. 402 INSUFFICIENT_CREDITS, 409 CV_REVIEW_NOT_READY (not done), 404 ' +
          'CV_REVIEW_NOT_FOUND.',
        security,
        params: cvReviewParamsSchema,
        response: { 200: cvReviewResponseSchema },
      },
    },
    async (request) => ({
      data: { result: await unlockCvReview(deps, actor(request), request.params.id) },
    }),
  );

  app.get(
    `${BASE}/:id/report.pdf`,
    {
      schema: {
        tags,
        summary: "The report as a PDF in the request's language (full when unlocked)",
        description: '409 CV_REVIEW_NOT_READY until done; 404 CV_REVIEW_NOT_FOUND.',
        security,
        params: cvReviewParamsSchema,
      },
    },
    async (request, reply) => {
      const report = await renderCvReviewReport(deps, actor(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachmentDisposition(report.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(report.pdf);
    },
  );
};
