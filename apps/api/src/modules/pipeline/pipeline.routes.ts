// The employer's applicant pipeline (issue 13, decision 021). Employers who are members of the
// job's company only: another company's job or application answers 404 as if it did not exist.
import {
  pipelineActionRequestSchema,
  pipelineActionResponseSchema,
  pipelineApplicationParamsSchema,
  pipelineBoardQuerySchema,
  pipelineBoardResponseSchema,
  pipelineBulkRequestSchema,
  pipelineBulkResponseSchema,
  pipelineCandidateResponseSchema,
  pipelineFunnelResponseSchema,
  pipelineInviteParamsSchema,
  pipelineInterviewParamsSchema,
  pipelineInviteRequestSchema,
  pipelineExportQuerySchema,
  pipelineJobParamsSchema,
  pipelineListQuerySchema,
  pipelineListResponseSchema,
  pipelineNoteRequestSchema,
  pipelineNoteResponseSchema,
  pipelineRatingRequestSchema,
  pipelineRatingResponseSchema,
  pipelineRecommendationsQuerySchema,
  pipelineRecommendationsResponseSchema,
} from '@jenjang/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth-guard';
import { requestLocale } from '../../platform/locale';
import { rateLimitBy } from '../../platform/rate-limits';
import type { MoveDeps } from '../applications/move-application.service';
import { bearerSecurity as security } from '../auth/route-helpers';
import { actOnApplicant, bulkAct, inviteCandidate } from './pipeline-actions.service';
import { jobFunnel, recommendCandidates } from './pipeline-insights.service';
import { employerInterviewCalendar } from './interview-calendar.service';
import {
  addNote,
  candidateDetail,
  exportPipelineCsv,
  listPipeline,
  openCandidateCv,
  pipelineBoard,
  rateCandidate,
  type PipelineDeps,
} from './pipeline.service';

export type PipelineRouteDeps = MoveDeps &
  PipelineDeps & {
    /** Moves mail the candidate: per member and window (bulk requests count once per request). */
    mailingLimit?: { max: number; windowMs: number };
  };

const tags = ['employer'];
const HOUR = 3_600_000;

