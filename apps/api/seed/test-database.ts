// A fresh, migrated database for one test file.
// - TEST_DATABASE_URL set (e.g. postgres://postgres@127.0.0.1:5432/test): creates a uniquely named
//   PostgreSQL database next to it, opens and migrates it, and drops it on close.
// - Otherwise: an in-memory PGlite, migrated, closed on close.
import { randomBytes } from 'node:crypto';
import { openDatabase, type DatabaseHandle } from '../src/platform/db';
import { migrateDatabase } from '../src/platform/migrate';

export type TestDatabase = {
  handle: DatabaseHandle;
  /** The database's connection URL (PostgreSQL only). */
  url?: string;
  /** Closes the connections and, on PostgreSQL, drops the database. Safe to call twice. */
  close(): Promise<void>;
};

export type TestDatabaseOptions = {
  /** Defaults to process.env.TEST_DATABASE_URL. */
  url?: string | undefined;
  /** Connections of the test database's pool (PostgreSQL only). */
  poolSize?: number;
  /** Apply the migrations (default true). */
  migrate?: boolean;
};

const PREFIX = 'jenjang_test_';
/** Databases of crashed runs older than this are dropped by the next run. */
const STALE_AFTER_MS = 6 * 60 * 60 * 1000;

export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const url = options.url ?? process.env.TEST_DATABASE_URL;
  const migrate = options.migrate ?? true;

  if (!url) {
    const handle = await openDatabase({ dataDir: 'memory://' });
    try {
      if (migrate) await migrateDatabase(handle);
    } catch (error) {
      await handle.close();
      throw error;
    }
    let closed = false;
    return {
      handle,
      async close() {
        if (closed) return;
        closed = true;
        await handle.close();
      },
    };
  }

  // The name carries its creation time so later runs can clean up after a crashed one.
  const name = `${PREFIX}${Date.now().toString(36)}_${randomBytes(5).toString('hex')}`;
  await withAdmin(url, async (admin) => {
    await dropStaleDatabases(admin);
    await admin.query(`CREATE DATABASE ${quoteIdent(name)}`);
  });

  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  let handle: DatabaseHandle | undefined;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    try {
      await handle?.close();
    } finally {
      await withAdmin(url, async (admin) => {
        // pg's Pool.end() resolves before its connections have gone; terminating one that is
        // still closing (DROP ... WITH (FORCE)) makes the pool emit an unhandled 'error'.
        await waitForDisconnect(admin, name);
        await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
      });
    }
  };
  try {
    handle = await openDatabase({
      databaseUrl: testUrl.toString(),
      poolSize: options.poolSize ?? 5,
    });
    if (migrate) await migrateDatabase(handle);
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
  return { handle, url: testUrl.toString(), close };
}

type AdminClient = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

async function withAdmin<T>(url: string, run: (admin: AdminClient) => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function waitForDisconnect(admin: AdminClient, name: string, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = await admin.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1`,
      [name],
    );
    if ((rows[0] as { n: number } | undefined)?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function dropStaleDatabases(admin: AdminClient): Promise<void> {
  const { rows } = await admin.query(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [
    `${PREFIX}%`,
  ]);
  for (const row of rows as { datname: string }[]) {
    const stamp = row.datname.slice(PREFIX.length).split('_')[0] ?? '';
    const createdAt = Number.parseInt(stamp, 36);
    if (!Number.isFinite(createdAt) || Date.now() - createdAt < STALE_AFTER_MS) continue;
    // Another run may be dropping it at the same moment: best effort only.
    await admin
      .query(`DROP DATABASE IF EXISTS ${quoteIdent(row.datname)} WITH (FORCE)`)
      .catch(() => {});
  }
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
