// The API calls of the applications area, in one place (paths, queries, contracts).
import { applicationSchema } from '@jenjang/domain';
import { z } from 'zod';
import type { StatusGroup } from './applications-query';

// TODO(contracts): replace with the domain's list contract once apply-api lands it.
const myApplicationsResponseSchema = z.object({
  data: z.object({
    docs: z.array(applicationSchema),
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

// TODO(contracts): paths of withdraw and tech-test submission as apply-api names them.
export const withdrawPath = (applicationId: string) =>
  `/v1/job-portal/me/application/${encodeURIComponent(applicationId)}/withdraw`;

export const techTestPath = (applicationId: string, techTestId: string) =>
  `/v1/job-portal/me/application/${encodeURIComponent(applicationId)}/tech-test/${encodeURIComponent(techTestId)}`;
