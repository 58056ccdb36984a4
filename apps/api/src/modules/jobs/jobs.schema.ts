import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  primaryKey,
  real,
  serial,
  smallint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.schema';
import { cities, jobRoles } from '../taxonomy/taxonomy.schema';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    jobRoleId: integer('job_role_id').references(() => jobRoles.id),
    role: text('role').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    employmentTypes: text('employment_types').array().notNull(),
    workplaceType: text('workplace_type').notNull(),
    salaryType: text('salary_type').notNull().default('monthly'),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryShown: boolean('salary_shown').notNull().default(true),
    lastEducations: integer('last_educations')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    experienceLevels: integer('experience_levels')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Sanitised HTML, Indonesian and English. */
    descriptionId: text('description_id').notNull(),
    descriptionEn: text('description_en').notNull(),
    responsibilitiesId: text('responsibilities_id').notNull().default(''),
    responsibilitiesEn: text('responsibilities_en').notNull().default(''),
    requirementsId: text('requirements_id').notNull().default(''),
    requirementsEn: text('requirements_en').notNull().default(''),
    applicationType: text('application_type').notNull().default('easyApply'),
    externalUrl: text('external_url'),
    urgentlyNeeded: boolean('urgently_needed').notNull().default(false),
    applicantCount: integer('applicant_count').notNull().default(0),
    status: text('status').notNull().default('open'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last day to apply; the job closes at 23:59:59 Asia/Jakarta of this date. */
    deadline: date('deadline', { mode: 'string' }),
    /** Denormalised from the company and the role so filters need no join. */
    industryId: integer('industry_id'),
    jobRoleCategoryId: integer('job_role_category_id'),
    /** How actively the company hires (open jobs posted in the last 30 days), for ranking. */
    companyActivity: real('company_activity').notNull().default(0),
    /** Analysed terms (packages/domain search): role + company, and skills + description. */
    searchTitle: text('search_title').notNull().default(''),
    searchBody: text('search_body').notNull().default(''),
    /**
     * The stems of the job's own title and company words (no synonyms, no catalogue role names):
     * a title holding every word of a search ranks above one matching only by synonym.
     */
    searchTitleWords: text('search_title_words')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * SEARCH_ANALYZER_VERSION the terms were made with; 0 = not analysed yet. Older rows are
     * analysed again by the search index refresh, so a change of analysis reaches stored jobs.
     */
    searchVersion: smallint('search_version').notNull().default(0),
    titleVector: tsvector('title_vector').generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, search_title)`,
    ),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple'::regconfig, search_title), 'A') || setweight(to_tsvector('simple'::regconfig, search_body), 'B')`,
    ),
    /**
     * The facet values of the job in 16 bytes (city, industry, role category, and one int of
     * workplace/employment/education/experience/urgency bits), so a search counts every facet
     * from one aggregate of this column instead of one GROUP BY per facet (migration 0005,
     * job_facet_key; decoded by search/facet-key.ts).
     */
    facetKey: bytea('facet_key').generatedAlwaysAs(
      sql`job_facet_key(city_id, industry_id, job_role_category_id, workplace_type, employment_types, last_educations, experience_levels, urgently_needed)`,
    ),
    /**
     * The low-cardinality filter values as integers (search/facet-key.ts has the encoding) with a
     * GIN index, so any combination of those filters is one index scan.
     */
    filterTokens: integer('filter_tokens')
      .array()
      .generatedAlwaysAs(
        sql`job_filter_tokens(workplace_type, employment_types, last_educations, experience_levels, job_role_category_id, urgently_needed)`,
      ),
    /**
     * visible; underReview (reported by enough people, hidden until an admin decides); removed
     * (an admin hid it). Only visible open jobs are searchable (decision 019).
     */
    moderation: text('moderation').notNull().default('visible'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    /** What flagPosting (packages/domain) found in the posting: asks for money, ID-card photos. */
    flagReasons: text('flag_reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** When an admin looked at the flags and kept the job; null while the flags wait for review. */
    flagsReviewedAt: timestamp('flags_reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Change number: a trigger (migration 0008) sets it from jobs_search_seq on every insert and
     * update, so the in-memory search index reads only the jobs changed since it last looked.
     */
    searchSeq: bigint('search_seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('jobs_search_seq')`),
  },
  (t) => [
    // Covering indexes (newest first; per city; per industry) INCLUDE the filter and facet
    // columns so filter-only searches, totals and facets are index-only scans. drizzle cannot
    // declare INCLUDE columns: they live in migration 0004 (bench/RESULTS.md has the figures).
    index('jobs_company_idx').on(t.companyId),
    index('jobs_open_search_idx')
      .using('gin', t.searchVector)
      .where(sql`${t.status} = 'open'`),
    // Exactly the expression the highest-salary sort orders by.
    index('jobs_open_salary_sort_idx')
      .on(
        sql`(CASE WHEN ${t.salaryShown} AND ${t.salaryType} = 'monthly' THEN ${t.salaryMax} END) DESC NULLS LAST`,
        sql`${t.publishedAt} DESC`,
        sql`${t.id} DESC`,
      )
      .where(sql`${t.status} = 'open'`),
    index('jobs_open_activity_sort_idx')
      // Plain DESC (nulls first) as the ORDER BY writes it; drizzle's .desc() adds NULLS LAST.
      .on(sql`${t.companyActivity} DESC`, sql`${t.publishedAt} DESC`, sql`${t.id} DESC`)
      .where(sql`${t.status} = 'open'`),
    index('jobs_open_role_trgm_idx')
      .using('gin', sql`lower(${t.role}) gin_trgm_ops`)
      .where(sql`${t.status} = 'open'`),
    index('jobs_city_idx').on(t.cityId),
    index('jobs_open_filter_tokens_idx')
      .using('gin', t.filterTokens)
      .where(sql`${t.status} = 'open'`),
    // Title matches for relevance ranking when a common word matches thousands of jobs.
    index('jobs_open_title_idx')
      .using('gin', t.titleVector)
      .where(sql`${t.status} = 'open'`),
    // Finds the few jobs whose terms are missing or stale without reading the whole table.
    index('jobs_search_version_idx').on(t.searchVersion),
    index('jobs_search_seq_idx').on(t.searchSeq),
    check('jobs_status_check', sql`${t.status} IN ('draft','open','closed')`),
    check('jobs_moderation_check', sql`${t.moderation} IN ('visible','underReview','removed')`),
    // The admin's review queue: jobs waiting for a decision, without reading the rest.
    index('jobs_review_queue_idx')
      .on(t.updatedAt)
      .where(
        sql`${t.moderation} = 'underReview' OR (cardinality(${t.flagReasons}) > 0 AND ${t.flagsReviewedAt} IS NULL)`,
      ),
    check('jobs_workplace_type_check', sql`${t.workplaceType} IN ('remote','onSite','hybrid')`),
    check('jobs_application_type_check', sql`${t.applicationType} IN ('easyApply','external')`),
    check(
      'jobs_employment_types_check',
      sql`cardinality(${t.employmentTypes}) > 0 AND ${t.employmentTypes} <@ ARRAY['fullTime','internship','partTime','contract','freelance']::text[]`,
    ),
    check(
      'jobs_salary_range_check',
      sql`${t.salaryMin} IS NULL OR ${t.salaryMax} IS NULL OR ${t.salaryMin} <= ${t.salaryMax}`,
    ),
  ],
);

/** A job seeker's saved jobs; saving twice is the same as saving once. */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: uuid('user_id').notNull(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.jobId] }),
    index('saved_jobs_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** Every analysed term of open jobs with how many jobs use it: typo correction looks here. */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    term: text('term').primaryKey(),
    jobCount: integer('job_count').notNull(),
  },
  (t) => [index('search_vocabulary_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`)],
);

/** Autocomplete entries (roles, companies, cities) with their open-job counts. */
export const searchSuggestions = pgTable(
  'search_suggestions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    label: text('label').notNull(),
    /** Normalised label (lowercase, no diacritics) that typing is matched against. */
    normalized: text('normalized').notNull(),
    /** Slug or id the suggestion leads to (city id, company slug, role text). */
    ref: text('ref').notNull(),
    jobCount: integer('job_count').notNull(),
  },
  (t) => [
    uniqueIndex('search_suggestions_kind_ref_idx').on(t.kind, t.ref),
    index('search_suggestions_trgm_idx').using('gin', sql`${t.normalized} gin_trgm_ops`),
    check('search_suggestions_kind_check', sql`${t.kind} IN ('role','company','city')`),
  ],
);
