// Loads many rows into a table whose GIN indexes update row by row (fastupdate off, for search
// latency): the indexes are dropped for the load and built again after it from their own stored
// definitions (pg_indexes), which a bulk build does many times faster. Inside the seed's
// transaction, so nobody ever sees the table without them.
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../src/platform/db';

export async function withGinIndexesRebuilt<T>(
  tx: Database,
  table: string,
  load: () => Promise<T>,
): Promise<T> {
  const indexes = await selectRows<{ name: string; definition: string }>(
    tx,
    sql`SELECT indexname AS name, indexdef AS definition FROM pg_indexes
        WHERE schemaname = current_schema() AND tablename = ${table}
          AND indexdef ILIKE '% USING gin %'`,
  );
  for (const index of indexes) await tx.execute(sql.raw(`DROP INDEX "${index.name}"`));
  const result = await load();
  for (const index of indexes) await tx.execute(sql.raw(index.definition));
  return result;
}
