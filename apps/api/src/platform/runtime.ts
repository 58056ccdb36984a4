// Opening and closing the process's collaborators, shared by the API (main.ts) and the worker.
import { Redis } from 'ioredis';
import { loadConfig, type Config } from '../config';
import { isConnectionFailure } from './connection-errors';
import { openDatabase, type DatabaseHandle } from './db';
import { migrateDatabase } from './migrate';

/**
 * The configuration, or a one-line reason on stderr and exit code 1: a deployment that forgot
 * JWT_SECRET must read what to do, not a stack trace.
 */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return openDatabase({
    databaseUrl: config.database.url,
    replicaUrl: config.database.replicaUrl,
    poolSize: config.database.poolSize,
    connectTimeoutMs: config.database.connectTimeoutMs,
    dataDir: config.database.embeddedDir,
  });
}

export async function openReadyDatabase(config: Config): Promise<DatabaseHandle> {
  const database = await openConfiguredDatabase(config);
  await migrateDatabase(database);
  return database;
}

export function openRedis(config: Config): Redis | undefined {
  return config.redisUrl ? connectRedis(config.redisUrl) : undefined;
}

/**
 * Fail fast rather than queue commands while disconnected: a limit check must not hang a
 * request; the counters fall back to this process's memory until Redis answers again
 * (platform/attempt-counter.ts).
 */
export function connectRedis(url: string): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    enableOfflineQueue: false,
  });
  // Without a listener ioredis prints every failed reconnect; the counters log the outage once.
  redis.on('error', () => {});
  return redis;
}

/**
 * Runs `close` on SIGTERM/SIGINT and exits; if closing takes longer than `timeoutMs`
 * the process exits anyway, so an orchestrator never has to SIGKILL us.
 */
export function onShutdownSignal(
  timeoutMs: number,
  close: () => Promise<void>,
  log: { info(msg: string): void; error(obj: object, msg: string): void },
): void {
  let closing = false;
  const handler = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    log.info(`${signal} received: draining`);
    const deadline = setTimeout(() => {
      log.error({ timeoutMs }, 'shutdown took too long: exiting');
      process.exit(1);
    }, timeoutMs);
    deadline.unref();
    close()
      .then(() => {
        log.info('shutdown complete');
        process.exit(0);
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGTERM', handler);
  process.once('SIGINT', handler);
}

type WarnLog = { warn(obj: object, msg: string): void };

/**
 * pg-boss completes and fails jobs without awaiting the result (timgit/pg-boss#365): when the
 * database drops at that moment, the rejection is unhandled and Node would stop the process.
 * A lost connection is an expected fault that the pool recovers from, so it is logged and the
 * process carries on (the job stays active and pg-boss retries it once it expires). Any other
 * unhandled rejection still stops the process, as Node does by default.
 */
export function handleUnhandledRejection(reason: unknown, log: WarnLog): void {
  if (!isConnectionFailure(reason)) throw reason;
  log.warn(
    { reason: reason instanceof Error ? reason.message : String(reason) },
    'unhandled rejection from a lost database connection: carrying on',
  );
}

export function surviveConnectionFailures(log: WarnLog): void {
  process.on('unhandledRejection', (reason) => handleUnhandledRejection(reason, log));
}
