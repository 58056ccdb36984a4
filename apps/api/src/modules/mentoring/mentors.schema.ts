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
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema';
import { academicExpertises, mentoringTopics } from './mentoring-taxonomy.schema';
import { regions } from './regions.schema';

const now = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** Codes an admin hands out; onboarding as a mentor needs one (docs/decisions/023). */
export const mentorInvitationCodes = pgTable(
  'mentor_invitation_codes',
  {
    code: text('code').primaryKey(),
    note: text('note'),
    maxUses: integer('max_uses').notNull().default(1),
    usedCount: integer('used_count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: now('created_at'),
  },
  (t) => [
    check('mentor_invitation_codes_uses_check', sql`${t.usedCount} BETWEEN 0 AND ${t.maxUses}`),
  ],
);

/**
 * A mentor's public profile and booking settings. One per user of role mentor. Wall-clock
 * times the API exchanges are WIB (spec section 9); `time_zone` is the mentor's own zone, shown
 * beside WIB when it differs (WITA, WIT, Singapore).
 */
export const mentors = pgTable(
  'mentors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique(),
    status: text('status').notNull().default('onboarding'),
    name: text('name').notNull(),
    headline: text('headline').notNull().default(''),
    companyName: text('company_name'),
    photoUrl: text('photo_url'),
    bio: text('bio').notNull().default(''),
    yearsOfExperience: smallint('years_of_experience').notNull().default(0),
    linkedinUrl: text('linkedin_url'),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{id}'::text[]`),
    districtCode: text('district_code').references(() => regions.code),
    timeZone: text('time_zone').notNull().default('Asia/Jakarta'),
    sessionMinutes: smallint('session_minutes').notNull().default(45),
    bufferMinutes: smallint('buffer_minutes').notNull().default(10),
    minNoticeHours: smallint('min_notice_hours').notNull().default(12),
    bookingWindowDays: smallint('booking_window_days').notNull().default(30),
    acceptsCustomRequests: boolean('accepts_custom_requests').notNull().default(false),
    offersOnline: boolean('offers_online').notNull().default(true),
    offersOffline: boolean('offers_offline').notNull().default(false),
    offlineAddress: text('offline_address'),
    /** The mentor's own code: mentees who book with it are counted as the mentor's referrals. */
    referralCode: text('referral_code').notNull().unique(),
    invitationCode: text('invitation_code').references(() => mentorInvitationCodes.code),
    onboardedAt: timestamp('onboarded_at', { withTimezone: true }),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    check('mentors_status_check', sql`${t.status} IN ('onboarding','active','paused')`),
    check('mentors_session_minutes_check', sql`${t.sessionMinutes} IN (30,45,60,90)`),
    check('mentors_buffer_check', sql`${t.bufferMinutes} BETWEEN 0 AND 120`),
    check('mentors_notice_check', sql`${t.minNoticeHours} BETWEEN 0 AND 168`),
    check('mentors_window_check', sql`${t.bookingWindowDays} BETWEEN 1 AND 90`),
    check('mentors_years_check', sql`${t.yearsOfExperience} BETWEEN 0 AND 70`),
    check('mentors_mode_check', sql`${t.offersOnline} OR ${t.offersOffline}`),
    index('mentors_status_idx').on(t.status),
  ],
);

export const mentorTopics = pgTable(
  'mentor_topics',
  {
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => mentoringTopics.id),
  },
  (t) => [
    primaryKey({ columns: [t.mentorId, t.topicId] }),
    index('mentor_topics_topic_idx').on(t.topicId),
  ],
);

export const mentorAcademicExpertises = pgTable(
  'mentor_academic_expertises',
  {
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    expertiseId: integer('expertise_id')
      .notNull()
      .references(() => academicExpertises.id),
  },
  (t) => [
    primaryKey({ columns: [t.mentorId, t.expertiseId] }),
    index('mentor_academic_expertises_expertise_idx').on(t.expertiseId),
  ],
);

/** Education entries of a mentor (POST/PUT/DELETE mentor/me/education). */
export const mentorEducations = pgTable(
  'mentor_educations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    school: text('school').notNull(),
    degree: text('degree').notNull(),
    fieldOfStudy: text('field_of_study').notNull(),
    startYear: smallint('start_year').notNull(),
    endYear: smallint('end_year'),
    description: text('description'),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    check(
      'mentor_educations_degree_check',
      sql`${t.degree} IN ('SD','SMP','SMA','D1','D2','D3','D4','S1','S2','S3','Other')`,
    ),
    check(
      'mentor_educations_years_check',
      sql`${t.startYear} BETWEEN 1950 AND 2100 AND (${t.endYear} IS NULL OR ${t.endYear} BETWEEN ${t.startYear} AND 2100)`,
    ),
    index('mentor_educations_mentor_idx').on(t.mentorId),
  ],
);

/** Banners of featured mentors on /mentoring, shown between their dates. */
export const specialMentorBanners = pgTable(
  'special_mentor_banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    titleId: text('title_id').notNull(),
    titleEn: text('title_en').notNull(),
    subtitleId: text('subtitle_id').notNull().default(''),
    subtitleEn: text('subtitle_en').notNull().default(''),
    position: integer('position').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('special_mentor_banners_dates_check', sql`${t.endsAt} > ${t.startsAt}`)],
);
