// Background job: look up the address of a sign-up and mail the code, or the notice that the
// address has an account. Running this in the background is what makes a sign-up answer in the
// same time whether or not the address has an account: the request only enqueues.
import { z } from 'zod';
import type { JobDefinition } from '../../../platform/jobs';
import { openPayload } from '../../../platform/sealed-payload';
import { deliverSignUp, signUpRequestSchema, type SignUpDeliveryDeps } from '../sign-up.service';

export const deliverSignUpJob = (
  deps: SignUpDeliveryDeps & { sealingKey: Buffer },
): JobDefinition<{ sealed: string }> => ({
  name: 'auth.deliver-sign-up',
  payload: z.object({ sealed: z.string().min(1) }).strict(),
  // Someone is waiting for this code: look for work every second.
  pollingIntervalSeconds: 1,
  batchSize: 10,
  async handle({ sealed }) {
    return deliverSignUp(deps, openPayload(deps.sealingKey, sealed, signUpRequestSchema));
  },
});
