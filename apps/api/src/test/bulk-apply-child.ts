// A separate process that runs one bulk apply against a PostgreSQL test database, printing
// "done <index>" after each job, so a test can SIGKILL it midway (bulk-apply.test.ts).
// Argument: the path of a JSON file { databaseUrl, userId, idempotencyKey, body }.
import { readFileSync } from 'node:fs';
import { bulkApplyRequestSchema } from '@jenjang/domain';
import { bulkApply } from '../modules/applications/bulk-apply.service';
import { systemClock } from '../platform/clock';
import { openDatabase } from '../platform/db';

const input = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as {
  databaseUrl: string;
  userId: string;
  idempotencyKey: string;
  body: unknown;
};
const handle = await openDatabase({ databaseUrl: input.databaseUrl, poolSize: 2 });
await bulkApply(
  {
    db: handle.db,
    clock: systemClock,
    // A little time per job, so the kill lands midway rather than after the last job.
    afterEachJob: async (index) => {
      process.stdout.write(`done ${index}\n`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    },
  },
  {
    user: { id: input.userId, role: 'student', sessionId: 'child', signedInAt: new Date() },
    locale: 'id',
    idempotencyKey: input.idempotencyKey,
    body: bulkApplyRequestSchema.parse(input.body),
  },
);
process.stdout.write('finished\n');
await handle.close();
