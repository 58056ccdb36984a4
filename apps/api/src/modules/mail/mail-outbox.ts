// Requests never wait for SMTP: they put mails in the outbox and a pg-boss job delivers them.
import type { JobDispatcher } from '../../platform/jobs';
import type { MailMessage, Mailer } from '../../platform/mailer';
import { sealPayload } from '../../platform/sealed-payload';
import { sendMailJob } from './jobs/send-mail';

export type MailOutbox = { enqueue(message: MailMessage): Promise<void> };

export function createMailOutbox(deps: {
  jobs: JobDispatcher;
  mailer: Mailer;
  sealingKey: Buffer;
}): MailOutbox {
  const job = sendMailJob(deps);
  return {
    async enqueue(message) {
      await deps.jobs.dispatch(job, { sealed: sealPayload(deps.sealingKey, message) });
    },
  };
}
