// A mentor's schedule and free slots under /v2/mentoring/ (decision 023). Wall-clock values are
// WIB (spec section 9: the schedule entry's date, startTime, endTime); every entry and slot also
// carries its instants (ISO, UTC). A weekly window is WIB too: Indonesia keeps no daylight saving.
import { z } from 'zod';
import { parseWallTime, wibDayStart, wibToInstant } from '../format/time-zones';
import { integerIdQuerySchema } from './common';
import { multiQuery } from './query-arrays';

export const SCHEDULE_ENTRY_KINDS = ['available', 'unavailable'] as const;
export type ScheduleEntryKind = (typeof SCHEDULE_ENTRY_KINDS)[number];

export const MENTORING_SCHEDULE_LIMITS = {
  /** Weekly windows a mentor keeps. */
  weeklyMax: 50,
  /** Future dated entries one PUT may carry. */
  entriesMax: 300,
  /** Longest range of free slots one request computes, in days. */
  availabilityDaysMax: 31,
  /** Longest range of days (per-day counts, schedule entries) one request reads. */
  calendarDaysMax: 62,
  /** Longest range check-conflict looks at, in days. */
  conflictDaysMax: 31,
} as const;

/** A WIB calendar date 'YYYY-MM-DD' that exists. */
export const wibDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((v) => wibDayStart(v) !== null, 'This date does not exist.');
/** A WIB start time 'HH:mm', 00:00–23:59. */
export const wibStartTimeSchema = z
  .string()
  .regex(/^\d{2}:\d{2}$/)
  .refine((v) => (parseWallTime(v) ?? 24 * 60) < 24 * 60, 'Use a time from 00:00 to 23:59.');
/** A WIB end time 'HH:mm', 00:01–24:00 ('24:00' = midnight at the end of the day). */
export const wibEndTimeSchema = z
  .string()
  .regex(/^\d{2}:\d{2}$/)
  .refine((v) => (parseWallTime(v) ?? 0) > 0, 'Use a time from 00:01 to 24:00.');
/** An instant with its offset: '2026-11-30T12:00:00.000Z' or '2026-11-30T19:00:00+07:00'. */
export const isoInstantSchema = z.iso.datetime({ offset: true });
/** A range bound in a query: a WIB date (a whole day) or an instant. */
export const dateOrInstantQuerySchema = z.union([wibDateSchema, isoInstantSchema]);

export const mentorIdSchema = z.guid();

const endsAfterStart = (v: { startTime: string; endTime: string }) =>
  (parseWallTime(v.endTime) ?? 0) > (parseWallTime(v.startTime) ?? 24 * 60);
const endsAfterStartIssue = {
  message: 'The end time must be after the start time.',
  path: ['endTime'],
};

// ---------------------------------------------------------------------------------------------
// Shapes

/** A dated schedule entry: the spec's { id, date, startTime, endTime } in WIB, its kind and instants. */
export const scheduleEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(SCHEDULE_ENTRY_KINDS),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type ScheduleEntry = z.infer<typeof scheduleEntrySchema>;

/** A recurring weekly window in WIB: ISO weekday 1 = Monday … 7 = Sunday. */
export const weeklyWindowSchema = z.object({
  id: z.string(),
  weekday: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
});
export type WeeklyWindow = z.infer<typeof weeklyWindowSchema>;

/** A free slot a mentee can book. */
export const mentoringSlotSchema = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});
export type MentoringSlot = z.infer<typeof mentoringSlotSchema>;

export const mentorScheduleSchema = z.object({
  mentorId: z.string(),
  weekly: z.array(weeklyWindowSchema),
  /** Dated entries, in time order. */
  entries: z.array(scheduleEntrySchema),
});
export type MentorSchedule = z.infer<typeof mentorScheduleSchema>;
export const mentorScheduleResponseSchema = z.object({ data: mentorScheduleSchema });

// ---------------------------------------------------------------------------------------------
// Reading a schedule

/** GET mentor-schedule/list (public): a mentor's weekly pattern and dated entries between two WIB dates. */
export const mentorScheduleListQuerySchema = z.object({
  mentorId_eq: mentorIdSchema,
  /** First WIB date (default today). */
  from: wibDateSchema.optional(),
  /** Last WIB date, included (default 30 days after `from`; at most 62 days after it). */
  to: wibDateSchema.optional(),
});
export type MentorScheduleListQuery = z.infer<typeof mentorScheduleListQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Changing a schedule (mentor only)

