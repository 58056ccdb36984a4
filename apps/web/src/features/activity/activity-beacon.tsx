'use client';

import { useEffect } from 'react';
import type { Activity } from './activity';
import { recordActivity } from './record-activity';

/** Records one activity when the page it sits on is shown (a job view, a search). */
export function ActivityBeacon({ type, jobId, payload }: Activity) {
  const key = JSON.stringify({ type, jobId, payload });
  useEffect(() => {
    recordActivity(JSON.parse(key) as Activity);
  }, [key]);
  return null;
}
