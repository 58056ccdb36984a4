// Background job: analyse one submitted CV (cv-review.run.ts). Retried with backoff when a run
// throws; safe to run twice, since every move of the analysis is a conditional update.
import { z } from 'zod';
import type { JobDefinition } from '../../platform/jobs';
import {
  CV_REVIEW_MAX_ATTEMPTS,
  failStaleCvReviews,
  runCvReview,
  type CvReviewRunDeps,
} from './cv-review.run';

export type AnalyseCvPayload = { reviewId: string };

export const analyseCvJob = (deps: CvReviewRunDeps): JobDefinition<AnalyseCvPayload> => ({
  name: 'cv-review.analyse',
  payload: z.object({ reviewId: z.uuid() }).strict(),
  // Someone watches the progress bar: look for new analyses every second.
  pollingIntervalSeconds: 1,
  sendOptions: {
    retryLimit: CV_REVIEW_MAX_ATTEMPTS - 1,
    retryDelay: 5,
    retryBackoff: true,
    // Extraction stops itself after 15 s and analysis takes a few; a run beyond this is stuck.
    expireInSeconds: 120,
  },
  async handle({ reviewId }) {
    return { reviewId, outcome: await runCvReview(deps, reviewId) };
  },
});

/**
 * Every ten minutes: an analysis still running 15 minutes after its submit will not finish (its
 * worker died on the last attempt, or an in-process run crashed): it fails as `internal`, so
 * the person sees a reason and can submit again. Safe to run twice (a conditional update).
 */
export const failStaleCvReviewsJob = (
  deps: CvReviewRunDeps,
): JobDefinition<Record<string, never>> => ({
  name: 'cv-review.fail-stale',
  payload: z.object({}).strict(),
  cron: '*/10 * * * *',
  async handle() {
    return { failed: await failStaleCvReviews(deps) };
  },
});
