// The CV analyzer against the labelled corpus (bench/cv-corpus): each detector's precision and
// recall, the overall score by quality (good > fair > poor), and the time to extract and analyse
// a two-page CV. Exits 1 when a goal is missed, so it can stand as a check.
//
//   npx tsx bench/cv-analysis.ts                 (or: npm run bench:cv-analysis -w bench)
//   options: --iterations 20 (latency rounds over the two-page CVs in this thread),
//   --worker-rounds 2 (rounds with extraction in a fresh worker per file, as the analysis job
//   does), --record (add the figures to RESULTS.md), --quiet (no per-CV detail of misses)
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createCvAnalyzer } from '../apps/api/src/modules/cv-review/analysis/analyze-cv';
import { extractCvInWorker } from '../apps/api/src/modules/cv-review/extraction/extract-in-worker';
import {
  analyseCorpusCv,
  readCorpusFile,
  readCorpusLabels,
} from '../apps/api/src/modules/cv-review/corpus/run-corpus';
import {
  CORPUS_GOALS,
  type CorpusResult,
  scoreDetectors,
  scoreLineCoverage,
  scoreQualityOrder,
} from '../apps/api/src/modules/cv-review/corpus/score-corpus';
import { parseArgs } from './lib/cli';
import { appendResult, cpuModel } from './lib/results';
import { summarize } from './lib/stats';

const LATENCY_GOAL_MS = 3_000;
const args = parseArgs();
const iterations = args.number('iterations', 20);
const workerRounds = args.number('worker-rounds', 2);
const loadBefore = loadavg()[0]!;

const started = performance.now();
const analyzer = createCvAnalyzer();
const analyzerMs = performance.now() - started;
const labels = await readCorpusLabels();
const files = await Promise.all(
  labels.files.map(async (label) => ({ label, bytes: await readCorpusFile(label) })),
);
const results: CorpusResult[] = [];
for (const { label, bytes } of files) results.push(await analyseCorpusCv(label, bytes, analyzer));

const detectorScores = scoreDetectors(results);
const order = scoreQualityOrder(results);
const coverage = new Map(scoreLineCoverage(results).map((c) => [c.detector, c]));
const failed = results.filter((r) => r.detections === null).map((r) => r.label.id);

// Latency: extraction + analysis of every two-page CV, `iterations` rounds.
const twoPage = files.filter(({ label }) => label.pages === 2);
const samples: number[] = [];
for (let round = 0; round < iterations; round++) {
  for (const { label, bytes } of twoPage) {
    const t0 = performance.now();
    await analyseCorpusCv(label, bytes, analyzer);
    samples.push(performance.now() - t0);
  }
}
const latency = summarize(samples);
const workerSamples: number[] = [];
for (let round = 0; round < workerRounds; round++) {
  for (const { label, bytes } of twoPage) {
    const t0 = performance.now();
    await analyseCorpusCv(label, bytes, analyzer, extractCvInWorker);
    workerSamples.push(performance.now() - t0);
  }
}
const workerLatency = summarize(workerSamples);

const fixed = (n: number) => n.toFixed(2);
const detectorTable = [
  '| detector | planted | TP | FP | FN | precision | recall | planted lines quoted | goal |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ...detectorScores.map((s) => {
    const lines = coverage.get(s.detector);
    return `| ${s.detector} | ${s.truePositives + s.falseNegatives} | ${s.truePositives} | ${s.falsePositives} | ${s.falseNegatives} | ${fixed(s.precision)} | ${fixed(s.recall)} | ${lines ? `${lines.found}/${lines.planted}` : '-'} | ${s.meetsGoals ? 'met' : '**missed**'} |`;
  }),
].join('\n');
const qualityTable = [
  '| quality | CVs | mean score | lowest | highest |',
  '|---|---:|---:|---:|---:|',
  ...(['good', 'fair', 'poor'] as const).map((q) => {
    const level = order.levels[q];
    return `| ${q} | ${level.n} | ${level.mean.toFixed(1)} | ${level.min} | ${level.max} |`;
  }),
].join('\n');
const latencyLine =
  `${twoPage.length} two-page CVs (${twoPage.filter((f) => f.label.format === 'pdf').length} PDF, ` +
  `${twoPage.filter((f) => f.label.format === 'docx').length} DOCX) × ${iterations} rounds, extraction + analysis in one thread: ` +
  `p50 ${latency.p50.toFixed(1)} ms, p95 ${latency.p95.toFixed(1)} ms, max ${latency.max.toFixed(1)} ms ` +
  `(goal p95 ≤ ${LATENCY_GOAL_MS} ms: ${latency.p95 <= LATENCY_GOAL_MS ? 'met' : 'missed'}); ` +
  (workerSamples.length === 0
    ? ''
    : `with extraction in a fresh worker per file (the analysis job's path), ${workerRounds} rounds: ` +
      `p50 ${workerLatency.p50.toFixed(1)} ms, p95 ${workerLatency.p95.toFixed(1)} ms, max ${workerLatency.max.toFixed(1)} ms ` +
      `(goal: ${workerLatency.p95 <= LATENCY_GOAL_MS ? 'met' : 'missed'}); `) +
  `building the analyzer (English and Indonesian dictionaries) ${analyzerMs.toFixed(0)} ms once`;

