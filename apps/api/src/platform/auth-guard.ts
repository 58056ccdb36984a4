// The one auth guard: reads `Authorization: Bearer <access token>` (mobile apps send it; the web's
// same-origin proxy turns its httpOnly cookies into it) and sets `request.user`. How a token is
// checked (signature, claims, live session) is the auth area's business, passed in as a function.
import type { Role } from '@jenjang/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';
import { requestLocale, type ApiLocale } from './locale';

export type AuthUser = {
  id: string;
  role: Role;
  sessionId: string;
  /** When this session began with a sign-in: "recently signed in" checks read it. */
  signedInAt: Date;
};

export type AccessTokenVerifier = (token: string) => Promise<AuthUser | null>;

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** onRequest hook: a valid access token is required (401 UNAUTHORIZED otherwise). */
    authenticate: Hook;
    /** onRequest hook for routes guests use too: no token is fine, a bad token is not. */
    authenticateOptional: Hook;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

const MESSAGES = {
  UNAUTHORIZED: {
    id: 'Sesimu tidak valid atau sudah berakhir. Silakan masuk kembali.',
    en: 'Your session is invalid or has expired. Please sign in again.',
  },
  FORBIDDEN: {
    id: 'Kamu tidak punya akses ke data ini.',
    en: 'You do not have access to this.',
  },
} as const satisfies Record<string, Record<ApiLocale, string>>;

export function unauthorizedError(locale: ApiLocale): AppError {
  return new AppError('UNAUTHORIZED', MESSAGES.UNAUTHORIZED[locale], undefined, 401);
}

export function forbiddenError(locale: ApiLocale): AppError {
  return new AppError('FORBIDDEN', MESSAGES.FORBIDDEN[locale], undefined, 403);
}

function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

export const authGuardPlugin = fp(
  async (app: FastifyInstance, options: { verifyAccessToken: AccessTokenVerifier }) => {
    app.decorateRequest('user', null);

    const refusal = (request: FastifyRequest, reply: FastifyReply): AppError => {
      void reply.header('www-authenticate', 'Bearer');
      return unauthorizedError(requestLocale(request));
    };

    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = bearerToken(request.headers.authorization);
      const user = token ? await options.verifyAccessToken(token) : null;
      if (!user) throw refusal(request, reply);
      request.user = user;
    });

    app.decorate('authenticateOptional', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.headers.authorization === undefined) return;
      const token = bearerToken(request.headers.authorization);
      // A token that no longer works must fail, so the client refreshes instead of quietly
      // acting as a guest.
      const user = token ? await options.verifyAccessToken(token) : null;
      if (!user) throw refusal(request, reply);
      request.user = user;
    });
  },
  { name: 'auth-guard' },
);

/** onRequest hook after `authenticate`: the signed-in user must have one of these roles. */
export function requireRole(...roles: Role[]): Hook {
  return async (request) => {
    const locale = requestLocale(request);
    if (!request.user) throw unauthorizedError(locale);
    if (!roles.includes(request.user.role)) throw forbiddenError(locale);
  };
}

/** The signed-in user of a route guarded by `authenticate`. */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorizedError(requestLocale(request));
  return request.user;
}
