// Request and response shapes of the accounts routes: validation, types and OpenAPI in one.
import { ROLES } from '@jenjang/domain';
import { z } from 'zod';
import { studentMiniSchema } from '../students/students.contracts';

/** Trimmed and lower-cased, so one address is one account whatever its spelling. */
export const emailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email())
  .transform((email) => email.toLowerCase());

/** Length and commonness are checked by the service, with messages in the user's language. */
const passwordSchema = z.string().max(1024);

export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  handphone: z.string().nullable(),
  role: z.enum(ROLES),
  hasPassword: z.boolean(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const tokenDataSchema = z.object({
  token: z.string().describe('Access token (JWT), sent as `Authorization: Bearer`'),
  expire: z.number().int().describe('Seconds until the access token expires'),
  refreshToken: z.string().describe('Opaque; rotated on every use'),
  refreshExpire: z.number().int().describe('Seconds until the refresh token expires'),
});
export type TokenData = z.infer<typeof tokenDataSchema>;

export const sessionDataSchema = z.object({
  user: publicUserSchema,
  profile: studentMiniSchema.nullable(),
  role: z.enum(ROLES),
});

export const loginResponseSchema = z.object({
  data: sessionDataSchema.extend({ tokenData: tokenDataSchema }),
});
export type LoginResult = z.infer<typeof loginResponseSchema>['data'];

export const selfResponseSchema = z.object({ data: sessionDataSchema });

export const signInBodySchema = z.object({ email: emailSchema, password: passwordSchema });

export const signUpBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: z.string().trim().min(2).max(100),
  handphone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 -]{6,20}$/)
    .optional(),
});

export const refreshBodySchema = z.object({ refreshToken: z.string().min(16).max(200) });

/** Optional: a POST without a body arrives as null. */
export const logoutBodySchema = z
  .object({ refreshToken: z.string().min(16).max(200).optional() })
  .nullish();

export const googleSignInBodySchema = z.object({
  provider: z.literal('google').default('google'),
  idToken: z.string().min(20).max(8192),
  /** The nonce the client put in its authorisation request; the ID token must carry it. */
  nonce: z.string().min(16).max(256),
});

export const changePasswordBodySchema = z.object({
  /** Required when the account has a password. */
  currentPassword: passwordSchema.optional(),
  newPassword: passwordSchema,
  endOtherSessions: z.boolean().default(true),
});

export const emailOnlyBodySchema = z.object({ email: emailSchema });

export const sixDigitCodeSchema = z.string().regex(/^\d{6}$/);

export const verifyCodeBodySchema = z.object({ email: emailSchema, code: sixDigitCodeSchema });

export const resetPasswordBodySchema = z.object({
  resetToken: z.string().min(16).max(200),
  password: passwordSchema,
  /** Sign out every existing session of the account (default: yes). */
  endOtherSessions: z.boolean().default(true),
});

export const codeSentResponseSchema = z.object({
  data: z.object({
    sent: z.literal(true),
    /** Seconds the code stays valid. */
    expiresIn: z.number().int(),
  }),
});

export const resetTokenResponseSchema = z.object({
  data: z.object({ resetToken: z.string(), expiresIn: z.number().int() }),
});

export const importedInfoQuerySchema = z.object({ email: emailSchema });

export const importedInfoResponseSchema = z.object({
  data: z.object({
    /** True only for an account created from an application that still has no password. */
    needsPassword: z.boolean(),
  }),
});

export const importedOtpBodySchema = z.object({
  email: emailSchema,
  platform: z.literal('job_portal_student'),
});

export const createPasswordBodySchema = z.object({
  email: emailSchema,
  code: sixDigitCodeSchema,
  password: passwordSchema,
});

export const meResponseSchema = z.object({
  data: publicUserSchema.extend({ providers: z.array(z.string()) }),
});

export const passwordChangedResponseSchema = z.object({
  data: z.object({ changed: z.literal(true), endedSessions: z.number().int() }),
});

export const okResponseSchema = z.object({ data: z.object({ ok: z.literal(true) }) });

export const deleteAccountBodySchema = z.object({ password: passwordSchema.optional() }).nullish();
