import { FEATURE_FLAG_REFRESH_SECONDS } from '@jenjang/domain';
import { z } from 'zod';
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
        response: {
          200: z.object({ data: z.object({ flags: z.record(z.string(), z.boolean()) }) }),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${FEATURE_FLAG_REFRESH_SECONDS}`);
      return { data: { flags: await getFeatureFlags(deps) } };
    },
  );
};
