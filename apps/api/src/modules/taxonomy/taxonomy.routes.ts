import {
  cityItemSchema,
  jobRoleItemSchema,
  jobRolesQuerySchema,
  matchRolesQuerySchema,
  matchRolesResponseSchema,
  taxonomyItemSchema,
  taxonomyListResponseSchema as docs,
} from '@jenjang/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../platform/locale';
import {
  listCities,
  listIndustries,
  listRoleCategories,
  listRoles,
  matchRolesByNames,
  type TaxonomyDeps,
} from './taxonomy.service';

export const taxonomyRoutes: FastifyPluginAsyncZod<{ deps: TaxonomyDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/v1/job-portal/job-category',
    {
      schema: {
        tags: ['taxonomy'],
        summary: 'Industries with open-job counts',
        response: { 200: docs(taxonomyItemSchema) },
      },
    },
    async (request) => ({ data: { docs: await listIndustries(deps, requestLocale(request)) } }),
  );

  app.get(
    '/v1/job-portal/job/city',
    {
      schema: {
        tags: ['taxonomy'],
        summary: 'Cities (with the spec ids) and open-job counts',
        response: { 200: docs(cityItemSchema) },
      },
    },
    async () => ({ data: { docs: await listCities(deps) } }),
  );

  app.get(
    '/v1/job-portal/job-role-category',
    {
      schema: {
        tags: ['taxonomy'],
        summary: 'Job role categories with open-job counts',
        response: { 200: docs(taxonomyItemSchema) },
      },
    },
    async (request) => ({ data: { docs: await listRoleCategories(deps, requestLocale(request)) } }),
  );

  app.get(
    '/v1/job-portal/job-role',
    {
      schema: {
        tags: ['taxonomy'],
        summary: 'Job roles, optionally of one category, with open-job counts',
        description:
          'With search, the roles that the job search would find by their names in either language (typos corrected against the words of open jobs, synonyms, Indonesian and English stems, the last word also as a prefix), best first.',
        querystring: jobRolesQuerySchema,
        response: { 200: docs(jobRoleItemSchema) },
      },
    },
    async (request) => ({
      data: {
        docs: await listRoles(deps, {
          categoryId: request.query.categoryId,
          search: request.query.search,
          locale: requestLocale(request),
        }),
      },
    }),
  );

  app.get(
    '/v1/job-portal/job-role/match-by-names',
    {
      schema: {
        tags: ['taxonomy'],
        summary: 'The best-matching role for each name (typo-tolerant)',
        querystring: matchRolesQuerySchema,
        response: { 200: matchRolesResponseSchema },
      },
    },
    async (request) => ({
      data: {
        docs: await matchRolesByNames(deps, {
          names: request.query.names,
          locale: requestLocale(request),
        }),
      },
    }),
  );
};
