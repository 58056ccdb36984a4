// Finding mentors under /v2/mentoring/ (decision 023): guest-readable. A signed-in mentor also
// sees their own profile while it is not public yet.
import {
  invitationCodeExistenceResponseSchema,
  invitationCodeQuerySchema,
  mentorAvailabilityQuerySchema,
  mentorAvailabilityResponseSchema,
  mentorDayAvailabilityListResponseSchema,
  mentorDayAvailabilityQuerySchema,
  mentorDetailResponseSchema,
  mentorListQuerySchema,
  mentorListResponseSchema,
  mentorOneQuerySchema,
  mentorReviewListQuerySchema,
  mentorReviewListResponseSchema,
  mentorStatisticResponseSchema,
  nearestMentorSlotQuerySchema,
  nearestMentorSlotResponseSchema,
  referralCodeQuerySchema,
  referralCodeResponseSchema,
  specialMentorBannerListResponseSchema,
} from '@jenjang/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../platform/locale';
import { rateLimitBy } from '../../platform/rate-limits';
import { mentorAvailability, mentorDayAvailability } from './availability.service';
import {
  checkInvitationCode,
  findReferralCode,
  getMentor,
  getMentorStatistic,
  listMentorReviews,
  listMentors,
  listSpecialMentorBanners,
  nearestMentorSlot,
  type MentorsDeps,
} from './mentors.service';

export const MENTORING_PREFIX = '/v2/mentoring';

export type MentorsRouteDeps = MentorsDeps & {
  /** Invitation-code checks per IP and window: the codes are secrets, not to be guessed. */
  invitationCodeLimit?: { max: number; windowMs: number };
};

const tags = ['mentoring'];

export const mentorsRoutes: FastifyPluginAsyncZod<{ deps: MentorsRouteDeps }> = async (
  app,
  { deps },
) => {
  const P = MENTORING_PREFIX;
  const viewer = (request: FastifyRequest) => ({
    userId: request.user?.id ?? null,
    locale: requestLocale(request),
  });
  const optional = { onRequest: [app.authenticateOptional] };
  const codeLimit = deps.invitationCodeLimit ?? { max: 20, windowMs: 3_600_000 };

  app.get(
    `${P}/mentor/list`,
    {
      schema: {
        tags,
        summary: 'Active mentors: search, topic/category/expertise/district filters, sorts',
        description:
          '`q` matches words of the name, headline, company and topics (stems and synonyms, as ' +
          'the job search). `availableWithinDays` keeps mentors with a free slot that soon. Sorts: ' +
          'soonest free slot (default), rating, sessions done.',
        querystring: mentorListQuerySchema,
        response: { 200: mentorListResponseSchema },
      },
    },
    async (request) => ({
      data: await listMentors(deps, requestLocale(request), request.query),
    }),
  );

  app.get(
    `${P}/mentor/one`,
    {
      ...optional,
      schema: {
        tags,
        summary: "A mentor's public page by id_eq or slug_eq",
        description:
          'Active and paused mentors (a paused one is not bookable); 404 MENTOR_NOT_FOUND else.',
        querystring: mentorOneQuerySchema,
        response: { 200: mentorDetailResponseSchema },
      },
    },
    async (request) => ({ data: await getMentor(deps, viewer(request), request.query) }),
  );

  app.get(
    `${P}/mentor/one/statistic`,
    {
      ...optional,
      schema: {
        tags,
        summary: "A mentor's figures: sessions done, rating, reviews, mentees, response",
        querystring: mentorOneQuerySchema,
        response: { 200: mentorStatisticResponseSchema },
      },
    },
    async (request) => ({
      data: await getMentorStatistic(deps, viewer(request), request.query),
    }),
  );

  app.get(
    `${P}/mentor/one/availability`,
    {
      ...optional,
      schema: {
        tags,
        summary: "A mentor's free slots between two WIB dates or instants (at most 31 days)",
        querystring: mentorAvailabilityQuerySchema,
        response: { 200: mentorAvailabilityResponseSchema },
      },
    },
    async (request) => ({
      data: await mentorAvailability(deps, viewer(request), request.query),
    }),
  );

  app.get(
    `${P}/mentor-schedule-availability/list`,
    {
      ...optional,
      schema: {
        tags,
        summary: 'Per WIB date (at most 62 days), how many free slots a mentor has',
        querystring: mentorDayAvailabilityQuerySchema,
        response: { 200: mentorDayAvailabilityListResponseSchema },
      },
    },
    async (request) => ({
      data: { docs: await mentorDayAvailability(deps, viewer(request), request.query) },
    }),
  );

  app.get(
    `${P}/nearest-available-mentor-schedule/one`,
    {
      ...optional,
      schema: {
        tags,
        summary: 'The soonest free slot of a mentor, or of any active mentor of some topics',
        querystring: nearestMentorSlotQuerySchema,
        response: { 200: nearestMentorSlotResponseSchema },
      },
    },
    async (request) => ({ data: await nearestMentorSlot(deps, viewer(request), request.query) }),
  );

  app.get(
    `${P}/special-mentor-banner/list`,
    {
      schema: {
        tags,
        summary: 'Banners of featured mentors shown now',
        response: { 200: specialMentorBannerListResponseSchema },
      },
    },
    async (request) => ({
      data: { docs: await listSpecialMentorBanners(deps, requestLocale(request)) },
    }),
  );

  app.get(
    `${P}/mentor/invitation-code-existence/one`,
    {
      preHandler: rateLimitBy(app, {
        name: 'mentoring:invitation-code',
        ...codeLimit,
        key: (request) => request.ip,
      }),
      schema: {
        tags,
        summary: 'Whether an invitation code exists and can still be used',
        description: `Limited per IP (${codeLimit.max} an hour by default): codes are secrets.`,
        querystring: invitationCodeQuerySchema,
        response: { 200: invitationCodeExistenceResponseSchema },
      },
    },
    async (request) => ({ data: await checkInvitationCode(deps, request.query.code_eq) }),
  );

  app.get(
    `${P}/referral-code/one`,
    {
      schema: {
        tags,
        summary: 'The mentor a referral code belongs to',
        querystring: referralCodeQuerySchema,
        response: { 200: referralCodeResponseSchema },
      },
    },
    async (request) => ({
      data: await findReferralCode(deps, requestLocale(request), request.query.code_eq),
    }),
  );

  app.get(
    `${P}/review/list`,
    {
      ...optional,
      schema: {
        tags,
        summary: "A mentor's reviews, newest first",
        querystring: mentorReviewListQuerySchema,
        response: { 200: mentorReviewListResponseSchema },
      },
    },
    async (request) => ({ data: await listMentorReviews(deps, viewer(request), request.query) }),
  );
};
