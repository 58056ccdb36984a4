import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.schema';
import { cities, jobRoles } from '../taxonomy/taxonomy.schema';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_open_published_idx')
      .on(t.publishedAt.desc(), t.id)
      .where(sql`${t.status} = 'open'`),
    index('jobs_company_idx').on(t.companyId),
    index('jobs_city_idx').on(t.cityId),
    check('jobs_status_check', sql`${t.status} IN ('open','closed')`),
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
