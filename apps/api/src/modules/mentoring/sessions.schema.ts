import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema';
import { mentoringTopics } from './mentoring-taxonomy.schema';
import { mentors } from './mentors.schema';

const now = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();
const instant = (name: string) => timestamp(name, { withTimezone: true });

/** Session states (docs/decisions/023). Live ones hold time: the exclusion constraints see them. */
export const SESSION_STATUSES_SQL = sql.raw(
  `('pending','requested','approved','rescheduleRequested','rejected','cancelled','expired','completed','noShow')`,
);

/**
 * A 1:1 mentoring session. 'slot' bookings take a published slot at once (pending until the
 * mentor approves); 'custom' requests propose windows and hold nothing until the mentor approves
 * one time. No mentor and no mentee ever has two live sessions at once: two exclusion
 * constraints over (mentor, [starts_at, blocked_until)) and (mentee, [starts_at, ends_at)) for the
 * live states, written in migration 0016 (drizzle cannot express them).
 */
export const mentoringSessions = pgTable(
  'mentoring_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    menteeUserId: uuid('mentee_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id').references(() => mentoringTopics.id),
    bookingType: text('booking_type').notNull().default('slot'),
    status: text('status').notNull(),
    startsAt: instant('starts_at'),
    endsAt: instant('ends_at'),
    /** ends_at plus the mentor's buffer at booking time: the mentor is busy until then. */
    blockedUntil: instant('blocked_until'),
    /** Custom requests: the windows the mentee proposed, [{ startsAt, endsAt }] (ISO, UTC). */
    requestedWindows: jsonb('requested_windows')
      .notNull()
      .default(sql`'[]'::jsonb`),
    mode: text('mode').notNull().default('online'),
    location: text('location'),
    /** Changes on every (re)schedule, so a link of an earlier time stops working cleanly. */
    meetingToken: text('meeting_token'),
    meetingUrl: text('meeting_url'),
    notes: text('notes').notNull().default(''),
    attachmentFileKey: text('attachment_file_key'),
    attachmentName: text('attachment_name'),
    attachmentMime: text('attachment_mime'),
    attachmentSize: integer('attachment_size'),
    commitmentAgreedAt: instant('commitment_agreed_at').notNull(),
    referralCode: text('referral_code'),
    rejectReason: text('reject_reason'),
    cancelReason: text('cancel_reason'),
    cancelledBy: text('cancelled_by'),
    rescheduleProposedStartsAt: instant('reschedule_proposed_starts_at'),
    rescheduleProposedEndsAt: instant('reschedule_proposed_ends_at'),
    rescheduleProposedBy: text('reschedule_proposed_by'),
    rescheduleReason: text('reschedule_reason'),
    /** iCalendar SEQUENCE: +1 on every change of time or state a calendar must follow. */
    version: integer('version').notNull().default(1),
    menteeAttended: boolean('mentee_attended'),
    mentorAttended: boolean('mentor_attended'),
    noShowParty: text('no_show_party'),
    completionSource: text('completion_source'),
    idempotencyKey: text('idempotency_key'),
    /**
     * The language each side last used with this session (migration 0019): mails and reminders
     * go out in it. The mentee's is the booking request's; the mentor's starts from the mentor's
     * languages and follows the mentor's own actions.
     */
    menteeLocale: text('mentee_locale').notNull().default('id'),
    mentorLocale: text('mentor_locale').notNull().default('id'),
    /**
     * Pending or requested: when it expires unanswered (migration 0019; decision 023: a pending
     * slot at its start minus the minimum notice, a request at its last window's start or 72 h
     * after it was made). Null in other states.
     */
    expiresAt: instant('expires_at'),
    decidedAt: instant('decided_at'),
    cancelledAt: instant('cancelled_at'),
    completedAt: instant('completed_at'),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    check('mentoring_sessions_status_check', sql`${t.status} IN ${SESSION_STATUSES_SQL}`),
    check('mentoring_sessions_booking_type_check', sql`${t.bookingType} IN ('slot','custom')`),
    check('mentoring_sessions_mode_check', sql`${t.mode} IN ('online','offline')`),
    check(
      'mentoring_sessions_locales_check',
      sql`${t.menteeLocale} IN ('id','en') AND ${t.mentorLocale} IN ('id','en')`,
    ),
    check(
      'mentoring_sessions_time_check',
      sql`(${t.startsAt} IS NULL AND ${t.endsAt} IS NULL AND ${t.blockedUntil} IS NULL) OR (${t.endsAt} > ${t.startsAt} AND ${t.blockedUntil} >= ${t.endsAt})`,
    ),
    check(
      'mentoring_sessions_live_has_time_check',
      sql`${t.status} NOT IN ('pending','approved','rescheduleRequested','completed','noShow') OR ${t.startsAt} IS NOT NULL`,
    ),
    check(
      'mentoring_sessions_cancelled_by_check',
      sql`${t.cancelledBy} IS NULL OR ${t.cancelledBy} IN ('mentor','mentee','system')`,
    ),
    check(
      'mentoring_sessions_reschedule_check',
      sql`(${t.status} = 'rescheduleRequested') = (${t.rescheduleProposedStartsAt} IS NOT NULL AND ${t.rescheduleProposedEndsAt} > ${t.rescheduleProposedStartsAt} AND ${t.rescheduleProposedBy} IN ('mentor','mentee'))`,
    ),
    check(
      'mentoring_sessions_no_show_check',
      sql`(${t.status} = 'noShow') = (${t.noShowParty} IS NOT NULL AND ${t.noShowParty} IN ('mentor','mentee'))`,
    ),
    check(
      'mentoring_sessions_completion_check',
      sql`${t.completionSource} IS NULL OR ${t.completionSource} IN ('mentor','mentee','system')`,
    ),
    uniqueIndex('mentoring_sessions_meeting_token_idx').on(t.meetingToken),
    uniqueIndex('mentoring_sessions_idempotency_idx').on(t.menteeUserId, t.idempotencyKey),
    index('mentoring_sessions_mentor_idx').on(t.mentorId, t.startsAt),
    index('mentoring_sessions_mentee_idx').on(t.menteeUserId, t.startsAt),
    index('mentoring_sessions_status_idx').on(t.status, t.startsAt),
    index('mentoring_sessions_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} IN ('pending','requested')`),
  ],
);

