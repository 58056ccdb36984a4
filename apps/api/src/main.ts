// config -> database (migrate, seed when embedded) -> app -> listen; worker in-process; graceful shutdown.
import { seedDemoData } from '../seed/seed-demo-data';
import { SEEDED_ACCOUNTS } from '../seed/accounts';
import { backgroundJobs } from './background-jobs';
import { buildApp } from './build-app';
import { refreshSearchIndex } from './modules/jobs/search/search-index.service';
import { loadConfig } from './config';
import { systemClock } from './platform/clock';
import { registerJobs } from './platform/jobs';
import { startQueue, type Queue } from './platform/queue';
import { onShutdownSignal, openReadyDatabase, openRedis } from './platform/runtime';

const startedAt = Date.now();
const config = loadConfig();
const database = await openReadyDatabase(config);
let shuttingDown = false;
const redis = openRedis(config);
const app = await buildApp({
  config,
  database,
  clock: systemClock,
  redis,
  isShuttingDown: () => shuttingDown,
});

if (config.seedDemoData) {
  const result = await seedDemoData(database, { log: (msg) => app.log.info(msg) });
  if (result.seeded) {
    app.log.info(
      {
        companies: result.companies,
        jobs: result.jobs,
        accounts: SEEDED_ACCOUNTS.map((a) => a.email),
      },
      'demo data seeded',
    );
  }
}

// New jobs get their search terms before the first visitor searches; cheap when nothing is new.
const index = await refreshSearchIndex({ db: database.db, clock: systemClock });
app.log.info(index, 'search index ready');

let queue: Queue | undefined;
if (config.workerEnabled) {
  queue = await startQueue(database);
  await registerJobs(queue, backgroundJobs({ db: database.db, clock: systemClock }), app.log);
}

onShutdownSignal(
  config.shutdownTimeoutMs,
  async () => {
    shuttingDown = true; // readyz answers 503, responses carry Connection: close
    // Serve what is in flight or already on its way, then stop accepting and close.
    await app.waitForQuiet(300, config.shutdownTimeoutMs - 3_000);
    await app.close();
    await queue?.stop();
    await redis?.quit();
    await database.close();
  },
  app.log,
);

await app.listen({ host: config.host, port: config.port });
app.log.info(
  {
    engine: database.engine,
    startupMs: Date.now() - startedAt,
    docs: `${config.publicApiUrl}/docs`,
  },
  'Jenjang API ready',
);
