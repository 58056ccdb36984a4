import {
  jobDetailResponseSchema,
  jobDocsResponseSchema,
  type JobDetail,
  type JobDoc,
  type Locale,
} from '@jenjang/domain';
import { cache } from 'react';
import { ApiError, apiGet, type ApiErrorKind } from '@/lib/api/client';

export type JobDetailResult =
  | { status: 'found'; job: JobDetail }
  | { status: 'not-found' }
  | { status: 'error'; reason: ApiErrorKind; httpStatus?: number };

/** Spec section 7: the job by slug gets 20 seconds. */
const JOB_BY_SLUG_TIMEOUT_MS = 20_000;

/**
 * A job by its slug, closed and expired ones included (marked). Cached per request, so the page
 * and its metadata share one API call.
 */
export const loadJobDetail = cache(
  async (jobSlug: string, locale: Locale): Promise<JobDetailResult> => {
    try {
      const body = await apiGet(
        `/v1/job-portal/job/slug/${encodeURIComponent(jobSlug)}`,
        jobDetailResponseSchema,
        { cache: 'no-store', locale, timeoutMs: JOB_BY_SLUG_TIMEOUT_MS },
      );
      return { status: 'found', job: body.data.result };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 404) return { status: 'not-found' };
      console.error(`job detail unavailable: ${error.message}`);
      return {
        status: 'error',
        reason: error.kind,
        ...(error.status ? { httpStatus: error.status } : {}),
      };
    }
  },
);

export const SIMILAR_JOBS_LIMIT = 6;

/** Open jobs like this one; an empty list when the API cannot say. */
export const loadSimilarJobs = cache(async (jobId: string, locale: Locale): Promise<JobDoc[]> => {
  try {
    const body = await apiGet(
      `/v1/explore-job/job/${encodeURIComponent(jobId)}/similar`,
      jobDocsResponseSchema,
      { cache: 'no-store', locale, query: { limit: SIMILAR_JOBS_LIMIT } },
    );
    return body.data.docs;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.error(`similar jobs unavailable: ${error.message}`);
    return [];
  }
});
