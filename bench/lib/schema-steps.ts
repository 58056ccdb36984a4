// Index housekeeping around a bulk load, and the proposed search migration.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from '../../apps/api/src/platform/db';

export const PROPOSED_MIGRATION = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../proposed-migration.sql',
);

/** Bookkeeping of the generator inside the bench database (not part of the app's schema). */
export async function ensureBenchTables(handle: DatabaseHandle): Promise<void> {
  await handle.execute(`
    CREATE TABLE IF NOT EXISTS bench_meta (key text PRIMARY KEY, value text NOT NULL);
    CREATE TABLE IF NOT EXISTS bench_load (
      shard integer PRIMARY KEY, jobs integer NOT NULL, companies integer NOT NULL,
      loaded_at timestamptz NOT NULL DEFAULT now());
    CREATE TABLE IF NOT EXISTS bench_saved_indexes (name text PRIMARY KEY, def text NOT NULL);`);
}

export async function getMeta(handle: DatabaseHandle, key: string): Promise<string | null> {
  const { rows } = await handle.execute('SELECT value FROM bench_meta WHERE key = $1', [key]);
  return (rows[0]?.value as string | undefined) ?? null;
}

export async function setMeta(handle: DatabaseHandle, key: string, value: string): Promise<void> {
  await handle.execute(
    'INSERT INTO bench_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    [key, value],
  );
}

/**
 * Drops the secondary indexes of `jobs` (not those behind its primary key and unique slug) so
 * the load does not maintain them row by row; their definitions are kept in
 * bench_saved_indexes, so a crashed load still gets them back on the next run.
 */
export async function dropSecondaryIndexes(handle: DatabaseHandle): Promise<string[]> {
  const { rows } = await handle.execute(`
    SELECT i.relname AS name, pg_get_indexdef(i.oid) AS def
    FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
    WHERE x.indrelid = 'jobs'::regclass
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`);
  const dropped: string[] = [];
  for (const row of rows as { name: string; def: string }[]) {
    await handle.execute(
      'INSERT INTO bench_saved_indexes (name, def) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
      [row.name, row.def],
    );
    await handle.execute(`DROP INDEX IF EXISTS "${row.name}"`);
    dropped.push(row.name);
  }
  return dropped;
}

/** Re-creates what dropSecondaryIndexes took away; `concurrency` builds at once (PostgreSQL). */
export async function restoreSecondaryIndexes(
  handle: DatabaseHandle,
  log: (msg: string) => void,
  concurrency: number,
): Promise<void> {
  const { rows } = await handle.execute('SELECT name, def FROM bench_saved_indexes ORDER BY name');
  const queue = [...(rows as { name: string; def: string }[])];
  // GIN builds take longest: start them first.
  queue.sort((a, b) => Number(b.def.includes('USING gin')) - Number(a.def.includes('USING gin')));
  const memory = handle.engine === 'pglite' ? '256MB' : '1GB';
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const started = performance.now();
      const def = next.def.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS ');
      // One script = one connection on PostgreSQL, so the SET applies to the build.
      await handle.execute(`SET maintenance_work_mem = '${memory}'; ${def}`);
      await handle.execute('DELETE FROM bench_saved_indexes WHERE name = $1', [next.name]);
      log(`  index ${next.name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
}

export async function applyProposedMigration(handle: DatabaseHandle): Promise<void> {
  const text = await readFile(PROPOSED_MIGRATION, 'utf8');
  // drizzle-style breakpoints or plain statements: run it as one script.
  await handle.execute(
    `SET maintenance_work_mem = '${handle.engine === 'pglite' ? '256MB' : '1GB'}';\n${text.replace(/--> statement-breakpoint/g, '')}`,
  );
}
