import { FEATURE_FLAG_REFRESH_SECONDS, featureFlagsResponseSchema } from '@jenjang/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getFeatureFlags, type FeatureFlagsDeps } from './feature-flags.service';

export const featureFlagsRoutes: FastifyPluginAsyncZod<{ deps: FeatureFlagsDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/v1/feature-flags',
    {
      schema: {
        tags: ['platform'],
        summary: 'Feature flags for clients (refreshed by clients every 60 s)',
        response: { 200: featureFlagsResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${FEATURE_FLAG_REFRESH_SECONDS}`);
      return { data: { flags: await getFeatureFlags(deps) } };
    },
  );
};
