// Mentoring sessions (docs/decisions/023): booking, the lists, one session, the actions, the
// completion with a review and the meeting link. All under /v2/mentoring/, signed in; a mentee
// sees only its own sessions, a mentor only those of its mentor profile.
import { z } from 'zod';
import {
  MENTORING_TIMING,
  SESSION_BOOKING_TYPES,
  SESSION_MODES,
  SESSION_PARTIES,
  SESSION_STATUSES,
  SESSION_STATUS_GROUPS,
  SESSION_VIEWER_ACTIONS,
} from '../mentoring/session-states';
import { CV_MAX_BYTES } from '../profile/cv-file';
import { integerIdSchema, paginatedSchema, paginationQuerySchema } from './common';

/**
 * Error codes of the session endpoints: the slot or the mentee's time is taken (the exclusion
 * constraints), the session moved meanwhile (a lost race), the start is not a slot on offer,
 * the mentor takes no bookings or custom requests now, the mentee's cancel cut-off, an action
 * the session's state or time does not allow, a second review, an unknown session.
 */
export const MENTORING_SESSION_ERROR_CODES = [
  'MENTORING_SLOT_TAKEN',
  'MENTEE_TIME_CONFLICT',
  'SESSION_STATE_CHANGED',
  'MENTORING_SLOT_UNAVAILABLE',
  'MENTOR_NOT_BOOKABLE',
  'MENTORING_CUSTOM_REQUESTS_CLOSED',
  'MENTORING_CANCEL_CUTOFF',
  'SESSION_ACTION_NOT_ALLOWED',
  'SESSION_ALREADY_REVIEWED',
  'SESSION_NOT_FOUND',
  'SESSION_NOT_CONFIRMED',
] as const;

export const MENTORING_SESSION_LIMITS = {
  notesMax: 2_000,
  reasonMin: 3,
  reasonMax: 500,
  reviewCommentMax: 2_000,
  referralCodeMax: 32,
  /** The CV or portfolio a mentee may attach: a PDF or DOCX, recognised by content. */
  attachmentMaxBytes: CV_MAX_BYTES,
  /** A requested window: at least 30 minutes, at most 12 hours. */
  windowMinMinutes: 30,
  windowMaxMinutes: 12 * 60,
} as const;

/** The multipart field names of a booking with an attachment (the JSON goes in `payload`). */
export const SESSION_BOOKING_MULTIPART = { payload: 'payload', attachment: 'attachment' } as const;

/** An instant on the wire: ISO 8601 with a zone (Z or an offset); answers are always UTC (Z). */
export const sessionInstantSchema = z.iso.datetime({ offset: true });

const reasonSchema = z
  .string()
  .trim()
  .min(MENTORING_SESSION_LIMITS.reasonMin)
  .max(MENTORING_SESSION_LIMITS.reasonMax);

// ---------------------------------------------------------------------------------------------
// Requests

export const sessionWindowInputSchema = z.object({
  startsAt: sessionInstantSchema,
  endsAt: sessionInstantSchema,
});
export type SessionWindowInput = z.infer<typeof sessionWindowInputSchema>;

const bookingCommonSchema = z.object({
  mentorId: z.uuid(),
  topicId: integerIdSchema,
  notes: z.string().trim().max(MENTORING_SESSION_LIMITS.notesMax).default(''),
  mode: z.enum(SESSION_MODES).default('online'),
  /** The mentee agrees to come or cancel in time (the booking form's checkbox). */
  commitment: z.literal(true),
  referralCode: z
    .string()
    .trim()
    .min(3)
    .max(MENTORING_SESSION_LIMITS.referralCodeMax)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
});

/**
 * POST /v2/mentoring/session/one. `slot`: a start the mentor's availability offers now (the
 * end follows the mentor's session length). `custom`: 1–3 windows when the mentor takes
 * requests. JSON, or multipart/form-data with this JSON in the field `payload` and an optional
 * file `attachment` (a CV or portfolio, PDF or DOCX, at most 5 MB). Header Idempotency-Key
 * (optional): a retry with the same key answers the session the first request made.
 */
export const bookSessionRequestSchema = z.discriminatedUnion('bookingType', [
  bookingCommonSchema.extend({ bookingType: z.literal('slot'), startsAt: sessionInstantSchema }),
  bookingCommonSchema.extend({
    bookingType: z.literal('custom'),
    requestedWindows: z
      .array(sessionWindowInputSchema)
      .min(1)
      .max(MENTORING_TIMING.requestedWindowsMax),
  }),
]);
export type BookSessionRequest = z.input<typeof bookSessionRequestSchema>;
export type BookSessionInput = z.output<typeof bookSessionRequestSchema>;

