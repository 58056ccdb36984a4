// Background job: reminders 24 h and 1 h before confirmed sessions, to both parties, with the
// .ics. Safe to run twice (each reminder is claimed once per session version).
import { z } from 'zod';
import type { JobDefinition } from '../../../platform/jobs';
import { sendSessionReminders } from '../session-housekeeping.service';
import type { NotifyDeps } from '../session-notify';

export const sendSessionRemindersJob = (
  deps: NotifyDeps,
): JobDefinition<Record<string, never>> => ({
  name: 'mentoring.send-reminders',
  payload: z.object({}).strict(),
  // Every five minutes: a reminder goes out within five minutes of its time.
  cron: '*/5 * * * *',
  async handle() {
    return { sent: await sendSessionReminders(deps) };
  },
});
