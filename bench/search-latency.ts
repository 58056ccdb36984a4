// Search latency through real HTTP: starts the API in-process on a bench database, sends the
// fixed query mix (bench/queries.ts) with 4 concurrent clients for a number of rounds, and
// prints p50/p95/p99/max overall, per query class, with and without facets, and the slowest
// query shapes.
//
//   node --import tsx bench/search-latency.ts --size 100k
//   node --import tsx bench/search-latency.ts --size 1m --rounds 3
//   node --import tsx bench/search-latency.ts --size 100k --pglite /tmp/jenjang-pglite-100k
//   options: --url URL, --rounds N (5), --concurrency N (4), --pool N (database connections, 10),
//            --cache-ttl MS (in-process result cache, 0 = off: the default, cold numbers),
//            --engine memory|sql (where searches run: the in-memory index, the default, or SQL),
//            --instances N (PostgreSQL only: N API processes, clients spread over them round
//            robin as a load balancer would; CPU is then that of the instances' processes),
//            --out FILE (JSON with every latency)
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { loadavg } from 'node:os';
import { formatMs, parseArgs, sizeLabel } from './lib/cli';
import { benchTarget } from './lib/database';
import { runInWorker } from './lib/latency-run';
import { startApi } from './lib/server';
import { summarize, table, type Summary } from './lib/stats';
import { buildQueryMix, type BenchQuery } from './queries';
import { createRng } from '../apps/api/seed/random';

const args = parseArgs();
const size = args.number('size', 100_000);
const rounds = args.number('rounds', 5);
const concurrency = args.number('concurrency', 4);
const poolSize = args.number('pool', 10);
const cacheTtlMs = args.number('cache-ttl', 0);
const facetCap = args.number('facet-cap', 10_000);
const target = benchTarget(args, size);
const engine = args.get('engine') === 'sql' ? 'sql' : 'memory';
const instances = args.number('instances', 1);

type Sample = { query: BenchQuery; latency: number; status: number; bytes: number };

async function main() {
  const api = await startApi(target, {
    poolSize,
    search: { engine, resultCacheTtlMs: cacheTtlMs, facetCap },
  });
  const children = instances > 1 ? await startInstances(instances) : [];
  const baseUrls = children.length > 0 ? children.map((c) => c.url) : [api.baseUrl];
  if (engine === 'memory' && children.length === 0) {
    const loadStarted = performance.now();
    const heapBefore = process.memoryUsage();
    await api.search.engine.loadNow();
    const heapAfter = process.memoryUsage();
    const mib = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MiB`;
    console.log(
      `in-memory index: ${JSON.stringify(api.search.engine.stats())} loaded in ` +
        `${formatMs(performance.now() - loadStarted)}; heap +${mib(heapAfter.heapUsed - heapBefore.heapUsed)}, ` +
        `array buffers +${mib(heapAfter.arrayBuffers - heapBefore.arrayBuffers)}, rss ${mib(heapAfter.rss)}`,
    );
  }
  try {
    const { rows } = await api.database.execute(
      `SELECT count(*)::int AS jobs, count(*) FILTER (WHERE status = 'open')::int AS open FROM jobs`,
    );
    const counts = rows[0] as { jobs: number; open: number };
    const mix = buildQueryMix();
    console.log(
      `# search latency: ${target.label} (${counts.jobs} jobs, ${counts.open} open), ` +
        `${mix.length} queries × ${rounds} rounds, ${concurrency} clients, pool ${poolSize}, ` +
        `cache ${cacheTtlMs > 0 ? `${cacheTtlMs} ms` : 'off'}, engine ${engine}` +
        (engine === 'sql' ? `, facets over ≤ ${facetCap} matches` : ', exact totals and facets'),
    );

    // Warm-up: one pass, not recorded (plans, caches, JIT of the Node side).
    const warmStarted = performance.now();
    await runInWorker({
      baseUrls,
      paths: mix.map((q) => `/v1/explore-job/job?${q.query}`),
      concurrency,
    });
    console.log(`warm-up pass: ${formatMs(performance.now() - warmStarted)}`);

    // Each round sends the whole mix in its own shuffled order.
    const rng = createRng(7);
    const order: BenchQuery[] = [];
    for (let r = 0; r < rounds; r++) order.push(...rng.shuffle(mix));
    const cpuBefore = await cpuSnapshot(api, children);
    const started = performance.now();
    const output = await runInWorker({
      baseUrls,
      paths: order.map((q) => `/v1/explore-job/job?${q.query}`),
      concurrency,
    });
    const wall = performance.now() - started;
    const cpu = cpuSpent(cpuBefore, await cpuSnapshot(api, children));
    const load = loadavg().map((v) => v.toFixed(1));
    const samples: Sample[] = order.map((query, i) => ({
      query,
      latency: output.latencies[i] ?? Number.NaN,
      status: output.statuses[i] ?? 0,
      bytes: output.bytes[i] ?? 0,
    }));
    const failed = samples.filter((s) => s.status !== 200);
    if (failed.length > 0) {
      console.log(
        `!! ${failed.length} requests failed, e.g. ${failed[0]?.status} ${failed[0]?.query.query}`,
      );
    }

    const overall = summarize(samples.map((s) => s.latency));
    console.log(
      `\n${samples.length} requests in ${formatMs(wall)} (${((samples.length / wall) * 1000).toFixed(0)} req/s), load average ${load.join(' ')}\n` +
        `CPU per request: ${(cpu.processMs / order.length).toFixed(1)} ms in this process ` +
        (children.length > 0
          ? `(the client thread) + ${(cpu.instancesMs / order.length).toFixed(1)} ms in ${children.length} API processes + `
          : `(API, the client thread${target.engine === 'pglite' ? ', PGlite' : ''}) + `) +
        `${(cpu.databaseMs / order.length).toFixed(1)} ms in PostgreSQL backends\n`,
    );
    const byClass = group(samples, (s) => s.query.class);
    const rowsOut: [string, Summary][] = [
      ['**all**', overall],
      ['with facets', summarize(samples.filter((s) => s.query.facets).map((s) => s.latency))],
      ['without facets', summarize(samples.filter((s) => !s.query.facets).map((s) => s.latency))],
      ...[...byClass.entries()].map(
        ([name, list]) => [name, summarize(list.map((s) => s.latency))] as [string, Summary],
      ),
    ];
    console.log(table(rowsOut));

    const byShape = group(samples, (s) => s.query.query);
    const slowest = [...byShape.entries()]
      .map(([query, list]) => ({
        query,
        cls: list[0]?.query.class ?? '',
        s: summarize(list.map((x) => x.latency)),
      }))
      .sort((a, b) => b.s.p50 - a.s.p50)
      .slice(0, 10);
    console.log('\nSlowest query shapes (median over rounds):\n');
    console.log('| query | class | p50 ms | max ms |\n|---|---|---:|---:|');
    for (const row of slowest) {
      console.log(
        `| \`${row.query}\` | ${row.cls} | ${row.s.p50.toFixed(1)} | ${row.s.max.toFixed(1)} |`,
      );
    }

    const out = args.get('out');
    if (out) {
      await writeFile(
        out,
        JSON.stringify(
          {
            target: target.label,
            size: sizeLabel(size),
            counts,
            rounds,
            concurrency,
            poolSize,
            cacheTtlMs,
            wallMs: wall,
            cpuMsPerRequest: {
              process: cpu.processMs / order.length,
              database: cpu.databaseMs / order.length,
            },
            loadAverage: load,
            overall,
            classes: Object.fromEntries(rowsOut),
            slowest,
          },
          null,
          2,
        ),
      );
    }
  } finally {
    for (const child of children) child.stop();
    await api.close();
  }
}

