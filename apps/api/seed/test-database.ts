// A fresh, migrated database for one test file.
// - TEST_DATABASE_URL set (e.g. postgres://postgres@127.0.0.1:5432/test): creates a uniquely named
//   PostgreSQL database next to it, opens and migrates it, and drops it on close.
// - Otherwise: an in-memory PGlite, migrated, closed on close.
// When the integration layer's global setup made a migrated template (TEST_DATABASE_TEMPLATE),
// the new database is a copy of it instead: CREATE DATABASE … TEMPLATE on PostgreSQL, a dumped
// data directory loaded on PGlite (docs/decisions/028).
import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../src/platform/db';
import { migrateDatabase } from '../src/platform/migrate';

/**
 * Names the migrated template of this run: on PostgreSQL a database next to TEST_DATABASE_URL,
 * on PGlite the path of a dumped data directory. Set by createTestDatabaseTemplate's caller.
 */
export const TEMPLATE_ENV = 'TEST_DATABASE_TEMPLATE';

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
  // A template is only a shortcut for "migrated": a caller that wants an empty database gets one.
  const template = migrate ? process.env[TEMPLATE_ENV] : undefined;

  if (!url) {
    const dump = template ? new Blob([await readFile(template)]) : undefined;
    const handle = await openDatabase({ dataDir: 'memory://', loadDataDir: dump });
    try {
      if (migrate && !dump) await migrateDatabase(handle);
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

  const name = uniqueName();
  await withAdmin(url, async (admin) => {
    await dropStaleDatabases(admin);
    await admin.query(
      `CREATE DATABASE ${quoteIdent(name)}${template ? ` TEMPLATE ${quoteIdent(template)}` : ''}`,
    );
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
    if (migrate && !template) await migrateDatabase(handle);
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
  return { handle, url: testUrl.toString(), close };
}

/**
 * Migrates one database for a whole test run and says how to find it (the value for
 * TEMPLATE_ENV); `drop` removes it at the end of the run. Migrations run here once per engine
 * instead of once per test file.
 */
export async function createTestDatabaseTemplate(
  url = process.env.TEST_DATABASE_URL,
): Promise<{ value: string; drop(): Promise<void> }> {
  if (!url) {
    const handle = await openDatabase({ dataDir: 'memory://' });
    const file = path.join(tmpdir(), `${uniqueName()}.tar`);
    try {
      await migrateDatabase(handle);
      const dump = await handle.dumpDataDir!();
      await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await handle.close();
    }
    return { value: file, drop: () => rm(file, { force: true }) };
  }

  const name = `${uniqueName()}_template`;
  await withAdmin(url, (admin) => admin.query(`CREATE DATABASE ${quoteIdent(name)}`));
  const drop = () =>
    withAdmin(url, async (admin) => {
      await waitForDisconnect(admin, name);
      await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
    });
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: templateUrl.toString(), poolSize: 1 });
  try {
    await migrateDatabase(handle);
  } catch (error) {
    await handle.close();
    await drop().catch(() => {});
    throw error;
  }
  await handle.close();
  // Copies need the template without sessions: wait until the pool's connection has gone.
  await withAdmin(url, (admin) => waitForDisconnect(admin, name));
  return { value: name, drop };
}

/** The name carries its creation time so later runs can clean up after a crashed one. */
function uniqueName(): string {
  return `${PREFIX}${Date.now().toString(36)}_${randomBytes(5).toString('hex')}`;
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
