import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema';
import { jobs } from '../jobs/jobs.schema';

/** A signed-in person's report of a job; one per person and job (reporting again changes nothing). */
export const jobReports = pgTable(
  'job_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an admin decided on the job (hid or restored it); reviewed reports no longer count. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('job_reports_job_user_idx').on(t.jobId, t.userId),
    index('job_reports_open_idx')
      .on(t.jobId)
      .where(sql`${t.reviewedAt} IS NULL`),
    check(
      'job_reports_reason_check',
      sql`${t.reason} IN ('scam','misleading','discriminatory','asksForMoney')`,
    ),
    check('job_reports_note_check', sql`char_length(${t.note}) <= 500`),
  ],
);
