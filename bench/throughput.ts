// Throughput with autocannon: the API in-process on a bench database, autocannon in a child
// process, ~15 s per scenario: a handful of representative searches, then job pages
// (/v1/job-portal/job/slug/<slug>) over many slugs.
//
//   node --import tsx bench/throughput.ts --size 100k
//   options: --url URL | --pglite DIR, --duration S (15), --connections N (8), --pool N (10),
//            --cache-ttl MS (0 = off), --slugs N (2000)
import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from './lib/cli';
import { benchTarget } from './lib/database';
import { startApi } from './lib/server';

const args = parseArgs();
const size = args.number('size', 100_000);
const duration = args.number('duration', 15);
const connections = args.number('connections', 8);
const poolSize = args.number('pool', 10);
const slugCount = args.number('slugs', 2_000);
const cacheTtlMs = args.number('cache-ttl', 0);
const target = benchTarget(args, size);

/** Representative searches: the home page, common and typed text, filters, another sort. */
export const SEARCH_PATHS = [
  '/v1/explore-job/job?includeFacets=true',
  '/v1/explore-job/job?search=staff&includeFacets=true',
  '/v1/explore-job/job?search=software%20engineer&cityIds=49180&includeFacets=true',
  '/v1/explore-job/job?cityIds=265&employmentTypes=fullTime&includeFacets=true',
  '/v1/explore-job/job?search=sofware%20enginer',
  '/v1/explore-job/job?search=admin&sortParam=highestSalary&salaryMin=5000000',
  '/v1/explore-job/job?workplaceTypes=remote&includeFacets=true',
  '/v1/explore-job/job?search=fresh%20graduate&page=3',
];

type Summary = {
  requestsPerSecond: number;
  total: number;
  latency: Record<'mean' | 'p50' | 'p90' | 'p97_5' | 'p99' | 'max', number>;
  errors: number;
  timeouts: number;
  non2xx: number;
};

function autocannonInWorker(options: Record<string, unknown>): Promise<Summary> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./lib/autocannon-worker.ts', import.meta.url)), {
      execArgv: ['--import', 'tsx'],
    });
    child.once('message', (summary: Summary) => resolve(summary));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`autocannon process exited with ${code}`));
    });
    child.send(options);
  });
}

function line(name: string, s: Summary): string {
  const l = s.latency;
  return `| ${name} | ${s.requestsPerSecond.toFixed(0)} | ${l.p50} | ${l.p90} | ${l.p97_5} | ${l.p99} | ${l.max} | ${s.errors + s.timeouts + s.non2xx} |`;
}

async function main() {
  const api = await startApi(target, { poolSize, search: { resultCacheTtlMs: cacheTtlMs } });
  await api.search.engine.loadNow(); // measured warm, as a running API is
  try {
    const { rows } = await api.database.execute(
      'SELECT slug FROM jobs ORDER BY md5(slug) LIMIT $1',
      [slugCount],
    );
    const detailPaths = rows.map(
      (r) => `/v1/job-portal/job/slug/${encodeURIComponent(String(r.slug))}`,
    );
    console.log(
      `# throughput: ${target.label}, ${duration} s per scenario, ${connections} connections, pool ${poolSize}, cache ${cacheTtlMs > 0 ? `${cacheTtlMs} ms` : 'off'}\n`,
    );
    console.log(
      '| scenario | req/s | p50 ms | p90 ms | p97.5 ms | p99 ms | max ms | errors | load avg |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    const scenarios: [string, string[]][] = [
      [`search (${SEARCH_PATHS.length} URLs)`, SEARCH_PATHS],
      [`job detail (${detailPaths.length} slugs)`, detailPaths],
    ];
    for (const [name, paths] of scenarios) {
      // A short warm-up so the first seconds do not measure cold plans and caches.
      await autocannonInWorker({
        url: api.baseUrl,
        connections,
        duration: 2,
        requests: paths.map((path) => ({ method: 'GET', path })),
      });
      const summary = await autocannonInWorker({
        url: api.baseUrl,
        connections,
        duration,
        requests: paths.map((path) => ({ method: 'GET', path })),
      });
      console.log(`${line(name, summary)} ${loadavg()[0]?.toFixed(1)} |`);
    }
  } finally {
    await api.close();
  }
}

await main();
