import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cities, industries } from '../taxonomy/taxonomy.schema';

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    industryId: integer('industry_id').references(() => industries.id),
    cityId: integer('city_id').references(() => cities.id),
    logoUrl: text('logo_url'),
    website: text('website'),
    address: text('address'),
    descriptionId: text('description_id').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    /** Head-count band such as '51-200'. */
    size: text('size'),
    foundedYear: integer('founded_year'),
    fundingStage: text('funding_stage'),
    cultureValues: text('culture_values')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    benefits: text('benefits')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('companies_industry_idx').on(t.industryId),
    check(
      'companies_funding_stage_check',
      sql`${t.fundingStage} IS NULL OR ${t.fundingStage} IN ('bootstrap','Pre Seed','seriesA','seriesB','seriesC','Others')`,
    ),
  ],
);