/** Which side the viewer looks from: its bookings (mentee) or its mentor profile's (mentor). */
export const sessionViewerQuerySchema = z.object({
  as: z.enum(SESSION_PARTIES).default('mentee'),
});

/** GET session/list */
export const sessionListQuerySchema = paginationQuerySchema.extend({
  as: z.enum(SESSION_PARTIES).default('mentee'),
  group: z.enum(SESSION_STATUS_GROUPS).optional(),
});
export type SessionListQuery = z.infer<typeof sessionListQuerySchema>;

/** GET session/one, available-custom-session-schedule-to-propose/list, the PATCH actions. */
export const sessionIdQuerySchema = z.object({ id_eq: z.uuid() });

/** GET session/one/cursor: the previous and next session in the viewer's list. */
export const sessionCursorQuerySchema = z.object({
  id_eq: z.uuid(),
  as: z.enum(SESSION_PARTIES).default('mentee'),
  group: z.enum(SESSION_STATUS_GROUPS).optional(),
});

/** GET session/join: the meeting token of a join link (/mentoring/join/<token>). */
export const sessionJoinQuerySchema = z.object({
  token_eq: z
    .string()
    .min(16)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/** PATCH session/one/approve: a custom request names the time (from the propose list). */
export const approveSessionRequestSchema = z.object({ startsAt: sessionInstantSchema.optional() });
export type ApproveSessionRequest = z.infer<typeof approveSessionRequestSchema>;

/** PATCH session/one/reject */
export const rejectSessionRequestSchema = z.object({ reason: reasonSchema });
export type RejectSessionRequest = z.infer<typeof rejectSessionRequestSchema>;

/** PATCH session/one/cancel */
export const cancelSessionRequestSchema = z.object({ reason: reasonSchema });
export type CancelSessionRequest = z.infer<typeof cancelSessionRequestSchema>;

export const RESCHEDULE_ACTIONS = ['propose', 'accept', 'decline', 'withdraw'] as const;
export type RescheduleAction = (typeof RESCHEDULE_ACTIONS)[number];

/** PATCH session/one/reschedule: propose a new time (with a reason), or answer a proposal. */
export const rescheduleSessionRequestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('propose'), startsAt: sessionInstantSchema, reason: reasonSchema }),
  z.object({ action: z.literal('accept') }),
  z.object({ action: z.literal('decline'), reason: reasonSchema.optional() }),
  z.object({ action: z.literal('withdraw') }),
]);
export type RescheduleSessionRequest = z.infer<typeof rescheduleSessionRequestSchema>;

/** PATCH session/one/attendance: whether the other party came. */
export const sessionAttendanceRequestSchema = z.object({ attended: z.boolean() });
export type SessionAttendanceRequest = z.infer<typeof sessionAttendanceRequestSchema>;

/** PATCH session-completion-status/one: the mentee completes the session and reviews it. */
export const completeSessionRequestSchema = z.object({
  rating: z.number().int().min(1).max(5),
  comment: z.string().trim().max(MENTORING_SESSION_LIMITS.reviewCommentMax).default(''),
});
export type CompleteSessionRequest = z.input<typeof completeSessionRequestSchema>;

// ---------------------------------------------------------------------------------------------
// The session as the API answers it

/** A time both as instants (UTC) and as the WIB date and wall-clock times the pages show. */
export const sessionTimeSchema = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  /** 'YYYY-MM-DD' in WIB */
  date: z.string(),
  /** 'HH:mm' in WIB */
  startTime: z.string(),
  endTime: z.string(),
});
export type SessionTime = z.infer<typeof sessionTimeSchema>;

export const sessionMentorCardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  photoUrl: z.string().nullable(),
  headline: z.string(),
});

