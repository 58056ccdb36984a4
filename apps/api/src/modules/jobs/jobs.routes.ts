import {
  autocompleteQuerySchema,
  autocompleteResponseSchema,
  jobSearchQuerySchema,
  jobSearchResponseSchema,
} from '@jenjang/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../platform/locale';
import { suggestSearches } from './search/autocomplete.service';
import type { SearchDeps } from './search/job-search';
import { searchJobs } from './search/search.service';

export const jobsRoutes: FastifyPluginAsyncZod<{ deps: SearchDeps }> = async (app, { deps }) => {
  app.get(
    '/v1/explore-job/job',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Search open jobs',
        description:
          'Open jobs whose deadline (23:59:59 WIB) has not passed. Free text (Indonesian and English, typo-tolerant, synonyms; by relevance, titles that hold the words typed come first), every filter of the preset searches, four sorts, pagination with an exact total (only while the in-memory index loads, or with SEARCH_ENGINE=sql, is it capped at 10,000 and flagged totalIsCapped), facet counts per filter value with includeFacets=true, and with includeRelaxations=true, when nothing is found, the filters whose removal finds jobs. stale=true says the answer comes from the in-memory index as of indexAsOf because the database could not be reached. Arrays as repeated keys or the indexed form.',
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
