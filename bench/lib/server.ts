// Starts the real API in this process on a local port, on a bench database.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/api/src/build-app';
import { loadConfig } from '../../apps/api/src/config';
import { systemClock } from '../../apps/api/src/platform/clock';
import type { DatabaseHandle } from '../../apps/api/src/platform/db';
import type { BenchTarget } from './database';
import { openBenchDatabase } from './database';

export type RunningApi = {
  app: FastifyInstance;
  database: DatabaseHandle;
  baseUrl: string;
  close(): Promise<void>;
};

export async function startApi(
  target: BenchTarget,
  options: { poolSize: number; searchEngine?: 'memory' | 'sql' },
): Promise<RunningApi> {
  const database = await openBenchDatabase(target, { poolSize: options.poolSize });
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    // A benchmark is not abuse: the limit must never answer 429 here.
    RATE_LIMIT_MAX: '100000000',
    WORKER_ENABLED: 'false',
    // The API has no default secret; a bench run needs one of its own, kept nowhere.
    JWT_SECRET: randomBytes(48).toString('base64url'),
    SEARCH_ENGINE: options.searchEngine ?? 'memory',
    ...(target.engine === 'postgres'
      ? { DATABASE_URL: target.url, DATABASE_POOL_SIZE: String(options.poolSize) }
      : {}),
  });
  const app = await buildApp({ config, database, clock: systemClock, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    app,
    database,
    baseUrl: `http://127.0.0.1:${address.port}`,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
