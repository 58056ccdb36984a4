// A separate API process for the kill-midway payment test (notifications.test.ts): it applies a
// notification up to the commit, prints "holding" and waits there, so the test can SIGKILL it
// with the transaction open. Argument: the path of a JSON file { databaseUrl, port, env }.
import { readFileSync } from 'node:fs';
import { buildApp } from '../build-app';
import { loadConfig } from '../config';
import { systemClock } from '../platform/clock';
import { openDatabase } from '../platform/db';

const input = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as {
  databaseUrl: string;
  port: number;
  env: Record<string, string>;
};
const handle = await openDatabase({ databaseUrl: input.databaseUrl, poolSize: 2 });
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...input.env });
const app = await buildApp({
  config,
  database: handle,
  clock: systemClock,
  logger: false,
  paymentHooks: {
    beforeCommit: async () => {
      process.stdout.write('holding\n');
      await new Promise(() => {});
    },
  },
});
await app.listen({ port: input.port, host: '127.0.0.1' });
process.stdout.write('listening\n');
