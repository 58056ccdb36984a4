// The employer's applicant pipeline of a job (issue 13, decision 021): list, board, candidate
// detail, actions (each a move through the status-change use case), bulk actions, private notes
// and rating, CSV export, recommended candidates and funnel figures.
import { z } from 'zod';
import { recruitmentStepSchema } from '../applications/application';
import { APPLICATION_STATUSES, HIRING_STAGE_TYPES } from '../enums';
import { answerValueSchema, applicationHistoryEntrySchema } from './applications';
import { calendarDateSchema, paginatedSchema } from './common';

const id = z.string().min(1).max(64);

export const pipelineJobParamsSchema = z.object({ id });
export const pipelineApplicationParamsSchema = z.object({ applicationId: id });

/** GET …/application/{applicationId}/interview/{interviewId}/calendar: the interview's .ics. */
export const pipelineInterviewParamsSchema = pipelineApplicationParamsSchema.extend({
  interviewId: z.uuid(),
});

export const PIPELINE_SORTS = ['newest', 'oldest', 'name', 'rating', 'updated'] as const;
export type PipelineSort = (typeof PIPELINE_SORTS)[number];

/** GET /v1/job-portal/employer/job/{id}/pipeline */
export const pipelineListQuerySchema = z.object({
  /** A board column: applied, waitListed, offered, rejected or a step id. */
  column: z.string().min(1).max(64).optional(),
  status: z.enum(APPLICATION_STATUSES).optional(),
  /** Part of the candidate's name. */
  q: z.string().trim().max(100).optional(),
  sort: z.enum(PIPELINE_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type PipelineListQuery = z.infer<typeof pipelineListQuerySchema>;

/**
 * GET /v1/job-portal/employer/job/{id}/pipeline/export: the CSV in the language of the page its
 * link is on (a download cannot send the x-locale header); without it, the request's language.
 */
export const pipelineExportQuerySchema = z.object({ locale: z.enum(['idn', 'en']).optional() });

/** One applicant card (list row and board card). */
export const pipelineCardSchema = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  recruitmentStepId: z.string().nullable(),
  column: z.string(),
  candidate: z.object({ name: z.string(), major: z.string().nullable() }),
  rating: z.number().int().nullable(),
  noteCount: z.number().int(),
  fromRecommendation: z.boolean(),
  withdrawnAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PipelineCard = z.infer<typeof pipelineCardSchema>;

export const pipelineStepSchema = recruitmentStepSchema.omit({ finished: true });
export type PipelineStep = z.infer<typeof pipelineStepSchema>;

export const pipelineJobSchema = z.object({
  id: z.string(),
  role: z.string(),
  status: z.string(),
  companyName: z.string(),
  steps: z.array(pipelineStepSchema),
});
export type PipelineJob = z.infer<typeof pipelineJobSchema>;

export const pipelineListResponseSchema = z.object({
  data: paginatedSchema(pipelineCardSchema).extend({ job: pipelineJobSchema }),
});
export type PipelineListResponse = z.infer<typeof pipelineListResponseSchema>;

/** GET /v1/job-portal/employer/job/{id}/pipeline/board */
export const pipelineBoardQuerySchema = z.object({
  perColumn: z.coerce.number().int().min(1).max(50).default(10),
  q: z.string().trim().max(100).optional(),
});
export const pipelineColumnSchema = z.object({
  key: z.string(),
  kind: z.enum(['applied', 'step', 'offered', 'rejected', 'waitListed']),
  step: pipelineStepSchema.nullable(),
  count: z.number().int(),
  /** The first cards (newest first); the list endpoint with `column` pages on. */
  cards: z.array(pipelineCardSchema),
});
export type PipelineColumn = z.infer<typeof pipelineColumnSchema>;
export const pipelineBoardResponseSchema = z.object({
  data: z.object({ job: pipelineJobSchema, columns: z.array(pipelineColumnSchema) }),
});
export type PipelineBoard = z.infer<typeof pipelineBoardResponseSchema>['data'];

// ---------------------------------------------------------------------------------------------
// The candidate

export const pipelineNoteSchema = z.object({
  id: z.string(),
  body: z.string(),
  author: z.object({ id: z.string().nullable(), name: z.string() }),
  createdAt: z.string(),
});
export type PipelineNote = z.infer<typeof pipelineNoteSchema>;

export const pipelineInterviewSchema = z.object({
  id: z.string(),
  recruitmentStepId: z.string(),
  startsAt: z.string(),
  location: z.string().nullable(),
  meetingUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type PipelineInterview = z.infer<typeof pipelineInterviewSchema>;

export const pipelineCandidateSchema = z.object({
  application: pipelineCardSchema.extend({
    jobId: z.string(),
    decidedAt: z.string().nullable(),
    /** Private to the company: never in a candidate-facing answer. */
    rejectionReason: z.string().nullable(),
  }),
  job: pipelineJobSchema,
  profile: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    major: z.string().nullable(),
    lastEducation: z.number().int(),
    experienceLevel: z.number().int(),
    expectedSalary: z.number().int().nullable(),
    educations: z.array(
      z.object({
        institutionName: z.string(),
        major: z.string().nullable(),
        educationLevel: z.number().int(),
        startYear: z.number().int().nullable(),
        endYear: z.number().int().nullable(),
      }),
    ),
    experiences: z.array(
      z.object({
        companyName: z.string(),
        roleName: z.string(),
        startDate: z.string(),
        endDate: z.string().nullable(),
        currentlyOccupied: z.boolean(),
      }),
    ),
    skills: z.array(z.string()),
  }),
  answers: z.array(
    z.object({
      questionId: z.string(),
      title: z.string(),
      type: z.string(),
      answer: answerValueSchema.nullable(),
    }),
  ),
  cv: z
    .object({ fileName: z.string(), contentType: z.string(), size: z.number().int() })
    .nullable(),
  techTests: z.array(
    z.object({
      recruitmentStepId: z.string(),
      instructions: z.string(),
      deadlineDate: z.string().nullable(),
      submittedAt: z.string().nullable(),
      submissionKind: z.enum(['link', 'file']).nullable(),
      submissionUrl: z.string().nullable(),
      fileName: z.string().nullable(),
    }),
  ),
  interviews: z.array(pipelineInterviewSchema),
  history: z.array(applicationHistoryEntrySchema),
  notes: z.array(pipelineNoteSchema),
});
export type PipelineCandidate = z.infer<typeof pipelineCandidateSchema>;
export const pipelineCandidateResponseSchema = z.object({
  data: z.object({ result: pipelineCandidateSchema }),
});

// ---------------------------------------------------------------------------------------------
// Actions: each one is a move through the status-change use case.

export const PIPELINE_REASON_MAX = 2_000;
export const PIPELINE_NOTE_MAX = 5_000;

/** Moves that need no details: review statuses, a step of type custom, offer, accept, wait-list. */
export const pipelineMoveActionSchema = z.object({
  action: z.literal('move'),
  status: z.enum(APPLICATION_STATUSES),
  recruitmentStepId: id.nullable().default(null),
});
export const pipelineTechTestActionSchema = z.object({
  action: z.literal('techTest'),
  recruitmentStepId: id,
  instructions: z.string().trim().min(1).max(5_000),
  /** Last day (YYYY-MM-DD); the test closes at 23:59:59 WIB. */
  deadlineDate: calendarDateSchema,
});
export const pipelineInterviewActionSchema = z
  .object({
    action: z.literal('interview'),
    /** An hrInterview or userInterview step of the job. */
    recruitmentStepId: id,
    /** WIB wall clock. */
    date: calendarDateSchema,
    time: z.string().regex(/^\d{2}:\d{2}$/),
    location: z.string().trim().max(300).nullable().default(null),
    meetingUrl: z
      .string()
      .trim()
      .max(1_000)
      .regex(/^https:\/\//)
      .nullable()
      .default(null),
  })
  .refine((v) => v.location !== null || v.meetingUrl !== null, {
    message: 'A place or a meeting link',
    path: ['location'],
  });
export const pipelineRejectActionSchema = z.object({
  action: z.literal('reject'),
  /** Private to the company: the candidate sees Rejected, never this. */
  reason: z.string().trim().min(1).max(PIPELINE_REASON_MAX),
});
export const pipelineActionRequestSchema = z.union([
  pipelineMoveActionSchema,
  pipelineTechTestActionSchema,
  pipelineInterviewActionSchema,
  pipelineRejectActionSchema,
]);
export type PipelineActionRequest = z.infer<typeof pipelineActionRequestSchema>;
export const pipelineActionResponseSchema = z.object({
  data: z.object({ result: pipelineCardSchema }),
});

/** POST /v1/job-portal/employer/job/{id}/pipeline/bulk: each application succeeds or fails alone. */
export const PIPELINE_BULK_MAX = 100;
export const pipelineBulkRequestSchema = z.object({
  applicationIds: z.array(id).min(1).max(PIPELINE_BULK_MAX),
  action: z.union([pipelineMoveActionSchema, pipelineRejectActionSchema]),
});
export type PipelineBulkRequest = z.infer<typeof pipelineBulkRequestSchema>;
export const pipelineBulkResponseSchema = z.object({
  data: z.object({
    results: z.array(
      z.object({
        applicationId: z.string(),
        ok: z.boolean(),
        /** The refusal's error code (APPLICATION_NOT_FOUND, INVALID_STATUS_TRANSITION). */
        error: z.string().nullable(),
      }),
    ),
    succeeded: z.number().int(),
    failed: z.number().int(),
  }),
});
export type PipelineBulkResult = z.infer<typeof pipelineBulkResponseSchema>['data'];

export const pipelineNoteRequestSchema = z.object({
  body: z.string().trim().min(1).max(PIPELINE_NOTE_MAX),
});
export const pipelineNoteResponseSchema = z.object({
  data: z.object({ result: pipelineNoteSchema }),
});
export const pipelineRatingRequestSchema = z.object({
  /** 1-5; null clears it. */
  rating: z.number().int().min(1).max(5).nullable(),
});
export const pipelineRatingResponseSchema = z.object({
  data: z.object({ rating: z.number().int().nullable() }),
});

// ---------------------------------------------------------------------------------------------
// Recommended candidates and invitations

export const pipelineRecommendationSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  major: z.string().nullable(),
  lastEducation: z.number().int(),
  experienceLevel: z.number().int(),
  /** What matched: role, city, education, experience. */
  matches: z.array(z.enum(['role', 'city', 'education', 'experience'])),
  score: z.number().int(),
});
export type PipelineRecommendation = z.infer<typeof pipelineRecommendationSchema>;
export const pipelineRecommendationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const pipelineRecommendationsResponseSchema = z.object({
  data: z.object({ docs: z.array(pipelineRecommendationSchema) }),
});
export const pipelineInviteParamsSchema = z.object({ id, studentId: id });
export const pipelineInviteRequestSchema = z.object({
  /** The step to invite into (any step type); null invites to review ("approached"). */
  recruitmentStepId: id.nullable(),
});

// ---------------------------------------------------------------------------------------------
// Funnel figures

export const pipelineFunnelSchema = z.object({
  total: z.number().int(),
  columns: z.array(
    z.object({
      key: z.string(),
      kind: pipelineColumnSchema.shape.kind,
      stepName: z.string().nullable(),
      stepType: z.enum(HIRING_STAGE_TYPES).nullable(),
      /** Applications there now. */
      current: z.number().int(),
      /** Applications that ever reached it. */
      reached: z.number().int(),
      /** Median days an application spent there (null: nobody left it yet and none is there). */
      medianDaysInStep: z.number().nullable(),
    }),
  ),
  response: z.object({
    /** Share (0-1) of applications the company answered (any move by the company). */
    responseRate: z.number().nullable(),
    medianDaysToFirstResponse: z.number().nullable(),
    answered: z.number().int(),
    total: z.number().int(),
  }),
});
export type PipelineFunnel = z.infer<typeof pipelineFunnelSchema>;
export const pipelineFunnelResponseSchema = z.object({ data: pipelineFunnelSchema });
