// Reports of jobs by job seekers, and the admin's review of reported and flagged jobs.
import { z } from 'zod';
import { POSTING_FLAGS } from '../moderation/flag-posting';
import { paginatedSchema, paginationQuerySchema } from './common';

import { JOB_REPORT_NOTE_MAX, JOB_REPORT_REASONS } from '../moderation/report-reasons';

export const JOB_MODERATION_STATES = ['visible', 'underReview', 'removed'] as const;
export type JobModerationState = (typeof JOB_MODERATION_STATES)[number];

/** POST /v1/job-portal/job/{id}/report */
export const jobReportRequestSchema = z.object({
  reason: z.enum(JOB_REPORT_REASONS),
  note: z.string().trim().max(JOB_REPORT_NOTE_MAX).default(''),
});
export type JobReportRequest = z.infer<typeof jobReportRequestSchema>;
/** The form's values before defaults (the note may be left out). */
export type JobReportFormValues = z.input<typeof jobReportRequestSchema>;

/** The reporter's own report: other people's reports are never shown to them. */
export const myJobReportSchema = z.object({
  jobId: z.string(),
  reason: z.enum(JOB_REPORT_REASONS),
  note: z.string(),
  createdAt: z.string(),
});
export const myJobReportResponseSchema = z.object({
  data: z.object({ result: myJobReportSchema.nullable() }),
});

/** The admin's lists page on the server: this many rows a page (the web's default). */
export const ADMIN_LIST_PAGE_SIZE = 20;
export const ADMIN_SEARCH_MAX = 100;
/** Words to look for in an admin list; empty means no search. */
const adminSearchSchema = z.string().trim().max(ADMIN_SEARCH_MAX).optional();

export const ADMIN_REVIEW_QUEUES = ['all', 'reported', 'flagged'] as const;
export type AdminReviewQueue = (typeof ADMIN_REVIEW_QUEUES)[number];

/** GET /v1/admin/jobs/review: `search` matches the job's role or its company's name. */
export const adminReviewQuerySchema = paginationQuerySchema.extend({
  queue: z.enum(ADMIN_REVIEW_QUEUES).default('all'),
  search: adminSearchSchema,
});
export type AdminReviewQuery = z.infer<typeof adminReviewQuerySchema>;

export const adminReviewJobSchema = z.object({
  id: z.string(),
  slug: z.string(),
  role: z.string(),
  company: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
  status: z.string(),
  moderation: z.enum(JOB_MODERATION_STATES),
  flagReasons: z.array(z.enum(POSTING_FLAGS)),
  flagsReviewed: z.boolean(),
  openReportCount: z.number().int(),
  reports: z.array(
    z.object({ reason: z.enum(JOB_REPORT_REASONS), note: z.string(), createdAt: z.string() }),
  ),
  updatedAt: z.string(),
});
export type AdminReviewJob = z.infer<typeof adminReviewJobSchema>;
export const adminReviewResponseSchema = z.object({
  data: paginatedSchema(adminReviewJobSchema),
});

export const adminJobIdParamsSchema = z.object({ id: z.uuid() });
/** POST /v1/admin/jobs/{id}/decision */
export const adminJobDecisionSchema = z.object({ decision: z.enum(['hide', 'restore']) });
export const adminJobDecisionResponseSchema = z.object({
  data: z.object({ result: adminReviewJobSchema }),
});

/** GET /v1/admin/companies */
export const adminCompaniesQuerySchema = paginationQuerySchema.extend({
  verified: z.enum(['true', 'false', 'all']).default('false'),
  /** Matches the company's name. */
  search: adminSearchSchema,
});
export type AdminCompaniesQuery = z.infer<typeof adminCompaniesQuerySchema>;
export const adminCompanySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  verifiedAt: z.string().nullable(),
  openJobCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;
export const adminCompaniesResponseSchema = z.object({ data: paginatedSchema(adminCompanySchema) });
export const adminCompanyIdParamsSchema = z.object({ id: z.uuid() });
/** POST /v1/admin/companies/{id}/verification */
export const adminCompanyVerificationSchema = z.object({ verified: z.boolean() });
export const adminCompanyResponseSchema = z.object({
  data: z.object({ result: adminCompanySchema }),
});
