// The background worker on its own, for deployments that scale workers apart from the API.
import pino from 'pino';
import { backgroundJobs } from './background-jobs';
import { loadConfig } from './config';
import { systemClock } from './platform/clock';
import { registerJobs } from './platform/jobs';
import { startQueue } from './platform/queue';
import { onShutdownSignal, openReadyDatabase } from './platform/runtime';

const config = loadConfig();
const log = pino({ level: config.logLevel, name: 'worker' });
const database = await openReadyDatabase(config);
const queue = await startQueue(database);
await registerJobs(queue, backgroundJobs({ db: database.db, clock: systemClock }), log);
onShutdownSignal(
  config.shutdownTimeoutMs,
  async () => {
    await queue.stop();
    await database.close();
  },
  log,
);
log.info({ engine: database.engine }, 'worker ready');
