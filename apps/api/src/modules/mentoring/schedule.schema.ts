import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, time, timestamp, uuid } from 'drizzle-orm/pg-core';
import { mentors } from './mentors.schema';

/**
 * Recurring weekly availability, in WIB wall-clock time (Indonesia keeps no daylight saving, so
 * a weekly WIB window is the same instants every week). ISO weekday: 1 = Monday … 7 = Sunday.
 */
export const mentorWeeklyAvailability = pgTable(
  'mentor_weekly_availability',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
  },
  (t) => [
    check('mentor_weekly_availability_weekday_check', sql`${t.weekday} BETWEEN 1 AND 7`),
    check('mentor_weekly_availability_times_check', sql`${t.endTime} > ${t.startTime}`),
    index('mentor_weekly_availability_mentor_idx').on(t.mentorId),
  ],
);

/**
 * Dated schedule entries (spec section 3: id, date, startTime, endTime — shown in WIB, stored as
 * instants): 'available' adds a window to the weekly pattern, 'unavailable' is an exception that
 * removes time. Entries of one kind never overlap (exclusion constraint in migration 0016).
 */
export const mentorScheduleEntries = pgTable(
  'mentor_schedule_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('available'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('mentor_schedule_entries_kind_check', sql`${t.kind} IN ('available','unavailable')`),
    check('mentor_schedule_entries_times_check', sql`${t.endsAt} > ${t.startsAt}`),
    index('mentor_schedule_entries_mentor_idx').on(t.mentorId, t.startsAt),
  ],
);
