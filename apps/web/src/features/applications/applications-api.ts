// The API calls of the applications area, in one place (paths, queries, contracts).
import { applicationSchema, applicationTechTestSchema } from '@jenjang/domain';
import { z } from 'zod';
import type { StatusGroup } from './applications-query';

// TODO(contracts): replace with the domain's list contract once apply-api lands it.
const appliedItemSchema = applicationSchema.extend({
  applicationType: z.enum(['easyApply', 'external']).default('easyApply'),
  statusReason: z.enum(['noResponse', 'jobClosed', 'withdrawn']).nullable().default(null),
  techTests: z.array(
    applicationTechTestSchema.extend({
      instructions: z.string().nullable().default(null),
      deadlineAt: z.string().nullable().default(null),
    }),
  ),
});
export type AppliedItem = z.infer<typeof appliedItemSchema>;

const myApplicationsResponseSchema = z.object({
  data: z.object({
    docs: z.array(appliedItemSchema),
    totalDocs: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    totalPages: z.number().int(),
  }),
});

/** GET /v1/job-portal/me/application, filtered by status group, paginated. */
export function myApplicationsRequest(input: { group: StatusGroup; page: number; limit: number }) {
  return {
    path: '/v1/job-portal/me/application',
    schema: myApplicationsResponseSchema,
    query: {
      page: input.page,
      limit: input.limit,
      ...(input.group === 'all' ? {} : { statusGroup: input.group }),
    },
  };
}

const applicationPath = (applicationId: string) =>
  `/v1/job-portal/me/application/${encodeURIComponent(applicationId)}`;

/** POST …/me/application/{applicationId}/withdraw */
export const withdrawPath = (applicationId: string) => `${applicationPath(applicationId)}/withdraw`;

/** POST …/me/application/{applicationId}/tech-test/{stepId}/link (JSON url) or /file (multipart). */
export const techTestPath = (applicationId: string, stepId: string, kind: 'link' | 'file') =>
  `${applicationPath(applicationId)}/tech-test/${encodeURIComponent(stepId)}/${kind}`;

/** POST /v1/job-portal/job/{id}/apply */
export const applyPath = (jobId: string) => `/v1/job-portal/job/${encodeURIComponent(jobId)}/apply`;

/** GET /v1/explore-job/job/recommendation-after-apply */
export const RECOMMENDATION_AFTER_APPLY_PATH = '/v1/explore-job/job/recommendation-after-apply';

/** GET and PATCH /v1/job-portal/additional-information-after-apply-job */
export const ADDITIONAL_INFORMATION_PATH = '/v1/job-portal/additional-information-after-apply-job';
