// Builds the real app on a fresh test database for one test file; tests talk to it with inject.
import type { FastifyInstance } from 'fastify';
import { openTestDatabase } from '../../seed/test-database';
import { buildApp } from '../build-app';
import { loadConfig } from '../config';
import { systemClock, type Clock } from '../platform/clock';
import type { DatabaseHandle } from '../platform/db';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
};

export async function createTestApp(
  options: { clock?: Clock; env?: Record<string, string>; withRedis?: boolean } = {},
): Promise<TestApp> {
  const { handle, close } = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env });
  const { Redis } = await import('ioredis');
  const redis =
    options.withRedis && process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : undefined;
  const app = await buildApp({
    config,
    database: handle,
    clock: options.clock ?? systemClock,
    redis,
    logger: false,
  });
  return {
    app,
    database: handle,
    async close() {
      await app.close();
      await redis?.quit();
      await close();
    },
  };
}