export const mentoringSessionSchema = z.object({
  id: z.string(),
  status: z.enum(SESSION_STATUSES),
  bookingType: z.enum(SESSION_BOOKING_TYPES),
  /** The side the viewer is on. */
  viewerRole: z.enum(SESSION_PARTIES),
  mentor: sessionMentorCardSchema,
  /** A mentor sees its mentee's name; a mentee sees itself. */
  mentee: z.object({ id: z.string(), name: z.string() }),
  topic: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
  /** Null for a custom request not yet approved (see requestedWindows). */
  time: sessionTimeSchema.nullable(),
  requestedWindows: z.array(sessionTimeSchema),
  mode: z.enum(SESSION_MODES),
  /** Offline sessions: where. */
  location: z.string().nullable(),
  /**
   * Online sessions while confirmed (approved, reschedule requested): the join path on the web
   * (/mentoring/join/<token>) and when it lets the parties in (mentoring/join-window.ts). `url`,
   * the meeting room itself, is given only while that window is open. Null otherwise.
   */
  meeting: z
    .object({
      joinPath: z.string(),
      url: z.string().nullable(),
      opensAt: z.string(),
      closesAt: z.string(),
    })
    .nullable(),
  notes: z.string(),
  attachment: z
    .object({
      name: z.string(),
      size: z.number().int(),
      contentType: z.string(),
      /** GET this path (signed in, one of the two parties) for the bytes. */
      downloadPath: z.string(),
    })
    .nullable(),
  rejectReason: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cancelledBy: z.enum(['mentor', 'mentee', 'system']).nullable(),
  reschedule: z
    .object({
      proposedBy: z.enum(SESSION_PARTIES),
      time: sessionTimeSchema,
      reason: z.string().nullable(),
    })
    .nullable(),
  attendance: z.object({
    menteeAttended: z.boolean().nullable(),
    mentorAttended: z.boolean().nullable(),
    noShowParty: z.enum(SESSION_PARTIES).nullable(),
  }),
  review: z
    .object({ rating: z.number().int(), comment: z.string(), createdAt: z.string() })
    .nullable(),
  allowedActions: z.array(z.enum(SESSION_VIEWER_ACTIONS)),
  /** Pending or requested: when it expires unanswered. */
  expiresAt: z.string().nullable(),
  /** The iCalendar SEQUENCE: grows on every change a calendar must follow. */
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  decidedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type MentoringSession = z.infer<typeof mentoringSessionSchema>;

export const mentoringSessionResponseSchema = z.object({ data: mentoringSessionSchema });
export const optionalMentoringSessionResponseSchema = z.object({
  data: mentoringSessionSchema.nullable(),
});
export const mentoringSessionListResponseSchema = z.object({
  data: paginatedSchema(mentoringSessionSchema),
});
export type MentoringSessionListResponse = z.infer<typeof mentoringSessionListResponseSchema>;

export const sessionCursorResponseSchema = z.object({
  data: z.object({ previousId: z.string().nullable(), nextId: z.string().nullable() }),
});

/** GET session/counter-status: how many sessions each tab holds. */
export const sessionCounterResponseSchema = z.object({
  data: z.object({
    upcoming: z.number().int(),
    pending: z.number().int(),
    past: z.number().int(),
    cancelled: z.number().int(),
    /** Sessions where the viewer has a button to press (approve, answer a proposal, review). */
    needsAction: z.number().int(),
  }),
});
export type SessionCounter = z.infer<typeof sessionCounterResponseSchema>['data'];

/** GET available-custom-session-schedule-to-propose/list: starts inside the request's windows free for both. */
export const proposableTimesResponseSchema = z.object({
  data: z.object({ docs: z.array(sessionTimeSchema), durationMinutes: z.number().int() }),
});

/**
 * GET session/one/reschedule-times: every time a confirmed session can move to (either party),
 * in time order, with the session's length. Empty when the viewer may not propose another time.
 */
export const rescheduleTimesResponseSchema = z.object({
  data: z.object({ docs: z.array(sessionTimeSchema), durationMinutes: z.number().int() }),
});
export type RescheduleTimes = z.infer<typeof rescheduleTimesResponseSchema>['data'];

/** GET session-completion-status/one */
export const sessionCompletionStatusResponseSchema = z.object({
  data: z.object({
    sessionId: z.string(),
    status: z.enum(SESSION_STATUSES),
    /** The viewer (the mentee) may complete it now, or review it (completed without a review). */
    canComplete: z.boolean(),
    canReview: z.boolean(),
    review: z
      .object({ rating: z.number().int(), comment: z.string(), createdAt: z.string() })
      .nullable(),
  }),
});

/**
 * GET session/join: `live` opens the room (inside the join window); `early` is a confirmed
 * session whose room opens at `opensAt`; `moved` means a later time has another link; `ended` a
 * session no longer confirmed or whose time has passed.
 */
export const SESSION_JOIN_STATES = ['early', 'live', 'moved', 'ended'] as const;
export type SessionJoinState = (typeof SESSION_JOIN_STATES)[number];
export const sessionJoinResponseSchema = z.object({
  data: z.object({
    state: z.enum(SESSION_JOIN_STATES),
    sessionId: z.string(),
    meetingUrl: z.string().nullable(),
    /** The join window of the session's current time (null without a time). */
    opensAt: z.string().nullable(),
    closesAt: z.string().nullable(),
    session: mentoringSessionSchema,
  }),
});
export type SessionJoinAnswer = z.infer<typeof sessionJoinResponseSchema>['data'];
