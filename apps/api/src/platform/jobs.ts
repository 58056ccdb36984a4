// Background jobs: each one is a name, a zod payload and a handler that calls a service.
import type { z } from 'zod';
import type { Queue } from './queue';

export type JobDefinition<Payload> = {
  name: string;
  payload: z.ZodType<Payload>;
  /** Cron expression (UTC) when the job also runs on a schedule. */
  cron?: string;
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
    await queue.boss.work(definition.name, async (batch) => {
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
  return queue.boss.send(definition.name, definition.payload.parse(payload) as object);
}
