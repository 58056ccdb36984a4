// /v1/login/*: signing in (email, Google, imported-account code), refreshing, signing out.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth-guard';
import { requestLocale } from '../../platform/locale';
import { limitPerEmailAndIp, rateLimitBy, rateLimitedError } from '../../platform/rate-limits';
import {
  codeSentResponseSchema,
  googleSignInBodySchema,
  importedOtpBodySchema,
  loginResponseSchema,
  logoutBodySchema,
  okResponseSchema,
  refreshBodySchema,
  selfResponseSchema,
  signInBodySchema,
  refreshResponseSchema,
} from '@jenjang/domain';
import type { AuthDeps } from './auth.deps';
import { bearerSecurity, bodyEmail, clientInfo } from './route-helpers';
import { signInWithGoogle } from './google.service';
import { sendImportedAccountCode } from './imported.service';
import { describeSession, refreshSession, signOut } from './sessions.service';
import { signInWithEmail } from './sign-in.service';

export const authRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (app, { deps }) => {
  const limits = deps.config.authRateLimits;
  const window = { windowMs: limits.windowMs };

  app.post(
    '/v1/login/email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        description:
          'Wrong email or password: 403 INVALID_CREDENTIALS (the same for unknown emails). ' +
          'The answer carries a deviceToken: send it with later sign-ins, and an attack on the ' +
          'account from elsewhere will not lock this client out. Without one, failures are ' +
          'limited per account and address, per address and per account, and answers slow ' +
          'down as an account collects failures (429 with Retry-After past a limit).',
        body: signInBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const outcome = await signInWithEmail(deps, {
        ...request.body,
        locale: requestLocale(request),
        client: clientInfo(request),
      });
      if (!outcome.signedIn) throw rateLimitedError(request, reply, outcome.retryAfterSeconds);
      return { data: outcome.session };
    },
  );

  app.post(
    '/v1/login/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Rotate a refresh token',
        description:
          'Answers new tokens; the presented refresh token stops working. Presenting one that ' +
          'was already used revokes its whole session (401 UNAUTHORIZED).',
        body: refreshBodySchema,
        response: { 200: refreshResponseSchema },
      },
    },
    async (request) => ({
      data: {
        tokenData: await refreshSession(deps, {
          refreshToken: request.body.refreshToken,
          locale: requestLocale(request),
        }),
      },
    }),
  );

  app.post(
    '/v1/login/logout',
    {
      // An expired access token must not keep anyone from signing out with the refresh token.
      onRequest: [
        async (request, reply) => {
          await app.authenticateOptional(request, reply).catch(() => {
            request.user = null;
            void reply.removeHeader('www-authenticate');
          });
        },
      ],
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revoke the session on the server',
        description:
          'Revokes the session of the bearer token and/or the family of the refresh token sent.',
        security: [{}, ...bearerSecurity],
        body: logoutBodySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await signOut(deps, { user: request.user, refreshToken: request.body?.refreshToken });
      return { data: { ok: true as const } };
    },
  );

  app.get(
    '/v1/login/self',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['auth'],
        summary: 'The signed-in session: user, profile summary and role',
        security: bearerSecurity,
        response: { 200: selfResponseSchema },
      },
    },
    async (request) => ({
      data: await describeSession(deps, {
        user: signedInUser(request),
        locale: requestLocale(request),
      }),
    }),
  );

  app.post(
    '/v1/login/socmed',
    {
      preHandler: [
        rateLimitBy(app, {
          name: 'sign-in-google:ip',
          max: limits.signIn.perIp,
          windowMs: limits.windowMs,
          key: (request) => request.ip,
        }),
      ],
      schema: {
        tags: ['auth'],
        summary: 'Sign in with Google (ID token + nonce)',
        description:
          'The ID token is verified against Google’s keys, issuer, audience, expiry, the nonce ' +
          'and a verified email. An email that already has an account answers 409 ' +
          'ACCOUNT_EXISTS_USE_PASSWORD: accounts are never linked silently.',
        body: googleSignInBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => ({
      data: await signInWithGoogle(deps, {
        idToken: request.body.idToken,
        nonce: request.body.nonce,
        locale: requestLocale(request),
        client: clientInfo(request),
      }),
    }),
  );

  app.post(
    '/v1/login/imported-application/otp',
    {
      preHandler: limitPerEmailAndIp(
        app,
        'imported-code',
        { ...limits.codeRequest, ...window },
        bodyEmail,
      ),
      schema: {
        tags: ['auth'],
        summary: 'Email a code to the owner of an imported account',
        description:
          'For accounts created from a job application. The answer is the same whether or not ' +
          'such an account exists. Then POST /v1/users/public/user/create-password.',
        body: importedOtpBodySchema,
        response: { 200: codeSentResponseSchema },
      },
    },
    async (request) => ({
      data: await sendImportedAccountCode(deps, {
        email: request.body.email,
        locale: requestLocale(request),
      }),
    }),
  );
};
