// @ts-check
// Serves the built web app: `next start` with one addition, the client address of each request
// computed from the socket (server/client-address.mjs). Compression, caching headers and routing
// are Next.js' own: its custom-server entry runs the same router as `next start`.
//
//   node server/main.mjs [-p PORT] [-H HOSTNAME]     (the app's `start` script; `npm start`)
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CLIENT_ADDRESS_SERVER_MARK,
  compileTrust,
  setClientAddressHeader,
} from './client-address.mjs';

/** @param {string[]} names */
function option(...names) {
  const index = process.argv.findIndex((arg) => names.includes(arg));
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** @param {string | undefined} value milliseconds; 65 s (past a load balancer's 60 s) when unset */
function keepAliveTimeoutMs(value) {
  const parsed = Number(value);
  return value && Number.isInteger(parsed) && parsed > 0 ? parsed : 65_000;
}

const port = Number(option('-p', '--port') ?? 3000);
const hostname = option('-H', '--hostname');
// As `next start` does; before Next.js and React are loaded, which pick their builds by it.
Object.assign(process.env, { NODE_ENV: 'production' });
const trust = compileTrust(process.env.WEB_TRUST_PROXY);
Object.assign(globalThis, { [CLIENT_ADDRESS_SERVER_MARK]: true });

const { default: next } = await import('next');
const app = next({
  dir: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
  hostname,
  port,
});
await app.prepare();
const handle = app.getRequestHandler();

const server = createServer((request, response) => {
  setClientAddressHeader(request, trust);
  handle(request, response).catch((error) => {
    console.error(`Failed to handle ${request.method} ${request.url}:`, error);
    if (!response.headersSent) response.statusCode = 500;
    response.end();
  });
});
// An idle keep-alive connection is closed by whichever side times out first; if that is the
// server, a client that picks the socket from its pool at the same instant gets ECONNRESET.
// Load balancers keep idle connections up to 60 s, Node closes them after 5 s, and Playwright's
// request client never closes them (it ignores the Keep-Alive hint): a soak run lost a CSV
// download to exactly this. The server therefore waits longer than its clients.
server.keepAliveTimeout = keepAliveTimeoutMs(process.env.WEB_KEEP_ALIVE_TIMEOUT_MS);
// Node requires the header timeout to outlast the keep-alive timeout.
server.headersTimeout = server.keepAliveTimeout + 1000;

server.listen(port, hostname, () => {
  const origin = `http://${hostname ?? 'localhost'}:${port}`;
  // Next.js reads these (server actions' origin check) when `next start` sets them.
  process.env.PORT = String(port);
  process.env.__NEXT_PRIVATE_ORIGIN = origin;
  console.log(`Web ready on ${origin}`);
});

// Stop taking connections, let requests in flight finish, then exit.
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  server.close(() => {
    void app.close().finally(() => process.exit(0));
  });
  server.closeIdleConnections();
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
