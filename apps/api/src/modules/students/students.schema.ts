import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema';

/** A job seeker's profile: a user without one is not a student (USER_IS_NOT_STUDENT). */
export const studentProfiles = pgTable(
  'student_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    batch: text('batch'),
    careerPreference: text('career_preference').notNull(),
    experienceLevel: integer('experience_level').notNull(),
    lastEducation: integer('last_education').notNull(),
    major: text('major'),
    preferredRoleIds: integer('preferred_role_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    preferredCityIds: integer('preferred_city_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    /** Monthly, in whole rupiah. */
    expectedSalary: integer('expected_salary'),
    toefl: integer('toefl'),
    birthdate: date('birthdate', { mode: 'string' }),
    /** GPA (IPK) as value out of max, e.g. 3.45 of 4.00. */
    gpaValue: numeric('gpa_value', { precision: 5, scale: 2, mode: 'number' }),
    gpaMax: numeric('gpa_max', { precision: 5, scale: 2, mode: 'number' }),
    hiddenFromCompanies: boolean('hidden_from_companies').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('student_profiles_user_idx').on(t.userId),
    check(
      'student_profiles_career_preference_check',
      sql`${t.careerPreference} IN ('activelyLooking','openOpportunity','closedOpportunity')`,
    ),
    check('student_profiles_experience_level_check', sql`${t.experienceLevel} BETWEEN 0 AND 8`),
    check('student_profiles_last_education_check', sql`${t.lastEducation} BETWEEN 0 AND 9`),
    check(
      'student_profiles_expected_salary_check',
      sql`${t.expectedSalary} IS NULL OR ${t.expectedSalary} >= 0`,
    ),
    check('student_profiles_toefl_check', sql`${t.toefl} IS NULL OR ${t.toefl} BETWEEN 0 AND 677`),
    check(
      'student_profiles_gpa_check',
      sql`(${t.gpaValue} IS NULL AND ${t.gpaMax} IS NULL) OR (${t.gpaMax} > 0 AND ${t.gpaValue} BETWEEN 0 AND ${t.gpaMax})`,
    ),
  ],
);

const studentId = () =>
  uuid('student_id')
    .notNull()
    .references(() => studentProfiles.id, { onDelete: 'cascade' });

export const studentWorkExperiences = pgTable(
  'student_work_experiences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: studentId(),
    /** Order on the profile, as the person arranged it. */
    position: integer('position').notNull(),
    companyName: text('company_name').notNull(),
    industryPreferences: integer('industry_preferences')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    roleName: text('role_name').notNull(),
    roleLevel: text('role_level'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    currentlyOccupied: boolean('currently_occupied').notNull().default(false),
  },
  (t) => [
    index('student_work_experiences_student_idx').on(t.studentId, t.position),
    check(
      'student_work_experiences_dates_check',
      sql`(${t.currentlyOccupied} AND ${t.endDate} IS NULL) OR (NOT ${t.currentlyOccupied} AND ${t.endDate} >= ${t.startDate})`,
    ),
  ],
);

export const studentCertifications = pgTable(
  'student_certifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: studentId(),
    position: integer('position').notNull(),
    certificationName: text('certification_name').notNull(),
    certificationIssuedBy: text('certification_issued_by').notNull(),
  },
  (t) => [index('student_certifications_student_idx').on(t.studentId, t.position)],
);

export const studentOrganizations = pgTable(
  'student_organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: studentId(),
    position: integer('position').notNull(),
    organizationName: text('organization_name').notNull(),
    organizationPosition: text('organization_position').notNull(),
  },
  (t) => [index('student_organizations_student_idx').on(t.studentId, t.position)],
);

export const studentEducations = pgTable(
  'student_educations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: studentId(),
    position: integer('position').notNull(),
    educationLevel: integer('education_level').notNull(),
    institutionName: text('institution_name').notNull(),
    major: text('major'),
    startYear: integer('start_year'),
    endYear: integer('end_year'),
  },
  (t) => [
    index('student_educations_student_idx').on(t.studentId, t.position),
    check('student_educations_level_check', sql`${t.educationLevel} BETWEEN 0 AND 9`),
    check(
      'student_educations_years_check',
      sql`${t.startYear} IS NULL OR ${t.endYear} IS NULL OR ${t.endYear} >= ${t.startYear}`,
    ),
  ],
);

export const studentSkills = pgTable(
  'student_skills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: studentId(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('student_skills_student_name_idx').on(t.studentId, sql`lower(${t.name})`)],
);

/**
 * What job seekers and guests do (searches, job views, saves, applies), for recommendations.
 * A guest is known by the guest id and the 24-character device id stored in the browser.
 */
export const studentActivities = pgTable(
  'student_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestId: text('guest_id'),
    deviceId: text('device_id'),
    type: text('type').notNull(),
    /** No foreign key: the record outlives a deleted job. */
    jobId: uuid('job_id'),
    payload: jsonb('payload')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('student_activities_user_recent_idx')
      .on(t.userId, t.createdAt.desc())
      .where(sql`${t.userId} IS NOT NULL`),
    index('student_activities_guest_recent_idx')
      .on(t.guestId, t.createdAt.desc())
      .where(sql`${t.guestId} IS NOT NULL`),
    check(
      'student_activities_type_check',
      sql`${t.type} IN ('search','jobView','jobSave','jobApply')`,
    ),
    check(
      'student_activities_actor_check',
      sql`${t.userId} IS NOT NULL OR ${t.guestId} IS NOT NULL`,
    ),
    check('student_activities_payload_size_check', sql`octet_length(${t.payload}::text) <= 4096`),
  ],
);
