// Request ids, the client app/version headers in every log line, and the per-request time limit.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { labelForStatus } from './errors';
import { platformMessage } from './error-messages';
import { requestLocale } from './locale';

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

/** Trust a caller's request id only when it looks like one, so logs cannot be forged. */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && REQUEST_ID_PATTERN.test(header) ? header : randomUUID();
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value.slice(0, 64) : undefined;
}

export const requestContextPlugin = fp(
  async (app: FastifyInstance, options: { requestTimeoutMs: number }) => {
    const timers = new WeakMap<object, NodeJS.Timeout>();

    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
      const clientApp = headerValue(request.headers['x-client-app']);
      const clientVersion = headerValue(request.headers['x-client-version']);
      if (clientApp || clientVersion) request.log = request.log.child({ clientApp, clientVersion });

      const timer = setTimeout(() => {
        if (reply.sent) return;
        request.log.warn({ timeoutMs: options.requestTimeoutMs }, 'request timed out');
        void reply.code(504).send({
          statusCode: 504,
          label: labelForStatus(504),
          messageId: 'REQUEST_TIMEOUT',
          message: platformMessage('REQUEST_TIMEOUT', requestLocale(request)),
        });
      }, options.requestTimeoutMs);
      timer.unref();
      timers.set(request, timer);
    });

    app.addHook('onResponse', async (request) => {
      clearTimeout(timers.get(request));
    });
  },
);
