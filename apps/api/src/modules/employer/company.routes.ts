// /v1/employer/me, /company, /companies, /invitations: an employer's company and team. Thin: each
// route parses, calls one use case of company.service.ts or team.service.ts, shapes the answer.
import {
  acceptInvitationInputSchema,
  companyInputSchema,
  companySearchQuerySchema,
  companySearchResponseSchema,
  companyTeamResponseSchema,
  employerCompanyResponseSchema,
  employerMeResponseSchema,
  employerObjectParamsSchema,
  invitationInputSchema,
  joinRequestInputSchema,
  memberParamsSchema,
  memberRoleInputSchema,
  okResponseSchema,
} from '@jenjang/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../platform/auth-guard';
import { requestLocale } from '../../platform/locale';
import { rateLimitBy } from '../../platform/rate-limits';
import { bearerSecurity as security } from '../auth/route-helpers';
import {
  createCompany,
  getEmployerMe,
  requestToJoinCompany,
  searchCompaniesToJoin,
} from './company.service';
import {
  acceptInvitation,
  changeMemberRole,
  decideJoin,
  getCompanyTeam,
  inviteMember,
  removeMember,
  revokeInvitation,
  type TeamDeps,
} from './team.service';

export type CompanyRouteDeps = TeamDeps & {
  /** Invitations mail strangers: a few per owner per hour. */
  invitationLimit: { max: number; windowMs: number };
};

const ok = { data: { ok: true as const } };
const tags = ['employer'];

export const employerCompanyRoutes: FastifyPluginAsyncZod<{ deps: CompanyRouteDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.authenticate);
  const actor = (request: FastifyRequest) => ({
    user: signedInUser(request),
    locale: requestLocale(request),
  });

  app.get(
    '/v1/employer/me',
    {
      schema: {
        tags,
        summary: "The signed-in employer's company, role there and pending join request",
        description: 'Employers only (403 EMPLOYER_ONLY otherwise).',
        security,
        response: { 200: employerMeResponseSchema },
      },
    },
    async (request) => ({ data: await getEmployerMe(deps, actor(request)) }),
  );

  app.post(
    '/v1/employer/company',
    {
      schema: {
        tags,
        summary: 'Create a company; the employer becomes its first owner',
        description: 'The slug comes from the name. 409 ALREADY_IN_COMPANY for a member.',
        security,
        body: companyInputSchema,
        response: { 201: employerCompanyResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await createCompany(deps, { ...actor(request), input: request.body }) }),
  );

  app.get(
    '/v1/employer/companies',
    {
      schema: {
        tags,
        summary: 'Companies by name, to ask to join one',
        security,
        querystring: companySearchQuerySchema,
        response: { 200: companySearchResponseSchema },
      },
    },
    async (request) => ({
      data: { docs: await searchCompaniesToJoin(deps, { ...actor(request), q: request.query.q }) },
    }),
  );

  app.post(
    '/v1/employer/companies/:id/join-requests',
    {
      schema: {
        tags,
        summary: 'Ask to join a company; one of its owners approves or declines',
        security,
        params: employerObjectParamsSchema,
        body: joinRequestInputSchema,
        response: { 201: z.object({ data: z.object({ id: z.string() }) }) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await requestToJoinCompany(deps, {
          ...actor(request),
          companyId: request.params.id,
          message: request.body.message,
        }),
      }),
  );

  app.get(
    '/v1/employer/company/members',
    {
      schema: {
        tags,
        summary: "The company's members, open invitations and pending join requests",
        security,
        response: { 200: companyTeamResponseSchema },
      },
    },
    async (request) => ({ data: await getCompanyTeam(deps, actor(request)) }),
  );

  app.post(
    '/v1/employer/company/invitations',
    {
      preHandler: rateLimitBy(app, {
        name: 'company-invitation:user',
        max: deps.invitationLimit.max,
        windowMs: deps.invitationLimit.windowMs,
        key: (request) => request.user?.id,
      }),
      schema: {
        tags,
        summary: 'Invite an address to the team (owners); the link is mailed',
        description:
          'Inviting the same address again replaces its open invitation. Limited per owner.',
        security,
        body: invitationInputSchema,
        response: { 201: z.object({ data: z.object({ id: z.string() }) }) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await inviteMember(deps, { ...actor(request), input: request.body }) }),
  );

  app.delete(
    '/v1/employer/company/invitations/:id',
    {
      schema: {
        tags,
        summary: 'Withdraw an open invitation (owners)',
        security,
        params: employerObjectParamsSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await revokeInvitation(deps, { ...actor(request), invitationId: request.params.id });
      return ok;
    },
  );

  app.post(
    '/v1/employer/invitations/accept',
    {
      preHandler: rateLimitBy(app, {
        name: 'company-invitation-accept:user',
        max: 20,
        windowMs: 3_600_000,
        key: (request) => request.user?.id,
      }),
      schema: {
        tags,
        summary: 'Accept an invitation mailed to the signed-in employer’s address',
        description: '404 INVITATION_INVALID for an unknown, used, expired or foreign token.',
        security,
        body: acceptInvitationInputSchema,
        response: {
          200: z.object({
            data: z.object({ companyId: z.string(), role: z.enum(['owner', 'recruiter']) }),
          }),
        },
      },
    },
    async (request) => ({
      data: await acceptInvitation(deps, { ...actor(request), token: request.body.token }),
    }),
  );

  for (const decision of ['approve', 'decline'] as const)
    app.post(
      `/v1/employer/company/join-requests/:id/${decision}`,
      {
        schema: {
          tags,
          summary: `${decision === 'approve' ? 'Approve' : 'Decline'} a join request (owners)`,
          security,
          params: employerObjectParamsSchema,
          response: { 200: okResponseSchema },
        },
      },
      async (request) => {
        await decideJoin(deps, {
          ...actor(request),
          requestId: request.params.id,
          approve: decision === 'approve',
        });
        return ok;
      },
    );

  app.patch(
    '/v1/employer/company/members/:userId',
    {
      schema: {
        tags,
        summary: "Change a member's role (owners); the last owner stays an owner",
        security,
        params: memberParamsSchema,
        body: memberRoleInputSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await changeMemberRole(deps, {
        ...actor(request),
        memberId: request.params.userId,
        role: request.body.role,
      });
      return ok;
    },
  );

  app.delete(
    '/v1/employer/company/members/:userId',
    {
      schema: {
        tags,
        summary: 'Remove a member (owners); the last owner cannot be removed',
        security,
        params: memberParamsSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await removeMember(deps, { ...actor(request), memberId: request.params.userId });
      return ok;
    },
  );
};