/** Every change of a session's state or time, with who did it: the session's history. */
export const mentoringSessionEvents = pgTable(
  'mentoring_session_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => mentoringSessions.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorRole: text('actor_role').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    startsAt: instant('starts_at'),
    createdAt: now('created_at'),
  },
  (t) => [
    check(
      'mentoring_session_events_actor_check',
      sql`${t.actorRole} IN ('mentor','mentee','system')`,
    ),
    index('mentoring_session_events_session_idx').on(t.sessionId, t.createdAt),
  ],
);

/** One review per completed session, by its mentee. */
export const mentoringReviews = pgTable(
  'mentoring_reviews',
  {
    sessionId: uuid('session_id')
      .primaryKey()
      .references(() => mentoringSessions.id, { onDelete: 'cascade' }),
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    menteeUserId: uuid('mentee_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: now('created_at'),
  },
  (t) => [
    check('mentoring_reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    index('mentoring_reviews_mentor_idx').on(t.mentorId, t.createdAt),
  ],
);

/**
 * Reminders and notices already sent, per session, kind and session version: the reminder jobs
 * insert here first (ON CONFLICT DO NOTHING) and send only what they inserted, so running them
 * twice sends nothing twice, and a rescheduled session (new version) is reminded again.
 */
export const mentoringRemindersSent = pgTable(
  'mentoring_reminders_sent',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => mentoringSessions.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    version: integer('version').notNull(),
    sentAt: now('sent_at'),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.kind, t.version] }),
    check(
      'mentoring_reminders_sent_kind_check',
      sql`${t.kind} IN ('reminder24h','reminder1h','requestExpiring')`,
    ),
  ],
);

/**
 * Every meeting token a session has had (migration 0019): the current one opens the meeting; one
 * of an earlier time answers "moved" with the session, so an old calendar entry still leads to
 * the session instead of a dead end.
 */
export const mentoringMeetingLinks = pgTable(
  'mentoring_meeting_links',
  {
    token: text('token').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => mentoringSessions.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    createdAt: now('created_at'),
  },
  (t) => [index('mentoring_meeting_links_session_idx').on(t.sessionId)],
);
