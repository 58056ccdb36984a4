// The rotation memo against a small real HTTP server standing in for the API's refresh route:
// it rotates each token once and refuses a second presentation, as the API does.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshTokens, resetRefreshMemo, REUSE_WINDOW_MS } from './refresh';

let server: Server;
const used = new Set<string>();
let calls = 0;
let failNext = false;

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      calls += 1;
      if (failNext) {
        failNext = false;
        response.writeHead(503).end();
        return;
      }
      const { refreshToken } = JSON.parse(raw) as { refreshToken: string };
      if (used.has(refreshToken) || refreshToken.startsWith('bad')) {
        response.writeHead(401, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ statusCode: 401, messageId: 'UNAUTHORIZED' }));
        return;
      }
      used.add(refreshToken);
      // A little latency so that concurrent callers really overlap.
      setTimeout(() => {
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
      }, 20);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('API_INTERNAL_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  resetRefreshMemo();
  calls = 0;
});

describe('refreshTokens', () => {
  it('rotates a token once for ten concurrent callers, who all get the new pair', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => refreshTokens('token-a-0123456789')),
    );
    expect(calls).toBe(1);
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    const tokens = new Set(outcomes.map((outcome) => (outcome.ok ? outcome.tokens.token : '')));
    expect(tokens.size).toBe(1);
  });

  it('answers a late presentation of the old token from the memo within the window', async () => {
    let now = 1_000;
    const clock = () => now;
    const first = await refreshTokens('token-b-0123456789', {}, clock);
    now += REUSE_WINDOW_MS - 1;
    const late = await refreshTokens('token-b-0123456789', {}, clock);
    expect(late).toEqual(first);
    expect(calls).toBe(1);
    now += 2;
    const afterWindow = await refreshTokens('token-b-0123456789', {}, clock);
    expect(afterWindow).toMatchObject({ ok: false, reason: 'rejected', status: 401 });
    expect(calls).toBe(2);
  });

  it('reports a refused token as rejected', async () => {
    expect(await refreshTokens('bad-token-0123456789')).toMatchObject({
      ok: false,
      reason: 'rejected',
    });
  });

  it('does not remember an API that did not answer', async () => {
    failNext = true;
    expect(await refreshTokens('token-c-0123456789')).toMatchObject({
      ok: false,
      reason: 'unavailable',
    });
    expect(await refreshTokens('token-c-0123456789')).toMatchObject({ ok: true });
    expect(calls).toBe(2);
  });
});
