// The analysis as production runs it: the submit sends a pg-boss job (with its retries and
// backoff) and the worker, registered from the worker's list of jobs, takes it to done.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { selectRows } from '../../platform/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CV_REVIEW_TEST_ENV, analysedCv, jobSeeker } from './cv-review.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: CV_REVIEW_TEST_ENV, withQueue: true });
});
afterAll(async () => t?.close());

it('runs through pg-boss: sent with retries and backoff, done by the worker', async () => {
  const seeker = await jobSeeker(t);
  const review = await analysedCv(t, seeker.token);
  expect(review.status).toBe('done');
  expect(review.aspects).toHaveLength(12);
  const jobs = await selectRows<{
    data: { reviewId: string };
    retryLimit: number;
    backoff: boolean;
  }>(
    t.database.db,
    sql`SELECT data, retry_limit AS "retryLimit", retry_backoff AS backoff
        FROM pgboss.job WHERE name = 'cv-review.analyse'`,
  );
  expect(jobs).toEqual([{ data: { reviewId: review.id }, retryLimit: 2, backoff: true }]);
});
