import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db';
import { isDirectLocalRequest } from '../../platform/loopback';
import { listDevMails, renderDevMailboxPage } from './mail.service';

const mailboxQuerySchema = z.object({
  to: z.string().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const devMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
});

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
        querystring: mailboxQuerySchema,
        response: { 200: z.object({ data: z.object({ docs: z.array(devMailSchema) }) }) },
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
        querystring: mailboxQuerySchema,
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
