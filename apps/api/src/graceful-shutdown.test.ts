// SIGTERM during a burst of concurrent requests: every in-flight request completes, and the real
// process (src/main.ts) exits by itself within the 10 s budget.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';

const adminUrl = process.env.TEST_DATABASE_URL;
const dataDir = mkdtempSync(path.join(tmpdir(), 'jenjang-shutdown-'));
const databaseName = `jenjang_shutdown_${process.pid}_${Date.now()}`;
const databaseUrl = adminUrl ? withDatabase(adminUrl, databaseName) : undefined;

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

beforeAll(async () => {
  if (adminUrl) await admin(`CREATE DATABASE ${databaseName}`);
});
afterAll(async () => {
  if (adminUrl) await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  rmSync(dataDir, { recursive: true, force: true });
});

function startApi(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'true',
      RATE_LIMIT_MAX: '100000',
      JWT_SECRET: 'shutdown-test-secret-0123456789abcdef0123456789',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

async function waitUntilReady(url: string, timeoutMs: number) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('API did not become ready');
}

describe('graceful shutdown', () => {
  it('drains in-flight requests and exits within 10 s of SIGTERM', async () => {
    const port = 43000 + Math.floor(Math.random() * 2000);
    const child = startApi(port);
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      child.on('exit', (code) => resolve({ code, at: Date.now() })),
    );
    await waitUntilReady(`http://127.0.0.1:${port}/readyz`, 90_000);

    // Enough concurrent home-page-sized searches to keep the server busy when the signal comes,
    // few enough for the embedded engine to drain well inside the budget on a loaded machine.
    const total = 120;
    let completed = 0;
    const requests = Array.from({ length: total }, (_, i) =>
      fetch(`http://127.0.0.1:${port}/v1/explore-job/job?limit=20&page=${(i % 40) + 1}`).then(
        async (response) => {
          const body = (await response.json()) as { data?: { docs: unknown[] } };
          completed += 1;
          return { status: response.status, docs: body.data?.docs.length ?? 0 };
        },
      ),
    );
    // Signal as soon as the first answer arrives: the others are accepted and being served.
    await Promise.race(requests);
    const pendingAtSignal = total - completed;
    const signalledAt = Date.now();
    child.kill('SIGTERM');

    const results = await Promise.all(requests);
    const { code, at } = await exited;

    expect(pendingAtSignal).toBeGreaterThan(0);
    expect(results.filter((r) => r.status !== 200)).toEqual([]);
    expect(results.every((r) => r.docs === 20)).toBe(true);
    expect(code).toBe(0);
    expect(at - signalledAt).toBeLessThan(10_000);
  }, 150_000);
});
