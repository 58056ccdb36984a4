// Background job: anti-ghosting. Applications nobody acted on for APPLICATION_EXPIRY_DAYS move to
// expired (reason noResponse, shown to the candidate). Safe to run twice.
import { z } from 'zod';
import type { JobDefinition } from '../../../platform/jobs';
import { expireUntouchedApplications } from '../application-housekeeping.service';
import type { MoveDeps } from '../move-application.service';

export const expireUntouchedApplicationsJob = (
  deps: MoveDeps & { expiryDays: number },
): JobDefinition<Record<string, never>> => ({
  name: 'applications.expire-untouched',
  payload: z.object({}).strict(),
  // Hourly: an application expires within the hour after its last day.
  cron: '7 * * * *',
  async handle() {
    return { expired: await expireUntouchedApplications(deps) };
  },
});
