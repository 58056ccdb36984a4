// In-app notifications (the header bell). The API sends the type and its parameters; the web
// writes the sentence from its `notification` namespace in the reader's language. The same
// event also goes out by email in the user's language.
import { z } from 'zod';
import { APPLICATION_STATUSES, HIRING_STAGE_TYPES } from '../enums';
import { OFFER_DECISIONS } from './applications';
import { paginatedSchema, paginationQuerySchema } from './common';

export const NOTIFICATION_TYPES = [
  /** The application moved (params: status, stepName, stepType, withdrawn). */
  'applicationStatusChanged',
  /** Invited into a step from a recommendation (params: stepName, stepType). */
  'applicationInvited',
  /** A tech test to do (params: stepName, deadlineDate, deadlineAt). */
  'techTestAssigned',
  /** Nobody acted on the application for too long (anti-ghosting). */
  'applicationExpired',
  /** The job stopped taking applicants. */
  'applicationJobClosed',
  /** An interview was scheduled (params: stepName, interviewAt, location, meetingUrl). */
  'interviewScheduled',
  /**
   * To every member of the hiring company: the candidate answered the offer (params:
   * candidateName, offerDecision, jobRole). The employer's side of decision 029.
   */
  'offerAnswered',
  // Mentoring sessions (docs/decisions/023). Params: recipientRole (who reads it: mentor or
  // mentee, which decides the link), mentorName, menteeName, startsAt (the session's time, ISO),
  // and per type: proposedStartsAt (reschedule proposed), reason (rejected, cancelled,
  // reschedule proposed or declined), hoursBefore (reminder), rating (completed, to the mentor).
  /** To the mentor: a slot was booked or a custom time requested. */
  'mentoringSessionRequested',
  /** To the mentee: the mentor approved (the time is in startsAt). */
  'mentoringSessionApproved',
  /** To the mentee: the mentor said no (reason). */
  'mentoringSessionRejected',
  /** To the other side: cancelled (reason). */
  'mentoringSessionCancelled',
  /** To the other side: a new time was proposed (proposedStartsAt, reason). */
  'mentoringRescheduleProposed',
  /** To the proposer: the new time was accepted (startsAt is the new time). */
  'mentoringSessionRescheduled',
  /** To the proposer: the new time was declined; the session stays at startsAt. */
  'mentoringRescheduleDeclined',
  /** To the other side: the proposer withdrew the new time; the session stays at startsAt. */
  'mentoringRescheduleWithdrawn',
  /** To the side the other one reported absent: the session became a no-show. */
  'mentoringNoShowRecorded',
  /**
   * To the mentor: the mentee completed or reviewed the session (rating). To the mentee: the
   * session was completed automatically; a review is asked for.
   */
  'mentoringSessionCompleted',
  /** To both: the session starts in hoursBefore hours. */
  'mentoringSessionReminder',
  /** To the mentor: a request expires soon unanswered (expiresAt). */
  'mentoringRequestExpiring',
  /** To the mentee: nobody answered the request in time. */
  'mentoringSessionExpired',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const MENTORING_NOTIFICATION_TYPES = NOTIFICATION_TYPES.filter((type) =>
  type.startsWith('mentoring'),
);

export function isMentoringNotificationType(type: NotificationType): boolean {
  return type.startsWith('mentoring');
}

// Application params default to empty for mentoring notifications, which carry their own.
export const notificationParamsSchema = z.object({
  jobRole: z.string().default(''),
  companyName: z.string().default(''),
  status: z.enum(APPLICATION_STATUSES).nullable().default(null),
  stepName: z.string().nullable().default(null),
  stepType: z.enum(HIRING_STAGE_TYPES).nullable().default(null),
  /** The candidate ended the application (withdrew; from an offer: declined it). */
  withdrawn: z.boolean().optional(),
  deadlineDate: z.string().nullable().default(null),
  deadlineAt: z.string().nullable().default(null),
  /** Interviews: the instant (ISO, UTC; shown in WIB), the place and/or the meeting link. */
  interviewAt: z.string().nullable().optional(),
  location: z.string().nullable().optional(),
  meetingUrl: z.string().nullable().optional(),
  /** Offers answered, to the company: who answered, and how. */
  candidateName: z.string().optional(),
  offerDecision: z.enum(OFFER_DECISIONS).optional(),
  /** Mentoring: who reads it (the link goes to /mentoring/my-session or /mentor). */
  recipientRole: z.enum(['mentor', 'mentee']).optional(),
  mentorName: z.string().optional(),
  menteeName: z.string().optional(),
  /** Mentoring: the session's time (ISO, UTC; shown in WIB), a proposed time, an expiry. */
  startsAt: z.string().nullable().optional(),
  proposedStartsAt: z.string().nullable().optional(),
  expiresAt: z.string().nullable().optional(),
  reason: z.string().nullable().optional(),
  hoursBefore: z.number().int().optional(),
  /** Mentoring: the mentee's rating (1–5) of a completed session. */
  rating: z.number().int().optional(),
});
export type NotificationParams = z.infer<typeof notificationParamsSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  applicationId: z.string().nullable(),
  jobId: z.string().nullable(),
  mentoringSessionId: z.string().nullable(),
  params: notificationParamsSchema,
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /v1/job-portal/me/notification */
export const notificationListQuerySchema = paginationQuerySchema.extend({
  unreadOnly: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export const notificationListResponseSchema = z.object({
  data: paginatedSchema(notificationSchema).extend({ unreadCount: z.number().int() }),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

/** GET /v1/job-portal/me/notification/unread-count */
export const unreadNotificationCountResponseSchema = z.object({
  data: z.object({ count: z.number().int() }),
});

/** POST /v1/job-portal/me/notification/read: the listed ones, or all with `all: true`. */
export const markNotificationsReadRequestSchema = z.union([
  z.object({ ids: z.array(z.string().min(1).max(64)).min(1).max(100) }),
  z.object({ all: z.literal(true) }),
]);
export type MarkNotificationsReadRequest = z.infer<typeof markNotificationsReadRequestSchema>;
export const markNotificationsReadResponseSchema = z.object({
  data: z.object({ updated: z.number().int(), unreadCount: z.number().int() }),
});
