// Applying to jobs and following the applications (spec sections 3, 5, 7 and 8). The Application
// itself (spec section 3) is applicationSchema in applications/application.ts; the list item
// here extends it with what the applied-jobs page shows besides.
import { z } from 'zod';
import {
  applicationSchema,
  applicationTechTestSchema,
  recruitmentStepSchema,
} from '../applications/application';
import { APPLICATION_STATUS_GROUPS } from '../applications/status-definitions';
import { APPLICATION_ACTORS } from '../applications/transitions';
import {
  APPLICATION_STATUSES,
  APPLICATION_TYPES,
  HIRING_STAGE_TYPES,
  QUESTION_TYPES,
} from '../enums';
import { calendarDateSchema, paginatedSchema, paginationQuerySchema } from './common';

// ---------------------------------------------------------------------------------------------
// Questions and recruitment steps of a job

/** The three special profile questions (spec section 3): their answer comes from the profile. */
export const PROFILE_QUESTION_FIELDS = ['toefl', 'birthdate', 'gpa'] as const;
export type ProfileQuestionField = (typeof PROFILE_QUESTION_FIELDS)[number];

export const QUESTION_LIMITS = {
  /** Longest short-text answer, in characters. */
  shortTextMax: 500,
  /** Most questions a job asks; most options a question offers. */
  questionsMax: 20,
  optionsMax: 20,
} as const;

/**
 * An answer on the wire (spec section 5): a number for numeric questions (GPA: 'value/max'
 * text), 'MM/DD/YYYY' for dates, the chosen option id for radio, the chosen option ids for
 * checkbox (empty list when none), text for short text (a link gets https prefixed by the
 * server), null when not answered.
 */
export const answerValueSchema = z.union([
  z.string().max(2_000),
  z.number().finite(),
  z.array(z.string().max(64)).max(QUESTION_LIMITS.optionsMax),
  z.null(),
]);
export type AnswerValue = z.infer<typeof answerValueSchema>;

export const questionOptionSchema = z.object({ id: z.string(), value: z.string() });

/** Spec section 3, Question. `answer` is the prefilled answer (apply form), else null. */
export const applicationQuestionSchema = z.object({
  questionId: z.string(),
  type: z.enum(QUESTION_TYPES),
  title: z.string(),
  mandatory: z.boolean(),
  description: z.string().nullable(),
  options: z.array(questionOptionSchema),
  /** Set on the three special profile questions (TOEFL, birthdate, GPA). */
  profileField: z.enum(PROFILE_QUESTION_FIELDS).nullable(),
  /** GPA questions: the scale the answer is out of (the answer goes as 'value/max'). */
  gpaMax: z.number().nullable(),
  answer: answerValueSchema,
  /** Where a prefilled answer came from: the profile, or the candidate's earlier answer. */
  answerSource: z.enum(['profile', 'reusable']).nullable(),
});
export type ApplicationQuestion = z.infer<typeof applicationQuestionSchema>;

/** A recruitment step as the job page shows it (visible steps only, in the employer's order). */
export const jobRecruitmentStepSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(HIRING_STAGE_TYPES),
  order: z.number().int(),
});
export type JobRecruitmentStep = z.infer<typeof jobRecruitmentStepSchema>;

// ---------------------------------------------------------------------------------------------
// The apply form and applying

/** A job named by `id` in the path (apply, external apply, apply form). */
export const applyJobParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const applicationAnswerInputSchema = z.object({
  questionId: z.string().min(1).max(64),
  answer: answerValueSchema,
});
export type ApplicationAnswerInput = z.infer<typeof applicationAnswerInputSchema>;

/** POST /v1/job-portal/job/{id}/apply */
export const applyRequestSchema = z.object({
  answers: z.array(applicationAnswerInputSchema).max(QUESTION_LIMITS.questionsMax).default([]),
  /** Keep the answers as reusable answers for the next forms (default yes). */
  saveAnswers: z.boolean().default(true),
});
export type ApplyRequest = z.infer<typeof applyRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Applications

export const techTestSubmissionSchema = z.object({
  kind: z.enum(['link', 'file']),
  url: z.string().nullable(),
  fileName: z.string().nullable(),
  size: z.number().int().nullable(),
});

