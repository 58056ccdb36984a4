// In-app notifications (the header bell). The API sends the type and its parameters; the web
// writes the sentence from its `notification` namespace in the reader's language. The same
// event also goes out by email in the user's language.
import { z } from 'zod';
import { APPLICATION_STATUSES, HIRING_STAGE_TYPES } from '../enums';
import { paginatedSchema, paginationQuerySchema } from './common';

export const NOTIFICATION_TYPES = [
  /** The application moved (params: status, stepName, stepType). */
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
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notificationParamsSchema = z.object({
  jobRole: z.string(),
  companyName: z.string(),
  status: z.enum(APPLICATION_STATUSES).nullable(),
  stepName: z.string().nullable(),
  stepType: z.enum(HIRING_STAGE_TYPES).nullable(),
  deadlineDate: z.string().nullable(),
  deadlineAt: z.string().nullable(),
  /** Interviews: the instant (ISO, UTC; shown in WIB), the place and/or the meeting link. */
  interviewAt: z.string().nullable().optional(),
  location: z.string().nullable().optional(),
  meetingUrl: z.string().nullable().optional(),
});
export type NotificationParams = z.infer<typeof notificationParamsSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  applicationId: z.string().nullable(),
  jobId: z.string().nullable(),
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
