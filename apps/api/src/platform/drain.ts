// Graceful drain of HTTP/1.1 keep-alive connections (docs/decisions/012). Called once the process
// is marked not ready (readyz answers 503):
// 1. Grace: keep serving as usual, new connections included, while a load balancer notices.
//    Responses still keep their connection open: telling clients to reconnect now would only
//    bring their new connections back here.
// 2. Stop listening, without Node's `http.Server.close()`: that also destroys every connection
//    with no request in progress, including one whose next request is already in the socket
//    buffer but not parsed yet, and the client sees that request reset.
// 3. From then on every response says `Connection: close`, so each client finishes its request
//    and opens its next connection elsewhere (here: refused, so it was never sent). A connection
//    that carries nothing for `idleCloseMs` is closed by us; whatever is left at the deadline is
//    destroyed.
// What no server can promise over HTTP/1.1 (there is no GOAWAY): a client that sends on an idle
// connection at the very moment we close it sees a reset; connections the kernel accepted after
// the last accept() are reset when the listening socket closes. The grace is what keeps both
// rare: by then the load balancer sends nothing new here.
import type { Server } from 'node:http';
import net, { type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type DrainOptions = {
  /** Keep serving (and accepting) this long before closing the listening socket. */
  graceMs: number;
  /** A connection with no request for this long after the listener closed is closed by us. */
  idleCloseMs: number;
  /** From the start of the drain: connections still open then are destroyed. */
  deadlineMs: number;
};

export type DrainReport = {
  ms: number;
  /** Connections open when the listener closed. */
  openAtStop: number;
  /** Closed by us after being idle. */
  closedIdle: number;
  /** Destroyed at the deadline, possibly mid-request. */
  destroyedAtDeadline: number;
};

declare module 'fastify' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    drain(options: DrainOptions): Promise<DrainReport>;
  }
}

type ConnectionState = { active: number; idleSince: number };

const CHECK_EVERY_MS = 25;

/** After the poll phase of the loop, so that requests already received have been parsed. */
const afterPendingInput = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Stops accepting without destroying idle connections (see step 2 above). */
function stopListening(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    net.Server.prototype.close.call(server, () => resolve());
  });
}

export const drainPlugin = fp(async (app: FastifyInstance) => {
  // Durations only: a monotonic timer, not the wall clock.
  const now = () => performance.now();
  const connections = new Map<Socket, ConnectionState>();
  let closing = false;

  app.server.on('connection', (socket: Socket) => {
    connections.set(socket, { active: 0, idleSince: now() });
    socket.once('close', () => connections.delete(socket));
  });
  app.server.on('request', (request, response) => {
    const state = connections.get(request.socket);
    if (!state) return;
    state.active += 1;
    response.once('close', () => {
      state.active -= 1;
      state.idleSince = now();
    });
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });

  app.decorate('drain', async (options: DrainOptions): Promise<DrainReport> => {
    const started = now();
    const deadline = started + options.deadlineMs;
    await sleep(Math.max(0, Math.min(options.graceMs, options.deadlineMs)));

    closing = true;
    const openAtStop = connections.size;
    const stopped = stopListening(app.server);
    let closedIdle = 0;
    while (connections.size > 0 && now() < deadline) {
      await sleep(CHECK_EVERY_MS);
      await afterPendingInput();
      for (const [socket, state] of connections) {
        if (state.active === 0 && now() - state.idleSince >= options.idleCloseMs) {
          socket.destroy();
          closedIdle += 1;
        }
      }
    }
    const destroyedAtDeadline = connections.size;
    for (const socket of connections.keys()) socket.destroy();
    await stopped;
    return { ms: Math.round(now() - started), openAtStop, closedIdle, destroyedAtDeadline };
  });
});