/** A tech test with what the candidate needs to do it (spec: id, recruitmentStepId, submittedAt). */
export const applicationTechTestDetailSchema = applicationTechTestSchema.extend({
  instructions: z.string(),
  /** Last day, YYYY-MM-DD; the test closes at 23:59:59 WIB of that day. */
  deadlineDate: z.string().nullable(),
  /** The instant it closes (ISO, UTC). */
  deadlineAt: z.string().nullable(),
  submission: techTestSubmissionSchema.nullable(),
});
export type ApplicationTechTestDetail = z.infer<typeof applicationTechTestDetailSchema>;

export const applicationHistoryEntrySchema = z.object({
  from: z.enum(APPLICATION_STATUSES).nullable(),
  to: z.enum(APPLICATION_STATUSES),
  recruitmentStepId: z.string().nullable(),
  by: z.enum(APPLICATION_ACTORS),
  at: z.string(),
});

/** An interview of one of the candidate's steps: when and where (the candidate was mailed it). */
export const applicationInterviewSchema = z.object({
  recruitmentStepId: z.string(),
  /** ISO instant (UTC); shown in WIB. */
  startsAt: z.string(),
  location: z.string().nullable(),
  meetingUrl: z.string().nullable(),
});

/** Why the application ended without a decision by a person, for the candidate to read. */
export const APPLICATION_STATUS_REASONS = ['noResponse', 'jobClosed', 'withdrawn'] as const;
export type ApplicationStatusReason = (typeof APPLICATION_STATUS_REASONS)[number];

/** One application of GET /v1/job-portal/me/application: spec section 3 and more. */
export const applicationListItemSchema = applicationSchema.extend({
  applicationType: z.enum(APPLICATION_TYPES),
  techTests: z.array(applicationTechTestDetailSchema),
  withdrawnAt: z.string().nullable(),
  statusReason: z.enum(APPLICATION_STATUS_REASONS).nullable(),
  history: z.array(applicationHistoryEntrySchema),
  interviews: z.array(applicationInterviewSchema),
  job: applicationSchema.shape.job.extend({
    company: z.object({ name: z.string(), logoUrl: z.string().nullable() }),
    externalUrl: z.string().nullable(),
    deadline: z.string().nullable(),
  }),
});
export type ApplicationListItem = z.infer<typeof applicationListItemSchema>;

export const applicationResponseSchema = z.object({
  data: z.object({ result: applicationListItemSchema }),
});
export type ApplicationResponse = z.infer<typeof applicationResponseSchema>;

/** POST /v1/job-portal/job/{id}/apply/external: the application is recorded, the page opens. */
export const externalApplyResponseSchema = z.object({
  data: z.object({ result: applicationListItemSchema, externalUrl: z.string() }),
});
export type ExternalApplyResponse = z.infer<typeof externalApplyResponseSchema>;

/** GET /v1/job-portal/job/{id}/apply-form: the questions with the signed-in student's prefills. */
export const applyFormSchema = z.object({
  jobId: z.string(),
  applicationType: z.enum(APPLICATION_TYPES),
  externalUrl: z.string().nullable(),
  isClosed: z.boolean(),
  questions: z.array(applicationQuestionSchema),
  recruitmentSteps: z.array(jobRecruitmentStepSchema),
  /** The student's application to this job, when there is one. */
  application: applicationListItemSchema.nullable(),
});
export type ApplyForm = z.infer<typeof applyFormSchema>;
export const applyFormResponseSchema = z.object({ data: z.object({ result: applyFormSchema }) });

/** GET /v1/job-portal/me/application */
export const myApplicationsQuerySchema = paginationQuerySchema.extend({
  statusGroup: z.enum(['all', ...APPLICATION_STATUS_GROUPS]).default('all'),
});
export type MyApplicationsQuery = z.infer<typeof myApplicationsQuerySchema>;

export const applicationGroupCountsSchema = z.object({
  all: z.number().int(),
  inReview: z.number().int(),
  inProgress: z.number().int(),
  offers: z.number().int(),
  unsuccessful: z.number().int(),
  withdrawn: z.number().int(),
});
export type ApplicationGroupCounts = z.infer<typeof applicationGroupCountsSchema>;
export const myApplicationsResponseSchema = z.object({
  data: paginatedSchema(applicationListItemSchema).extend({
    /** How many applications each filter tab holds. */
    counts: applicationGroupCountsSchema,
  }),
});
export type MyApplicationsResponse = z.infer<typeof myApplicationsResponseSchema>;

