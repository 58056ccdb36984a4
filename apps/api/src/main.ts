// config -> database (migrate, seed when embedded) -> app -> listen; worker in-process; graceful shutdown.
import { seedDemoData } from '../seed/seed-demo-data';
import { SEEDED_ACCOUNTS } from '../seed/accounts';
import { backgroundJobs } from './background-jobs';
import { buildApp } from './build-app';
import { refreshSearchIndex } from './modules/jobs/search/search-index.service';
import { loadConfig } from './config';
import { systemClock } from './platform/clock';
import { registerJobs } from './platform/jobs';
import { startQueue } from './platform/queue';
import { createConfiguredMailer } from './modules/mail/configured-mailer';
import {
  onShutdownSignal,
  openReadyDatabase,
  openRedis,
  surviveConnectionFailures,
} from './platform/runtime';

const startedAt = Date.now();
const config = loadConfig();
const database = await openReadyDatabase(config);
let shuttingDown = false;
const redis = openRedis(config);
// The API sends jobs (mail) even when the worker runs elsewhere.
const queue = await startQueue(database, { sendOnly: !config.workerEnabled });
const mailer = createConfiguredMailer(config, database.db, console);
const app = await buildApp({
  config,
  database,
  clock: systemClock,
  redis,
  queue,
  mailer,
  isShuttingDown: () => shuttingDown,
});
surviveConnectionFailures(app.log);
if (config.env === 'production' && !config.mail.smtpUrl) {
  app.log.warn('SMTP_URL is not set: mails (reset codes, notices) are dropped');
}

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
    shuttingDown = true; // readyz answers 503, responses carry Connection: close
    // Serve what is in flight or already on its way, then stop accepting and close.
    // A full second without requests: load balancers take a moment to see readyz fail, and a
    // starved event loop may not yet have read requests clients already sent.
    await app.waitForQuiet(1_000, config.shutdownTimeoutMs - 3_000);
    await app.close();
    await queue.stop();
    mailer.close();
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
