// Loads Indonesia's administrative areas into `regions` when the table is empty: reference data
// that district/list and mentor profiles need with or without demo data. Call it once at start,
// after migrating. Safe to run concurrently (API and worker starting together): an advisory lock
// serialises the loaders, the second sees the rows and does nothing.
import { count, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db';
import { regions } from '../regions.schema';
import { readRegions } from './read-regions';

/** Rows per INSERT: 4 parameters each, far below PostgreSQL's 65,535. */
const BATCH = 1_000;

export type EnsureRegionsResult = { loaded: number; ms: number };

export async function ensureRegions(db: Database): Promise<EnsureRegionsResult> {
  const started = performance.now();
  const [existing] = await db.select({ n: count() }).from(regions);
  if ((existing?.n ?? 0) > 0) return { loaded: 0, ms: performance.now() - started };
  const rows = await readRegions();
  const loaded = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('jenjang.ensure-regions'))`);
    const [again] = await tx.select({ n: count() }).from(regions);
    if ((again?.n ?? 0) > 0) return 0;
    // Parents come first in `rows` (provinces, regencies, districts), so each batch's foreign keys
    // point at rows already inserted.
    for (let i = 0; i < rows.length; i += BATCH) {
      await tx.insert(regions).values(rows.slice(i, i + BATCH));
    }
    return rows.length;
  });
  return { loaded, ms: performance.now() - started };
}
