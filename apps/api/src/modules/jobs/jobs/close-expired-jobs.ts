// Background job: close jobs whose deadline day has ended, so every reader sees them closed.
import { z } from 'zod';
import type { JobDefinition } from '../../../platform/jobs';
import { closeJobsPastDeadline, type JobsDeps } from '../jobs.service';

export const closeExpiredJobsJob = (deps: JobsDeps): JobDefinition<Record<string, never>> => ({
  name: 'jobs.close-expired',
  payload: z.object({}).strict(),
  // Every 15 minutes; a deadline ends at 23:59:59 WIB, so a job closes within 15 minutes of it.
  cron: '*/15 * * * *',
  async handle() {
    const closed = await closeJobsPastDeadline(deps);
    return { closed };
  },
});
