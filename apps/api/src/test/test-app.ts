// Builds the real app on a fresh test database for one test file; tests talk to it with inject.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openTestDatabase, type TestDatabase } from '../../seed/test-database';
import { buildApp } from '../build-app';
import { loadConfig, type Config } from '../config';
import { systemClock, type Clock } from '../platform/clock';
import { openDatabase, type DatabaseHandle } from '../platform/db';
import { connectRedis } from '../platform/runtime';
import {
  inlineDispatcher,
  queueDispatcher,
  registerJobs,
  type JobDispatcher,
} from '../platform/jobs';
import type { Mailer } from '../platform/mailer';
import { startQueue, type Queue } from '../platform/queue';
import { createConfiguredMailer } from '../modules/mail/configured-mailer';
import { accountJobs, cvReviewJobs } from '../background-jobs';
import type { PaymentHooks } from '../modules/payments/orders.service';

/** Tests sign with this unless they pass JWT_SECRET: the app code has no default of its own. */
export const TEST_JWT_SECRET = 'test-only-secret-0123456789abcdef0123456789abcdef';

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  /** Where this app's uploaded files are stored (a temporary directory). */
  filesDir: string;
  /**
   * Resolves when every job the requests so far handed on (mails, codes, analyses) has run:
   * in-process jobs finished, or no job of the queue left waiting, retrying or active. Tests wait
   * for this, never for a time, before they say that something was not sent.
   */
  jobsDone(): Promise<void>;
  /** Where this app hands jobs on: tests running a background job's handler pass it along. */
  jobs: JobDispatcher;
  close(): Promise<void>;
};

export async function createTestApp(
  options: {
    clock?: Clock;
    env?: Record<string, string>;
    withRedis?: boolean;
    /** Send mail and CV analyses through pg-boss with an in-process worker, as in production. */
    withQueue?: boolean;
    /** How slowed-down sign-ins wait (default: a real timer). */
    pause?: (ms: number) => Promise<void>;
    /**
     * PostgreSQL only: the app (and its queue) connect to the test database through this address
     * (an outage proxy, src/test/outage-proxy.ts); `database` stays a direct connection.
     */
    databaseVia?: { host: string; port: number; connectTimeoutMs?: number };
    /** Redis through this address (an outage proxy), with the production client's options. */
    redisVia?: { host: string; port: number };
    /** Seams of payment notifications (the kill-midway tests); the test may change them later. */
    paymentHooks?: PaymentHooks;
  } = {},
): Promise<TestApp> {
  const testDatabase = await openTestDatabase();
  const handle = await openAppDatabase(testDatabase, options.databaseVia);
  // Uploaded files go to a directory of this test file's own, removed on close.
  const filesDir = await mkdtemp(path.join(tmpdir(), 'jenjang-files-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    FILE_STORAGE_DIR: filesDir,
    JWT_SECRET: TEST_JWT_SECRET,
    ...options.env,
  });
  const { Redis } = await import('ioredis');
  const redis = options.redisVia
    ? connectRedis(`redis://${options.redisVia.host}:${options.redisVia.port}`)
    : options.withRedis && process.env.REDIS_URL
      ? new Redis(process.env.REDIS_URL)
      : undefined;
  const silent = { info: () => {}, warn: () => {}, error: () => {} };
  const mailer: Mailer = createConfiguredMailer(config, handle.db, silent);
  let queue: Queue | undefined;
  if (options.withQueue) {
    queue = await startQueue(handle);
    const clock = options.clock ?? systemClock;
    const jobDeps = { db: handle.db, clock, mailer, config };
    await registerJobs(queue, [...accountJobs(jobDeps), ...cvReviewJobs(jobDeps)], silent);
  }
  const inline = queue ? undefined : inlineDispatcher(silent);
  const jobs = queue ? queueDispatcher(queue) : inline!;
  const app = await buildApp({
    config,
    database: handle,
    clock: options.clock ?? systemClock,
    redis,
    jobs,
    mailer,
    logger: false,
    pause: options.pause,
    paymentHooks: options.paymentHooks,
  });
  return {
    app,
    config,
    database: testDatabase.handle,
    filesDir: config.fileStorage.localDir,
    jobs,
    async jobsDone() {
      if (inline) return inline.idle();
      await waitForEmptyQueue(handle);
    },
    async close() {
      await app.close();
      await queue?.stop();
      mailer.close();
      await redis?.quit().catch(() => redis.disconnect());
      if (handle !== testDatabase.handle) await handle.close();
      await testDatabase.close();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

async function openAppDatabase(
  testDatabase: TestDatabase,
  via: { host: string; port: number; connectTimeoutMs?: number } | undefined,
): Promise<DatabaseHandle> {
  if (!via) return testDatabase.handle;
  if (!testDatabase.url) throw new Error('databaseVia needs TEST_DATABASE_URL (PostgreSQL)');
  const url = new URL(testDatabase.url);
  url.hostname = via.host;
  url.port = String(via.port);
  return openDatabase({
    databaseUrl: url.toString(),
    poolSize: 4,
    connectTimeoutMs: via.connectTimeoutMs,
  });
}

/** pg-boss's own tables: nothing created, retrying or active is left in any queue. */
async function waitForEmptyQueue(handle: DatabaseHandle, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await handle.execute(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE state IN ('created', 'retry', 'active')`,
    );
    if (rows[0]?.n === 0) return;
    if (Date.now() > deadline) throw new Error(`jobs still queued after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
