import { z } from 'zod';
import { applicationQuestionSchema, jobRecruitmentStepSchema } from './applications';
import { paginatedSchema } from './common';
import { jobCompanySchema, jobDocSchema } from './jobs';

export const jobDetailSchema = jobDocSchema.extend({
  /** The card's company with the original API's `description` and `insight.benefits`. */
  company: jobCompanySchema.extend({
    description: z.string(),
    insight: z.object({ benefits: z.array(z.string()) }),
  }),
  /** Sanitised HTML in the requested language. */
  description: z.string(),
  responsibilities: z.string(),
  requirements: z.string(),
  externalUrl: z.string().nullable(),
  applicantCount: z.number().int(),
  /** Closed by the employer, past its deadline or under review: the page says so. */
  isClosed: z.boolean(),
  closedReason: z.enum(['closed', 'expired', 'underReview']).nullable(),
  /** Reported by several people or hidden by an admin (decision 019): no applications. */
  underReview: z.boolean(),
  companyDetail: z.object({
    description: z.string(),
    size: z.string().nullable(),
    website: z.string().nullable(),
    foundedYear: z.number().int().nullable(),
    fundingStage: z.string().nullable(),
    cultureValues: z.array(z.string()),
    benefits: z.array(z.string()),
    openJobCount: z.number().int(),
  }),
  industry: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
  updatedAt: z.string(),
  /**
   * Easy-apply jobs: the pre-screening questions (never with answers here; the signed-in
   * student's prefills come from GET /v1/job-portal/job/{id}/apply-form).
   */
  questions: z.array(applicationQuestionSchema),
  /** The recruitment steps visible to candidates, in order. */
  recruitmentSteps: z.array(jobRecruitmentStepSchema),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

export const jobDetailResponseSchema = z.object({ data: z.object({ result: jobDetailSchema }) });

/** GET /v1/job-portal/job/slug/{slug} */
export const jobSlugParamsSchema = z.object({ slug: z.string().min(1).max(200) });
/** GET /v1/job-portal/job/{jobId} */
export const jobByIdParamsSchema = z.object({ jobId: z.string().min(1).max(64) });
/** A job named by `id` in the path: its similar jobs, saving it. */
export const jobIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** GET /v1/explore-job/job/{id}/similar */
export const similarJobsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(24).default(6),
});

/** Similar jobs: a list without pages. */
export const jobDocsResponseSchema = z.object({ data: z.object({ docs: z.array(jobDocSchema) }) });

/** Recommended jobs: the list shape, pages and totals included (as the original API answers). */
export const jobRecommendationResponseSchema = z.object({ data: paginatedSchema(jobDocSchema) });
