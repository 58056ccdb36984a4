import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../../platform/db';
import type { ApiLocale } from '../../../platform/locale';

/** Names of the database-backed facet values (cities, industries, role categories). */
export async function selectFacetLabels(db: Database, locale: ApiLocale) {
  const name = locale === 'en' ? sql.raw('name_en') : sql.raw('name_id');
  const [cities, industries, categories] = await Promise.all([
    selectRows<{ id: string; name: string }>(db, sql`SELECT id::text AS id, name FROM cities`),
    selectRows<{ id: string; name: string }>(
      db,
      sql`SELECT id::text AS id, ${name} AS name FROM industries`,
    ),
    selectRows<{ id: string; name: string }>(
      db,
      sql`SELECT id::text AS id, ${name} AS name FROM job_role_categories`,
    ),
  ]);
  const toMap = (rows: { id: string; name: string }[]) => new Map(rows.map((r) => [r.id, r.name]));
  return { cities: toMap(cities), industries: toMap(industries), categories: toMap(categories) };
}
