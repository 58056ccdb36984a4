// Background job: look the address up, store a fresh code and mail it. Running all of this in
// the background is what makes a code request answer in the same time whether or not the
// address has an account: the request only enqueues.
import { z } from 'zod';
import type { JobDefinition } from '../../../platform/jobs';
import { openPayload } from '../../../platform/sealed-payload';
import { codeRequestSchema, deliverEmailedCode, type CodeDeliveryDeps } from '../emailed-codes';

export const sendEmailedCodeJob = (
  deps: CodeDeliveryDeps & { sealingKey: Buffer },
): JobDefinition<{ sealed: string }> => ({
  name: 'auth.send-code',
  payload: z.object({ sealed: z.string().min(1) }).strict(),
  // Someone is waiting for this code: look for work every second.
  pollingIntervalSeconds: 1,
  batchSize: 10,
  async handle({ sealed }) {
    return deliverEmailedCode(deps, openPayload(deps.sealingKey, sealed, codeRequestSchema));
  },
});
