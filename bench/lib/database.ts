// Which database a bench script works on: a PostgreSQL database (created when missing) or a
// PGlite data directory, both opened through the API's own openDatabase.
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../apps/api/src/platform/db';
import { sizeLabel, type Args } from './cli';

/** The server the bench databases live on; override with BENCH_PG_URL. */
export const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export type BenchTarget =
  | { engine: 'postgres'; url: string; label: string }
  | { engine: 'pglite'; dataDir: string; label: string };

/**
 * `--pglite DIR` → PGlite in DIR; `--url URL` → that database; otherwise
 * `jenjang_bench_<size>` on BENCH_PG_URL's server (e.g. jenjang_bench_100k).
 */
export function benchTarget(args: Args, size: number): BenchTarget {
  const dataDir = args.get('pglite');
  if (dataDir) return { engine: 'pglite', dataDir, label: `pglite:${dataDir}` };
  const explicit = args.get('url');
  if (explicit) return { engine: 'postgres', url: explicit, label: databaseName(explicit) };
  const url = new URL(process.env.BENCH_PG_URL ?? DEFAULT_SERVER_URL);
  url.pathname = `/jenjang_bench_${sizeLabel(size)}`;
  return { engine: 'postgres', url: url.toString(), label: databaseName(url.toString()) };
}

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

/** CREATE DATABASE when it does not exist yet (PostgreSQL only). */
export async function ensureDatabase(target: BenchTarget): Promise<void> {
  if (target.engine !== 'postgres') return;
  const name = databaseName(target.url);
  const admin = new URL(target.url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rows.length === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

export async function openBenchDatabase(
  target: BenchTarget,
  options: { poolSize?: number } = {},
): Promise<DatabaseHandle> {
  return target.engine === 'postgres'
    ? openDatabase({ databaseUrl: target.url, poolSize: options.poolSize ?? 4 })
    : openDatabase({ dataDir: target.dataDir });
}
