// The one database client factory: node-postgres when a URL is given, in-process PGlite otherwise.
// Both expose the same drizzle API (`Database`) and a raw executor used by migrations and pg-boss.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type RawResult = { rows: Record<string, unknown>[]; rowCount: number };

export type DatabaseHandle = {
  /** Writes and reads that must see the latest data. */
  db: Database;
  /** Reads the spec marks read-from-secondary; the primary when no replica is configured. */
  replica: Database;
  engine: 'postgres' | 'pglite';
  /** Parameterised single statement, or a multi-statement script when `values` is empty. */
  execute(text: string, values?: unknown[]): Promise<RawResult>;
  /** PGlite only: the whole cluster as a tarball, for `loadDataDir` (test templates). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
};

export const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../migrations',
);

/**
 * Per-session settings. Full-text matching of common words at a million jobs needs more than the
 * stock 4 MB of work memory: with it, bitmap scans go lossy and re-read every matched row
 * (bench/RESULTS.md: 7.9 s → 1.1 s for the worst query shape).
 */
const SESSION_SETTINGS = '-c work_mem=32MB';

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  replicaUrl?: string | undefined;
  /** PGlite data directory; `memory://` keeps everything in memory (tests). */
  dataDir?: string | undefined;
  /** PGlite only: start from this dump (`dumpDataDir`) instead of an empty cluster. */
  loadDataDir?: Blob | undefined;
  poolSize?: number | undefined;
  /**
   * How long a query waits for a connection (a new one, or a free one of a busy pool) before it
   * fails as a connection failure (503); without a limit it would wait forever.
   */
  connectTimeoutMs?: number | undefined;
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options)
    : openPglite(options.dataDir ?? 'memory://', options.loadDataDir);
}

async function openPostgres(options: DatabaseOptions): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const poolOptions = {
    max: options.poolSize ?? 10,
    options: SESSION_SETTINGS,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    // TCP keep-alive finds connections to a server that vanished without closing them.
    keepAlive: true,
  };
  const pool = new pg.Pool({ connectionString: options.databaseUrl, ...poolOptions });
  const replicaPool = options.replicaUrl
    ? new pg.Pool({ connectionString: options.replicaUrl, ...poolOptions })
    : undefined;
  // An idle client can fail when the server restarts; without a listener that would crash us.
  // The pool drops such a client and opens a new one for the next query: it recovers by itself.
  for (const p of [pool, replicaPool]) {
    p?.on('error', (error) => console.error('[database] idle client error:', error.message));
  }
  const db = drizzle(pool, { schema }) as unknown as Database;
  const replica = replicaPool ? (drizzle(replicaPool, { schema }) as unknown as Database) : db;
  return {
    db,
    replica,
    engine: 'postgres',
    async execute(text, values = []) {
      const result = await pool.query(text, values);
      // A multi-statement script answers an array of results; the last one is what callers want.
      const last = Array.isArray(result) ? result[result.length - 1] : result;
      return { rows: last?.rows ?? [], rowCount: last?.rowCount ?? 0 };
    },
    async close() {
      await pool.end();
      await replicaPool?.end();
    },
  };
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir,
    extensions: { pg_trgm, btree_gist },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  await client.exec(`SET work_mem = '32MB'`);
  const db = drizzle(client, { schema }) as unknown as Database;
  return {
    db,
    replica: db,
    engine: 'pglite',
    async execute(text, values = []) {
      if (values.length === 0) {
        const results = await client.exec(text);
        const last = results[results.length - 1];
        return {
          rows: (last?.rows ?? []) as Record<string, unknown>[],
          rowCount: last?.affectedRows ?? 0,
        };
      }
      const result = await client.query<Record<string, unknown>>(text, values);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async dumpDataDir() {
      return client.dumpDataDir('none');
    },
    async close() {
      await client.close();
    },
  };
}

/**
 * Runs a raw `sql` statement and returns its rows typed as T. Both drivers answer `{ rows }`;
 * drizzle's shared type cannot say so, hence this one cast.
 */
export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
