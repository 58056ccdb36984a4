// The background worker on its own, for deployments that scale workers apart from the API.
import pino from 'pino';
import { backgroundJobs } from './background-jobs';
import { systemClock } from './platform/clock';
import { registerJobs } from './platform/jobs';
import { startQueue } from './platform/queue';
import { createConfiguredMailer } from './modules/mail/configured-mailer';
import {
  loadConfigOrExit,
  onShutdownSignal,
  openReadyDatabase,
  surviveConnectionFailures,
} from './platform/runtime';

const config = loadConfigOrExit();
const log = pino({ level: config.logLevel, name: 'worker' });
surviveConnectionFailures(log);
const database = await openReadyDatabase(config);
const queue = await startQueue(database);
const mailer = createConfiguredMailer(config, database.db, log);
await registerJobs(
  queue,
  backgroundJobs({
    db: database.db,
    clock: systemClock,
    mailer,
    config,
  }),
  log,
);
onShutdownSignal(
  config.shutdownTimeoutMs,
  async () => {
    await queue.stop();
    mailer.close();
    await database.close();
  },
  log,
);
log.info({ engine: database.engine }, 'worker ready');
