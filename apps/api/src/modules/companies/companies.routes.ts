import {
  companyDetailResponseSchema,
  companyExploreQuerySchema,
  companyExploreResponseSchema,
  companyFiltersResponseSchema,
  companySlugParamsSchema,
} from '@jenjang/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../platform/locale';
import {
  exploreCompanies,
  getCompanyDetail,
  listCompanyFilters,
  type CompaniesDeps,
} from './companies.service';

export const companiesRoutes: FastifyPluginAsyncZod<{ deps: CompaniesDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/v1/companies',
    {
      schema: {
        tags: ['companies'],
        summary: 'Explore companies: search by name, filter, sort, pages',
        description:
          'Filters: industryIds, cityIds (head office or another office), sizes, hasOpenJobs. ' +
          'Sorts: mostOpenJobs (default), fastestResponse (median days to the first answer, ' +
          'companies without answers last), name.',
        querystring: companyExploreQuerySchema,
        response: { 200: companyExploreResponseSchema },
      },
    },
    async (request) => ({
      data: await exploreCompanies(deps, request.query, requestLocale(request)),
    }),
  );

  app.get(
    '/v1/companies/filters',
    {
      schema: {
        tags: ['companies'],
        summary: 'What the explore filters offer: industries, cities and sizes with companies',
        response: { 200: companyFiltersResponseSchema },
      },
    },
    async (request) => ({ data: await listCompanyFilters(deps, requestLocale(request)) }),
  );

  app.get(
    '/v1/companies/slug/:slug',
    {
      schema: {
        tags: ['companies'],
        summary: "A company's page: about, culture, benefits, photos, open jobs, response figures",
        params: companySlugParamsSchema,
        response: { 200: companyDetailResponseSchema },
      },
    },
    async (request) => ({
      data: {
        result: await getCompanyDetail(deps, request.params.slug, requestLocale(request)),
      },
    }),
  );
};
