// CV analyses are personal data: the export holds them (summary and the whole analysis), and
// deleting the account removes them with any CV file still waiting for its analysis.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FACTORY_PASSWORD } from '../../../seed/account-factories';
import { createLocalFileStorage } from '../../platform/file-storage';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertReview } from './cv-review.queries';
import { cvReviews } from './cv-review.schema';
import { CV_REVIEW_TEST_ENV, analysedCv, fairCvPdf, jobSeeker } from './cv-review.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: CV_REVIEW_TEST_ENV });
});
afterAll(async () => t?.close());

it('exports the analyses and deletes them, waiting files included, with the account', async () => {
  const seeker = await jobSeeker(t);
  const done = await analysedCv(t, seeker.token);
  // An analysis still waiting for the worker: its file is in storage.
  const storageKey = `cv-reviews/${seeker.userId}/waiting.pdf`;
  await createLocalFileStorage(t.filesDir).put(storageKey, await fairCvPdf());
  await insertReview(t.database.db, {
    userId: seeker.userId,
    idempotencyKey: 'waiting-one',
    storageKey,
    fileName: 'waiting.pdf',
    fileKind: 'pdf',
    sha256: 'x'.repeat(64),
    sizeBytes: 1000,
    source: 'upload',
  });

  const exported = await t.app.inject({
    url: '/v1/users/me/export',
    headers: { authorization: `Bearer ${seeker.token}` },
  });
  const reviews = exported.json().cvReviews as { id: string; status: string; analysis: unknown }[];
  expect(reviews.map((r) => r.status)).toEqual(['done', 'queued']);
  expect(reviews[0]).toMatchObject({ id: done.id, analysis: { overallScore: done.overallScore } });

  const deleted = await t.app.inject({
    method: 'DELETE',
    url: '/v1/users/me',
    headers: { authorization: `Bearer ${seeker.token}` },
    payload: { password: FACTORY_PASSWORD },
  });
  expect(deleted.statusCode).toBe(200);
  const left = await t.database.db
    .select()
    .from(cvReviews)
    .where(eq(cvReviews.userId, seeker.userId));
  expect(left).toEqual([]);
  expect(existsSync(path.join(t.filesDir, ...storageKey.split('/')))).toBe(false);
});