export const weeklyWindowInputSchema = z
  .object({
    /** The id of a window being kept or changed; none (or an unknown one) adds a window. */
    id: z.string().max(64).nullish(),
    weekday: z.number().int().min(1).max(7),
    startTime: wibStartTimeSchema,
    endTime: wibEndTimeSchema,
  })
  .refine(endsAfterStart, endsAfterStartIssue);
export type WeeklyWindowInput = z.infer<typeof weeklyWindowInputSchema>;

export const scheduleEntryInputSchema = z
  .object({
    id: z.string().max(64).nullish(),
    kind: z.enum(SCHEDULE_ENTRY_KINDS).default('available'),
    date: wibDateSchema,
    startTime: wibStartTimeSchema,
    endTime: wibEndTimeSchema,
  })
  .refine(endsAfterStart, endsAfterStartIssue);
export type ScheduleEntryInput = z.infer<typeof scheduleEntryInputSchema>;

/**
 * PUT mentor-schedule/list: the whole weekly pattern and every future dated entry. Rows keep
 * their id when sent with it; missing ones are deleted; entries that already ended stay as they
 * were. Overlapping windows (same weekday) or entries (same kind) answer 400 naming them.
 */
export const replaceMentorScheduleRequestSchema = z.object({
  weekly: z.array(weeklyWindowInputSchema).max(MENTORING_SCHEDULE_LIMITS.weeklyMax),
  entries: z.array(scheduleEntryInputSchema).max(MENTORING_SCHEDULE_LIMITS.entriesMax),
});
export type ReplaceMentorScheduleRequest = z.infer<typeof replaceMentorScheduleRequestSchema>;

export const scheduleChangeIdsSchema = z.object({
  created: z.array(z.string()),
  updated: z.array(z.string()),
  deleted: z.array(z.string()),
});
export type ScheduleChangeIds = z.infer<typeof scheduleChangeIdsSchema>;

/** The ids of the dated entries created, updated and deleted (spec section 4), the same for the weekly windows, and the schedule after. */
export const replaceMentorScheduleResponseSchema = z.object({
  data: scheduleChangeIdsSchema.extend({
    weekly: scheduleChangeIdsSchema,
    schedule: mentorScheduleSchema,
  }),
});
export type ReplaceMentorScheduleResult = z.infer<
  typeof replaceMentorScheduleResponseSchema
>['data'];

/** POST mentor/one/schedule: one more dated entry of the signed-in mentor. */
export const createScheduleEntryRequestSchema = z
  .object({
    kind: z.enum(SCHEDULE_ENTRY_KINDS).default('available'),
    date: wibDateSchema,
    startTime: wibStartTimeSchema,
    endTime: wibEndTimeSchema,
  })
  .refine(endsAfterStart, endsAfterStartIssue);
export type CreateScheduleEntryRequest = z.infer<typeof createScheduleEntryRequestSchema>;
export const scheduleEntryResponseSchema = z.object({ data: scheduleEntrySchema });

/**
 * GET mentor-schedule/check-conflict (mentor only): what of the signed-in mentor's schedule and
 * live sessions overlaps a time range, given as a WIB date with start and end time, or as two
 * instants (at most 31 days apart).
 */
export const scheduleConflictQuerySchema = z
  .object({
    date: wibDateSchema.optional(),
    startTime: wibStartTimeSchema.optional(),
    endTime: wibEndTimeSchema.optional(),
    startsAt: isoInstantSchema.optional(),
    endsAt: isoInstantSchema.optional(),
    /** The kind of entry about to be added: only overlaps of that kind count as a conflict. */
    kind: z.enum(SCHEDULE_ENTRY_KINDS).optional(),
    /** Leave these entries out (the ones being edited). */
    excludeId_in: multiQuery(z.string().max(64), 50),
  })
  .refine(
    (v) =>
      (v.date !== undefined && v.startTime !== undefined && v.endTime !== undefined) ||
      (v.startsAt !== undefined && v.endsAt !== undefined),
    { message: 'Give date, startTime and endTime, or startsAt and endsAt.', path: ['date'] },
  )
  .refine(
    (v) => {
      if (v.startsAt !== undefined && v.endsAt !== undefined)
        return Date.parse(v.endsAt) > Date.parse(v.startsAt);
      if (v.date === undefined || v.startTime === undefined || v.endTime === undefined) return true;
      const s = wibToInstant(v.date, v.startTime);
      const e = wibToInstant(v.date, v.endTime);
      return s !== null && e !== null && e > s;
    },
    { message: 'The end must be after the start.', path: ['endTime'] },
  );