const missedDetectors = detectorScores.filter((s) => !s.meetsGoals);
const orderMet = order.meansOrdered && order.goodAbovePoor;
const latencyMet =
  latency.p95 <= LATENCY_GOAL_MS &&
  (workerSamples.length === 0 || workerLatency.p95 <= LATENCY_GOAL_MS);

console.log(
  `# CV analysis: ${results.length} CVs (${labels.files.filter((l) => l.format === 'pdf').length} PDF, ${labels.files.filter((l) => l.format === 'docx').length} DOCX)` +
    (failed.length ? `, extraction failed for ${failed.join(', ')}` : ''),
);
console.log(`\n${detectorTable}\n\n${qualityTable}\n`);
console.log(
  `quality order: means good > fair > poor ${order.meansOrdered ? 'yes' : 'NO'}; every good above every poor ${order.goodAbovePoor ? 'yes' : `NO (${order.overlapping.join(', ')})`}`,
);
console.log(`latency: ${latencyLine}`);

if (!args.has('quiet')) {
  const byId = new Map(results.map((r) => [r.label.id, r]));
  for (const score of missedDetectors) {
    console.log(
      `\n## ${score.detector}: precision ${fixed(score.precision)}, recall ${fixed(score.recall)}`,
    );
    for (const id of score.falseNegativeIds) {
      const result = byId.get(id)!;
      const planted = result.label.lines[score.detector] ?? [];
      console.log(
        `  missed on ${result.label.file}${planted.length ? `: ${planted.map((l) => JSON.stringify(l)).join(' / ')}` : ''}`,
      );
    }
    for (const id of score.falsePositiveIds) {
      const result = byId.get(id)!;
      const quoted = (result.detections ?? [])
        .filter((d) => d.detector === score.detector)
        .map((d) =>
          d.line === null ? '(no line)' : JSON.stringify(result.lineTexts[d.line - 1] ?? ''),
        );
      console.log(`  false alarm on ${result.label.file}: ${quoted.slice(0, 3).join(' / ')}`);
    }
  }
}

if (args.has('record')) {
  const now = new Date();
  const stamp = `${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  appendResult({
    heading: '## CV analysis: the labelled corpus',
    intro:
      'The CV analyzer (apps/api/src/modules/cv-review/analysis) against the labelled corpus in ' +
      '`bench/cv-corpus` (made by `npx tsx bench/cv-corpus/generate.ts` from templates with planted ' +
      'defects; labels.json is the ground truth), `npx tsx bench/cv-analysis.ts --record`. A detector ' +
      'counts once per CV: it fired at least once, against planted or not. Goals: precision and ' +
      `recall ≥ ${CORPUS_GOALS.precision} per detector; good > fair > poor; a two-page CV extracted and ` +
      `analysed in ≤ ${LATENCY_GOAL_MS / 1000} s p95.`,
    entry: [
      `### ${stamp} — ${cpus().length} × ${cpuModel()}`,
      '',
      `${results.length} CVs (${labels.files.filter((l) => l.format === 'pdf').length} PDF, ${labels.files.filter((l) => l.format === 'docx').length} DOCX), load average ${loadBefore.toFixed(1)} before the run` +
        (failed.length ? `; extraction failed for ${failed.join(', ')}` : ''),
      '',
      detectorTable,
      '',
      qualityTable,
      '',
      `Quality order: means good > fair > poor ${order.meansOrdered ? 'yes' : 'no'}; every good CV above every poor one ${order.goodAbovePoor ? 'yes' : `no (${order.overlapping.join(', ')})`}.`,
      '',
      `Latency: ${latencyLine}.`,
    ].join('\n'),
  });
}

process.exitCode =
  missedDetectors.length === 0 && orderMet && latencyMet && failed.length === 0 ? 0 : 1;
