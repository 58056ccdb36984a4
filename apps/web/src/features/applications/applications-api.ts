// The API calls of the applications area, in one place (paths, queries, contracts).
import { myApplicationsResponseSchema, type ApplicationListItem } from '@jenjang/domain';
import type { StatusGroup } from './applications-query';

export type AppliedItem = ApplicationListItem;

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

/** POST …/me/application/{applicationId}/offer ({ decision: 'accept' | 'decline' }) */
export const offerPath = (applicationId: string) => `${applicationPath(applicationId)}/offer`;

/** POST …/me/application/{applicationId}/tech-test/{stepId}/link (JSON url) or /file (multipart). */
export const techTestPath = (applicationId: string, stepId: string, kind: 'link' | 'file') =>
  `${applicationPath(applicationId)}/tech-test/${encodeURIComponent(stepId)}/${kind}`;

/** POST /v1/job-portal/job/{id}/apply */
export const applyPath = (jobId: string) => `/v1/job-portal/job/${encodeURIComponent(jobId)}/apply`;

/** GET /v1/explore-job/job/recommendation-after-apply */
export const RECOMMENDATION_AFTER_APPLY_PATH = '/v1/explore-job/job/recommendation-after-apply';

/** GET and PATCH /v1/job-portal/additional-information-after-apply-job */
export const ADDITIONAL_INFORMATION_PATH = '/v1/job-portal/additional-information-after-apply-job';
