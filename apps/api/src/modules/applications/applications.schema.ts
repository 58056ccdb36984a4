import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema';
import { companies } from '../companies/companies.schema';
import { jobs } from '../jobs/jobs.schema';
import { mentoringSessions } from '../mentoring/sessions.schema';
import { studentProfiles } from '../students/students.schema';

const STATUSES_SQL = sql.raw(
  `('accepted','notProcessed','review','approached','rejected','rejectedBySystem','expired',` +
    `'waitListed','hrInterview','userInterview','techTestSent','techTestSubmitted','offered',` +
    `'curatedInProgress','custom','closed')`,
);
const STEP_STATUSES_SQL = sql.raw(
  `('hrInterview','userInterview','techTestSent','techTestSubmitted','custom')`,
);
const now = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** Pre-screening questions of a job (spec section 3, Question), in the employer's order. */
export const jobQuestions = pgTable(
  'job_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    mandatory: boolean('mandatory').notNull().default(false),
    /** [{ id, value }] for checkbox and radio questions. */
    options: jsonb('options')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The three special profile questions take their answer from the profile. */
    profileField: text('profile_field'),
    /** GPA questions: the scale answers are out of. */
    gpaMax: numeric('gpa_max', { precision: 5, scale: 2, mode: 'number' }),
  },
  (t) => [
    uniqueIndex('job_questions_job_position_idx').on(t.jobId, t.position),
    check(
      'job_questions_type_check',
      sql`${t.type} IN ('checkbox','radio','numeric','date','shortText')`,
    ),
    check(
      'job_questions_profile_field_check',
      sql`${t.profileField} IS NULL OR ${t.profileField} IN ('toefl','birthdate','gpa')`,
    ),
    check(
      'job_questions_gpa_check',
      sql`(${t.profileField} IS NOT DISTINCT FROM 'gpa') = (${t.gpaMax} IS NOT NULL AND ${t.gpaMax} > 0)`,
    ),
  ],
);

/** Recruitment steps of a job; hidden ones are internal to the employer. */
export const recruitmentSteps = pgTable(
  'recruitment_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    visible: boolean('visible').notNull().default(true),
    /** Tech-test steps: what the candidate is asked to do (a move may give its own). */
    instructions: text('instructions'),
  },
  (t) => [
    uniqueIndex('recruitment_steps_job_position_idx').on(t.jobId, t.position),
    // Target of the applications' (job, step) foreign key: a step of another job cannot be set.
    unique('recruitment_steps_job_id_key').on(t.jobId, t.id),
    check(
      'recruitment_steps_type_check',
      sql`${t.type} IN ('techTest','hrInterview','userInterview','custom')`,
    ),
  ],
);

/**
 * The employers who act for a company, with their role there (migration 0014): owners manage the
 * team, recruiters post jobs and move applicants. One company per employer account.
 */
export const companyMembers = pgTable(
  'company_members',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('recruiter'),
    createdAt: now('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.companyId] }),
    index('company_members_company_idx').on(t.companyId),
    uniqueIndex('company_members_one_company_idx').on(t.userId),
    check('company_members_role_check', sql`${t.role} IN ('owner','recruiter')`),
  ],
);

/** One application per student and job (the unique index keeps it so under any concurrency). */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => studentProfiles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    status: text('status').notNull(),
    recruitmentStepId: uuid('recruitment_step_id'),
    fromRecommendation: boolean('from_recommendation').notNull().default(false),
    /** noResponse (anti-ghosting), jobClosed, withdrawn: why it ended without a person's decision. */
    statusReason: text('status_reason'),
    /** The bulk-apply request that created it: a retry with the same key recognises its work. */
    bulkRequestId: uuid('bulk_request_id'),
    /** The language the candidate applied in: mails about the application use it. */
    locale: text('locale').notNull().default('id'),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('applications_student_job_idx').on(t.studentId, t.jobId),
    foreignKey({
      name: 'applications_job_step_fk',
      columns: [t.jobId, t.recruitmentStepId],
      foreignColumns: [recruitmentSteps.jobId, recruitmentSteps.id],
    }),
    index('applications_user_recent_idx').on(t.userId, t.createdAt.desc()),
    index('applications_job_idx').on(t.jobId, t.createdAt.desc()),
    // Anti-ghosting finds untouched applications by age without reading the rest.
    index('applications_untouched_idx')
      .on(t.updatedAt)
      .where(
        sql`${t.withdrawnAt} IS NULL AND ${t.status} IN ('waitListed','notProcessed','review','approached','curatedInProgress')`,
      ),
    check('applications_locale_check', sql`${t.locale} IN ('id','en')`),
    check('applications_type_check', sql`${t.type} IN ('easyApply','external')`),
    check('applications_status_check', sql`${t.status} IN ${STATUSES_SQL}`),
    check(
      'applications_step_check',
      sql`${t.status} NOT IN ${STEP_STATUSES_SQL} OR ${t.recruitmentStepId} IS NOT NULL`,
    ),
    check(
      'applications_status_reason_check',
      sql`${t.statusReason} IS NULL OR ${t.statusReason} IN ('noResponse','jobClosed','withdrawn')`,
    ),
  ],
);

