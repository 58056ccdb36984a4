// A mentor's schedule under /v2/mentoring/ (decision 023). Reading a mentor's schedule is public;
// changing it and checking conflicts is the mentor's own (403 MENTOR_ONLY for other roles).
import {
  createScheduleEntryRequestSchema,
  mentorScheduleListQuerySchema,
  mentorScheduleResponseSchema,
  replaceMentorScheduleRequestSchema,
  replaceMentorScheduleResponseSchema,
  scheduleConflictQuerySchema,
  scheduleConflictResponseSchema,
  scheduleEntryResponseSchema,
} from '@jenjang/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../platform/locale';
import { bearerSecurity as security } from '../auth/route-helpers';
import { mentorActor, mentorOnly } from './mentor-access';
import { MENTORING_PREFIX } from './mentors.routes';
import {
  addScheduleEntry,
  checkScheduleConflict,
  getMentorSchedule,
  getMySchedule,
  replaceSchedule,
  type ScheduleDeps,
} from './schedule.service';

const tags = ['mentoring'];

export const mentorScheduleRoutes: FastifyPluginAsyncZod<{ deps: ScheduleDeps }> = async (
  app,
  { deps },
) => {
  const P = MENTORING_PREFIX;
  const mentorsOnly = { onRequest: [app.authenticate, mentorOnly] };

  app.get(
    `${P}/mentor-schedule/list`,
    {
      onRequest: [app.authenticateOptional],
      schema: {
        tags,
        summary: "A mentor's weekly pattern and dated entries between two WIB dates",
        description: 'Entries carry the WIB date, start and end time and their instants (ISO).',
        querystring: mentorScheduleListQuerySchema,
        response: { 200: mentorScheduleResponseSchema },
      },
    },
    async (request) => ({
      data: await getMentorSchedule(
        deps,
        { userId: request.user?.id ?? null, locale: requestLocale(request) },
        request.query,
      ),
    }),
  );

  app.get(
    `${P}/mentor-schedule/me`,
    {
      ...mentorsOnly,
      schema: {
        tags,
        summary: 'Your weekly pattern and the dated entries that have not ended',
        security,
        response: { 200: mentorScheduleResponseSchema },
      },
    },
    async (request) => ({ data: await getMySchedule(deps, mentorActor(request)) }),
  );

  app.put(
    `${P}/mentor-schedule/list`,
    {
      ...mentorsOnly,
      schema: {
        tags,
        summary: 'Replace your weekly pattern and future entries; answers what changed',
        description:
          'Rows sent with their id are kept or updated, the rest created, old rows not sent ' +
          'deleted, all in one transaction; entries that already ended are left alone. ' +
          '`created`, `updated`, `deleted` are ids of dated entries, `weekly` the same for the ' +
          'weekly windows. 400 MENTOR_SCHEDULE_OVERLAP names overlapping rows of one kind.',
        security,
        body: replaceMentorScheduleRequestSchema,
        response: { 200: replaceMentorScheduleResponseSchema },
      },
    },
    async (request) => ({
      data: await replaceSchedule(deps, mentorActor(request), request.body),
    }),
  );

  app.post(
    `${P}/mentor/one/schedule`,
    {
      ...mentorsOnly,
      schema: {
        tags,
        summary: 'Add one dated entry (available window or unavailable exception) in WIB',
        security,
        body: createScheduleEntryRequestSchema,
        response: { 201: scheduleEntryResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await addScheduleEntry(deps, mentorActor(request), request.body) }),
  );

  app.get(
    `${P}/mentor-schedule/check-conflict`,
    {
      ...mentorsOnly,
      schema: {
        tags,
        summary: 'What of your schedule and live sessions overlaps a time range',
        description:
          'The range as a WIB date with start and end time, or as two instants (at most 31 days).',
        security,
        querystring: scheduleConflictQuerySchema,
        response: { 200: scheduleConflictResponseSchema },
      },
    },
    async (request) => ({
      data: await checkScheduleConflict(deps, mentorActor(request), request.query),
    }),
  );
};
