// POST /v1/job-portal/student-activity: what a job seeker (or a guest) did, for recommendations.
import { z } from 'zod';

export const STUDENT_ACTIVITY_TYPES = ['search', 'jobView', 'jobSave', 'jobApply'] as const;
export type StudentActivityType = (typeof STUDENT_ACTIVITY_TYPES)[number];
/** Serialised size limit of an activity's payload. */
export const ACTIVITY_PAYLOAD_MAX_BYTES = 2048;

export const studentActivityBodySchema = z.object({
  type: z.enum(STUDENT_ACTIVITY_TYPES),
  jobId: z.uuid().optional(),
  payload: z.record(z.string().max(64), z.unknown()).default({}),
  /** Guests only: the locally stored guest id and the 24-character device id. */
  guestId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  deviceId: z.string().optional(),
});
export type StudentActivityInput = z.infer<typeof studentActivityBodySchema>;

export const activityRecordedResponseSchema = z.object({
  data: z.object({ recorded: z.literal(true) }),
});
