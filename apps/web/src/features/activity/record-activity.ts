import { hasSessionMarker } from '@/lib/auth/session-marker';
import { activityBody, type Activity } from './activity';

function localStore(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Sends one activity; never throws, never redirects (it is not the user's request). */
export function recordActivity(activity: Activity): void {
  const body = activityBody(activity, hasSessionMarker(), localStore());
  if (!body) return;
  void fetch('/api/v1/job-portal/student-activity', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => undefined);
}
