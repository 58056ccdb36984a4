// npm run test:e2e:soak: the browser layer three times in a row while a background process keeps
// one core busy, as CI on a loaded machine would. A test that passes only on a quiet machine
// fails here. Prints one line per run and exits non-zero if any run failed.
// `npm run test:e2e:soak -- 5` runs five times.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfNeeded } from './web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.argv[2] ?? 3);

buildWebIfNeeded();
// A busy loop in its own process: one core stays at 100 % for as long as the soak lasts.
const burner = spawn(process.execPath, ['-e', 'for (;;) Math.sqrt(Math.random());'], {
  stdio: 'ignore',
});
const stopBurner = () => burner.kill('SIGKILL');
process.on('exit', stopBurner);

const results = [];
for (let run = 1; run <= runs; run += 1) {
  console.log(`\n━━ soak: browser layer, run ${run} of ${runs}, one core kept busy ━━`);
  const started = Date.now();
  const child = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run'],
    {
      cwd: path.join(root, 'apps/e2e'),
      stdio: 'inherit',
      env: process.env,
    },
  );
  results.push({ run, ok: child.status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}
stopBurner();

console.log('\n━━ soak ━━');
for (const { run, ok, seconds } of results) {
  console.log(`run ${run}: ${ok ? 'passed' : 'FAILED'} in ${seconds} s`);
}
const failures = results.filter((r) => !r.ok).length;
console.log(`${runs - failures} of ${runs} runs green under one busy core`);
process.exit(failures ? 1 : 0);
