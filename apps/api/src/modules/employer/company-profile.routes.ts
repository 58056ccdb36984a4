// /v1/employer/company/profile, /logo, /photos: the company profile editor; and
// /v1/company-files/{companyId}/{name}: the uploaded logos and photos, public. Thin: each route
// parses, calls one use case of company-profile.service.ts, shapes the answer.
import multipart from '@fastify/multipart';
import {
  COMPANY_IMAGE_LIMITS,
  companyFileParamsSchema,
  companyLogoResponseSchema,
  companyPhotoCaptionInputSchema,
  companyPhotoOrderInputSchema,
  companyPhotoParamsSchema,
  companyPhotosResponseSchema,
  companyProfilePatchSchema,
  employerCompanyProfileResponseSchema,
  type CompanyImagePurpose,
} from '@jenjang/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth-guard';
import { requestLocale } from '../../platform/locale';
import { rateLimitBy } from '../../platform/rate-limits';
import { bearerSecurity as security } from '../auth/route-helpers';
import { imageFileError } from './company-profile.messages';
import {
  addCompanyPhoto,
  captionCompanyPhoto,
  deleteCompanyPhoto,
  getCompanyProfile,
  openCompanyFile,
  removeCompanyLogo,
  reorderCompanyPhotos,
  updateCompanyProfile,
  uploadCompanyLogo,
  type CompanyProfileDeps,
  type UploadedFile,
} from './company-profile.service';

export type CompanyProfileRouteDeps = CompanyProfileDeps & {
  uploadLimit: { perUser: number; windowMs: number };
};

const tags = ['employer'];
const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/** The one file of the multipart body, read into memory when the use case asks for it. */
function uploadedFile(request: FastifyRequest, purpose: CompanyImagePurpose): UploadedFile {
  const locale = requestLocale(request);
  return async () => {
    let part;
    try {
      part = await request.file();
    } catch {
      throw imageFileError('missing', purpose, locale); // not multipart at all
    }
    if (!part || part.fieldname !== 'file') throw imageFileError('missing', purpose, locale);
    try {
      return { bytes: await part.toBuffer() };
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw imageFileError('tooLarge', purpose, locale);
      throw imageFileError('incomplete', purpose, locale);
    }
  };
}

const uploadDescription =
  'multipart/form-data with one file field `file`. The type is recognised by content (PNG, ' +
  'JPEG or WebP magic bytes; the name and Content-Type decide nothing; SVG is refused), the ' +
  'whole file must be that one image (nothing appended, no markup: polyglots are refused) and ' +
  'its real dimensions are read from it. 400 VALIDATION_ERROR naming `file` otherwise, ' +
  '413 PAYLOAD_TOO_LARGE above the size limit, 429 with Retry-After when uploading too often. ' +
  'Members of the company (owners and recruiters).';

