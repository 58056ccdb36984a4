// config -> database (migrate, seed when embedded) -> app -> listen; worker in-process; graceful shutdown.
import { seedDemoData } from '../seed/seed-demo-data';
import { SEEDED_ACCOUNTS } from '../seed/accounts';
import { backgroundJobs } from './background-jobs';
import { buildApp } from './build-app';
import { refreshSearchIndex } from './modules/jobs/search/search-index.service';
import { SHUTDOWN_CLOSE_BUDGET_MS } from './config';
import { systemClock } from './platform/clock';
import { createLocalFileStorage } from './platform/file-storage';
import { queueDispatcher, registerJobs } from './platform/jobs';
import { startQueue } from './platform/queue';
import { createConfiguredMailer } from './modules/mail/configured-mailer';
import { ensureRegions } from './modules/mentoring/regions/ensure-regions';
import {
  loadConfigOrExit,
  onShutdownSignal,
  openReadyDatabase,
  openRedis,
  surviveConnectionFailures,
} from './platform/runtime';

const startedAt = Date.now();
const config = loadConfigOrExit();
const database = await openReadyDatabase(config);
// Indonesia's administrative areas are reference data: loaded once, with or without demo data.
await ensureRegions(database.db);
let shuttingDown = false;
const redis = openRedis(config);
// The API sends jobs (mail) even when the worker runs elsewhere.
const queue = await startQueue(database, { sendOnly: !config.workerEnabled });
const mailer = createConfiguredMailer(config, database.db, console);
// One file storage for the app's uploads and the demo seed's CVs.
const fileStorage = createLocalFileStorage(config.fileStorage.localDir);
const app = await buildApp({
  config,
  database,
  fileStorage,
  clock: systemClock,
  redis,
  jobs: queueDispatcher(queue),
  mailer,
  isShuttingDown: () => shuttingDown,
});
surviveConnectionFailures(app.log);
if (!config.mail.smtpUrl && !config.devMailbox) {
  app.log.warn('SMTP_URL is not set: mails (reset codes, notices) are dropped');
}

if (config.seedDemoData) {
  const result = await seedDemoData(database, { log: (msg) => app.log.info(msg), fileStorage });
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

if (config.workerEnabled) {
  await registerJobs(
    queue,
    backgroundJobs({
      db: database.db,
      clock: systemClock,
      mailer,
      config,
    }),
    app.log,
  );
}

onShutdownSignal(
  config.shutdownTimeoutMs,
  async () => {
    shuttingDown = true; // readyz answers 503 from now on
    // Workers stop taking jobs while the HTTP side drains (platform/drain.ts).
    const workersStopped = queue.stop();
    const drained = await app.drain({
      graceMs: config.shutdown.graceMs,
      idleCloseMs: config.shutdown.idleCloseMs,
      // What is left of the budget after the drain closes the queue, Redis and the database.
      deadlineMs: config.shutdownTimeoutMs - SHUTDOWN_CLOSE_BUDGET_MS,
    });
    app.log.info(drained, 'connections drained');
    await app.close();
    await workersStopped;
    mailer.close();
    await redis?.quit().catch(() => redis.disconnect());
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
