// Background jobs: each one is a name, a zod payload and a handler that calls a service.
import type PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Queue } from './queue';

export type JobDefinition<Payload> = {
  name: string;
  payload: z.ZodType<Payload>;
  /** Cron expression (UTC) when the job also runs on a schedule. */
  cron?: string;
  /** How often an idle worker looks for this job (pg-boss default: 2 s). */
  pollingIntervalSeconds?: number;
  /**
   * Jobs fetched per poll (default 1). pg-boss waits the polling interval between fetches, so
   * this bounds throughput; a failure retries the whole batch.
   */
  batchSize?: number;
  /** pg-boss options of each job sent: retries with backoff, how long a run may take. */
  sendOptions?: PgBoss.SendOptions;
  handle(payload: Payload): Promise<unknown>;
};

export async function registerJobs(
  queue: Queue,
  definitions: JobDefinition<never>[],
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void },
): Promise<void> {
  for (const definition of definitions as JobDefinition<unknown>[]) {
    await queue.boss.createQueue(definition.name);
    if (definition.cron) await queue.boss.schedule(definition.name, definition.cron, {});
    const workOptions = {
      ...(definition.pollingIntervalSeconds
        ? { pollingIntervalSeconds: definition.pollingIntervalSeconds }
        : {}),
      ...(definition.batchSize ? { batchSize: definition.batchSize } : {}),
    };
    await queue.boss.work(definition.name, workOptions, async (batch) => {
      for (const job of batch) {
        const payload = definition.payload.parse(job.data);
        const result = await definition.handle(payload);
        log.info({ job: definition.name, id: job.id, result }, 'job done');
      }
    });
  }
}

/** Sends one job; the payload is checked before it reaches the queue. */
export async function sendJob<Payload>(
  queue: Queue,
  definition: JobDefinition<Payload>,
  payload: Payload,
): Promise<string | null> {
  return queue.boss.send(
    definition.name,
    definition.payload.parse(payload) as object,
    definition.sendOptions ?? {},
  );
}

const createdQueues = new WeakMap<Queue, Map<string, Promise<unknown>>>();

/**
 * Sends a job when there is a queue (creating the queue once: pg-boss only accepts jobs for
 * queues that exist, and the worker may run elsewhere); without one (a test app, a script) the
 * handler runs in this process right after the current request.
 */
export async function dispatchJob<Payload>(
  queue: Queue | undefined,
  definition: JobDefinition<Payload>,
  payload: Payload,
  log: { error(obj: object, msg: string): void },
): Promise<void> {
  if (queue) {
    let created = createdQueues.get(queue);
    if (!created) createdQueues.set(queue, (created = new Map()));
    let ready = created.get(definition.name);
    if (!ready) created.set(definition.name, (ready = queue.boss.createQueue(definition.name)));
    await ready;
    await sendJob(queue, definition, payload);
    return;
  }
  setImmediate(() => {
    definition.handle(payload).catch((error: unknown) => {
      log.error({ err: error, job: definition.name }, 'in-process job failed');
    });
  });
}