export const companyProfileRoutes: FastifyPluginAsyncZod<{
  deps: CompanyProfileRouteDeps;
}> = async (app, { deps }) => {
  // Registered in this plugin only; the file limit is the larger purpose's, each use case
  // applies its own.
  await app.register(multipart, {
    limits: {
      fileSize: COMPANY_IMAGE_LIMITS.photo.maxBytes,
      files: 1,
      fields: 5,
      parts: 6,
      headerPairs: 100,
    },
  });
  const signedIn = { onRequest: [app.authenticate] };
  const actor = (request: FastifyRequest) => ({
    user: signedInUser(request),
    locale: requestLocale(request),
  });
  const uploadLimit = rateLimitBy(app, {
    name: 'company-image-upload:user',
    max: deps.uploadLimit.perUser,
    windowMs: deps.uploadLimit.windowMs,
    key: (request) => request.user?.id,
  });

  app.get(
    '/v1/employer/company/profile',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The company's profile as its editor shows it: every field, logo and photos",
        description: 'Members of the company. 403 EMPLOYER_ONLY, 409 COMPANY_REQUIRED.',
        security,
        response: { 200: employerCompanyProfileResponseSchema },
      },
    },
    async (request) => ({ data: await getCompanyProfile(deps, actor(request)) }),
  );

  app.patch(
    '/v1/employer/company/profile',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Change any of the profile fields; the company page shows them at once',
        description:
          'Any subset of the fields. A website without a scheme gets https://. Locations are ' +
          'replaced as a whole (cities of the taxonomy, exactly one head office). Culture values ' +
          'and benefits are the spec’s keys (at most 6 culture values). Renaming the company is ' +
          'for owners (403 OWNER_ONLY); everything else for every member.',
        security,
        body: companyProfilePatchSchema,
        response: { 200: employerCompanyProfileResponseSchema },
      },
    },
    async (request) => ({
      data: await updateCompanyProfile(deps, { ...actor(request), patch: request.body }),
    }),
  );

  app.post(
    '/v1/employer/company/logo',
    {
      ...signedIn,
      preHandler: uploadLimit,
      schema: {
        tags,
        summary: `Upload the logo (PNG, JPEG or WebP, at most 1 MB, at least 64 × 64), replacing it`,
        description: uploadDescription,
        consumes: ['multipart/form-data'],
        security,
        response: { 201: companyLogoResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await uploadCompanyLogo(deps, {
          ...actor(request),
          file: uploadedFile(request, 'logo'),
        }),
      }),
  );

  app.delete(
    '/v1/employer/company/logo',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Remove the logo (the page shows the initials)',
        security,
        response: { 200: companyLogoResponseSchema },
      },
    },
    async (request) => ({ data: await removeCompanyLogo(deps, actor(request)) }),
  );

  app.post(
    '/v1/employer/company/photos',
    {
      ...signedIn,
      preHandler: uploadLimit,
      schema: {
        tags,
        summary: 'Add a workplace photo at the end (PNG, JPEG or WebP, at most 5 MB; at most 8)',
        description: `${uploadDescription} 409 PHOTO_LIMIT_REACHED with 8 photos.`,
        consumes: ['multipart/form-data'],
        security,
        response: { 201: companyPhotosResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await addCompanyPhoto(deps, {
          ...actor(request),
          file: uploadedFile(request, 'photo'),
        }),
      }),
  );

  app.put(
    '/v1/employer/company/photos/order',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Reorder the photos: every photo's id once, first shown first",
        security,
        body: companyPhotoOrderInputSchema,
        response: { 200: companyPhotosResponseSchema },
      },
    },
    async (request) => ({
      data: await reorderCompanyPhotos(deps, { ...actor(request), ids: request.body.ids }),
    }),
  );

  app.patch(
    '/v1/employer/company/photos/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "A photo's caption in Indonesian and English",
        description: "404 NOT_FOUND for another company's photo, as for a missing one.",
        security,
        params: companyPhotoParamsSchema,
        body: companyPhotoCaptionInputSchema,
        response: { 200: companyPhotosResponseSchema },
      },
    },
    async (request) => ({
      data: await captionCompanyPhoto(deps, {
        ...actor(request),
        photoId: request.params.id,
        caption: request.body,
      }),
    }),
  );

  app.delete(
    '/v1/employer/company/photos/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Delete a photo; the others close the gap',
        description: "404 NOT_FOUND for another company's photo, as for a missing one.",
        security,
        params: companyPhotoParamsSchema,
        response: { 200: companyPhotosResponseSchema },
      },
    },
    async (request) => ({
      data: await deleteCompanyPhoto(deps, { ...actor(request), photoId: request.params.id }),
    }),
  );

  app.get(
    '/v1/company-files/:companyId/:name',
    {
      schema: {
        tags: ['companies'],
        summary: 'An uploaded company logo or photo (public)',
        description:
          'The name is the content hash, so the answer never changes: cached for a year. ' +
          'Content-Type is the type the upload was checked as; nosniff; no scripts.',
        params: companyFileParamsSchema,
      },
    },
    async (request, reply) => {
      const { companyId, name } = request.params;
      const file = await openCompanyFile(deps, {
        companyId,
        name,
        locale: requestLocale(request),
      });
      const extension = name.slice(name.lastIndexOf('.') + 1);
      return reply
        .type(CONTENT_TYPES[extension] ?? 'application/octet-stream')
        .header('content-length', String(file.size))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', 'inline')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(file.stream);
    },
  );
};
