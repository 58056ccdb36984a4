// Recording what job seekers and guests do: searches, job views, saves and applies.
import { ACTIVITY_PAYLOAD_MAX_BYTES, isDeviceId, type StudentActivityInput } from '@jenjang/domain';
import type { AuthUser } from '../../platform/auth-guard';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db';
import type { ApiLocale } from '../../platform/locale';
import { validationError } from '../auth/auth.messages';
import { fieldProblem } from './students.messages';
import { insertStudentActivity } from './student-activities.queries';

export async function recordStudentActivity(
  deps: { db: Database; clock: Clock },
  input: { user: AuthUser | null; activity: StudentActivityInput; locale: ApiLocale },
): Promise<void> {
  const { user, activity, locale } = input;
  const problems = [];
  // A signed-in user is known by the session; a guest by its guest id and device id.
  if (!user && (!activity.guestId || !activity.deviceId)) {
    problems.push(fieldProblem(activity.guestId ? 'deviceId' : 'guestId', 'guestRequired', locale));
  }
  if (activity.deviceId !== undefined && !isDeviceId(activity.deviceId)) {
    problems.push(fieldProblem('deviceId', 'deviceIdInvalid', locale));
  }
  if (Buffer.byteLength(JSON.stringify(activity.payload)) > ACTIVITY_PAYLOAD_MAX_BYTES) {
    problems.push(fieldProblem('payload', 'payloadTooLarge', locale));
  }
  if (problems.length) throw validationError(locale, problems);

  await insertStudentActivity(deps.db, {
    userId: user?.id ?? null,
    guestId: user ? null : (activity.guestId ?? null),
    deviceId: activity.deviceId ?? null,
    type: activity.type,
    jobId: activity.jobId ?? null,
    payload: activity.payload,
    createdAt: deps.clock.now(),
  });
}
