import { z } from 'zod';
import { EMPLOYMENT_TYPES, WORKPLACE_TYPES, SALARY_TYPES, APPLICATION_TYPES } from '../enums';
import { paginatedSchema, paginationQuerySchema } from './common';

const citySchema = z.object({ id: z.number().int(), name: z.string() });

export const jobCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  logoUrl: z.string().nullable(),
  sector: z.string().nullable(),
  location: z.object({ city: citySchema.nullable() }),
});

/**
 * A job's status as the original API spells it (decision 015): `active` while it takes
 * applications, `closed` after. The database says `open`.
 */
export const PUBLIC_JOB_STATUSES = ['active', 'closed'] as const;
export type PublicJobStatus = (typeof PUBLIC_JOB_STATUSES)[number];

/** A skill as the original API lists it. */
export const jobSkillSchema = z.object({ name: z.string() });

/**
 * One job in a list (spec section 3, Job). Besides Jenjang's fields it carries the original
 * API's names that existing clients read (decision 015): `city`, `country`, `salaryRange`,
 * `categorySlug`, `latestUpdatedAt`, `lastActivelyHiringAt`, `skills`, `stats`.
 */
export const jobDocSchema = z.object({
  id: z.string(),
  slug: z.string(),
  role: z.string(),
  company: jobCompanySchema,
  location: z.object({ city: citySchema, country: z.object({ name: z.string() }) }),
  employmentTypes: z.array(z.enum(EMPLOYMENT_TYPES)),
  workplaceType: z.enum(WORKPLACE_TYPES),
  salaryType: z.enum(SALARY_TYPES),
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  salaryShown: z.boolean(),
  candidatePreference: z.object({
    lastEducations: z.array(z.number().int()),
    experienceLevels: z.array(z.number().int()),
  }),
  jobRole: z
    .object({ id: z.number().int(), name: z.string(), categoryId: z.number().int() })
    .nullable(),
  applicationType: z.enum(APPLICATION_TYPES),
  urgentlyNeeded: z.boolean(),
  thereAreStillFewApplicants: z.boolean(),
  status: z.enum(PUBLIC_JOB_STATUSES),
  publishedAt: z.string(),
  deadline: z.string().nullable(),
  // The original API's names (decision 015).
  city: citySchema,
  country: z.object({ name: z.string() }),
  /** Monthly or per salaryType, in rupiah; both null when the salary is hidden or not given. */
  salaryRange: z.object({ start: z.number().int().nullable(), end: z.number().int().nullable() }),
  /** The slug of the job's category (its company's industry, as /v1/job-portal/job-category). */
  categorySlug: z.string().nullable(),
  latestUpdatedAt: z.string(),
  /** The last time the employer worked on the job: published or changed. */
  lastActivelyHiringAt: z.string(),
  skills: z.array(jobSkillSchema),
  stats: z.object({ applicantCount: z.number().int() }),
});
export type JobDoc = z.infer<typeof jobDocSchema>;

export const jobListQuerySchema = paginationQuerySchema;
export type JobListQuery = z.infer<typeof jobListQuerySchema>;

export const jobListResponseSchema = z.object({ data: paginatedSchema(jobDocSchema) });
export type JobListResponse = z.infer<typeof jobListResponseSchema>;

/** Below this many applicants a job card says "still few applicants". */
export const FEW_APPLICANTS_THRESHOLD = 10;

export function hasFewApplicants(applicantCount: number): boolean {
  return applicantCount < FEW_APPLICANTS_THRESHOLD;
}
