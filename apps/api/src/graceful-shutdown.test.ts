// SIGTERM under steady keep-alive load on the real process (src/main.ts): clients that each keep
// one connection busy; after the signal the API keeps serving through a short grace, then stops
// listening and answers each connection's next request with `Connection: close`. Counted per
// request: none reset (no request is lost after it was sent), none refused but the one reconnect
// each client makes after the listener closed, and the drain ends long before its deadline
// (it does not wait for a quiet moment that steady load never gives).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { TEMPLATE_ENV } from '../seed/test-database';
import { SHUTDOWN_CLOSE_BUDGET_MS } from './config';
import { freePort, startApiProcess, waitUntilReady } from './test/api-process';
import { startKeepAliveLoad } from './test/keep-alive-load';

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
  // A copy of the run's migrated template (src/test/global-setup.ts) when there is one.
  const template = process.env[TEMPLATE_ENV];
  if (adminUrl) {
    await admin(`CREATE DATABASE ${databaseName}${template ? ` TEMPLATE "${template}"` : ''}`);
  }
});
afterAll(async () => {
  if (adminUrl) await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  rmSync(dataDir, { recursive: true, force: true });
});

const CLIENTS = 6;
const SHUTDOWN_TIMEOUT_MS = 10_000;

describe('graceful shutdown', () => {
  it('drains steady keep-alive load without resetting a request, well before its deadline', async () => {
    const api = startApiProcess({
      port: await freePort(),
      env: {
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        // The drain is what is measured: searches of an empty board keep every connection busy
        // just as well, and the process starts in seconds instead of seeding the demo first.
        SEED_DEMO_DATA: 'false',
        RATE_LIMIT_MAX: '1000000',
        SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
        SHUTDOWN_GRACE_MS: '1000',
        JWT_SECRET: 'shutdown-test-secret-0123456789abcdef0123456789',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
    });
    await waitUntilReady(api, 240_000);

    const load = startKeepAliveLoad({
      baseUrl: api.baseUrl,
      clients: CLIENTS,
      paths: Array.from({ length: 20 }, (_, i) => `/v1/explore-job/job?limit=20&page=${i + 1}`),
    });
    // Steady load first: every client has answers behind it and a request on the way.
    while (load.counts.completed < CLIENTS * 10) await sleep(20);
    const completedAtSignal = load.counts.completed;
    const signalledAt = Date.now();
    api.child.kill('SIGTERM');

    const { code, at } = await api.exited;
    const counts = await load.finished;

    console.info(
      `shutdown under load: ${JSON.stringify({ ...counts, completedAtSignal, drainMs: at - signalledAt })}`,
    );
    expect(code).toBe(0);
    expect({ reset: counts.reset, other: counts.other, errors: counts.errors }).toEqual({
      reset: 0,
      other: 0,
      errors: [],
    });
    expect(counts.notOk).toBe(0);
    // Served through the grace, then one `Connection: close` answer and one refused reconnect
    // per client at most.
    expect(counts.completed).toBeGreaterThan(completedAtSignal);
    expect(counts.closeAnswers).toBeLessThanOrEqual(CLIENTS);
    expect(counts.refused).toBeLessThanOrEqual(CLIENTS);
    expect(at - signalledAt).toBeLessThan(SHUTDOWN_TIMEOUT_MS - SHUTDOWN_CLOSE_BUDGET_MS);
  }, 300_000);
});
