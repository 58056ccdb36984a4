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
/** Each failed test as `layer › file › name: first line of the error`, printed at the very end. */
const failedTests = [];
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
if (failedTests.length)
  console.log(`\nfailed tests:\n${failedTests.map((t) => `  ${t}`).join('\n')}`);
// .ci/run prints them under its own table too: a CI log is often read from its end only.
if (process.env.JENJANG_TEST_TIMINGS && failedTests.length) {
  appendFileSync(`${process.env.JENJANG_TEST_TIMINGS}.failures`, failedTests.join('\n') + '\n');
}
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
    failedTests.push(...failedTestsOf(report, layer.name));
  } catch {
    failed += 1; // the runner died before writing its report
  }
  return run.status === 0;
}

/** The failed tests of a Vitest JSON report, each with its error's first line. */
function failedTestsOf(report, layerName) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failedInFile = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    // A file that failed before any test ran (an import error, a failing beforeAll) has none.
    if (file.status === 'failed' && failedInFile.length === 0) {
      lines.push(`${layerName} › ${where}: ${firstLine(file.message)}`);
    }
    for (const test of failedInFile) {
      lines.push(
        `${layerName} › ${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
      );
    }
  }
  return lines;
}

function firstLine(text) {
  const lines = String(text ?? 'no message')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  // expect.poll's own line says only that it timed out; its cause says what the page showed.
  const cause = lines.find((l) => l.startsWith('Caused by:'));
  return [lines[0] ?? 'no message', cause].filter(Boolean).join(' ').slice(0, 400);
}
