import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../auth/auth.schema';

/**
 * How far a job seeker got in onboarding, kept on the server so any browser resumes it (issue
 * 22). Keyed by the user: before onboarding ends there is no student profile yet. Finishing
 * onboarding deletes the row; deleting the account deletes it with the user.
 */
export const onboardingProgress = pgTable(
  'onboarding_progress',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    /** The answers so far, as the domain's onboardingDraftSchema shapes them. */
    answers: jsonb('answers').notNull(),
    /** Where onboarding continues to when it is done: a path of the site. */
    returnUrl: text('return_url'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'onboarding_progress_step_check',
      sql`${t.step} IN ('careerPreference','experienceLevel','education','preferences','cv')`,
    ),
    // The contract caps each answer; this keeps a row small whatever reaches it.
    check('onboarding_progress_answers_size_check', sql`octet_length(${t.answers}::text) <= 4096`),
  ],
);
