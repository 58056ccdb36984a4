// The device token of a sign-in (docs/decisions/010): the API answers it after a successful
// sign-in with a password, and a client that signed in before sends it back with the next
// sign-in, so it is not locked out while someone else guesses the account's password. Kept
// apart until the accounts contracts move into this package; then these fields join them.
import { z } from 'zod';

/** `d1.<device id>.<user id>.<issued at>.<MAC>`; opaque to clients. */
export const deviceTokenSchema = z
  .string()
  .min(60)
  .max(160)
  .regex(/^[A-Za-z0-9._-]+$/);

/** Sign-in body field: the token this client was given before (optional). */
export const deviceTokenBodyFields = {
  deviceToken: deviceTokenSchema
    .optional()
    .describe('The device token a previous sign-in answered; the web proxy sends its cookie'),
};

/** Sign-in answer field: keep it (httpOnly cookie, secure storage) and send it next time. */
export const deviceTokenAnswerFields = {
  deviceToken: z
    .string()
    .optional()
    .describe('Proof that this client signed in before: send it with the next sign-in'),
};