/** An application named in the path (read, withdraw, tech test, employer move). */
export const applicationIdParamsSchema = z.object({ applicationId: z.string().min(1).max(64) });

/** POST /v1/job-portal/me/application/{applicationId}/withdraw: the application, withdrawn. */
export const withdrawApplicationRequestSchema = z.object({
  reason: z.string().trim().max(500).optional(),
});

/**
 * POST /v1/job-portal/me/application/{applicationId}/offer: the candidate's answer to an offer.
 * Accepting moves it to `accepted`; declining withdraws it from the offer (decision 029). Either
 * only while the offer stands: 409 INVALID_STATUS_TRANSITION otherwise.
 */
export const OFFER_DECISIONS = ['accept', 'decline'] as const;
export type OfferDecision = (typeof OFFER_DECISIONS)[number];
export const offerResponseRequestSchema = z.object({ decision: z.enum(OFFER_DECISIONS) });
export type OfferResponseRequest = z.infer<typeof offerResponseRequestSchema>;

/** GET /v1/job-portal/student/{id}/applied-job/count (params: studentIdParamsSchema, the profile id) */
export const appliedJobCountResponseSchema = z.object({
  data: z.object({ count: z.number().int() }),
});

// ---------------------------------------------------------------------------------------------
// Bulk apply

/** Applications one person may send through bulk apply per WIB calendar day. */
export const BULK_APPLY_DAILY_LIMIT = 100;
/** Jobs in one bulk-apply request. */
export const BULK_APPLY_MAX_JOBS = 50;
/** The header that makes a retried bulk apply answer with the first result. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z
  .string()
  .min(8)
  .max(128)
  .regex(/^[A-Za-z0-9_.:-]+$/);

/** POST /v1/job-portal/application/bulk-apply (header Idempotency-Key required). */
export const bulkApplyRequestSchema = z.object({
  jobs: z
    .array(
      z.object({
        jobId: z.string().min(1).max(64),
        answers: z
          .array(applicationAnswerInputSchema)
          .max(QUESTION_LIMITS.questionsMax)
          .default([]),
      }),
    )
    .min(1)
    .max(BULK_APPLY_MAX_JOBS),
  saveAnswers: z.boolean().default(true),
});
export type BulkApplyRequest = z.infer<typeof bulkApplyRequestSchema>;
/** Other headers pass through untouched (the locale, the bearer token). */
export const bulkApplyHeadersSchema = z.looseObject({ 'idempotency-key': idempotencyKeySchema });

export const bulkApplyJobResultSchema = z.object({
  jobId: z.string(),
  ok: z.boolean(),
  applicationId: z.string().nullable(),
  /** Why this job failed: an apply error code (JOB_ALREADY_APPLIED, ...) and its message. */
  error: z.object({ messageId: z.string(), message: z.string() }).nullable(),
});
export type BulkApplyJobResult = z.infer<typeof bulkApplyJobResultSchema>;

export const bulkApplyResultSchema = z.object({
  results: z.array(bulkApplyJobResultSchema),
  applied: z.number().int(),
  failed: z.number().int(),
  daily: z.object({ limit: z.number().int(), used: z.number().int(), remaining: z.number().int() }),
});
export type BulkApplyResult = z.infer<typeof bulkApplyResultSchema>;
export const bulkApplyResponseSchema = z.object({ data: bulkApplyResultSchema });

/** GET /v1/job-portal/application/bulk-apply/form?jobIds=…: the questions of each job at once. */
export const bulkApplyFormQuerySchema = z.object({
  jobIds: z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z.array(z.string().min(1).max(64)).min(1).max(BULK_APPLY_MAX_JOBS),
  ),
});
export const bulkApplyFormResponseSchema = z.object({
  data: z.object({ forms: z.array(applyFormSchema) }),
});

// ---------------------------------------------------------------------------------------------
// After applying

