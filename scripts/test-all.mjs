// npm test: every layer in turn (unit, integration, the web build, end to end), then the time of
// each layer and one plain summary line. Integration tests use TEST_DATABASE_URL / REDIS_URL when
// set, embedded PGlite otherwise. `npm test -- api e2e` runs only the layers whose workspace
// matches. A failing layer does not stop the others: the summary names every failing one.
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfNeeded } from './web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'node_modules/.cache/jenjang-test');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2);
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const layers = [
  { name: 'unit: domain', workspace: 'packages/domain' },
  { name: 'unit: web', workspace: 'apps/web' },
  { name: 'unit: payment simulator', workspace: 'apps/payment-simulator' },
  { name: `integration: api on ${engine}`, workspace: 'apps/api' },
  // The browser layer runs the production build; it is built once here, timed on its own.
  { name: 'build: web', workspace: 'apps/e2e', build: true },
  { name: 'end to end: browser', workspace: 'apps/e2e' },
].filter((layer) => only.length === 0 || only.some((o) => layer.workspace.includes(o)));

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const timings = [];
for (const layer of layers) {
  console.log(`\n━━ ${layer.name} ━━`);
  const started = Date.now();
  const before = [passed, failed, skipped];
  const ok = layer.build ? buildWeb() : runVitest(layer);
  const seconds = Math.round((Date.now() - started) / 1000);
  timings.push([layer.name, seconds]);
  // .ci/run collects every layer's time and counts into one table and one line at its end.
  if (process.env.JENJANG_TEST_TIMINGS) {
    const counts = [passed, failed, skipped].map((n, i) => n - before[i]);
    const line = [layer.name, seconds, ok ? 'ok' : 'FAILED', ...counts].join('\t');
    appendFileSync(process.env.JENJANG_TEST_TIMINGS, `${line}\n`);
  }
  if (!ok) failures.push(layer.name);
}

console.log('\n━━ time per layer ━━');
for (const [name, seconds] of timings) console.log(`${String(seconds).padStart(5)} s  ${name}`);
console.log(`\n${failures.length ? `failing layers: ${failures.join(', ')}` : 'all layers green'}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length || failed ? 1 : 0);

function buildWeb() {
  try {
    buildWebIfNeeded();
    return true;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return false;
  }
}

function runVitest(layer) {
  const outputFile = path.join(reports, `${layer.workspace.replace(/\//g, '-')}.json`);
  const run = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${outputFile}`,
    ],
    { cwd: path.join(root, layer.workspace), stdio: 'inherit', env: process.env },
  );
  try {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
  } catch {
    failed += 1; // the runner died before writing its report
  }
  return run.status === 0;
}
