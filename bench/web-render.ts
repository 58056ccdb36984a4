// Server time of web pages under load: autocannon against a running web (no browser), per page,
// with how each page is cached (Cache-Control, x-nextjs-cache). Compares static and dynamic
// rendering, e.g. before and after the Content-Security-Policy nonce (docs/decisions/011).
//
//   node scripts/start.mjs                                   # in another terminal (:3000/:4000)
//   node --import tsx bench/web-render.ts
//   options: --url URL (http://localhost:3000), --duration S (10), --connections N (4),
//            --paths /a,/b (default: home, a job page, a landing page, sign-in, about, terms),
//            --pid PID (the web server's process: also prints its CPU time per request, which
//            compares across machine load where latency does not)
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from './lib/cli';

const args = parseArgs();
const baseUrl = (args.get('url') ?? 'http://localhost:3000').replace(/\/+$/, '');
const duration = args.number('duration', 10);
const connections = args.number('connections', 4);
const pid = args.get('pid');

/** CPU time (user + system) the process has used so far, in ms (Linux /proc, 100 ticks/s). */
function cpuMs(): number {
  if (!pid) return Number.NaN;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

type Summary = {
  requestsPerSecond: number;
  total: number;
  latency: Record<'mean' | 'p50' | 'p90' | 'p97_5' | 'p99' | 'max', number>;
  errors: number;
  timeouts: number;
  non2xx: number;
};

function autocannonInChild(options: Record<string, unknown>): Promise<Summary> {
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

async function firstJobPath(): Promise<string> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const match = /href="(\/loker\/[^"~]+~[^"#?]+)"/.exec(html);
  if (!match) throw new Error('no job link on the home page: is the stack running with jobs?');
  return match[1]!;
}

async function main() {
  const paths = args.get('paths')?.split(',') ?? [
    '/',
    await firstJobPath(),
    '/loker-wfh',
    '/sign-in',
    '/about',
    '/terms-and-condition',
  ];
  console.log(
    `web-render: ${baseUrl}, ${connections} connections, ${duration} s per page, load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    '| path | cache-control | x-nextjs-cache | req/s | p50 ms | p90 ms | p99 ms | CPU ms/req | errors |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const path of paths) {
    // Warm once, and note how the page is served.
    const head = await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'gzip' } });
    await head.arrayBuffer();
    const cpuBefore = cpuMs();
    const summary = await autocannonInChild({
      url: `${baseUrl}${path}`,
      connections,
      duration,
      headers: { 'accept-encoding': 'gzip' },
    });
    const cpuPerRequest = (cpuMs() - cpuBefore) / summary.total;
    const l = summary.latency;
    console.log(
      `| \`${path}\` | ${head.headers.get('cache-control')} | ${head.headers.get('x-nextjs-cache') ?? '-'} | ${summary.requestsPerSecond.toFixed(0)} | ${l.p50} | ${l.p90} | ${l.p99} | ${cpuPerRequest.toFixed(1)} | ${summary.errors + summary.timeouts + summary.non2xx} |`,
    );
  }
  console.log(
    `load average after: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
}

await main();
