import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    /** Where an uploaded logo's bytes are (file storage); null for a logo hosted elsewhere. */
    logoStorageKey: text('logo_storage_key'),
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
    /** When an admin verified the company (the badge on its page); null = not verified. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('companies_industry_idx').on(t.industryId),
    check(
      'companies_funding_stage_check',
      sql`${t.fundingStage} IS NULL OR ${t.fundingStage} IN ('bootstrap','Pre Seed','seriesA','seriesB','seriesC','Others')`,
    ),
    // The editor's limit (COMPANY_PROFILE_LIMITS.cultureValuesMax): a page lists a few, not all.
    check('companies_culture_values_count_check', sql`cardinality(${t.cultureValues}) <= 6`),
  ],
);

/** Photos of the company's workplace and team, shown in order on its page (at most 8). */
export const companyPhotos = pgTable(
  'company_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    captionId: text('caption_id').notNull().default(''),
    captionEn: text('caption_en').notNull().default(''),
    position: smallint('position').notNull(),
    /** Where an uploaded photo's bytes are (file storage); null for the seed's illustrations. */
    storageKey: text('storage_key'),
  },
  (t) => [
    uniqueIndex('company_photos_position_idx').on(t.companyId, t.position),
    check('company_photos_position_check', sql`${t.position} BETWEEN 0 AND 7`),
  ],
);

/** The cities a company works in besides (or including) its head office city. */
export const companyLocations = pgTable(
  'company_locations',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    address: text('address').notNull().default(''),
    isHeadOffice: boolean('is_head_office').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.cityId] }),
    index('company_locations_city_idx').on(t.cityId),
    // One head office per company.
    uniqueIndex('company_locations_head_office_idx')
      .on(t.companyId)
      .where(sql`${t.isHeadOffice}`),
  ],
);
