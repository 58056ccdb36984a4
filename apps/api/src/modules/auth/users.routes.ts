// /v1/users/*: sign-up, the signed-in account, passwords, imported accounts, personal data.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth-guard';
import { requestLocale } from '../../platform/locale';
import { limitPerEmailAndIp, rateLimitBy } from '../../platform/rate-limits';
import {
  accountDeletedResponseSchema,
  changePasswordBodySchema,
  codeSentResponseSchema,
  createPasswordBodySchema,
  deleteAccountBodySchema,
  emailOnlyBodySchema,
  importedInfoQuerySchema,
  importedInfoResponseSchema,
  loginResponseSchema,
  meResponseSchema,
  passwordChangedResponseSchema,
  resetPasswordBodySchema,
  resetTokenResponseSchema,
  signUpBodySchema,
  verifyCodeBodySchema,
  wibDateOf,
} from '@jenjang/domain';
import type { AuthDeps } from './auth.deps';
import { bearerSecurity, bodyEmail, clientInfo } from './route-helpers';
import { createPasswordForImportedAccount, getImportedAccountInfo } from './imported.service';
import {
  changePassword,
  requestPasswordResetCode,
  resetPassword,
  verifyPasswordResetCode,
} from './passwords.service';
import { deleteUserAccount, exportUserData } from './personal-data.service';
import { getMe } from './sessions.service';
import { requestSignUp, verifySignUp } from './sign-up.service';

