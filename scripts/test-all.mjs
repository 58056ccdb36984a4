// npm test: every layer in turn (unit, integration, end to end), then one plain summary line.
// Integration tests use TEST_DATABASE_URL / REDIS_URL when set, embedded PGlite otherwise.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'node_modules/.cache/jenjang-test');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2);
const layers = [
  { name: 'unit: domain', workspace: 'packages/domain' },
  { name: 'unit: web', workspace: 'apps/web' },
  { name: 'unit: payment simulator', workspace: 'apps/payment-simulator' },
  { name: 'integration: api', workspace: 'apps/api' },
  { name: 'end to end: browser', workspace: 'apps/e2e' },
].filter((layer) => only.length === 0 || only.some((o) => layer.workspace.includes(o)));

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
for (const layer of layers) {
  console.log(`\n━━ ${layer.name} ━━`);
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
  if (run.status !== 0) failures.push(layer.name);
}

console.log(`\n${failures.length ? `failing layers: ${failures.join(', ')}` : 'all layers green'}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length || failed ? 1 : 0);
