// The accounts routes' answers other than a session (see auth-session.ts for those).
import { z } from 'zod';

export const codeSentResponseSchema = z.object({
  data: z.object({
    sent: z.literal(true),
    /** Seconds the code stays valid. */
    expiresIn: z.number().int(),
  }),
});
export type CodeSentResponse = z.infer<typeof codeSentResponseSchema>;

export const resetTokenResponseSchema = z.object({
  data: z.object({ resetToken: z.string(), expiresIn: z.number().int() }),
});
export type ResetTokenResponse = z.infer<typeof resetTokenResponseSchema>;

export const importedInfoResponseSchema = z.object({
  data: z.object({
    /** True only for an account created from an application that still has no password. */
    needsPassword: z.boolean(),
  }),
});
export type ImportedInfoResponse = z.infer<typeof importedInfoResponseSchema>;

export const passwordChangedResponseSchema = z.object({
  data: z.object({ changed: z.literal(true), endedSessions: z.number().int() }),
});
export type PasswordChangedResponse = z.infer<typeof passwordChangedResponseSchema>;

export const okResponseSchema = z.object({ data: z.object({ ok: z.literal(true) }) });

export const accountDeletedResponseSchema = z.object({
  data: z.object({ deleted: z.literal(true) }),
});
