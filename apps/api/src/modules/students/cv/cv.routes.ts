// /v1/job-portal/me/student/cv: the signed-in job seeker's CV (upload, metadata, download, delete).
import multipart from '@fastify/multipart';
import {
  CV_MAX_BYTES,
  cvDeletedResponseSchema,
  optionalStudentCvResponseSchema,
  studentCvResponseSchema,
} from '@jenjang/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../../platform/auth-guard';
import { requestLocale, type ApiLocale } from '../../../platform/locale';
import { rateLimitBy } from '../../../platform/rate-limits';
import { bearerSecurity as bearer } from '../../auth/route-helpers';
import { cvFileError, cvTooLargeError } from './cv.messages';
import { deleteMyCv, getMyCv, openMyCvFile, uploadMyCv, type StudentCvDeps } from './cv.service';

export type StudentCvRouteDeps = StudentCvDeps & {
  uploadLimit: { perUser: number; windowMs: number };
};

const PATH = '/v1/job-portal/me/student/cv';

/** The one file of the multipart body, read into memory (at most CV_MAX_BYTES). */
async function readUploadedFile(request: FastifyRequest, locale: ApiLocale) {
  let part;
  try {
    part = await request.file();
  } catch {
    throw cvFileError('missing', locale); // not multipart at all
  }
  if (!part || part.fieldname !== 'file') throw cvFileError('missing', locale);
  try {
    return { fileName: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw cvTooLargeError(locale);
    }
    // The file is read into memory, so any other failure here is the body's: cut off before its
    // closing boundary, or not well-formed multipart.
    throw cvFileError('incomplete', locale);
  }
}

/** RFC 6266: a plain ASCII name for old clients and the exact UTF-8 name for the rest. */
function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const studentCvRoutes: FastifyPluginAsyncZod<{ deps: StudentCvRouteDeps }> = async (
  app,
  { deps },
) => {
  // Registered in this plugin only: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: CV_MAX_BYTES, files: 1, fields: 5, parts: 6, headerPairs: 100 },
  });
  const signedIn = { onRequest: [app.authenticate] };
  const actor = (request: FastifyRequest) => ({
    user: signedInUser(request),
    locale: requestLocale(request),
  });

  app.post(
    PATH,
    {
      ...signedIn,
      preHandler: rateLimitBy(app, {
        name: 'cv-upload:user',
        max: deps.uploadLimit.perUser,
        windowMs: deps.uploadLimit.windowMs,
        key: (request) => request.user?.id,
      }),
      schema: {
        tags: ['students'],
        summary: 'Upload the CV (PDF or DOCX, at most 5 MB), replacing the current one',
        description:
          'multipart/form-data with one file field `file`. The type is recognised by content ' +
          '(PDF header, or a ZIP with word/document.xml), not by name or Content-Type. ' +
          '400 VALIDATION_ERROR for another type, and for a DOCX with more than 1,000 parts, ' +
          'an unsafe part name (../, absolute, backslash), more than 50 MB unpacked, or sizes ' +
          'that do not add up; 413 PAYLOAD_TOO_LARGE above 5 MB, ' +
          '429 with Retry-After when uploading too often. Job seekers only.',
        consumes: ['multipart/form-data'],
        security: bearer,
        response: { 201: studentCvResponseSchema },
      },
    },
    async (request, reply) => {
      const file = await readUploadedFile(request, requestLocale(request));
      const result = await uploadMyCv(deps, { ...actor(request), file });
      return reply.code(201).send({ data: { result } });
    },
  );

  app.get(
    PATH,
    {
      ...signedIn,
      schema: {
        tags: ['students'],
        summary: "The current CV's metadata (null when none was uploaded)",
        security: bearer,
        response: { 200: optionalStudentCvResponseSchema },
      },
    },
    async (request) => ({ data: { result: await getMyCv(deps, actor(request)) } }),
  );

  app.get(
    `${PATH}/file`,
    {
      ...signedIn,
      schema: {
        tags: ['students'],
        summary: 'Download the CV (owner only)',
        description: 'Answers the bytes as an attachment; 404 NOT_FOUND when there is no CV.',
        security: bearer,
      },
    },
    async (request, reply) => {
      const { cv, stream, size } = await openMyCvFile(deps, actor(request));
      return reply
        .type(cv.contentType)
        .header('content-length', String(size))
        .header('content-disposition', attachmentDisposition(cv.originalName))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );

  app.delete(
    PATH,
    {
      ...signedIn,
      schema: {
        tags: ['students'],
        summary: 'Delete the CV (its file and its metadata)',
        security: bearer,
        response: { 200: cvDeletedResponseSchema },
      },
    },
    async (request) => ({ data: await deleteMyCv(deps, actor(request)) }),
  );
};