/** RFC 6266: a plain ASCII name for old clients and the exact UTF-8 name for the rest. */
function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const pipelineRoutes: FastifyPluginAsyncZod<{ deps: PipelineRouteDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.authenticate);
  const actor = (request: FastifyRequest) => ({
    user: signedInUser(request),
    locale: requestLocale(request),
  });
  const limit = deps.mailingLimit ?? { max: 600, windowMs: HOUR };
  const mailing = (name: string, max = limit.max) =>
    rateLimitBy(app, {
      name: `pipeline:${name}`,
      max,
      windowMs: limit.windowMs,
      key: (request) => request.user?.id,
    });
  const JOB = '/v1/job-portal/employer/job/:id';
  const APP = '/v1/job-portal/employer/application/:applicationId';

  app.get(
    `${JOB}/pipeline`,
    {
      schema: {
        tags,
        summary: "A job's applicants as a list: filter by column or status, search, sort, pages",
        description: "Employers of the job's company only; another job answers 404 JOB_NOT_FOUND.",
        security,
        params: pipelineJobParamsSchema,
        querystring: pipelineListQuerySchema,
        response: { 200: pipelineListResponseSchema },
      },
    },
    async (request) => ({
      data: await listPipeline(deps, {
        ...actor(request),
        jobId: request.params.id,
        query: request.query,
      }),
    }),
  );

  app.get(
    `${JOB}/pipeline/board`,
    {
      schema: {
        tags,
        summary: "A job's applicants by column: applied, each step, offered, rejected, wait-listed",
        description:
          'Each column has its count and its first `perColumn` cards, newest first; the list ' +
          'endpoint with `column` pages on.',
        security,
        params: pipelineJobParamsSchema,
        querystring: pipelineBoardQuerySchema,
        response: { 200: pipelineBoardResponseSchema },
      },
    },
    async (request) => ({
      data: await pipelineBoard(deps, {
        ...actor(request),
        jobId: request.params.id,
        ...request.query,
      }),
    }),
  );

  app.get(
    `${JOB}/pipeline/funnel`,
    {
      schema: {
        tags,
        summary: 'Funnel figures: applicants per column, median days in each, response rate',
        security,
        params: pipelineJobParamsSchema,
        response: { 200: pipelineFunnelResponseSchema },
      },
    },
    async (request) => ({
      data: await jobFunnel(deps, { ...actor(request), jobId: request.params.id }),
    }),
  );

  app.get(
    `${JOB}/pipeline/export`,
    {
      schema: {
        tags,
        summary: "The job's applicants as CSV (RFC 4180; cells that could be formulas are quoted)",
        security,
        params: pipelineJobParamsSchema,
        querystring: pipelineExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { locale } = request.query;
      const { fileName, csv } = await exportPipelineCsv(deps, {
        ...actor(request),
        ...(locale ? { locale: locale === 'en' ? ('en' as const) : ('id' as const) } : {}),
        jobId: request.params.id,
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(csv);
    },
  );

  app.post(
    `${JOB}/pipeline/bulk`,
    {
      preHandler: mailing('bulk', Math.max(1, Math.floor(limit.max / 10))),
      schema: {
        tags,
        summary: 'Move or reject many applicants of the job; each succeeds or fails on its own',
        description:
          'Answers 200 with one result per application: ok, or the error code ' +
          "(APPLICATION_NOT_FOUND for another job's or company's, INVALID_STATUS_TRANSITION).",
        security,
        params: pipelineJobParamsSchema,
        body: pipelineBulkRequestSchema,
        response: { 200: pipelineBulkResponseSchema },
      },
    },
    async (request) => ({
      data: await bulkAct(deps, {
        ...actor(request),
        jobId: request.params.id,
        request: request.body,
      }),
    }),
  );

  app.get(
    `${JOB}/recommendation`,
    {
      schema: {
        tags,
        summary: 'Students who match the job (role, city, education, experience), ranked',
        description: 'Never a student hidden from companies or one who already applied to the job.',
        security,
        params: pipelineJobParamsSchema,
        querystring: pipelineRecommendationsQuerySchema,
        response: { 200: pipelineRecommendationsResponseSchema },
      },
    },
    async (request) => ({
      data: {
        docs: await recommendCandidates(deps, {
          ...actor(request),
          jobId: request.params.id,
          limit: request.query.limit,
        }),
      },
    }),
  );

  app.post(
    `${JOB}/recommendation/:studentId/invite`,
    {
      preHandler: mailing('invite'),
      schema: {
        tags,
        summary: 'Invite a recommended student to apply, straight into a step',
        description:
          'Creates the application (fromRecommendation true); the candidate reads "Invited to ' +
          '<step>" and is notified. 409 JOB_ALREADY_APPLIED, 409 JOB_CLOSED, 404 NOT_FOUND for ' +
          'a student who is hidden from companies or does not exist.',
        security,
        params: pipelineInviteParamsSchema,
        body: pipelineInviteRequestSchema,
        response: { 200: pipelineActionResponseSchema },
      },
    },
    async (request) => ({
      data: {
        result: await inviteCandidate(deps, {
          ...actor(request),
          jobId: request.params.id,
          studentId: request.params.studentId,
          recruitmentStepId: request.body.recruitmentStepId,
        }),
      },
    }),
  );

  app.get(
    APP,
    {
      schema: {
        tags,
        summary: 'A candidate: profile, answers, CV, tech tests, interviews, timeline, notes',
        description:
          "Notes, rating and the rejection reason are the company's own, never shown to the candidate.",
        security,
        params: pipelineApplicationParamsSchema,
        response: { 200: pipelineCandidateResponseSchema },
      },
    },
    async (request) => ({
      data: {
        result: await candidateDetail(deps, {
          ...actor(request),
          applicationId: request.params.applicationId,
        }),
      },
    }),
  );

  app.get(
    `${APP}/cv`,
    {
      schema: {
        tags,
        summary: "Download the candidate's CV (members of the company applied to only)",
        security,
        params: pipelineApplicationParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await openCandidateCv(deps, {
        ...actor(request),
        applicationId: request.params.applicationId,
      });
      return reply
        .type(file.contentType)
        .header('content-length', String(file.size))
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );

  app.get(
    `${APP}/interview/:interviewId/calendar`,
    {
      schema: {
        tags,
        summary: "Download a candidate's interview as an .ics calendar file",
        description:
          'text/calendar (RFC 5545, METHOD:PUBLISH): one VEVENT, UID = the interview id, start ' +
          'and end (INTERVIEW_CALENDAR_MINUTES later) in UTC, the meeting link or place and the ' +
          'candidate page in DESCRIPTION. Members of the company applied to only; 404 otherwise.',
        security,
        params: pipelineInterviewParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await employerInterviewCalendar(deps, {
        ...actor(request),
        applicationId: request.params.applicationId,
        interviewId: request.params.interviewId,
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );

  app.post(
    `${APP}/action`,
    {
      preHandler: mailing('action'),
      schema: {
        tags,
        summary: 'Move, send a tech test, schedule an interview (WIB), or reject with a reason',
        description:
          'Every action is a status move (docs/decisions/016, 021): the candidate is notified ' +
          'and mailed. The rejection reason stays with the company. 409 ' +
          'INVALID_STATUS_TRANSITION for a move that is not allowed.',
        security,
        params: pipelineApplicationParamsSchema,
        body: pipelineActionRequestSchema,
        response: { 200: pipelineActionResponseSchema },
      },
    },
    async (request) => ({
      data: {
        result: await actOnApplicant(deps, {
          ...actor(request),
          applicationId: request.params.applicationId,
          request: request.body,
        }),
      },
    }),
  );

  app.post(
    `${APP}/note`,
    {
      schema: {
        tags,
        summary: 'Add a private note on the candidate (seen by the company members only)',
        security,
        params: pipelineApplicationParamsSchema,
        body: pipelineNoteRequestSchema,
        response: { 201: pipelineNoteResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await addNote(deps, {
        ...actor(request),
        applicationId: request.params.applicationId,
        body: request.body.body,
      });
      return reply.code(201).send({ data: { result } });
    },
  );

  app.put(
    `${APP}/rating`,
    {
      schema: {
        tags,
        summary: "Rate the candidate 1-5 (null clears it); the company's own",
        security,
        params: pipelineApplicationParamsSchema,
        body: pipelineRatingRequestSchema,
        response: { 200: pipelineRatingResponseSchema },
      },
    },
    async (request) => ({
      data: await rateCandidate(deps, {
        ...actor(request),
        applicationId: request.params.applicationId,
        rating: request.body.rating,
      }),
    }),
  );
};
