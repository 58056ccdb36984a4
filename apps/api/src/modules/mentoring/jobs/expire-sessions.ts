// Background job: bookings and custom requests nobody answered in time expire (decision 023),
// and the mentee is told. Safe to run twice (a conditional update per session).
import { z } from 'zod';
import type { JobDefinition } from '../../../platform/jobs';
import { expireUnansweredSessions } from '../session-housekeeping.service';
import type { NotifyDeps } from '../session-notify';

export const expireSessionsJob = (deps: NotifyDeps): JobDefinition<Record<string, never>> => ({
  name: 'mentoring.expire-sessions',
  payload: z.object({}).strict(),
  cron: '*/5 * * * *',
  async handle() {
    return { expired: await expireUnansweredSessions(deps) };
  },
});
