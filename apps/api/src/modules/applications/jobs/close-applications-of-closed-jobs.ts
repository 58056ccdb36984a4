// Background job: the open applications of a closed (or past-deadline) job move to closed, shown
// as Job Closed. Runs after jobs.close-expired on the same quarter hours. Safe to run twice.
import { z } from 'zod';
import type { JobDefinition } from '../../../platform/jobs';
import { closeApplicationsOfClosedJobs } from '../application-housekeeping.service';
import type { MoveDeps } from '../move-application.service';

export const closeApplicationsOfClosedJobsJob = (
  deps: MoveDeps,
): JobDefinition<Record<string, never>> => ({
  name: 'applications.close-for-closed-jobs',
  payload: z.object({}).strict(),
  cron: '2-59/15 * * * *',
  async handle() {
    return { closed: await closeApplicationsOfClosedJobs(deps) };
  },
});
