// What job seekers and guests do, for recommendations (issue 4, Activity): searches, job views,
// saves and applies go to POST /v1/job-portal/student-activity. A guest is known by a guest id
// and the 24-character device id kept in localStorage (spec section 9); a signed-in user by the
// session the proxy adds. Recording never gets in the way: failures are dropped silently.
import { generateDeviceId, isDeviceId } from '@jenjang/domain';

export const GUEST_ID_KEY = 'jenjang:guest-id';
export const DEVICE_ID_KEY = 'jenjang:device-id';

export type ActivityType = 'search' | 'jobView' | 'jobSave' | 'jobApply';

export type Activity = {
  type: ActivityType;
  jobId?: string;
  payload?: Record<string, unknown>;
};

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The device's guest id and device id, created on first use. */
export function guestIdentity(
  storage: KeyValueStore,
  random: () => number = Math.random,
): { guestId: string; deviceId: string } {
  let deviceId = storage.getItem(DEVICE_ID_KEY);
  if (!deviceId || !isDeviceId(deviceId)) {
    deviceId = generateDeviceId(random);
    storage.setItem(DEVICE_ID_KEY, deviceId);
  }
  let guestId = storage.getItem(GUEST_ID_KEY);
  if (!guestId || !/^[A-Za-z0-9_-]{1,64}$/.test(guestId)) {
    guestId = `guest-${generateDeviceId(random)}`;
    storage.setItem(GUEST_ID_KEY, guestId);
  }
  return { guestId, deviceId };
}

/** The request body: guests carry their ids, signed-in users only the activity. */
export function activityBody(
  activity: Activity,
  signedIn: boolean,
  storage: KeyValueStore | undefined,
): Record<string, unknown> | null {
  const body: Record<string, unknown> = { type: activity.type, payload: activity.payload ?? {} };
  if (activity.jobId) body.jobId = activity.jobId;
  if (signedIn) return body;
  if (!storage) return null;
  return { ...body, ...guestIdentity(storage) };
}
