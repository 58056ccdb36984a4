// The fuzzer can fail: routes planted in this test only (a 500, a throw on some input, an echo,
// an answer outside the envelope) are published at /docs like any route, and the same fuzzer
// run over them must report each one.
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test-app';
import { guestIdentity } from './fuzz-identities';
import { listOperations, type OpenApiDocument } from './openapi-operations';
import { failureLines, runFuzz, summaryLine } from './run-fuzz';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const app = t.app.withTypeProvider<ZodTypeProvider>();
  app.get('/v1/planted/answer-500', { schema: { tags: ['planted'] } }, async (_request, reply) =>
    reply.code(500).send({ statusCode: 500, label: 'x', messageId: 'UNKNOWN_ERROR', message: 'x' }),
  );
  app.post(
    '/v1/planted/crash',
    { schema: { body: z.object({ name: z.string().max(200_000) }) } },
    async (request) => {
      if (request.body.name.length > 500) throw new Error('planted: long names crash');
      return { data: { ok: true } };
    },
  );
  app.get(
    '/v1/planted/echo/:slug',
    { schema: { params: z.object({ slug: z.string().max(200) }) } },
    async (request, reply) =>
      reply.code(404).send({
        statusCode: 404,
        label: 'Not Found',
        messageId: 'NOT_FOUND',
        message: `No job called ${request.params.slug}`,
      }),
  );
  app.get(
    '/v1/planted/raw',
    { schema: { querystring: z.object({ q: z.string().optional() }) } },
    async (request, reply) =>
      request.query.q ? reply.code(400).type('text/plain').send('bad q') : { data: [] },
  );
  await t.app.ready();
});
afterAll(async () => t.close());

it('reports a planted 500, a planted crash, an echo and a non-envelope answer', async () => {
  const operations = listOperations(t.app.swagger() as OpenApiDocument).filter((op) =>
    op.path.startsWith('/v1/planted/'),
  );
  expect(operations).toHaveLength(4);
  const report = await runFuzz({
    app: t.app,
    operations,
    identities: [guestIdentity],
    seed: 20260101,
    requests: 400,
  });
  const lines = failureLines(report);
  process.stdout.write(
    `\nfuzz self-test, planted faults found as expected: ${summaryLine(report)}\n` +
      `${lines.map((line) => `  ${line}`).join('\n')}\n`,
  );
  const found = (problem: string, operation: string) =>
    report.failures.some((f) => f.problems.includes(problem as never) && f.operation === operation);
  expect(found('status >= 500', 'GET /v1/planted/answer-500')).toBe(true);
  expect(found('status >= 500', 'POST /v1/planted/crash')).toBe(true);
  expect(found('echoes the input', 'GET /v1/planted/echo/{slug}')).toBe(true);
  expect(found('not the error envelope', 'GET /v1/planted/raw')).toBe(true);
  expect(report.serverErrors).toBeGreaterThan(0);
  expect(summaryLine(report)).toMatch(
    /^fuzz: 4 operations, 400 requests as guest, [1-9][\d,]* answers >= 500/,
  );
  // Each report line says how to send the request again.
  expect(lines.join('\n')).toMatch(/#\d+ as guest: POST \/v1\/planted\/crash \[body name: /);
});