export type ScheduleConflictQuery = z.infer<typeof scheduleConflictQuerySchema>;

export const conflictingSessionSchema = z.object({
  id: z.string(),
  status: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The end plus the buffer: the mentor is busy until then. */
  blockedUntil: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});
export type ConflictingSession = z.infer<typeof conflictingSessionSchema>;

export const scheduleConflictResponseSchema = z.object({
  data: z.object({
    startsAt: z.string(),
    endsAt: z.string(),
    /** Dated entries that overlap (both kinds). */
    entries: z.array(scheduleEntrySchema),
    /** Weekly windows that overlap on the days of the range. */
    weekly: z.array(weeklyWindowSchema),
    /** Live sessions (pending, approved, reschedule requested) whose busy time overlaps. */
    sessions: z.array(conflictingSessionSchema),
    /** A live session overlaps, or a dated entry (of `kind`, when given) does. */
    hasConflict: z.boolean(),
  }),
});
export type ScheduleConflict = z.infer<typeof scheduleConflictResponseSchema>['data'];

// ---------------------------------------------------------------------------------------------
// Free slots

/**
 * GET mentor/one/availability: free slots of a mentor between `from` and `to` (WIB dates, `to`
 * included, or instants); by default the next 14 days; at most 31 days.
 */
export const mentorAvailabilityQuerySchema = z.object({
  mentorId_eq: mentorIdSchema,
  from: dateOrInstantQuerySchema.optional(),
  to: dateOrInstantQuerySchema.optional(),
});
export type MentorAvailabilityQuery = z.infer<typeof mentorAvailabilityQuerySchema>;

export const mentorAvailabilitySchema = z.object({
  mentorId: z.string(),
  sessionMinutes: z.number().int(),
  from: z.string(),
  to: z.string(),
  slots: z.array(mentoringSlotSchema),
});
export type MentorAvailability = z.infer<typeof mentorAvailabilitySchema>;
export const mentorAvailabilityResponseSchema = z.object({ data: mentorAvailabilitySchema });

/** GET mentor-schedule-availability/list: per WIB date from `from` to `to` (≤ 62 days), the free slots. */
export const mentorDayAvailabilityQuerySchema = z.object({
  mentorId_eq: mentorIdSchema,
  from: wibDateSchema.optional(),
  to: wibDateSchema.optional(),
});
export type MentorDayAvailabilityQuery = z.infer<typeof mentorDayAvailabilityQuerySchema>;
export const mentorDayAvailabilitySchema = z.object({
  date: z.string(),
  slotCount: z.number().int(),
  firstStartsAt: z.string().nullable(),
});
export type MentorDayAvailability = z.infer<typeof mentorDayAvailabilitySchema>;
export const mentorDayAvailabilityListResponseSchema = z.object({
  data: z.object({ docs: z.array(mentorDayAvailabilitySchema) }),
});

/**
 * GET nearest-available-mentor-schedule/one: the soonest free slot of one mentor (mentorId_eq),
 * or of any active mentor (of some topics or categories) when no mentor is named.
 */
export const nearestMentorSlotQuerySchema = z.object({
  mentorId_eq: mentorIdSchema.optional(),
  topicId_in: multiQuery(integerIdQuerySchema, 20),
  categoryId_in: multiQuery(integerIdQuerySchema, 20),
});
export type NearestMentorSlotQuery = z.infer<typeof nearestMentorSlotQuerySchema>;
export const nearestMentorSlotResponseSchema = z.object({
  data: z
    .object({
      mentor: z.object({
        id: z.string(),
        slug: z.string(),
        name: z.string(),
        photoUrl: z.string().nullable(),
        sessionMinutes: z.number().int(),
      }),
      slot: mentoringSlotSchema,
    })
    .nullable(),
});
export type NearestMentorSlot = NonNullable<
  z.infer<typeof nearestMentorSlotResponseSchema>['data']
>;
