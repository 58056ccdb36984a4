// Background job: confirmed sessions complete by themselves 72 h after their end when nobody
// reported a no-show (decision 023). Safe to run twice (a conditional update per session).
import { z } from 'zod';
import type { JobDefinition } from '../../../platform/jobs';
import { completeEndedSessions } from '../session-housekeeping.service';
import type { NotifyDeps } from '../session-notify';

export const completeSessionsJob = (deps: NotifyDeps): JobDefinition<Record<string, never>> => ({
  name: 'mentoring.complete-sessions',
  payload: z.object({}).strict(),
  cron: '23 * * * *',
  async handle() {
    return { completed: await completeEndedSessions(deps) };
  },
});
