// The whole CI (`.ci/run`) on clean clones of one or more commits, one after the other, with the
// time of every layer: `npx tsx bench/ci-time.ts --commits 90f1930,HEAD [--record]`. Each commit
// is cloned fresh (no node_modules, no .next) into a temporary directory and run as CI runs it
// (CI=true, no standard input); every line of its output is timestamped, and the layers are read
// from the table the new .ci/run prints, or from the headers older ones print (npm's "> lint",
// "> typecheck", "> test", and the "━━ layer ━━" lines). `--record` appends the figures to
// RESULTS.md under "CI". Run it on a quiet machine: it refuses above load average 1 unless
// `--force` (it waits up to ten minutes for it first), and prints the load average with the
// figures.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from './lib/cli';
import { appendResult, cpuModel } from './lib/results';

type Layer = { name: string; seconds: number; status: string };
type Outcome = {
  commit: string;
  subject: string;
  load: number;
  exitCode: number | null;
  totalSeconds: number;
  layers: Layer[];
  summary: string;
};

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = parseArgs();
const commits = (args.get('commits') ?? 'HEAD').split(',').map((c) => c.trim());

const outcomes: Outcome[] = [];
for (const commit of commits) outcomes.push(await runCi(commit, await quietLoad()));

for (const outcome of outcomes) console.log(`\n${describe(outcome)}`);
if (args.has('record')) {
  const now = new Date();
  appendResult({
    heading: '## CI',
    intro:
      '`.ci/run` on a clean clone (npm ci included, CI=true, no standard input), one commit after ' +
      'the other on the same machine: `npx tsx bench/ci-time.ts --commits <a>,<b> --record`. ' +
      'Goal: the whole run in at most 900 s on two cores (issue 21, docs/decisions/028).',
    entry: [
      `### ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC — ${cpus().length} × ${cpuModel()}`,
      '',
      ...outcomes.map(describe),
    ].join('\n'),
  });
}

/** Waits (up to 10 minutes) for the machine to calm down after the previous run. */
async function quietLoad(): Promise<number> {
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    const load = loadavg()[0] ?? 0;
    if (load <= 1 || args.has('force')) return load;
    if (Date.now() > deadline) {
      throw new Error(`load average ${load.toFixed(2)} > 1: wait for a quiet machine (or --force)`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
}

async function runCi(commit: string, load: number): Promise<Outcome> {
  const sha = execFileSync('git', ['rev-parse', '--short', commit], { cwd: repo })
    .toString()
    .trim();
  const subject = execFileSync('git', ['log', '-1', '--format=%s', sha], { cwd: repo })
    .toString()
    .trim()
    .slice(0, 90);
  const dir = mkdtempSync(path.join(tmpdir(), `jenjang-ci-${sha}-`));
  try {
    execFileSync('git', ['clone', '--quiet', '--no-hardlinks', repo, dir]);
    execFileSync('git', ['checkout', '--quiet', sha], { cwd: dir });
    console.log(`\n━━ ci-time: ${sha} (${subject}), load average ${load.toFixed(2)} ━━`);
    const started = Date.now();
    const lines: { at: number; text: string }[] = [];
    const child = spawn(path.join(dir, '.ci/run'), {
      cwd: dir,
      env: { ...process.env, CI: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (text) => {
        lines.push({ at: (Date.now() - started) / 1000, text });
        process.stdout.write(`${text}\n`);
      });
    }
    const exitCode = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    const totalSeconds = Math.round((Date.now() - started) / 1000);
    return {
      commit: sha,
      subject,
      load,
      exitCode,
      totalSeconds,
      layers: tableLayers(lines) ?? headerLayers(lines, totalSeconds),
      summary: lines.map((l) => l.text).findLast((t) => /\d+ passed, \d+ failed/.test(t)) ?? '',
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The table `.ci/run` prints at its end (since issue 21). */
function tableLayers(lines: { text: string }[]): Layer[] | null {
  const start = lines.findIndex((l) => l.text.includes('━━ CI: time per layer ━━'));
  if (start === -1) return null;
  const layers: Layer[] = [];
  for (const { text } of lines.slice(start + 1)) {
    const match = /^\s*(\d+) s {2}(.+?)\s*(ok|FAILED)?$/.exec(text);
    if (!match || match[2] === 'total') continue;
    layers.push({ name: match[2]!.trim(), seconds: Number(match[1]), status: match[3] ?? '' });
  }
  return layers;
}

/** Older runs print no table: a layer lasts from its header to the next one. */
function headerLayers(lines: { at: number; text: string }[], total: number): Layer[] {
  const marks: { name: string; at: number }[] = [{ name: 'install', at: 0 }];
  for (const { at, text } of lines) {
    const npm = /^> jenjang@[\d.]+ (lint|typecheck)$/.exec(text);
    const header = /^━━ (.+) ━━$/.exec(text);
    if (npm) marks.push({ name: npm[1]!, at });
    else if (header) marks.push({ name: header[1]!, at });
  }
  return marks.map((mark, i) => ({
    name: mark.name,
    seconds: Math.round((marks[i + 1]?.at ?? total) - mark.at),
    status: '',
  }));
}

function describe(outcome: Outcome): string {
  const rows = outcome.layers.map((l) => `| ${l.name} | ${l.seconds} | ${l.status} |`);
  return [
    `\`${outcome.commit}\` ${outcome.subject}: **${outcome.totalSeconds} s**, exit ${outcome.exitCode}, load average ${outcome.load.toFixed(2)} before; ${outcome.summary || 'no summary line'}`,
    '',
    '| layer | s | |',
    '|---|---:|---|',
    ...rows,
    '',
  ].join('\n');
}
