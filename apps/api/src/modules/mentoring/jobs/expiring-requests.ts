// Background job: tell mentors of bookings and requests that expire within 12 hours unanswered.
// Safe to run twice (each notice is claimed once per session version).
import { z } from 'zod';
import type { JobDefinition } from '../../../platform/jobs';
import { warnOfExpiringRequests } from '../session-housekeeping.service';
import type { NotifyDeps } from '../session-notify';

export const warnOfExpiringRequestsJob = (
  deps: NotifyDeps,
): JobDefinition<Record<string, never>> => ({
  name: 'mentoring.warn-expiring-requests',
  payload: z.object({}).strict(),
  cron: '*/15 * * * *',
  async handle() {
    return { warned: await warnOfExpiringRequests(deps) };
  },
});
