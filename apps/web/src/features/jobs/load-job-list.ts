import { jobListResponseSchema, type JobDoc, type Paginated } from '@jenjang/domain';
import { ApiError, apiGet, type ApiErrorKind } from '@/lib/api/client';

export const JOB_LIST_PAGE_SIZE = 20;

export type JobListResult =
  { ok: true; jobs: Paginated<JobDoc> } | { ok: false; reason: ApiErrorKind; status?: number };

/** One page of open jobs, newest first, fresh on every request. API failures become a result. */
export async function loadJobList(page: number): Promise<JobListResult> {
  try {
    const body = await apiGet('/v1/explore-job/job', jobListResponseSchema, {
      query: { page, limit: JOB_LIST_PAGE_SIZE },
      cache: 'no-store',
    });
    return { ok: true, jobs: body.data };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.error(`job list unavailable: ${error.message}`);
    return { ok: false, reason: error.kind, ...(error.status ? { status: error.status } : {}) };
  }
}
