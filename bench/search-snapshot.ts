// Correctness guard for search optimisations: records what every query of the mix answers
// (ids of the page, totals, corrected text, facet counts) and compares two recordings.
//
//   node --import tsx bench/search-snapshot.ts --size 100k --out /tmp/before.json
//   ... change search ...
//   node --import tsx bench/search-snapshot.ts --size 100k --out /tmp/after.json
//   node --import tsx bench/search-snapshot.ts --compare /tmp/before.json /tmp/after.json
//   --engine sql|memory (default memory) records what that engine answers: compare the two.
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from './lib/cli';
import { benchTarget } from './lib/database';
import { startApi } from './lib/server';
import { buildQueryMix } from './queries';

type Facet = { value: string; count: number };
type Answer = {
  status: number;
  ids: string[];
  totalDocs: number;
  totalIsCapped: boolean;
  correctedSearch: string | null;
  facets: Record<string, Facet[]> | null;
};

const args = parseArgs();

async function record(out: string) {
  const size = args.number('size', 100_000);
  const searchEngine = args.get('engine') === 'sql' ? 'sql' : 'memory';
  const api = await startApi(benchTarget(args, size), {
    poolSize: 4,
    search: { engine: searchEngine },
  });
  if (searchEngine === 'memory') await api.search.engine.loadNow();
  const answers: Record<string, Answer> = {};
  try {
    for (const q of buildQueryMix()) {
      const res = await api.app.inject({ url: `/v1/explore-job/job?${q.query}` });
      const data = res.json().data ?? {};
      answers[q.query] = {
        status: res.statusCode,
        ids: (data.docs ?? []).map((d: { id: string }) => d.id),
        totalDocs: data.totalDocs,
        totalIsCapped: data.totalIsCapped,
        correctedSearch: data.correctedSearch ?? null,
        facets: data.facets ?? null,
      };
    }
  } finally {
    await api.close();
  }
  await writeFile(out, JSON.stringify(answers, null, 1));
  console.log(`recorded ${Object.keys(answers).length} answers to ${out}`);
}

async function compare(beforeFile: string, afterFile: string) {
  const before = JSON.parse(await readFile(beforeFile, 'utf8')) as Record<string, Answer>;
  const after = JSON.parse(await readFile(afterFile, 'utf8')) as Record<string, Answer>;
  let same = 0;
  const differences: string[] = [];
  for (const [query, a] of Object.entries(before)) {
    const b = after[query];
    if (!b) continue;
    const notes: string[] = [];
    if (a.status !== b.status) notes.push(`status ${a.status} → ${b.status}`);
    if (a.totalDocs !== b.totalDocs || a.totalIsCapped !== b.totalIsCapped) {
      notes.push(
        `total ${a.totalDocs}${a.totalIsCapped ? '+' : ''} → ${b.totalDocs}${b.totalIsCapped ? '+' : ''}`,
      );
    }
    if (a.correctedSearch !== b.correctedSearch) {
      notes.push(`corrected ${a.correctedSearch} → ${b.correctedSearch}`);
    }
    const overlap = a.ids.filter((id) => b.ids.includes(id)).length;
    if (a.ids.join() !== b.ids.join()) {
      notes.push(
        `page differs (${overlap}/${a.ids.length} shared${overlap === a.ids.length ? ', order only' : ''})`,
      );
    }
    const delta = facetDelta(a.facets, b.facets);
    if (delta > 0) {
      // Over a capped total, facets count a sample of the matches: differences are expected.
      const sampled = a.totalIsCapped ? ' — sampled: total capped' : '';
      notes.push(`facets differ (max relative difference ${(delta * 100).toFixed(1)}%${sampled})`);
    }
    if (notes.length === 0) same++;
    else differences.push(`${query}\n    ${notes.join('; ')}`);
  }
  console.log(`${same} identical, ${differences.length} different\n`);
  for (const d of differences) console.log(d);
}

/** Largest |a-b|/max(a,b) over all facet values (0 = same counts). */
function facetDelta(a: Answer['facets'], b: Answer['facets']): number {
  if (!a || !b) return a === b ? 0 : 1;
  let worst = 0;
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const left = new Map((a[key] ?? []).map((f) => [f.value, f.count]));
    const right = new Map((b[key] ?? []).map((f) => [f.value, f.count]));
    for (const value of new Set([...left.keys(), ...right.keys()])) {
      const x = left.get(value) ?? 0;
      const y = right.get(value) ?? 0;
      if (x !== y) worst = Math.max(worst, Math.abs(x - y) / Math.max(x, y));
    }
  }
  return worst;
}

const files = process.argv.slice(2).filter((a) => a.endsWith('.json'));
if (args.has('compare') && files.length === 2) await compare(files[0] ?? '', files[1] ?? '');
else await record(args.get('out') ?? '/tmp/jenjang-search-snapshot.json');
