// EXPLAIN (ANALYZE, BUFFERS) of every statement one search runs: the search service runs as
// the API would, on a database wrapper that explains each statement before running it.
//
//   node --import tsx bench/explain-search.ts --size 1m --query 'search=staff&includeFacets=true'
//   options: --url URL | --pglite DIR, --full (whole plans; default: the important lines)
import { jobSearchQuerySchema } from '@jenjang/domain';
import type { SQL } from 'drizzle-orm';
import { createSearchDeps } from '../apps/api/src/modules/jobs/search/job-search';
import { searchJobs } from '../apps/api/src/modules/jobs/search/search.service';
import { systemClock } from '../apps/api/src/platform/clock';
import type { Database } from '../apps/api/src/platform/db';
import { parseQueryString } from '../apps/api/src/platform/querystring';
import { parseArgs } from './lib/cli';
import { benchTarget, openBenchDatabase } from './lib/database';

const args = parseArgs();
const target = benchTarget(args, args.number('size', 100_000));
const queryString = args.get('query') ?? 'includeFacets=true';
const full = args.has('full');

type Compiler = { dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } } };

const handle = await openBenchDatabase(target, { poolSize: 2 });
try {
  const real = handle.db;
  const compile = (query: SQL) => (real as unknown as Compiler).dialect.sqlToQuery(query);
  const explained = new Proxy(real, {
    get(obj, prop, receiver) {
      if (prop !== 'execute') return Reflect.get(obj, prop, receiver);
      return async (query: SQL) => {
        const { sql, params } = compile(query);
        const options = args.has('timing-off')
          ? 'ANALYZE, BUFFERS, TIMING OFF'
          : 'ANALYZE, BUFFERS';
        const { rows } = await handle.execute(`EXPLAIN (${options}) ${sql}`, params);
        const lines = rows.map((r) => String(r['QUERY PLAN']));
        const shown = full
          ? lines
          : lines.filter((l) =>
              /Scan|Execution Time|Planning Time|Rows Removed|Buffers: shared|Sort Method|Limit|CTE|Aggregate|Bitmap/.test(
                l,
              ),
            );
        console.log(`\n--- ${sql.replace(/\s+/g, ' ').slice(0, 160)}…\n${shown.join('\n')}`);
        return real.execute(query);
      };
    },
  }) as Database;

  const parsed = jobSearchQuerySchema.parse(parseQueryString(queryString));
  const started = performance.now();
  // The statements of the SQL path (the in-memory index runs none worth explaining).
  const search = createSearchDeps(
    { db: explained, clock: systemClock, log: console },
    { engine: 'sql' },
  );
  const result = await searchJobs(search, parsed, 'id');
  console.log(
    `\n${queryString}: ${result.totalDocs}${result.totalIsCapped ? '+' : ''} jobs, ` +
      `${result.docs.length} on the page, ${(performance.now() - started).toFixed(0)} ms with EXPLAIN`,
  );
} finally {
  await handle.close();
}
