import { healthStatusSchema as statusSchema } from '@jenjang/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../platform/db';

export type HealthDeps = { database: DatabaseHandle; isShuttingDown: () => boolean };

export const healthRoutes: FastifyPluginAsyncZod<{ deps: HealthDeps }> = async (app, { deps }) => {
  app.get(
    '/healthz',
    { schema: { tags: ['platform'], summary: 'Liveness', response: { 200: statusSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['platform'],
        summary: 'Readiness: the database answers and the process is not shutting down',
        response: { 200: statusSchema, 503: statusSchema },
      },
    },
    async (_request, reply) => {
      if (deps.isShuttingDown()) {
        return reply.code(503).send({ status: 'unavailable' as const, database: 'shutting down' });
      }
      try {
        await deps.database.execute('select 1 as ok', []);
        return { status: 'ok' as const, database: deps.database.engine };
      } catch {
        return reply.code(503).send({ status: 'unavailable' as const, database: 'unreachable' });
      }
    },
  );
};
