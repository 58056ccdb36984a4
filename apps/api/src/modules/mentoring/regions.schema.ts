import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Indonesia's administrative areas (province, regency/city, district), loaded from the
 * maintained `idn-area-data` package when the table is empty: reference data, present with or
 * without demo data. Codes are the official ones ("31.74.01").
 */
export const regions = pgTable(
  'regions',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    level: text('level').notNull(),
    parentCode: text('parent_code'),
  },
  (t) => [
    foreignKey({ columns: [t.parentCode], foreignColumns: [t.code] }),
    index('regions_parent_idx').on(t.parentCode),
    index('regions_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    check('regions_level_check', sql`${t.level} IN ('province','regency','district')`),
    check('regions_parent_check', sql`(${t.level} = 'province') = (${t.parentCode} IS NULL)`),
  ],
);
