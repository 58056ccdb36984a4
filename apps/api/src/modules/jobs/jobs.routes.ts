import {
  autocompleteQuerySchema,
  autocompleteResponseSchema,
  jobSearchQuerySchema,
  jobSearchResponseSchema,
} from '@jenjang/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../platform/locale';
import { suggestSearches } from './search/autocomplete.service';
import { searchJobs, type SearchDeps } from './search/search.service';

export const jobsRoutes: FastifyPluginAsyncZod<{ deps: SearchDeps }> = async (app, { deps }) => {
  app.get(
    '/v1/explore-job/job',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Search open jobs',
        description:
          'Open jobs whose deadline (23:59:59 WIB) has not passed. Free text (Indonesian and English, typo-tolerant, synonyms), every filter of the preset searches, four sorts, pagination with a total (capped at 10,000 and flagged), and facet counts per filter value with includeFacets=true. Arrays as repeated keys or the indexed form.',
        querystring: jobSearchQuerySchema,
        response: { 200: jobSearchResponseSchema },
      },
    },
    async (request) => ({
      data: await searchJobs(deps, request.query, requestLocale(request)),
    }),
  );

  app.get(
    '/v1/explore-job/autocomplete',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Search suggestions as you type: roles, companies, cities, with open-job counts',
        querystring: autocompleteQuerySchema,
        response: { 200: autocompleteResponseSchema },
      },
    },
    async (request) => ({ data: { suggestions: await suggestSearches(deps, request.query) } }),
  );
};
