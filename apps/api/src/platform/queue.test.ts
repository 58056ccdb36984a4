// The one job system works on this test's engine (PostgreSQL with TEST_DATABASE_URL, else PGlite).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createJob } from '../../seed/factories';
import { openTestDatabase } from '../../seed/test-database';
import { closeExpiredJobsJob } from '../modules/jobs/jobs/close-expired-jobs';
import { fixedClock } from './clock';
import type { DatabaseHandle } from './db';
import { registerJobs, sendJob } from './jobs';
import { startQueue, type Queue } from './queue';

let handle: DatabaseHandle;
let closeDatabase: () => Promise<void>;
let queue: Queue;
const silent = { info: () => {}, error: () => {} };

beforeAll(async () => {
  ({ handle, close: closeDatabase } = await openTestDatabase());
  queue = await startQueue(handle);
});
afterAll(async () => {
  await queue.stop();
  await closeDatabase();
});

describe('pg-boss queue', () => {
  it('runs a job sent through the queue: expired jobs get closed', async () => {
    const company = await createCompany(handle.db, {});
    const expired = await createJob(handle.db, { companyId: company.id, deadline: '2026-11-20' });
    const current = await createJob(handle.db, { companyId: company.id, deadline: '2026-11-21' });
    const definition = closeExpiredJobsJob({
      db: handle.db,
      clock: fixedClock('2026-11-21T12:00:00Z'),
    });
    await registerJobs(queue, [definition as never], silent);
    const id = await sendJob(queue, definition, {});
    expect(id).toBeTruthy();

    const statusOf = async (jobId: string) =>
      (await handle.execute('select status from jobs where id = $1', [jobId])).rows[0]?.status;
    const deadline = Date.now() + 20_000;
    while ((await statusOf(expired.id)) !== 'closed' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await statusOf(expired.id)).toBe('closed');
    expect(await statusOf(current.id)).toBe('open');
  });

  it('refuses a payload that does not match the job schema', async () => {
    const definition = closeExpiredJobsJob({ db: handle.db, clock: fixedClock(new Date()) });
    await expect(sendJob(queue, definition, { unexpected: 1 } as never)).rejects.toThrow();
  });
});
