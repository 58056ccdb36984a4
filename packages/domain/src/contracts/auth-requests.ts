// What clients send to the accounts routes (/v1/login/*, /v1/users/*).
import { z } from 'zod';
import {
  currentPasswordSchema,
  emailSchema,
  newPasswordSchema,
  optionalHandphoneSchema,
  personNameSchema,
  sixDigitCodeSchema,
} from './account-fields';

const opaqueTokenSchema = z.string().min(16).max(200);

export const signInBodySchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
  /**
   * The device token an earlier sign-in answered (docs/decisions/010): with it, an attack on the
   * account from elsewhere does not lock this client out. Anything that is not a live token for
   * this account counts as none, so a stale one never blocks a sign-in.
   */
  deviceToken: z
    .string()
    .max(512)
    .optional()
    .describe('The deviceToken of an earlier sign-in (the web proxy sends its cookie)'),
});
export type SignInBody = z.input<typeof signInBodySchema>;

export const signUpBodySchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  name: personNameSchema,
  handphone: optionalHandphoneSchema,
  /** Employers sign up on /employer/sign-up, mentors on /mentor/sign-up; absent: a job seeker. */
  role: z.enum(['student', 'employer', 'mentor']).optional(),
});
export type SignUpBody = z.input<typeof signUpBodySchema>;

export const refreshBodySchema = z.object({ refreshToken: opaqueTokenSchema });

/** Optional: a POST without a body arrives as null. */
export const logoutBodySchema = z.object({ refreshToken: opaqueTokenSchema.optional() }).nullish();

export const googleSignInBodySchema = z.object({
  provider: z.literal('google').default('google'),
  idToken: z.string().min(20).max(8192),
  /** The nonce the client put in its authorisation request; the ID token must carry it. */
  nonce: z.string().min(16).max(256),
});

export const changePasswordBodySchema = z.object({
  /** Required when the account has a password. */
  currentPassword: currentPasswordSchema.optional(),
  newPassword: newPasswordSchema,
  endOtherSessions: z.boolean().default(true),
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

export const emailOnlyBodySchema = z.object({ email: emailSchema });

export const verifyCodeBodySchema = z.object({ email: emailSchema, code: sixDigitCodeSchema });
export type VerifyCodeBody = z.input<typeof verifyCodeBodySchema>;

export const resetPasswordBodySchema = z.object({
  resetToken: opaqueTokenSchema,
  password: newPasswordSchema,
  /** Sign out every existing session of the account (default: yes). */
  endOtherSessions: z.boolean().default(true),
});

export const importedInfoQuerySchema = z.object({ email: emailSchema });

export const importedOtpBodySchema = z.object({
  email: emailSchema,
  platform: z.literal('job_portal_student'),
});

export const createPasswordBodySchema = z.object({
  email: emailSchema,
  code: sixDigitCodeSchema,
  password: newPasswordSchema,
});

/** Accounts with a password confirm with it; accounts without one send nothing. */
export const deleteAccountBodySchema = z
  .object({ password: currentPasswordSchema.optional() })
  .nullish();
