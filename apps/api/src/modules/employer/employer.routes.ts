// /v1/employer/*: the employer offering's public endpoints. Today: "book a demo".
import { demoRequestInputSchema, demoRequestResponseSchema } from '@jenjang/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../platform/locale';
import { rateLimitBy } from '../../platform/rate-limits';
import { requestDemo, type DemoRequestDeps } from './demo-requests.service';

export type EmployerRouteDeps = DemoRequestDeps & {
  demoRequestLimit: { perIp: number; windowMs: number };
};

export const employerRoutes: FastifyPluginAsyncZod<{ deps: EmployerRouteDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    '/v1/employer/demo-request',
    {
      // Each request mails the sales inbox: a few per hour from one address is plenty.
      preHandler: rateLimitBy(app, {
        name: 'demo-request:ip',
        max: deps.demoRequestLimit.perIp,
        windowMs: deps.demoRequestLimit.windowMs,
        key: (request) => request.ip,
      }),
      schema: {
        tags: ['employer'],
        summary: 'Book a demo: the sales team gets the request and answers by phone or email',
        description:
          'From the contact form of /pasang-loker-gratis. Stored, then mailed to the sales ' +
          'inbox; nothing is mailed to the address given. Limited per client address.',
        body: demoRequestInputSchema,
        response: { 201: demoRequestResponseSchema },
      },
    },
    async (request, reply) => {
      const { id } = await requestDemo(deps, {
        request: request.body,
        locale: requestLocale(request),
      });
      return reply.code(201).send({ data: { received: true as const, id } });
    },
  );
};
