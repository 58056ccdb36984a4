// CV analyses (issue 15, migration 0021, docs/decisions/026). One row per submitted CV: the job
// moves it queued → reading → analysing → done | failed with conditional updates (a second run of
// the job finds nothing to do), the full analysis is stored as produced, and what the owner has
// paid for is a timestamp set once, next to the ledger entry that paid it.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema';
import { jobs } from '../jobs/jobs.schema';
import { creditLedger } from '../payments/payments.schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const cvReviews = pgTable(
  'cv_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The submit's Idempotency-Key: a retried submit answers with this row. */
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').notNull().default('queued'),
    progress: smallint('progress').notNull().default(0),
    /** Where the file waits for the job; null once the analysis is final (the file is removed). */
    storageKey: text('storage_key'),
    fileName: text('file_name').notNull(),
    fileKind: text('file_kind').notNull(),
    sha256: text('sha256').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** `upload` or `profile` (a copy of the profile's CV at submit time). */
    source: text('source').notNull(),
    targetJobId: uuid('target_job_id').references(() => jobs.id, { onDelete: 'set null' }),
    /** The pasted job description, when the target is text. */
    targetText: text('target_text'),
    /** Kept with the row so the report names its target after the job is gone. */
    targetTitle: text('target_title'),
    targetCompanyName: text('target_company_name'),
    language: text('language'),
    /** The full CvAnalysis as the engine produced it (aspects, jobMatch, careers, stats, detections). */
    result: jsonb('result'),
    overallScore: smallint('overall_score'),
    improvedByModel: boolean('improved_by_model').notNull().default(false),
    failureCode: text('failure_code'),
    /** Runs of the job so far (a retry after a crash counts again). */
    attempts: smallint('attempts').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    unlockedAt: at('unlocked_at'),
    unlockLedgerEntryId: bigint('unlock_ledger_entry_id', { mode: 'number' }).references(
      () => creditLedger.id,
      { onDelete: 'set null' },
    ),
  },
  (t) => [
    index('cv_reviews_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('cv_reviews_user_key_idx').on(t.userId, t.idempotencyKey),
    check(
      'cv_reviews_status_check',
      sql`${t.status} IN ('queued','reading','analysing','done','failed')`,
    ),
    check('cv_reviews_progress_check', sql`${t.progress} BETWEEN 0 AND 100`),
    check('cv_reviews_file_kind_check', sql`${t.fileKind} IN ('pdf','docx')`),
    check('cv_reviews_size_check', sql`${t.sizeBytes} > 0 AND ${t.sizeBytes} <= 5242880`),
    check('cv_reviews_source_check', sql`${t.source} IN ('upload','profile')`),
    check('cv_reviews_language_check', sql`${t.language} IS NULL OR ${t.language} IN ('idn','en')`),
    check(
      'cv_reviews_overall_score_check',
      sql`${t.overallScore} IS NULL OR ${t.overallScore} BETWEEN 0 AND 100`,
    ),
    check('cv_reviews_one_target_check', sql`${t.targetJobId} IS NULL OR ${t.targetText} IS NULL`),
    // A finished analysis has what its status promises; only a done one can be unlocked.
    check(
      'cv_reviews_done_check',
      sql`${t.status} <> 'done' OR (${t.result} IS NOT NULL AND ${t.overallScore} IS NOT NULL AND ${t.finishedAt} IS NOT NULL AND ${t.progress} = 100)`,
    ),
    check(
      'cv_reviews_failed_check',
      sql`${t.status} <> 'failed' OR (${t.failureCode} IS NOT NULL AND ${t.finishedAt} IS NOT NULL)`,
    ),
    check('cv_reviews_unlock_check', sql`${t.unlockedAt} IS NULL OR ${t.status} = 'done'`),
  ],
);
