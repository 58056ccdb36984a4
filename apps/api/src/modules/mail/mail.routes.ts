import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devMailboxQuerySchema, devMailboxResponseSchema } from '@jenjang/domain';
import type { Database } from '../../platform/db';
import { isDirectLocalRequest } from '../../platform/loopback';
import { listDevMails, renderDevMailboxPage } from './mail.service';

/**
 * Registered only in the embedded demo outside production (config.devMailbox), and answered
 * only to direct requests from this machine: anyone else gets the ordinary 404, as if the
 * route did not exist. The mails hold reset codes, so whoever reads them owns the accounts.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ deps: { db: Database } }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!isDirectLocalRequest(request)) return reply.callNotFound();
  });

  app.get(
    '/v1/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Development mailbox (embedded demo, this machine only)',
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
        summary: 'Development mailbox as a page (embedded demo, this machine only)',
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
