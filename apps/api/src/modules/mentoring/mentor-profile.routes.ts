// The mentor's own profile under /v2/mentoring/ (decision 023): mentors only (403 MENTOR_ONLY).
import {
  deletedResponseSchema,
  mentorEducationIdQuerySchema,
  mentorEducationInputSchema,
  mentorEducationResponseSchema,
  mentorMeResponseSchema,
  mentorOnboardingRequestSchema,
  updateMentorMeRequestSchema,
} from '@jenjang/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimitBy } from '../../platform/rate-limits';
import { bearerSecurity as security } from '../auth/route-helpers';
import { mentorActor, mentorOnly } from './mentor-access';
import {
  addEducation,
  changeEducation,
  getMentorMe,
  onboardMentor,
  removeEducation,
  updateMentorMe,
  type MentorProfileDeps,
} from './mentor-profile.service';
import { MENTORING_PREFIX } from './mentors.routes';

const tags = ['mentoring'];

export const mentorProfileRoutes: FastifyPluginAsyncZod<{
  deps: MentorProfileDeps & { onboardingLimit?: { max: number; windowMs: number } };
}> = async (app, { deps }) => {
  const P = MENTORING_PREFIX;
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', mentorOnly);
  const onboardingLimit = deps.onboardingLimit ?? { max: 20, windowMs: 3_600_000 };

  app.post(
    `${P}/mentor/onboarding`,
    {
      // An onboarding tries an invitation code: counted per account like the code check per IP.
      preHandler: rateLimitBy(app, {
        name: 'mentoring:onboarding',
        ...onboardingLimit,
        key: (request) => request.user?.id,
      }),
      schema: {
        tags,
        summary: 'Become a mentor: an invitation code and the first profile (status onboarding)',
        description:
          'The code is used up by a conditional update in the same transaction as the mentor ' +
          'row. 400 INVITATION_CODE_INVALID; 409 MENTOR_ALREADY_ONBOARDED for a second time.',
        security,
        body: mentorOnboardingRequestSchema,
        response: { 201: mentorMeResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await onboardMentor(deps, mentorActor(request), request.body) }),
  );

  app.get(
    `${P}/mentor/me`,
    {
      schema: {
        tags,
        summary: "The signed-in mentor's profile, settings and what going live still needs",
        description: '404 MENTOR_PROFILE_REQUIRED before onboarding.',
        security,
        response: { 200: mentorMeResponseSchema },
      },
    },
    async (request) => ({ data: await getMentorMe(deps, mentorActor(request)) }),
  );

  app.patch(
    `${P}/mentor/me`,
    {
      schema: {
        tags,
        summary: 'Change the profile, settings, topics, expertise; go live (active) or pause',
        description:
          '`status: active` needs the profile (name, headline, bio of 50+ characters), a topic ' +
          'and availability: 409 MENTOR_NOT_READY lists what is missing. Paused mentors are ' +
          'hidden from the lists.',
        security,
        body: updateMentorMeRequestSchema,
        response: { 200: mentorMeResponseSchema },
      },
    },
    async (request) => ({
      data: await updateMentorMe(deps, mentorActor(request), request.body),
    }),
  );

  app.post(
    `${P}/mentor/me/education`,
    {
      schema: {
        tags,
        summary: 'Add an education entry',
        security,
        body: mentorEducationInputSchema,
        response: { 201: mentorEducationResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await addEducation(deps, mentorActor(request), request.body) }),
  );

  app.put(
    `${P}/mentor/me/education`,
    {
      schema: {
        tags,
        summary: 'Change one of your education entries (id_eq)',
        description: '404 EDUCATION_NOT_FOUND for an id that is not yours.',
        security,
        querystring: mentorEducationIdQuerySchema,
        body: mentorEducationInputSchema,
        response: { 200: mentorEducationResponseSchema },
      },
    },
    async (request) => ({
      data: await changeEducation(deps, mentorActor(request), request.query.id_eq, request.body),
    }),
  );

  app.delete(
    `${P}/mentor/me/education`,
    {
      schema: {
        tags,
        summary: 'Delete one of your education entries (id_eq)',
        security,
        querystring: mentorEducationIdQuerySchema,
        response: { 200: deletedResponseSchema },
      },
    },
    async (request) => ({
      data: await removeEducation(deps, mentorActor(request), request.query.id_eq),
    }),
  );
};
