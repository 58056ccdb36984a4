// The per-IP limits hold through the web: the web's /api proxy passes on the address its server
// saw on the socket, never the browser's X-Forwarded-For (docs/decisions/011). A small stack of
// its own (an empty embedded database, three sign-ins per address) on free ports.
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helpers shared with `npm start`
import { startStack } from '../../../scripts/stack.mjs';

const SIGN_INS_PER_ADDRESS = 3;

let stack: { webUrl: string; stop: () => Promise<void> };
let dataDir: string;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'jenjang-e2e-address-'));
  stack = await startStack({
    apiPort: await freePort(),
    webPort: await freePort(),
    apiEnv: {
      DATABASE_URL: undefined,
      DATABASE_REPLICA_URL: undefined,
      REDIS_URL: undefined,
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      WORKER_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      RATE_LIMIT_SIGN_IN_PER_IP: String(SIGN_INS_PER_ADDRESS),
      JWT_SECRET: 'e2e-only-secret-0123456789abcdef0123456789abcdef',
    },
    webEnv: { WEB_TRUST_PROXY: undefined },
    stdio: 'ignore',
  });
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A sign-in through the web's proxy from the local address `from`: status and messageId. */
function signIn(from: string, email: string, headers: Record<string, string>): Promise<string> {
  const url = new URL('/api/v1/login/email', stack.webUrl.replace('localhost', '127.0.0.1'));
  const body = JSON.stringify({ email, password: 'wrong-password-1' });
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          origin: url.origin,
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          const { messageId } = JSON.parse(text) as { messageId?: string };
          resolve(`${response.statusCode} ${messageId}`);
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('client addresses through the web', () => {
  it('a forged X-Forwarded-For does not reset the per-IP sign-in limit', async () => {
    const answers: string[] = [];
    for (let attempt = 0; attempt <= SIGN_INS_PER_ADDRESS; attempt += 1) {
      answers.push(
        await signIn('127.0.0.1', `nobody-${attempt}@example.test`, {
          'x-forwarded-for': `198.51.100.${attempt + 1}`,
          'x-real-ip': `198.51.100.${attempt + 1}`,
          // The header the web's server sets itself: a browser's copy is dropped.
          'x-jenjang-client-address': `203.0.113.${attempt + 1}`,
        }),
      );
    }
    expect(answers).toEqual([
      ...Array<string>(SIGN_INS_PER_ADDRESS).fill('403 INVALID_CREDENTIALS'),
      '429 RATE_LIMITED',
    ]);
  });

  it('another real address has its own count', async () => {
    // Limited above is 127.0.0.1; were the web passing on nothing, the API would count the
    // web server's own address for everyone and refuse this one too.
    expect(await signIn('127.0.0.2', 'nobody-else@example.test', {})).toBe(
      '403 INVALID_CREDENTIALS',
    );
  });
});
