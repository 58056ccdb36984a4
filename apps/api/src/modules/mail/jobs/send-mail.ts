// Background job: deliver one mail put in the outbox by a request.
import { z } from 'zod';
import type { JobDefinition } from '../../../platform/jobs';
import type { Mailer } from '../../../platform/mailer';
import { openPayload } from '../../../platform/sealed-payload';

export type SendMailPayload = { sealed: string };

export const mailMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  attachments: z
    .array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() }))
    .max(5)
    .optional(),
});

export const sendMailJob = (deps: {
  mailer: Mailer;
  sealingKey: Buffer;
}): JobDefinition<SendMailPayload> => ({
  name: 'mail.send',
  payload: z.object({ sealed: z.string().min(1) }).strict(),
  // People wait for mail about their account: look for new mail every second.
  pollingIntervalSeconds: 1,
  batchSize: 10,
  async handle({ sealed }) {
    await deps.mailer.send(openPayload(deps.sealingKey, sealed, mailMessageSchema));
    return { sent: true };
  },
});
