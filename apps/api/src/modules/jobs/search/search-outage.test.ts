// Searches while the database is unreachable, against the real PostgreSQL: the search app talks
// to the test database through a TCP proxy the test cuts (every connection closed, new ones
// refused) and restores, while the test itself writes through a direct connection. While cut,
// searches answer 200 from the in-memory index and say so (stale, indexAsOf); after the restore
// the same app (no restart) sees the database again, writes made meanwhile included. PGlite runs
// inside the process, so an outage is not a thing there: skipped.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob } from '../../../../seed/factories';
import { openTestDatabase, type TestDatabase } from '../../../../seed/test-database';
import { fixedClock } from '../../../platform/clock';
import { openDatabase, selectRows, type DatabaseHandle } from '../../../platform/db';
import { startOutageProxy, type OutageProxy } from '../../../test/outage-proxy';
import { analyzeNewJobs, refreshSearchIndex } from './search-index.service';
import { createSearchApp, type SearchApp } from './search-test-apps';

const databaseUrl = process.env.TEST_DATABASE_URL;
const NOW = new Date('2026-11-21T03:00:00Z');
const clock = fixedClock(NOW);

describe.skipIf(!databaseUrl)('searches during a database outage (PostgreSQL)', () => {
  let database: TestDatabase;
  let proxy: OutageProxy;
  let proxied: DatabaseHandle;
  let search: SearchApp;
  const ids: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const db = database.handle.db;
    for (const role of ['Kasir Toko', 'Kasir Minimarket', 'Staff Gudang']) {
      ids.push((await createJob(db, { role, cityId: 179 }, { now: NOW })).id);
    }
    await refreshSearchIndex({ db, clock });
    // The search app's own pool reaches the same database through the proxy.
    const [{ name } = { name: '' }] = await selectRows<{ name: string }>(
      db,
      sql`SELECT current_database() AS name`,
    );
    const target = new URL(databaseUrl!);
    proxy = await startOutageProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const via = new URL(databaseUrl!);
    via.hostname = '127.0.0.1';
    via.port = String(proxy.port);
    via.pathname = `/${name}`;
    proxied = await openDatabase({ databaseUrl: via.toString(), poolSize: 3 });
    search = await createSearchApp(proxied, { clock, engine: 'memory' });
  });
  afterAll(async () => {
    await proxy?.restore();
    await search?.app.close();
    await proxied?.close();
    await proxy?.close();
    await database?.close();
  });

  const kasir = async () => {
    const res = await search.app.inject('/v1/explore-job/job?search=kasir&includeFacets=true');
    return { status: res.statusCode, data: res.json().data };
  };

  it('answers from the index while cut, says so, and is fresh again after the restore', async () => {
    const before = await kasir();
    expect(before.status).toBe(200);
    expect(before.data).toMatchObject({ totalDocs: 2, stale: false });
    expect(before.data).not.toHaveProperty('indexAsOf');

    await proxy.cut();
    const during = await kasir();
    expect(during.status).toBe(200);
    expect(during.data).toMatchObject({ totalDocs: 2, stale: true, indexAsOf: NOW.toISOString() });
    expect(during.data.docs.map((d: { id: string }) => d.id).sort()).toEqual(
      ids.slice(0, 2).sort(),
    );
    expect(during.data.facets.cityIds).toEqual([{ value: '179', label: 'Bandung', count: 2 }]);

    // A new job while the index cannot see the database: not there yet.
    const db = database.handle.db;
    const added = await createJob(db, { role: 'Kasir Restoran', cityId: 179 }, { now: NOW });
    await analyzeNewJobs({ db, clock });
    expect((await kasir()).data).toMatchObject({ totalDocs: 2, stale: true });

    await proxy.restore();
    // The pool reconnects on its own; the first search that reaches the database catches up.
    let after = await kasir();
    for (let i = 0; i < 50 && after.data?.stale !== false; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await kasir();
    }
    expect(after.status).toBe(200);
    expect(after.data).toMatchObject({ totalDocs: 3, stale: false });
    expect(after.data.docs.map((d: { id: string }) => d.id)).toContain(added.id);
  });
});