/** Every status change: from, to, step, when, by whom. The first row (from null) is the apply. */
export const applicationStatusHistory = pgTable(
  'application_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    recruitmentStepId: uuid('recruitment_step_id').references(() => recruitmentSteps.id),
    actor: text('actor').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: now('created_at'),
  },
  (t) => [
    index('application_status_history_application_idx').on(t.applicationId, t.id),
    check(
      'application_status_history_actor_check',
      sql`${t.actor} IN ('employer','system','recommendation','candidate')`,
    ),
    check('application_status_history_to_check', sql`${t.toStatus} IN ${STATUSES_SQL}`),
  ],
);

/** The answers given with an application, as checked and normalised by the server. */
export const applicationAnswers = pgTable(
  'application_answers',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => jobQuestions.id, { onDelete: 'cascade' }),
    answer: jsonb('answer'),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.questionId] })],
);

/** A candidate's earlier answers, offered again for a question with the same text and type. */
export const reusableAnswers = pgTable(
  'reusable_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => studentProfiles.id, { onDelete: 'cascade' }),
    /** The title lower-cased with spaces collapsed: how "the same text" is recognised. */
    titleKey: text('title_key').notNull(),
    questionTitle: text('question_title').notNull(),
    type: text('type').notNull(),
    /** Radio and checkbox answers are kept as option texts (option ids belong to one job). */
    answer: jsonb('answer'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    uniqueIndex('reusable_answers_student_title_idx').on(t.studentId, t.titleKey, t.type),
    check(
      'reusable_answers_type_check',
      sql`${t.type} IN ('checkbox','radio','numeric','date','shortText')`,
    ),
  ],
);

/** A tech test sent to a candidate at a tech-test step, and what they handed in. */
export const applicationTechTests = pgTable(
  'application_tech_tests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    recruitmentStepId: uuid('recruitment_step_id')
      .notNull()
      .references(() => recruitmentSteps.id),
    instructions: text('instructions').notNull(),
    /** Last day; the test closes at 23:59:59 WIB. */
    deadlineDate: date('deadline_date', { mode: 'string' }),
    createdAt: now('created_at'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    submissionKind: text('submission_kind'),
    submissionUrl: text('submission_url'),
    fileName: text('file_name'),
    contentType: text('content_type'),
    sizeBytes: integer('size_bytes'),
    sha256: text('sha256'),
    storageKey: text('storage_key'),
  },
  (t) => [
    uniqueIndex('application_tech_tests_step_idx').on(t.applicationId, t.recruitmentStepId),
    check(
      'application_tech_tests_submission_check',
      sql`(${t.submittedAt} IS NULL AND ${t.submissionKind} IS NULL) OR (${t.submissionKind} = 'link' AND ${t.submissionUrl} IS NOT NULL) OR (${t.submissionKind} = 'file' AND ${t.storageKey} IS NOT NULL AND ${t.sizeBytes} > 0)`,
    ),
  ],
);

/** In-app notifications; `dedupeKey` makes a job that runs twice notify once. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    applicationId: uuid('application_id').references(() => applications.id, {
      onDelete: 'cascade',
    }),
    jobId: uuid('job_id'),
    mentoringSessionId: uuid('mentoring_session_id').references(() => mentoringSessions.id, {
      onDelete: 'cascade',
    }),
    params: jsonb('params').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: now('created_at'),
  },
  (t) => [
    uniqueIndex('notifications_user_dedupe_idx').on(t.userId, t.dedupeKey),
    index('notifications_user_recent_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
    check(
      'notifications_type_check',
      // NOTIFICATION_TYPES of the domain; notifications/notification-kinds.test.ts checks they agree.
      sql`${t.type} IN ${sql.raw(
        `('applicationStatusChanged','applicationInvited','techTestAssigned','applicationExpired','applicationJobClosed','interviewScheduled',` +
          `'mentoringSessionRequested','mentoringSessionApproved','mentoringSessionRejected',` +
          `'mentoringSessionCancelled','mentoringRescheduleProposed','mentoringSessionRescheduled',` +
          `'mentoringRescheduleDeclined','mentoringSessionReminder','mentoringRequestExpiring',` +
          `'mentoringSessionExpired','mentoringRescheduleWithdrawn','mentoringNoShowRecorded',` +
          `'mentoringSessionCompleted','offerAnswered')`,
      )}`,
    ),
  ],
);

/** Bulk-apply requests by Idempotency-Key: a retry answers with the stored result. */
export const bulkApplyRequests = pgTable(
  'bulk_apply_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** sha256 of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: now('created_at'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('bulk_apply_requests_user_key_idx').on(t.userId, t.idempotencyKey)],
);

/** Bulk applications per user and WIB day; the check keeps the daily limit under concurrency. */
export const bulkApplyDailyUsage = pgTable(
  'bulk_apply_daily_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    check('bulk_apply_daily_usage_used_check', sql`${t.used} >= 0`),
  ],
);

/** What the candidate adds after applying (the expected salary lives on the profile). */
export const studentAdditionalInformation = pgTable(
  'student_additional_information',
  {
    studentId: uuid('student_id')
      .primaryKey()
      .references(() => studentProfiles.id, { onDelete: 'cascade' }),
    noticePeriod: text('notice_period'),
    availableFrom: date('available_from', { mode: 'string' }),
    willingToRelocate: boolean('willing_to_relocate'),
    portfolioUrl: text('portfolio_url'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    check(
      'student_additional_information_notice_check',
      sql`${t.noticePeriod} IS NULL OR ${t.noticePeriod} IN ('immediately','oneWeek','twoWeeks','oneMonth','moreThanOneMonth')`,
    ),
  ],
);
