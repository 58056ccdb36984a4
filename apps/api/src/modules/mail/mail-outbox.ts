// Requests never wait for SMTP: they put mails in the outbox and a pg-boss job delivers them.
import { dispatchJob } from '../../platform/jobs';
import type { MailMessage, Mailer } from '../../platform/mailer';
import type { Queue } from '../../platform/queue';
import { sealPayload } from '../../platform/sealed-payload';
import { sendMailJob } from './jobs/send-mail';

export type MailOutbox = { enqueue(message: MailMessage): Promise<void> };

export function createMailOutbox(deps: {
  queue: Queue | undefined;
  mailer: Mailer;
  sealingKey: Buffer;
  log: { error(obj: object, msg: string): void };
}): MailOutbox {
  const job = sendMailJob(deps);
  return {
    async enqueue(message) {
      await dispatchJob(
        deps.queue,
        job,
        { sealed: sealPayload(deps.sealingKey, message) },
        deps.log,
      );
    },
  };
}
