// /v2/mentoring/ sessions (docs/decisions/023): booking, the lists, one session, the actions,
// completion and the join link. Signed in; a mentee sees only its sessions, a mentor only those
// of its mentor profile; anyone else's session is 404.
import multipart from '@fastify/multipart';
import {
  MENTORING_SESSION_LIMITS,
  SESSION_BOOKING_MULTIPART,
  approveSessionRequestSchema,
  bookSessionRequestSchema,
  cancelSessionRequestSchema,
  completeSessionRequestSchema,
  idempotencyKeySchema,
  mentoringSessionListResponseSchema,
  mentoringSessionResponseSchema,
  optionalMentoringSessionResponseSchema,
  proposableTimesResponseSchema,
  rejectSessionRequestSchema,
  rescheduleSessionRequestSchema,
  rescheduleTimesResponseSchema,
  sessionAttendanceRequestSchema,
  sessionCompletionStatusResponseSchema,
  sessionCounterResponseSchema,
  sessionCursorQuerySchema,
  sessionCursorResponseSchema,
  sessionIdQuerySchema,
  sessionJoinQuerySchema,
  sessionJoinResponseSchema,
  sessionListQuerySchema,
  sessionViewerQuerySchema,
} from '@jenjang/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../platform/auth-guard';
import { requestLocale } from '../../platform/locale';
import { bearerSecurity as security } from '../auth/route-helpers';
import { bookSession } from './book-session.service';
import {
  approveSessionAction,
  cancelSessionAction,
  completeSessionAction,
  recordAttendanceAction,
  rejectSessionAction,
  rescheduleSessionAction,
} from './session-actions.service';
import type { SessionDeps, Viewer } from './session-access';
import { openSessionAttachment, type UploadedFile } from './session-attachment';
import { readBookingMultipart } from './session-multipart';
import { sessionRescheduleTimes } from './reschedule-times.service';
import { sessionCalendarFile } from './session-calendar.service';
import {
  completionStatus,
  getSession,
  joinSession,
  latestSession,
  listSessions,
  proposableTimes,
  sessionCounter,
  sessionCursor,
} from './sessions.service';

const BASE = '/v2/mentoring';
const tags = ['mentoring'];

const ACTION_ERRORS =
  '404 SESSION_NOT_FOUND (not one of your sessions); 409 SESSION_ACTION_NOT_ALLOWED (the state, ' +
  'the time or your side does not allow it), SESSION_STATE_CHANGED (it changed meanwhile), ' +
  'MENTORING_SLOT_TAKEN / MENTEE_TIME_CONFLICT (the time is no longer free).';

/** RFC 6266: a plain ASCII name for old clients and the exact UTF-8 name for the rest. */
function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

declare module 'fastify' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** The file of a multipart booking, read before validation (session-multipart.ts). */
    sessionAttachment: UploadedFile | null;
  }
}

