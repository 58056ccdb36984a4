// The account forms' own rules, beside the API's bodies they send: a new password typed twice,
// the current password where the account has one, a confirmation word before deleting. The web's
// forms validate with these; the API never sees the extra fields.
import { z } from 'zod';
import { currentPasswordSchema } from './account-fields';
import {
  changePasswordBodySchema,
  createPasswordBodySchema,
  resetPasswordBodySchema,
} from './auth-requests';

const confirmationShape = { confirmation: z.string() };

/** The confirmation must repeat the password, checked even while other fields have problems. */
function withConfirmation<Schema extends z.ZodType<{ password: string; confirmation: string }>>(
  schema: Schema,
): Schema {
  return schema.refine((values) => values.confirmation === values.password, {
    path: ['confirmation'],
    error: 'confirmMismatch',
    when: ({ value }) => {
      const values = value as Partial<Record<'password' | 'confirmation', unknown>> | undefined;
      return typeof values?.password === 'string' && typeof values.confirmation === 'string';
    },
  });
}

/** /reset-password's last step: the new password twice, and whether to end other sessions. */
export const newPasswordFormSchema = withConfirmation(
  resetPasswordBodySchema
    .pick({ password: true, endOtherSessions: true })
    .extend(confirmationShape),
);

/** /create-password's second step: the emailed code and the new password twice. */
export const importedPasswordFormSchema = withConfirmation(
  createPasswordBodySchema.pick({ code: true, password: true }).extend(confirmationShape),
);

/** Changing the password on the profile page: the current one is asked where there is one. */
export function changePasswordFormSchema(
  hasPassword: boolean,
): z.ZodType<z.output<typeof changePasswordBodySchema>, z.input<typeof changePasswordBodySchema>> {
  return hasPassword
    ? changePasswordBodySchema.required({ currentPassword: true })
    : changePasswordBodySchema.omit({ currentPassword: true });
}

/**
 * Deleting the account: the password (accounts that have one) and the confirmation word typed
 * as shown; case and surrounding spaces are forgiven, a different word is not.
 */
export function deleteAccountFormSchema({
  word,
  hasPassword,
}: {
  word: string;
  hasPassword: boolean;
}) {
  return z.object({
    password: hasPassword ? currentPasswordSchema : z.string(),
    confirmation: z
      .string()
      .refine((typed) => typed.trim().toLocaleUpperCase() === word.toLocaleUpperCase(), {
        error: 'confirmWordMismatch',
        params: { word },
      }),
  });
}