type CpuSnapshot = {
  process: NodeJS.CpuUsage;
  backends: Map<number, number>;
  instancesMs: number;
};

/**
 * CPU time so far of this process and of the PostgreSQL backends serving the pool: the work per
 * request, which other load on the machine changes far less than it changes latency.
 */
/** CPU ms (user + system) of a process from /proc/PID/stat (fields 14, 15; ticks of 10 ms). */
async function procCpuMs(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ');
  return (Number(fields?.[11]) + Number(fields?.[12])) * 10;
}

async function cpuSnapshot(
  api: Awaited<ReturnType<typeof startApi>>,
  children: Instance[] = [],
): Promise<CpuSnapshot> {
  const backends = new Map<number, number>();
  let instancesMs = 0;
  for (const child of children) instancesMs += await procCpuMs(child.pid);
  if (api.database.engine === 'postgres') {
    const { rows } = await api.database.execute(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database()',
    );
    for (const { pid } of rows as { pid: number }[]) {
      try {
        // Fields 14 and 15 of /proc/PID/stat: user and system time in clock ticks (1/100 s).
        const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ');
        backends.set(pid, (Number(fields?.[11]) + Number(fields?.[12])) * 10);
      } catch {
        // Not on Linux, or the backend ended: not counted.
      }
    }
  }
  return { process: process.cpuUsage(), backends, instancesMs };
}

type Instance = { pid: number; url: string; stop(): void };

/** Starts `n` API processes (bench/lib/api-instance.ts) and waits until each has its index. */
async function startInstances(n: number): Promise<Instance[]> {
  const started = performance.now();
  const instanceArgs = process.argv.slice(2).filter((a, i, all) => {
    const flag = a === '--instances' || all[i - 1] === '--instances';
    return !flag;
  });
  const instances = await Promise.all(
    Array.from({ length: n }, () => {
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          fileURLToPath(new URL('./lib/api-instance.ts', import.meta.url)),
          ...instanceArgs,
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      return new Promise<Instance>((resolve, reject) => {
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const ready = /READY (\S+)/.exec(output);
          if (ready)
            resolve({ pid: child.pid!, url: ready[1]!, stop: () => child.kill('SIGTERM') });
        });
        child.once('exit', (code) => reject(new Error(`API instance exited with ${code}`)));
      });
    }),
  );
  process.once('exit', () => instances.forEach((i) => i.stop()));
  console.log(`${n} API instances ready in ${formatMs(performance.now() - started)}`);
  return instances;
}

function cpuSpent(before: CpuSnapshot, after: CpuSnapshot) {
  const instancesMs = after.instancesMs - before.instancesMs;
  const used = process.cpuUsage(before.process);
  let databaseMs = 0;
  for (const [pid, ms] of after.backends) databaseMs += ms - (before.backends.get(pid) ?? 0);
  return { processMs: (used.user + used.system) / 1000, databaseMs, instancesMs };
}

function group<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

await main();
