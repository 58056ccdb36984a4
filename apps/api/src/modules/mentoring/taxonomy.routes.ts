// The mentoring taxonomy under /v2/mentoring/ (decision 023): lists for everyone; mentors add
// topics and academic expertise.
import {
  academicExpertiseCategoryListResponseSchema,
  academicExpertiseListQuerySchema,
  academicExpertiseListResponseSchema,
  createAcademicExpertiseResponseSchema,
  createMentoringTagRequestSchema,
  createMentoringTopicResponseSchema,
  mentoringCategoryListQuerySchema,
  mentoringCategoryListResponseSchema,
  mentoringDistrictListQuerySchema,
  mentoringDistrictListResponseSchema,
  mentoringTopicListQuerySchema,
  mentoringTopicListResponseSchema,
} from '@jenjang/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../platform/locale';
import { bearerSecurity as security } from '../auth/route-helpers';
import { mentorActor, mentorOnly } from './mentor-access';
import { MENTORING_PREFIX } from './mentors.routes';
import {
  createTag,
  listCategories,
  listDistricts,
  listExpertiseCategories,
  listTags,
  type TaxonomyDeps,
} from './taxonomy.service';

const tags = ['mentoring'];

export const mentoringTaxonomyRoutes: FastifyPluginAsyncZod<{ deps: TaxonomyDeps }> = async (
  app,
  { deps },
) => {
  const P = MENTORING_PREFIX;

  app.get(
    `${P}/category/list`,
    {
      schema: {
        tags,
        summary: 'Mentoring categories, in their shown order',
        querystring: mentoringCategoryListQuerySchema,
        response: { 200: mentoringCategoryListResponseSchema },
      },
    },
    async (request) => ({
      data: await listCategories(deps, requestLocale(request), request.query),
    }),
  );

  app.get(
    `${P}/topic/list`,
    {
      schema: {
        tags,
        summary: 'Mentoring topics: of some categories, matching q, or offered by active mentors',
        querystring: mentoringTopicListQuerySchema,
        response: { 200: mentoringTopicListResponseSchema },
      },
    },
    async (request) => ({
      data: await listTags(deps, 'topic', requestLocale(request), request.query),
    }),
  );

  app.get(
    `${P}/academic-expertise-category/list`,
    {
      schema: {
        tags,
        summary: 'Academic expertise categories',
        querystring: mentoringCategoryListQuerySchema,
        response: { 200: academicExpertiseCategoryListResponseSchema },
      },
    },
    async (request) => ({
      data: await listExpertiseCategories(deps, requestLocale(request), request.query),
    }),
  );

  app.get(
    `${P}/academic-expertise/list`,
    {
      schema: {
        tags,
        summary: 'Academic expertise: of some categories, matching q',
        querystring: academicExpertiseListQuerySchema,
        response: { 200: academicExpertiseListResponseSchema },
      },
    },
    async (request) => ({
      data: await listTags(deps, 'expertise', requestLocale(request), request.query),
    }),
  );

  app.get(
    `${P}/district/list`,
    {
      schema: {
        tags,
        summary: "Indonesia's districts with their regency and province, searched by name",
        querystring: mentoringDistrictListQuerySchema,
        response: { 200: mentoringDistrictListResponseSchema },
      },
    },
    async (request) => ({ data: await listDistricts(deps, request.query) }),
  );

  for (const [path, kind, response] of [
    ['topic/one', 'topic', createMentoringTopicResponseSchema],
    ['academic-expertise/one', 'expertise', createAcademicExpertiseResponseSchema],
  ] as const) {
    app.post(
      `${P}/${path}`,
      {
        onRequest: [app.authenticate, mentorOnly],
        schema: {
          tags,
          summary:
            kind === 'topic'
              ? 'Add a mentoring topic (mentors only; an existing slug is answered as is)'
              : 'Add an academic expertise (mentors only; an existing slug is answered as is)',
          description: '201 when added; 200 with created false when one of that slug exists.',
          security,
          body: createMentoringTagRequestSchema,
          response: { 200: response, 201: response },
        },
      },
      async (request, reply) => {
        const tag = await createTag(deps, kind, mentorActor(request), request.body);
        return reply.code(tag.created ? 201 : 200).send({ data: tag });
      },
    );
  }
};
