// pg-boss is the one job system, on PostgreSQL and on PGlite alike: it talks to the database
// through our handle's executor, so the embedded mode needs no second connection.
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from './db';

export type Queue = {
  boss: PgBoss;
  /** Queue name → id of this process's worker for it (registerJobs fills it). */
  localWorkers: Map<string, string>;
  /** Queue name → its creation, asked once per process (pg-boss only takes jobs for queues that exist). */
  createdQueues: Map<string, Promise<unknown>>;
  stop(): Promise<void>;
};

export async function startQueue(
  handle: DatabaseHandle,
  options: { sendOnly?: boolean } = {},
): Promise<Queue> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => handle.execute(text, values ?? []) },
    schema: 'pgboss',
    // Embedded mode has one in-process connection: poll gently.
    monitorStateIntervalSeconds: handle.engine === 'pglite' ? 120 : 60,
    // An API instance without the worker only sends jobs: maintenance and cron are the worker's.
    ...(options.sendOnly ? { supervise: false, schedule: false } : {}),
  });
  boss.on('error', (error: Error) => console.error('[queue]', error.message));
  await boss.start();
  return {
    boss,
    localWorkers: new Map(),
    createdQueues: new Map(),
    async stop() {
      await boss.stop({ graceful: true, close: false, wait: true, timeout: 5_000 });
    },
  };
}
