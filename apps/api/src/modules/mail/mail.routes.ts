import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devMailboxQuerySchema, devMailboxResponseSchema } from '@jenjang/domain';
import type { Database } from '../../platform/db';
import { listDevMails, renderDevMailboxPage } from './mail.service';

/** Registered only when NODE_ENV is not production (see build-app.ts). */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ deps: { db: Database } }> = async (
  app,
  { deps },
) => {
  app.get(
    '/v1/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Development mailbox (not in production)',
        description: 'Mails the API sent without SMTP, newest first; `to` filters by recipient.',
        querystring: devMailboxQuerySchema,
        response: { 200: devMailboxResponseSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { data: { docs: await listDevMails(deps, request.query) } };
    },
  );

  app.get(
    '/v1/dev/mailbox/view',
    {
      schema: {
        tags: ['dev'],
        summary: 'Development mailbox as a page (not in production)',
        querystring: devMailboxQuerySchema,
      },
    },
    async (request, reply) => {
      const page = renderDevMailboxPage(await listDevMails(deps, request.query));
      return reply
        .header('cache-control', 'no-store')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type('text/html; charset=utf-8')
        .send(page);
    },
  );
};
