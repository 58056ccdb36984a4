// Sign-in latency: the API in-process on a scratch PostgreSQL database with one account, 4
// clients signing in over and over for ~10 s (autocannon in a worker thread, so the load does not
// share the API's event loop), p50/p95/p99 from every response. Appends the figures, with the
// machine and the date, to bench/RESULTS.md under "Sign-in". Goal: p95 ≤ 60 ms.
//
//   node --import tsx bench/sign-in.ts [--duration 10] [--connections 4]
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server; a
//   database jenjang_bench_signin_<time> is created next to it and dropped at the end.
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/api/src/build-app';
import { loadConfig } from '../apps/api/src/config';
import { users } from '../apps/api/src/modules/auth/auth.schema';
import { systemClock } from '../apps/api/src/platform/clock';
import { openDatabase } from '../apps/api/src/platform/db';
import { migrateDatabase } from '../apps/api/src/platform/migrate';
import { hashPassword } from '../apps/api/src/platform/passwords';
import { parseArgs } from './lib/cli';
import { startTsWorker } from './lib/ts-worker';
import type { LoadOptions, LoadResult } from './sign-in-load';
import { appendResult, cpuModel, withAdmin } from './lib/results';
import { percentile } from './lib/stats';

const RESULTS_INTRO = `POST /v1/login/email with one account (argon2id m=19456 t=2 p=1), the API in-process on PostgreSQL, \`node --import tsx bench/sign-in.ts\`. Goal: p95 ≤ 60 ms.`;

const EMAIL = 'bench-sign-in@jenjang.test';
const PASSWORD = 'Bench-Sign-In-Password-2026';

function runLoad(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = startTsWorker(new URL('./sign-in-load.ts', import.meta.url), options);
    worker.once('message', (result: LoadResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

async function main() {
  const args = parseArgs();
  const duration = args.number('duration', 10);
  const connections = args.number('connections', 4);
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `jenjang_bench_signin_${Date.now().toString(36)}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;

  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`).then(() => {}));
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
  try {
    await migrateDatabase(database);
    await database.db
      .insert(users)
      .values({ email: EMAIL, name: 'Bench', passwordHash: await hashPassword(PASSWORD) });
    const high = '1000000000';
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      JWT_SECRET: randomBytes(32).toString('base64url'),
      RATE_LIMIT_MAX: high,
      // Only failures count against the sign-in limits (decision 010); every sign-in here
      // succeeds, but the limits stay out of the way should one not.
      RATE_LIMIT_SIGN_IN_PER_ACCOUNT_AND_IP: high,
      RATE_LIMIT_SIGN_IN_PER_ACCOUNT: high,
      RATE_LIMIT_SIGN_IN_PER_IP: high,
    });
    const app = await buildApp({ config, database, clock: systemClock, logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const load = {
      url: `http://127.0.0.1:${port}/v1/login/email`,
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
      connections,
    };
    // Other work on the machine shows in the figures: note how busy it was.
    const loadBefore = loadavg()[0] ?? 0;
    try {
      await runLoad({ ...load, duration: 2 }); // warm-up: JIT, pools, the dummy hash
      // CPU of this process (API, argon2 threads and the load generator's thread): a cost per
      // sign-in that, unlike latency, does not depend on what else the machine is doing.
      const cpuBefore = process.cpuUsage();
      const result = await runLoad({ ...load, duration });
      const cpu = process.cpuUsage(cpuBefore);
      const sorted = [...result.latencies].sort((a, b) => a - b);
      const ok = result.statuses['200'] ?? 0;
      const figures = {
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        max: sorted[sorted.length - 1] ?? Number.NaN,
        perSecond: sorted.length / duration,
        cpuPerSignIn: (cpu.user + cpu.system) / 1000 / Math.max(1, sorted.length),
      };
      const ms = (n: number) => n.toFixed(1);
      const date = new Date().toISOString().replace('T', ' ').slice(0, 16);
      const entry = [
        `### ${date} UTC — ${availableParallelism()} × ${cpuModel()}`,
        '',
        `${connections} clients, ${duration} s, ${sorted.length} sign-ins (${ok} answered 200, ${sorted.length - ok} other, ${result.errors} errors), PostgreSQL ${(await database.execute('SHOW server_version')).rows[0]?.server_version ?? ''}, load average ${loadBefore.toFixed(1)} before the run`,
        '',
        '| p50 ms | p95 ms | p99 ms | max ms | sign-ins/s | CPU ms per sign-in | p95 goal |',
        '|---:|---:|---:|---:|---:|---:|---|',
        `| ${ms(figures.p50)} | ${ms(figures.p95)} | ${ms(figures.p99)} | ${ms(figures.max)} | ${figures.perSecond.toFixed(0)} | ${ms(figures.cpuPerSignIn)} | ≤ 60 ms: ${figures.p95 <= 60 ? 'met' : 'missed'} |`,
      ].join('\n');
      appendResult({ heading: '## Sign-in', intro: RESULTS_INTRO, entry });
      console.log(entry);
      if (ok !== sorted.length) process.exitCode = 1;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await withAdmin(serverUrl, (admin) =>
      admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).then(() => {}),
    );
  }
}

await main();