/** GET and PATCH /v1/job-portal/additional-information-after-apply-job */
export const NOTICE_PERIODS = [
  'immediately',
  'oneWeek',
  'twoWeeks',
  'oneMonth',
  'moreThanOneMonth',
] as const;
export const additionalInformationSchema = z.object({
  /** Monthly, whole rupiah (the profile's expected salary). */
  expectedSalary: z.number().int().nullable(),
  noticePeriod: z.enum(NOTICE_PERIODS).nullable(),
  /** YYYY-MM-DD */
  availableFrom: z.string().nullable(),
  willingToRelocate: z.boolean().nullable(),
  portfolioUrl: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type AdditionalInformation = z.infer<typeof additionalInformationSchema>;
export const additionalInformationResponseSchema = z.object({
  data: z.object({ result: additionalInformationSchema }),
});
export const additionalInformationPatchSchema = z
  .object({
    expectedSalary: z.number().int().min(0).max(1_000_000_000).nullable(),
    noticePeriod: z.enum(NOTICE_PERIODS).nullable(),
    availableFrom: calendarDateSchema.nullable(),
    willingToRelocate: z.boolean().nullable(),
    /** https is prefixed when missing (spec section 5). */
    portfolioUrl: z.string().trim().max(500).nullable(),
  })
  .partial();
export type AdditionalInformationPatch = z.infer<typeof additionalInformationPatchSchema>;

/** GET /v1/explore-job/job/recommendation-after-apply (answer: jobDocsResponseSchema) */
export const recommendationAfterApplyQuerySchema = z.object({
  jobId: z.string().min(1).max(64),
  limit: z.coerce.number().int().min(1).max(24).default(6),
});

// ---------------------------------------------------------------------------------------------
// Tech tests

/** A tech-test step of an application named in the path. */
export const techTestParamsSchema = applicationIdParamsSchema.extend({
  stepId: z.string().min(1).max(64),
});
/** POST …/me/application/{applicationId}/tech-test/{stepId}/link (https prefixed). */
export const techTestLinkRequestSchema = z.object({ url: z.string().trim().min(1).max(2_000) });
/** POST …/tech-test/{stepId}/file takes multipart field `file`: PDF or DOCX (by content), ≤ 10 MB. */
export const TECH_TEST_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const techTestResponseSchema = z.object({
  data: z.object({ result: applicationTechTestDetailSchema }),
});

// ---------------------------------------------------------------------------------------------
// Reusable answers (the candidate's earlier answers, offered again for a question of the same text)

export const reusableAnswerSchema = z.object({
  id: z.string(),
  questionTitle: z.string(),
  type: z.enum(QUESTION_TYPES),
  answer: answerValueSchema,
  updatedAt: z.string(),
});
export type ReusableAnswer = z.infer<typeof reusableAnswerSchema>;
export const reusableAnswersResponseSchema = z.object({
  data: z.object({ docs: z.array(reusableAnswerSchema) }),
});
export const reusableAnswerParamsSchema = z.object({ answerId: z.string().min(1).max(64) });
/** PATCH /v1/job-portal/me/reusable-answer/{answerId}: checked by the question type's rules. */
export const reusableAnswerPatchSchema = z.object({ answer: answerValueSchema });
export const reusableAnswerResponseSchema = z.object({
  data: z.object({ result: reusableAnswerSchema }),
});
export const reusableAnswerDeletedResponseSchema = z.object({
  data: z.object({ deleted: z.literal(true) }),
});

// ---------------------------------------------------------------------------------------------
// Employer: moving an applicant (until the employer pipeline exists)

/** POST /v1/job-portal/employer/application/{applicationId}/move */
export const moveApplicationRequestSchema = z.object({
  status: z.enum(APPLICATION_STATUSES),
  /** Required for step statuses: a step of the job whose type matches the status. */
  recruitmentStepId: z.string().min(1).max(64).nullable().default(null),
  /** Tech tests: what to do and by when (YYYY-MM-DD, closes 23:59:59 WIB). */
  techTest: z
    .object({
      instructions: z.string().trim().min(1).max(5_000).optional(),
      deadlineDate: calendarDateSchema,
    })
    .optional(),
});
export type MoveApplicationRequest = z.infer<typeof moveApplicationRequestSchema>;

/** An applicant as the employer sees it. */
export const employerApplicationSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  recruitmentStepId: z.string().nullable(),
  recruitmentSteps: z.array(recruitmentStepSchema),
  candidate: z.object({ name: z.string() }),
  withdrawnAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type EmployerApplication = z.infer<typeof employerApplicationSchema>;
export const employerApplicationResponseSchema = z.object({
  data: z.object({ result: employerApplicationSchema }),
});
/** GET /v1/job-portal/employer/job/{id}/application: the applicants of one of the company's jobs. */
export const employerApplicationsResponseSchema = z.object({
  data: paginatedSchema(employerApplicationSchema),
});
