// SIGTERM under steady keep-alive load, counted: starts the real API process (apps/api/src/main.ts
// or another checkout's), puts it under load from several clients that each keep one connection
// busy, sends SIGTERM, and counts every request as completed, refused (never sent), reset (sent,
// no answer) or other; the drain time is from the signal to the process's exit.
//
//   node --import tsx bench/shutdown-drain.ts --runs 5 --clients 8 --load-ms 5000
//   node --import tsx bench/shutdown-drain.ts --api-dir /tmp/main/apps/api   # compare a checkout
//
// Options: --runs (5), --clients (8), --load-ms (load before the signal, 5000), --grace-ms
// (SHUTDOWN_GRACE_MS, 1000; a checkout before decision 012 ignores it), --timeout-ms
// (SHUTDOWN_TIMEOUT_MS, 10000), --out FILE (JSON). On PostgreSQL (BENCH_PG_URL, default
// postgres://postgres@127.0.0.1:5432/postgres) in a database of its own, seeded on first use.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { freePort, startApiProcess, waitUntilReady } from '../apps/api/src/test/api-process';
import { startKeepAliveLoad, type LoadCounts } from '../apps/api/src/test/keep-alive-load';
import { parseArgs } from './lib/cli';

const args = parseArgs();
const runs = args.number('runs', 5);
const clients = args.number('clients', 8);
const loadMs = args.number('load-ms', 5_000);
const graceMs = args.number('grace-ms', 1_000);
const timeoutMs = args.number('timeout-ms', 10_000);
const apiDir = args.get('api-dir');
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = 'jenjang_bench_shutdown';

async function ensureDatabase(): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [
    databaseName,
  ]);
  if (!rowCount) await client.query(`CREATE DATABASE ${databaseName}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

type RunResult = LoadCounts & { sent: number; drainMs: number; exitCode: number | null };

async function runOnce(databaseUrl: string): Promise<RunResult> {
  const api = startApiProcess({
    port: await freePort(),
    apiDir: apiDir ? path.resolve(apiDir) : undefined,
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      SEED_DEMO_DATA: 'true',
      WORKER_ENABLED: 'false',
      RATE_LIMIT_MAX: '10000000',
      SHUTDOWN_TIMEOUT_MS: String(timeoutMs),
      SHUTDOWN_GRACE_MS: String(graceMs),
      JWT_SECRET: 'bench-shutdown-secret-0123456789abcdef0123456789',
    },
  });
  await waitUntilReady(api, 180_000);
  const load = startKeepAliveLoad({
    baseUrl: api.baseUrl,
    clients,
    paths: Array.from({ length: 40 }, (_, i) => `/v1/explore-job/job?limit=20&page=${i + 1}`),
  });
  await sleep(loadMs);
  const signalledAt = Date.now();
  api.child.kill('SIGTERM');
  const { code, at } = await api.exited;
  const counts = await load.finished;
  const sent = counts.completed + counts.refused + counts.reset + counts.other;
  return { ...counts, sent, drainMs: at - signalledAt, exitCode: code };
}

const databaseUrl = await ensureDatabase();
const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}`;
console.log(
  `shutdown drain: ${apiDir ?? 'apps/api'}, ${runs} runs × ${clients} clients, ${loadMs} ms of ` +
    `load, grace ${graceMs} ms, timeout ${timeoutMs} ms; ${machine}, load average ` +
    `${loadavg()[0]?.toFixed(1)}`,
);
const results: RunResult[] = [];
for (let run = 1; run <= runs; run++) {
  const result = await runOnce(databaseUrl);
  results.push(result);
  console.log(
    `run ${run}: ${result.sent} requests, ${result.completed} completed (${result.notOk} not 200), ` +
      `${result.refused} refused, ${result.reset} reset, ${result.other} other; drain ` +
      `${result.drainMs} ms, exit ${result.exitCode}` +
      (result.errors.length ? `; errors: ${[...new Set(result.errors)].join(' | ')}` : ''),
  );
}
const sum = (pick: (r: RunResult) => number) => results.reduce((total, r) => total + pick(r), 0);
const drains = results.map((r) => r.drainMs).sort((a, b) => a - b);
console.log(
  `total: ${sum((r) => r.sent)} requests, ${sum((r) => r.completed)} completed, ` +
    `${sum((r) => r.refused)} refused, ${sum((r) => r.reset)} reset, ${sum((r) => r.other)} other; ` +
    `drain min ${drains[0]} ms, median ${drains[Math.floor(drains.length / 2)]} ms, max ` +
    `${drains[drains.length - 1]} ms`,
);
const out = args.get('out');
if (out) writeFileSync(out, JSON.stringify({ machine, runs: results }, null, 2));
