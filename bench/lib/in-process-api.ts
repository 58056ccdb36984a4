// The in-process latency benchmarks (apply, pipeline board, mentoring booking) share their set-up:
// a scratch database beside the bench server, migrated and dropped at the end; the API built on
// it with limits no benchmark meets, listening on a free loopback port; and load run from a
// worker thread so the clients do not share the API's event loop.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/api/src/build-app';
import { loadConfig } from '../../apps/api/src/config';
import { systemClock } from '../../apps/api/src/platform/clock';
import { openDatabase, type DatabaseHandle } from '../../apps/api/src/platform/db';
import { migrateDatabase } from '../../apps/api/src/platform/migrate';
import { withAdmin } from './results';
import { startTsWorker } from './ts-worker';

/** BENCH_DATABASE_URL names the server (default: this machine's PostgreSQL, database test). */
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs `run` on a new database `jenjang_bench_<label>_<time>`, migrated; drops it afterwards. */
export async function withScratchDatabase(
  label: string,
  run: (database: DatabaseHandle) => Promise<void>,
): Promise<void> {
  const name = `jenjang_bench_${label}_${Date.now().toString(36)}`;
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  await withAdmin(SERVER_URL, (admin) => admin.query(`CREATE DATABASE "${name}"`).then(() => {}));
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
  try {
    await migrateDatabase(database);
    await run(database);
  } finally {
    await database.close();
    await withAdmin(SERVER_URL, (admin) =>
      admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).then(() => {}),
    );
  }
}

/** The API on `database` (production settings, no limit in the way), listening on loopback. */
export async function withInProcessApi(
  database: DatabaseHandle,
  run: (api: { app: FastifyInstance; baseUrl: string }) => Promise<void>,
): Promise<void> {
  const high = '1000000000';
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('base64url'),
    RATE_LIMIT_MAX: high,
    RATE_LIMIT_SIGN_IN_PER_ACCOUNT_AND_IP: high,
    RATE_LIMIT_SIGN_IN_PER_ACCOUNT: high,
    RATE_LIMIT_SIGN_IN_PER_IP: high,
  });
  const app = await buildApp({ config, database, clock: systemClock, logger: false });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    await run({ app, baseUrl: `http://127.0.0.1:${port}` });
  } finally {
    await app.close();
  }
}

/** Runs a load module (`apply-load.ts`, `pipeline-load.ts`) in a worker thread and waits for it. */
export function runLoadWorker<Options, Result>(module: URL, options: Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    const worker = startTsWorker(module, options);
    worker.once('message', (result: Result) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
