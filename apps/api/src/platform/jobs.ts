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
    const workerId = await queue.boss.work(definition.name, workOptions, async (batch) => {
      for (const job of batch) {
        const payload = definition.payload.parse(job.data);
        const result = await definition.handle(payload);
        log.info({ job: definition.name, id: job.id, result }, 'job done');
      }
    });
    queue.localWorkers.set(definition.name, workerId);
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

/** Hands jobs of requests to whatever runs them: the queue, or this process right away. */
export type JobDispatcher = {
  dispatch<Payload>(definition: JobDefinition<Payload>, payload: Payload): Promise<void>;
};

/**
 * Jobs go through pg-boss (creating each queue once: the worker may run elsewhere). When this
 * process works that queue too, its worker is woken at once instead of at its next poll, so a
 * mail leaves within milliseconds of the request that wrote it.
 */
export function queueDispatcher(queue: Queue): JobDispatcher {
  return {
    async dispatch(definition, payload) {
      let ready = queue.createdQueues.get(definition.name);
      if (!ready) {
        ready = queue.boss.createQueue(definition.name);
        queue.createdQueues.set(definition.name, ready);
      }
      await ready;
      await sendJob(queue, definition, payload);
      const worker = queue.localWorkers.get(definition.name);
      if (worker) queue.boss.notifyWorker(worker);
    },
  };
}

export type InlineJobDispatcher = JobDispatcher & {
  /** Resolves once every job dispatched so far (and any job those dispatched) has finished. */
  idle(): Promise<void>;
};

/**
 * Without a queue (a test app, a script): the handler runs in this process right after the
 * current request. `idle()` lets a caller wait for the work to be done instead of for a time.
 */
export function inlineDispatcher(log: {
  error(obj: object, msg: string): void;
}): InlineJobDispatcher {
  const running = new Set<Promise<void>>();
  return {
    async dispatch(definition, payload) {
      const run = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => definition.handle(payload))
        .then(
          () => undefined,
          (error: unknown) => {
            log.error({ err: error, job: definition.name }, 'in-process job failed');
          },
        )
        .finally(() => running.delete(run));
      running.add(run);
    },
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
