// The employer's private side of an application (decision 021): notes, a rating, scheduled
// interviews and the rejection reason. Candidate-facing queries never read these tables.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema';
import { applications, recruitmentSteps } from '../applications/applications.schema';

const now = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** Private notes of the company's members on a candidate: many per application. */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: now('created_at'),
  },
  (t) => [
    index('application_notes_application_idx').on(t.applicationId, t.createdAt),
    check('application_notes_body_check', sql`length(btrim(${t.body})) BETWEEN 1 AND 5000`),
  ],
);

/** One rating (1-5) per application, shared by the company's members. */
export const applicationRatings = pgTable(
  'application_ratings',
  {
    applicationId: uuid('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    ratedByUserId: uuid('rated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: now('updated_at'),
  },
  (t) => [check('application_ratings_rating_check', sql`${t.rating} BETWEEN 1 AND 5`)],
);

/** Interviews scheduled at an interview step (the candidate is notified and mailed). */
export const applicationInterviews = pgTable(
  'application_interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    recruitmentStepId: uuid('recruitment_step_id')
      .notNull()
      .references(() => recruitmentSteps.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    location: text('location'),
    meetingUrl: text('meeting_url'),
    scheduledByUserId: uuid('scheduled_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: now('created_at'),
  },
  (t) => [
    index('application_interviews_application_idx').on(t.applicationId, t.startsAt),
    check(
      'application_interviews_where_check',
      sql`${t.location} IS NOT NULL OR ${t.meetingUrl} IS NOT NULL`,
    ),
    check(
      'application_interviews_url_check',
      sql`${t.meetingUrl} IS NULL OR ${t.meetingUrl} LIKE 'https://%'`,
    ),
  ],
);

/** Why the company rejected a candidate: private, one per application. */
export const applicationRejections = pgTable(
  'application_rejections',
  {
    applicationId: uuid('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    rejectedByUserId: uuid('rejected_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: now('created_at'),
  },
  (t) => [
    check(
      'application_rejections_reason_check',
      sql`length(btrim(${t.reason})) BETWEEN 1 AND 2000`,
    ),
  ],
);
