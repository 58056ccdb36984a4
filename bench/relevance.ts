// Precision at 5 of the relevance test set (apps/api/src/modules/jobs/search/relevance/), on
// both search engines: seeds the demo data into a fresh database, starts the real API on it once
// per engine and sends every query of the set through app.inject.
//
//   node --import tsx bench/relevance.ts             # PGlite in memory
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/relevance.ts
//   options: --verbose (every query's first five titles), --out FILE (JSON)
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { wibDateOf } from '@jenjang/domain';
import { buildApp } from '../apps/api/src/build-app';
import { loadConfig } from '../apps/api/src/config';
import { fixedClock } from '../apps/api/src/platform/clock';
import { refreshSearchIndex } from '../apps/api/src/modules/jobs/search/search-index.service';
import {
  judgedJob,
  meanPrecision,
  precisionAt5,
  type QueryPrecision,
} from '../apps/api/src/modules/jobs/search/relevance/precision';
import { selectJudgedJobs } from '../apps/api/src/modules/jobs/search/relevance/relevance.queries';
import { RELEVANCE_SET } from '../apps/api/src/modules/jobs/search/relevance/relevance-set';
import { seedDemoData } from '../apps/api/seed/seed-demo-data';
import { openTestDatabase } from '../apps/api/seed/test-database';
import { parseArgs } from './lib/cli';

const args = parseArgs();
const verbose = args.has('verbose');
const now = new Date();
const clock = fixedClock(now);

const { handle, close } = await openTestDatabase();
try {
  await seedDemoData(handle, { now });
  await refreshSearchIndex({ db: handle.db, clock });
  const rows = await selectJudgedJobs(handle.db, wibDateOf(now));
  const jobs = new Map(rows.map((row) => [row.id, judgedJob(row)]));
  console.log(
    `# relevance: ${RELEVANCE_SET.length} queries, ${jobs.size} open demo jobs, ${handle.engine}`,
  );

  const results: Record<string, QueryPrecision[]> = {};
  for (const engine of ['memory', 'sql'] as const) {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      // The API has no default secret; a bench run needs one of its own, kept nowhere.
      JWT_SECRET: randomBytes(48).toString('base64url'),
      RATE_LIMIT_MAX: '100000000',
      WORKER_ENABLED: 'false',
      SEARCH_ENGINE: engine,
    });
    const app = await buildApp({ config, database: handle, clock, logger: false });
    try {
      const measured: QueryPrecision[] = [];
      for (const query of RELEVANCE_SET) {
        const res = await app.inject({
          url: '/v1/explore-job/job',
          query: { search: query.search, limit: '5' },
        });
        if (res.statusCode !== 200) throw new Error(`${query.search}: ${res.statusCode}`);
        const ids = (res.json().data.docs as { id: string }[]).map((doc) => doc.id);
        measured.push(precisionAt5(query, ids, jobs));
      }
      results[engine] = measured;
    } finally {
      await app.close();
    }
  }

  const kinds = [...new Set(RELEVANCE_SET.map((q) => q.kind))];
  const engines = Object.keys(results);
  const format = (n: number) => n.toFixed(3);
  console.log(`\n| queries | n | ${engines.map((e) => `P@5 ${e}`).join(' | ')} |`);
  console.log(`|---|---:|${engines.map(() => '---:').join('|')}|`);
  console.log(
    `| all | ${RELEVANCE_SET.length} | ${engines.map((e) => format(meanPrecision(results[e]!))).join(' | ')} |`,
  );
  for (const kind of kinds) {
    const of = (e: string) => results[e]!.filter((r) => r.query.kind === kind);
    console.log(
      `| ${kind} | ${of(engines[0]!).length} | ${engines.map((e) => format(meanPrecision(of(e)))).join(' | ')} |`,
    );
  }
  for (const engine of engines) {
    const shown = results[engine]!.filter((r) => verbose || r.precision < 1);
    console.log(`\n## ${engine}: ${verbose ? 'every query' : 'queries below 1'}`);
    for (const r of shown) {
      console.log(`- "${r.query.search}" ${r.hits}/${r.possible}`);
      for (const entry of r.top) {
        console.log(`    ${entry.relevant ? '✓' : '✗'} ${entry.role} (${entry.city})`);
      }
    }
  }
  const out = args.get('out');
  if (out) await writeFile(out, JSON.stringify({ at: now.toISOString(), results }, null, 2));
} finally {
  await close();
}
