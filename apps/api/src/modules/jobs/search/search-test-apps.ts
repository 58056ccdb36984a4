// Tests that look at the engines build their own search apps on the test database: one per
// engine (SEARCH_ENGINE), each with its own search deps, so the two never share an index and a
// test can read the in-memory engine's state.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../build-app';
import { loadConfig } from '../../../config';
import type { Clock } from '../../../platform/clock';
import type { DatabaseHandle } from '../../../platform/db';
import { TEST_JWT_SECRET } from '../../../test/test-app';
import type { SearchEngineMode } from './engine/search-engine';
import { createSearchDeps, type SearchDeps } from './job-search';

export type SearchApp = { app: FastifyInstance; search: SearchDeps };

export async function createSearchApp(
  database: DatabaseHandle,
  options: { clock: Clock; engine: SearchEngineMode },
): Promise<SearchApp> {
  const silent = { warn: () => {}, error: () => {} };
  const search = createSearchDeps(
    { db: database.db, clock: options.clock, log: silent },
    { engine: options.engine },
  );
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    SEARCH_ENGINE: options.engine,
  });
  const app = await buildApp({ config, database, clock: options.clock, logger: false, search });
  return { app, search };
}
