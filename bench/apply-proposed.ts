// Applies bench/proposed-migration.sql to a bench database (then VACUUM ANALYZE jobs).
//   node --import tsx bench/apply-proposed.ts --size 1m   (or --url URL / --pglite DIR)
import { formatMs, parseArgs } from './lib/cli';
import { benchTarget, openBenchDatabase } from './lib/database';
import { applyProposedMigration } from './lib/schema-steps';

const args = parseArgs();
const target = benchTarget(args, args.number('size', 100_000));
const handle = await openBenchDatabase(target, { poolSize: 1 });
try {
  const started = performance.now();
  await applyProposedMigration(handle);
  await handle.execute('VACUUM (ANALYZE) jobs');
  console.log(
    `applied the proposed migration to ${target.label} in ${formatMs(performance.now() - started)}`,
  );
} finally {
  await handle.close();
}