export const usersRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (app, { deps }) => {
  const limits = deps.config.authRateLimits;
  const window = { windowMs: limits.windowMs };
  const perIp = (name: string, max: number) =>
    rateLimitBy(app, { name, max, windowMs: limits.windowMs, key: (request) => request.ip });
  // Guessing a password through a stolen access token is limited per account too.
  const perUser = (name: string) =>
    rateLimitBy(app, {
      name,
      max: limits.passwordCheckPerUser,
      windowMs: limits.windowMs,
      key: (request) => request.user?.id,
    });

  app.post(
    '/v1/users/sign-up',
    {
      preHandler: limitPerEmailAndIp(app, 'sign-up', { ...limits.signUp, ...window }, bodyEmail),
      schema: {
        tags: ['auth'],
        summary: 'Start a job seeker account: a 6-digit code goes to the email',
        description:
          'Password: 8 to 128 characters and not a commonly used one; no composition rules. ' +
          'The answer is the same whether or not the email has an account: a new address gets ' +
          'a code (10 minutes, 5 tries) to send to POST /v1/users/sign-up/verify, an address ' +
          'with an account gets a notice that someone tried. Nothing is created until the code ' +
          'comes back; a new request replaces the previous code.',
        body: signUpBodySchema,
        response: { 200: codeSentResponseSchema },
      },
    },
    async (request) => ({
      data: await requestSignUp(deps, { ...request.body, locale: requestLocale(request) }),
    }),
  );

  app.post(
    '/v1/users/sign-up/verify',
    {
      preHandler: limitPerEmailAndIp(
        app,
        'sign-up-verify',
        { ...limits.codeVerify, ...window },
        bodyEmail,
      ),
      schema: {
        tags: ['auth'],
        summary: 'Finish a sign-up with the emailed code: creates the account and signs in',
        description:
          'Wrong, used or dead code: 403 INVALID_CODE. The job seeker profile comes next, ' +
          'with POST /v1/job-portal/onboarding.',
        body: verifyCodeBodySchema,
        response: { 201: loginResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await verifySignUp(deps, {
          ...request.body,
          locale: requestLocale(request),
          client: clientInfo(request),
        }),
      }),
  );

  app.get(
    '/v1/users/me',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['auth'],
        summary: 'The signed-in account',
        security: bearerSecurity,
        response: { 200: meResponseSchema },
      },
    },
    async (request) => ({
      data: await getMe(deps, { user: signedInUser(request), locale: requestLocale(request) }),
    }),
  );

  app.put(
    '/v1/users/password',
    {
      onRequest: [app.authenticate],
      preHandler: [perUser('change-password:user')],
      schema: {
        tags: ['auth'],
        summary: 'Change the password (with the current one)',
        description:
          'Ends the other sessions unless endOtherSessions is false; the owner gets a notice by mail.',
        security: bearerSecurity,
        body: changePasswordBodySchema,
        response: { 200: passwordChangedResponseSchema },
      },
    },
    async (request) => ({
      data: await changePassword(deps, {
        ...request.body,
        user: signedInUser(request),
        locale: requestLocale(request),
      }),
    }),
  );

  app.post(
    '/v1/users/forgot/code',
    {
      preHandler: limitPerEmailAndIp(
        app,
        'forgot-code',
        { ...limits.codeRequest, ...window },
        bodyEmail,
      ),
      schema: {
        tags: ['auth'],
        summary: 'Email a 6-digit password reset code',
        description:
          'The same answer, status and time whether or not the email has an account. The code ' +
          'lives 10 minutes, works once and dies after 5 wrong tries.',
        body: emailOnlyBodySchema,
        response: { 200: codeSentResponseSchema },
      },
    },
    async (request) => ({
      data: await requestPasswordResetCode(deps, {
        email: request.body.email,
        locale: requestLocale(request),
      }),
    }),
  );

  app.post(
    '/v1/users/forgot/verify',
    {
      preHandler: limitPerEmailAndIp(
        app,
        'forgot-verify',
        { ...limits.codeVerify, ...window },
        bodyEmail,
      ),
      schema: {
        tags: ['auth'],
        summary: 'Exchange the emailed code for a one-time reset token',
        body: verifyCodeBodySchema,
        response: { 200: resetTokenResponseSchema },
      },
    },
    async (request) => ({
      data: await verifyPasswordResetCode(deps, {
        ...request.body,
        locale: requestLocale(request),
      }),
    }),
  );

  app.post(
    '/v1/users/reset-password',
    {
      preHandler: [perIp('reset-password:ip', limits.codeVerify.perIp)],
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the reset token (signs in)',
        description: 'endOtherSessions (default true) signs out every existing session.',
        body: resetPasswordBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => ({
      data: await resetPassword(deps, {
        ...request.body,
        locale: requestLocale(request),
        client: clientInfo(request),
      }),
    }),
  );

  app.get(
    '/v1/users/public/user/info',
    {
      preHandler: [perIp('imported-info:ip', limits.codeRequest.perIp)],
      schema: {
        tags: ['auth'],
        summary: 'Does this email have an imported account waiting for its password?',
        querystring: importedInfoQuerySchema,
        response: { 200: importedInfoResponseSchema },
      },
    },
    async (request) => ({ data: await getImportedAccountInfo(deps, request.query) }),
  );

  app.post(
    '/v1/users/public/user/create-password',
    {
      preHandler: limitPerEmailAndIp(
        app,
        'imported-verify',
        { ...limits.codeVerify, ...window },
        bodyEmail,
      ),
      schema: {
        tags: ['auth'],
        summary: 'Imported account: emailed code + new password (signs in)',
        body: createPasswordBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => ({
      data: await createPasswordForImportedAccount(deps, {
        ...request.body,
        locale: requestLocale(request),
        client: clientInfo(request),
      }),
    }),
  );

  app.get(
    '/v1/users/me/export',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['auth'],
        summary: 'Download all personal data of the signed-in user (JSON)',
        security: bearerSecurity,
      },
    },
    async (request, reply) => {
      const data = await exportUserData(deps, {
        user: signedInUser(request),
        locale: requestLocale(request),
      });
      // The export's day in Jakarta, as the person lives it (not the UTC date of the instant).
      const day = wibDateOf(new Date(String(data.exportedAt)));
      return reply
        .header('content-disposition', `attachment; filename="jenjang-data-${day}.json"`)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.delete(
    '/v1/users/me',
    {
      onRequest: [app.authenticate],
      preHandler: [perUser('delete-account:user')],
      schema: {
        tags: ['auth'],
        summary: 'Delete the account and all its data',
        description:
          'Needs the current password, or for accounts without one a sign-in within 10 minutes ' +
          '(403 REAUTHENTICATION_REQUIRED otherwise).',
        security: bearerSecurity,
        body: deleteAccountBodySchema,
        response: { 200: accountDeletedResponseSchema },
      },
    },
    async (request) => ({
      data: await deleteUserAccount(deps, {
        user: signedInUser(request),
        password: request.body?.password,
        locale: requestLocale(request),
      }),
    }),
  );
};
