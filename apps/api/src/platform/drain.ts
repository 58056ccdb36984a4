// Graceful drain: while shutting down, keep serving what arrives but tell clients not to reuse
// the connection, and close the server only once no request has been in flight for a moment.
// Closing at once would reset connections whose requests were sent but not yet parsed (the
// event loop can be busy, notably with the in-process PGlite).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    waitForQuiet(quietMs: number, maxMs: number): Promise<void>;
  }
}

export const drainPlugin = fp(
  async (app: FastifyInstance, options: { isShuttingDown: () => boolean }) => {
    let inFlight = 0;
    let lastActivity = Date.now();

    app.addHook('onRequest', async () => {
      inFlight += 1;
      lastActivity = Date.now();
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      if (options.isShuttingDown()) reply.header('connection', 'close');
      return payload;
    });
    app.addHook('onResponse', async () => {
      inFlight -= 1;
      lastActivity = Date.now();
    });

    app.decorate('waitForQuiet', async (quietMs: number, maxMs: number) => {
      const started = Date.now();
      while (Date.now() - started < maxMs) {
        if (inFlight === 0 && Date.now() - lastActivity >= quietMs) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    });
  },
);
