// What the API answers about a session: the account, the tokens and, for job seekers, the
// profile summary (ARCHITECTURE.md, Conventions: the login answer existing clients read).
import { z } from 'zod';
import { ROLES } from '../enums';
import { studentMiniSchema, studentProfileSchema } from './student-profile';

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
  data: sessionDataSchema.extend({
    tokenData: tokenDataSchema,
    /** Answered by the email sign-in (docs/decisions/010); the web proxy keeps it in a cookie. */
    deviceToken: z
      .string()
      .optional()
      .describe('Proof that this client signed in before: send it with the next sign-in'),
  }),
});
export type LoginResult = z.infer<typeof loginResponseSchema>['data'];

/**
 * The login answer as page scripts see it through the web's proxy, which keeps the tokens in
 * httpOnly cookies and leaves only their lifetimes (decision 006).
 */
export const proxiedLoginResponseSchema = z.object({
  data: sessionDataSchema.extend({
    tokenData: tokenDataSchema.pick({ expire: true, refreshExpire: true }),
  }),
});
export type ProxiedLoginResult = z.infer<typeof proxiedLoginResponseSchema>['data'];

export const refreshResponseSchema = z.object({ data: z.object({ tokenData: tokenDataSchema }) });

/** GET /v1/login/self: the session without new tokens. */
export const selfResponseSchema = z.object({ data: sessionDataSchema });

/** GET /v1/users/me: the account itself, with the sign-in providers linked to it. */
export const meResponseSchema = z.object({
  data: publicUserSchema.extend({ providers: z.array(z.string()) }),
});
export type Account = z.infer<typeof meResponseSchema>['data'];

/** GET /v1/profiles: the account and, for job seekers, the whole profile. */
export const profilesResponseSchema = z.object({
  data: z.object({
    user: publicUserSchema,
    role: z.enum(ROLES),
    student: studentProfileSchema.nullable(),
  }),
});
