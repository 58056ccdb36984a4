// For the memo tests: a small real HTTP server standing in for the API's refresh route. It
// rotates each token once and refuses a second presentation, as the API does (decision 003).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeRefreshApi = {
  url: string;
  /** Rotations asked for, refused ones included. */
  calls(): number;
  /** The next call answers 503 (after `delayMs`). */
  failNext(): void;
  close(): Promise<void>;
};

export async function startFakeRefreshApi(delayMs = 20): Promise<FakeRefreshApi> {
  const used = new Set<string>();
  let calls = 0;
  let failNext = false;
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      calls += 1;
      const failing = failNext;
      failNext = false;
      const { refreshToken } = JSON.parse(raw) as { refreshToken: string };
      const refused = !failing && (used.has(refreshToken) || refreshToken.startsWith('bad'));
      if (!failing && !refused) used.add(refreshToken);
      // A little latency so that concurrent callers really overlap.
      setTimeout(() => {
        if (failing) {
          response.writeHead(503).end();
        } else if (refused) {
          response.writeHead(401, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ statusCode: 401, messageId: 'UNAUTHORIZED' }));
        } else {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(
            JSON.stringify({
              data: {
                tokenData: {
                  token: `access-for-${refreshToken}`,
                  expire: 900,
                  refreshToken: `${refreshToken}-next`,
                  refreshExpire: 1000,
                },
              },
            }),
          );
        }
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls: () => calls,
    failNext: () => {
      failNext = true;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
