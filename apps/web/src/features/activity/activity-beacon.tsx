'use client';

import { useEffect } from 'react';
import type { Activity } from './activity';

/** Calls back when the browser is idle (or soon, where it cannot tell). */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 200);
  return () => window.clearTimeout(handle);
}

/**
 * Records one activity when the page it sits on is shown (a job view, a search). The recording
 * code is loaded once the page is idle: it is not needed to show or use the page.
 */
export function ActivityBeacon({ type, jobId, payload }: Activity) {
  const key = JSON.stringify({ type, jobId, payload });
  useEffect(
    () =>
      whenIdle(() => {
        void import('./record-activity')
          .then(({ recordActivity }) => recordActivity(JSON.parse(key) as Activity))
          .catch(() => undefined);
      }),
    [key],
  );
  return null;
}
