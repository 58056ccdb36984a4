// The in-memory search engine alone (docs/decisions/007): loads the index of a bench database,
// then times `evaluate` for every query of the mix, sequentially, in this one thread — no HTTP,
// no JSON, no clients competing for the cores — once counting the way the engine chooses
// ('auto': the facet cube where it applies) and once walking every candidate ('walk'). Also the
// index's size, how long the cube and the sort orders take to build, and what bringing a sort
// order up to date after 1,024 changed jobs costs (a merge) against building it afresh.
//
//   node --import tsx bench/engine-profile.ts --size 1m [--rounds 5]
import { jobSearchQuerySchema, toSearchFilters } from '@jenjang/domain';
import { performance } from 'node:perf_hooks';
import {
  evaluate,
  type EvaluateStrategy,
} from '../apps/api/src/modules/jobs/search/engine/evaluate';
import { selectOpenJobsAfter } from '../apps/api/src/modules/jobs/search/engine/engine.queries';
import { createSearchDeps } from '../apps/api/src/modules/jobs/search/job-search';
import {
  engineQuery,
  understandSearch,
} from '../apps/api/src/modules/jobs/search/understand-search';
import { dayNumber } from '../apps/api/src/modules/jobs/search/engine/job-store';
import { systemClock } from '../apps/api/src/platform/clock';
import { parseArgs } from './lib/cli';
import { benchTarget, openBenchDatabase } from './lib/database';
import { summarize, table } from './lib/stats';
import { buildQueryMix, type QueryClass } from './queries';

const args = parseArgs();
const size = args.number('size', 100_000);
const rounds = args.number('rounds', 5);
const target = benchTarget(args, size);
const database = await openBenchDatabase(target);
const db = database.db;
const deps = createSearchDeps({ db, clock: systemClock, log: console });

const timed = async <T>(work: () => T | Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
};

const [, loadMs] = await timed(() => deps.engine.loadNow());
const index = await deps.engine.ready();
if (!index) throw new Error('the in-memory index did not load');
const { store, scratch } = index;
const memory = process.memoryUsage();
const today = dayNumber(new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10));
const [cube, cubeMs] = await timed(() => store.facetCube(today));
const orderMs: Record<string, number> = {};
for (const key of ['newest', 'activity', 'salary'] as const) {
  orderMs[key] = (await timed(() => store.sortedSlots(key)))[1];
}

// Each query of the mix as the engine gets it (text understood, typos corrected, industries
// resolved), then timed over the rounds.
type Prepared = { cls: QueryClass; query: string; run: (strategy: EvaluateStrategy) => void };
const prepared: Prepared[] = [];
for (const q of buildQueryMix()) {
  const params: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(q.query)) {
    const known = params[key];
    params[key] = known === undefined ? value : [...[known].flat(), value];
  }
  const query = jobSearchQuerySchema.parse(params);
  const { q: sqlQuery, page } = await understandSearch(deps, toSearchFilters(query), {
    sort: query.sortParam,
    page: query.page,
    limit: query.limit,
    facets: query.includeFacets ?? false,
  });
  const engine = engineQuery(sqlQuery);
  prepared.push({
    cls: q.class,
    query: q.query,
    run: (strategy) => void evaluate(store, engine, page, scratch, strategy),
  });
}

const push = (map: Map<string, number[]>, key: string, value: number) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};
const samples = new Map<EvaluateStrategy, Map<string, number[]>>();
const perQuery = new Map<string, number[]>();
for (const strategy of ['auto', 'walk'] as const) {
  const byClass = new Map<string, number[]>();
  samples.set(strategy, byClass);
  for (const p of prepared) p.run(strategy); // warm-up
  for (let round = 0; round < rounds; round++) {
    for (const p of prepared) {
      const started = performance.now();
      p.run(strategy);
      const ms = performance.now() - started;
      for (const key of [p.cls, 'all']) push(byClass, key, ms);
      if (strategy === 'auto') push(perQuery, p.query, ms);
    }
  }
}

// After 1,024 changed jobs a sort order is brought up to date: merged, against built afresh.
const changed = await selectOpenJobsAfter(db, null, 1_024);
for (const row of changed) store.upsert({ ...row, seq: row.seq + 1 });
const [, mergeMs] = await timed(() => store.sortedSlots('newest'));

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
console.log(`# engine profile: ${target.label}, ${rounds} rounds, ${prepared.length} queries`);
console.log(
  `index: ${store.liveCount} live jobs in ${store.size} slots, ${store.terms.size} terms; ` +
    `loaded in ${(loadMs / 1000).toFixed(1)} s; RSS ${mb(memory.rss)}, ` +
    `typed arrays ${mb(memory.arrayBuffers)}, heap ${mb(memory.heapUsed)}`,
);
console.log(
  `facet cube: ${cube.groups} groups × ${cube.width} city columns for ${cube.jobs} open jobs ` +
    `(${(cube.jobs / Math.max(1, cube.groups)).toFixed(1)} jobs a group), built in ` +
    `${cubeMs.toFixed(0)} ms; used: ${cube.worthUsing()}`,
);
console.log(
  `sort orders built in ${Object.entries(orderMs)
    .map(([key, ms]) => `${key} ${ms.toFixed(0)} ms`)
    .join(', ')}; brought up to date after 1,024 changes in ${mergeMs.toFixed(1)} ms`,
);
for (const [strategy, byClass] of samples) {
  console.log(`\n## evaluate, strategy ${strategy} (ms per search, one thread)\n`);
  const order = ['all', ...new Set(prepared.map((p) => p.cls))];
  console.log(table(order.map((cls) => [cls, summarize(byClass.get(cls) ?? [])] as const)));
}
const slowest = [...perQuery]
  .map(([query, values]) => [query, summarize(values).p50] as const)
  .sort((a, b) => b[1] - a[1])
  .slice(0, 12);
console.log('\n## slowest queries (auto, p50 ms)\n');
for (const [query, ms] of slowest) console.log(`${ms.toFixed(2).padStart(7)}  ${query}`);
await database.close();