export const sessionsRoutes: FastifyPluginAsyncZod<{ deps: SessionDeps }> = async (
  app,
  { deps },
) => {
  // Registered in this plugin only: the booking is the one session route taking multipart.
  await app.register(multipart, {
    limits: {
      fileSize: MENTORING_SESSION_LIMITS.attachmentMaxBytes,
      files: 1,
      fields: 2,
      parts: 3,
      fieldSize: 64 * 1024,
      headerPairs: 100,
    },
  });
  app.decorateRequest('sessionAttachment', null);
  app.addHook('onRequest', app.authenticate);
  const viewer = (request: FastifyRequest): Viewer => ({
    user: signedInUser(request),
    locale: requestLocale(request),
  });

  app.post(
    `${BASE}/session/one`,
    {
      preValidation: async (request) => {
        if (request.isMultipart()) {
          const read = await readBookingMultipart(request, requestLocale(request));
          request.body = read.payload as never;
          request.sessionAttachment = read.attachment;
        }
      },
      schema: {
        tags,
        summary: 'Book a mentoring session: a slot on offer, or a custom request of 1–3 windows',
        description:
          `JSON, or multipart/form-data with the JSON in the field \`${SESSION_BOOKING_MULTIPART.payload}\` ` +
          `and an optional file \`${SESSION_BOOKING_MULTIPART.attachment}\` (CV or portfolio: PDF or ` +
          'DOCX recognised by content, at most 5 MB). `commitment: true` is required. Header ' +
          'Idempotency-Key (optional): a retry answers 200 with the session the first request made. ' +
          '201 with the session (pending or requested). 409 MENTORING_SLOT_TAKEN (booked by someone ' +
          'else), MENTEE_TIME_CONFLICT (you have a session then), MENTORING_SLOT_UNAVAILABLE (not a ' +
          'slot the mentor offers), MENTOR_NOT_BOOKABLE, MENTORING_CUSTOM_REQUESTS_CLOSED; 404 ' +
          'MENTOR_NOT_FOUND; 403 for other roles, USER_IS_NOT_STUDENT without a profile.',
        consumes: ['application/json', 'multipart/form-data'],
        security,
        headers: z.looseObject({ 'idempotency-key': idempotencyKeySchema.optional() }),
        body: bookSessionRequestSchema,
        response: { 200: mentoringSessionResponseSchema, 201: mentoringSessionResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await bookSession(deps, viewer(request), {
        body: request.body,
        attachment: request.sessionAttachment,
        idempotencyKey: request.headers['idempotency-key'] ?? null,
      });
      return reply.code(result.created ? 201 : 200).send({ data: result.session });
    },
  );

  app.get(
    `${BASE}/session/list`,
    {
      schema: {
        tags,
        summary:
          "The viewer's sessions as mentee or as mentor, by tab (upcoming, pending, past, cancelled)",
        security,
        querystring: sessionListQuerySchema,
        response: { 200: mentoringSessionListResponseSchema },
      },
    },
    async (request) => ({ data: await listSessions(deps, viewer(request), request.query) }),
  );

  app.get(
    `${BASE}/session/one`,
    {
      schema: {
        tags,
        summary: 'One session of the viewer (404 for anyone else)',
        security,
        querystring: sessionIdQuerySchema,
        response: { 200: mentoringSessionResponseSchema },
      },
    },
    async (request) => ({ data: await getSession(deps, viewer(request), request.query.id_eq) }),
  );

  app.get(
    `${BASE}/session/one/cursor`,
    {
      schema: {
        tags,
        summary: "The previous and next session in the viewer's list (same side and tab)",
        security,
        querystring: sessionCursorQuerySchema,
        response: { 200: sessionCursorResponseSchema },
      },
    },
    async (request) => ({ data: await sessionCursor(deps, viewer(request), request.query) }),
  );

  app.get(
    `${BASE}/session/one/attachment`,
    {
      schema: {
        tags,
        summary: "Download a session's attachment (its mentee and mentor only)",
        security,
        querystring: sessionIdQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await openSessionAttachment(deps, viewer(request), request.query.id_eq);
      return reply
        .type(file.contentType)
        .header('content-length', String(file.size))
        .header('content-disposition', attachmentDisposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );

  app.get(
    `${BASE}/session/one/calendar`,
    {
      schema: {
        tags,
        summary: 'Download a confirmed session as an .ics calendar file (its two parties only)',
        description:
          'text/calendar (RFC 5545, METHOD:PUBLISH): one VEVENT with the session id as UID, its ' +
          'version as SEQUENCE, start and end in UTC, and the join page (online) or the place ' +
          '(offline) in DESCRIPTION. 409 SESSION_NOT_CONFIRMED before approval or after it ended; ' +
          '404 SESSION_NOT_FOUND for a session that is not yours.',
        security,
        querystring: sessionIdQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await sessionCalendarFile(deps, viewer(request), request.query.id_eq);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );

  app.get(
    `${BASE}/latest-session/one`,
    {
      schema: {
        tags,
        summary: "The viewer's most recently made session on that side (null: none)",
        security,
        querystring: sessionViewerQuerySchema,
        response: { 200: optionalMentoringSessionResponseSchema },
      },
    },
    async (request) => ({ data: await latestSession(deps, viewer(request), request.query.as) }),
  );

  app.get(
    `${BASE}/session/counter-status`,
    {
      schema: {
        tags,
        summary: 'How many sessions each tab holds, and how many wait for the viewer',
        security,
        querystring: sessionViewerQuerySchema,
        response: { 200: sessionCounterResponseSchema },
      },
    },
    async (request) => ({ data: await sessionCounter(deps, viewer(request), request.query.as) }),
  );

  app.get(
    `${BASE}/available-custom-session-schedule-to-propose/list`,
    {
      schema: {
        tags,
        summary: "Times inside a custom request's windows free for both (the mentor approves one)",
        security,
        querystring: sessionIdQuerySchema,
        response: { 200: proposableTimesResponseSchema },
      },
    },
    async (request) => ({
      data: await proposableTimes(deps, viewer(request), request.query.id_eq),
    }),
  );

  app.get(
    `${BASE}/session/one/reschedule-times`,
    {
      schema: {
        tags,
        summary: 'Every free time a confirmed session can move to (either party proposes one)',
        description:
          "The mentor's free slots with this session left out, less both parties' other live " +
          'sessions; empty when the viewer may not propose another time. 404 SESSION_NOT_FOUND ' +
          'for a session that is not yours.',
        security,
        querystring: sessionIdQuerySchema,
        response: { 200: rescheduleTimesResponseSchema },
      },
    },
    async (request) => ({
      data: await sessionRescheduleTimes(deps, viewer(request), request.query.id_eq),
    }),
  );

  const action = <Body extends z.ZodType>(
    path: string,
    summary: string,
    body: Body,
    run: (v: Viewer, id: string, body: z.output<Body>) => Promise<unknown>,
  ) =>
    app.patch(
      `${BASE}/${path}`,
      {
        schema: {
          tags,
          summary,
          description: ACTION_ERRORS,
          security,
          querystring: sessionIdQuerySchema,
          body,
          response: { 200: mentoringSessionResponseSchema },
        },
      },
      async (request) =>
        ({
          data: await run(
            viewer(request),
            (request.query as { id_eq: string }).id_eq,
            request.body as z.output<Body>,
          ),
        }) as never,
    );

  action(
    'session/one/approve',
    'Mentor: approve a pending booking, or a custom request at a time from the propose list',
    approveSessionRequestSchema,
    (v, id, body) => approveSessionAction(deps, v, id, body),
  );
  action(
    'session/one/reject',
    'Mentor: decline a booking or request, with a reason',
    rejectSessionRequestSchema,
    (v, id, body) => rejectSessionAction(deps, v, id, body.reason),
  );
  action(
    'session/one/reschedule',
    'Propose a new time, or accept, decline or withdraw a proposal',
    rescheduleSessionRequestSchema,
    (v, id, body) => rescheduleSessionAction(deps, v, id, body),
  );
  action(
    'session/one/cancel',
    `Cancel, with a reason (a mentee not later than MENTORING_CANCEL_CUTOFF_HOURS before an approved session: 409 MENTORING_CANCEL_CUTOFF)`,
    cancelSessionRequestSchema,
    (v, id, body) => cancelSessionAction(deps, v, id, body.reason),
  );
  action(
    'session/one/attendance',
    'Whether the other party came (from the start until 7 days after the end)',
    sessionAttendanceRequestSchema,
    (v, id, body) => recordAttendanceAction(deps, v, id, body.attended),
  );
  action(
    'session-completion-status/one',
    'Mentee: complete an ended session with a rating and comment (the review), or review a completed one',
    completeSessionRequestSchema,
    (v, id, body) => completeSessionAction(deps, v, id, body),
  );

  app.get(
    `${BASE}/session-completion-status/one`,
    {
      schema: {
        tags,
        summary: 'Whether the session can be completed or reviewed now, and its review',
        security,
        querystring: sessionIdQuerySchema,
        response: { 200: sessionCompletionStatusResponseSchema },
      },
    },
    async (request) => ({
      data: await completionStatus(deps, viewer(request), request.query.id_eq),
    }),
  );

  app.get(
    `${BASE}/session/join`,
    {
      schema: {
        tags,
        summary:
          "A join link's session: live (the meeting URL), early (opens at opensAt), moved (a later time has another link) or ended",
        description:
          'The meeting room opens MENTORING_TIMING.joinOpensMinutesBefore (15) minutes before the ' +
          'start and closes at the end; outside that window meetingUrl is null.',
        security,
        querystring: sessionJoinQuerySchema,
        response: { 200: sessionJoinResponseSchema },
      },
    },
    async (request) => ({ data: await joinSession(deps, viewer(request), request.query.token_eq) }),
  );
};
