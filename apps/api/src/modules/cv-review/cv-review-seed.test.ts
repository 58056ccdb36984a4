// The demo analyses of the seed, read through the API as the demo accounts see them: siswa@ has
// an unlocked one (paid by the seeded spend), a free one against a data analyst job and a failed
// scanned CV; siswa2@ has an unlocked one. Made by the real extraction and analyzer.
import type { CvReview, CvReviewSummary } from '@jenjang/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../seed/accounts';
import { SEEDED_CV_REVIEW_IDS } from '../../../seed/cv-reviews';
import { seedDemoData } from '../../../seed/seed-demo-data';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ANALYSES, CV_REVIEW_TEST_ENV, read } from './cv-review.test-kit';

let t: TestApp;
const tokens: Record<string, string> = {};

async function signInDemo(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/login/email',
    payload: { email, password: DEMO_PASSWORD },
  });
  return res.json().data.tokenData.token as string;
}

beforeAll(async () => {
  t = await createTestApp({ env: CV_REVIEW_TEST_ENV });
  await seedDemoData(t.database, { now: new Date('2026-11-20T03:00:00Z') });
  tokens.siswa = await signInDemo('siswa@jenjang.test');
  tokens.siswa2 = await signInDemo('siswa2@jenjang.test');
}, 180_000);
afterAll(async () => t?.close());

const one = async (who: string, id: string) =>
  (await read(t, tokens[who]!, `${ANALYSES}/${id}`)).json().data.result as CvReview;

describe('the seeded analyses', () => {
  it("siswa@'s history: newest first, three analyses", async () => {
    const docs = (await read(t, tokens.siswa!, ANALYSES)).json().data.docs as CvReviewSummary[];
    expect(docs.map((d) => d.id)).toEqual([
      SEEDED_CV_REVIEW_IDS.siswaTargetJob,
      SEEDED_CV_REVIEW_IDS.siswaUnlocked,
      SEEDED_CV_REVIEW_IDS.siswaFailed,
    ]);
  });

  it('the unlocked one is whole, with careers linked to open jobs', async () => {
    const review = await one('siswa', SEEDED_CV_REVIEW_IDS.siswaUnlocked);
    expect(review).toMatchObject({ status: 'done', unlocked: true, language: 'idn' });
    expect(review.aspects).toHaveLength(12);
    expect(review.aspects.every((a) => !a.locked)).toBe(true);
    expect(review.careers.length).toBeGreaterThan(0);
    expect(review.careers.some((c) => c.openJobs > 0)).toBe(true);
  });

  it('the one against a job is free only, with its match rate', async () => {
    const review = await one('siswa', SEEDED_CV_REVIEW_IDS.siswaTargetJob);
    expect(review).toMatchObject({ status: 'done', unlocked: false, fileKind: 'docx' });
    expect(review.target?.kind).toBe('job');
    expect(review.jobMatch?.matchRate).toEqual(expect.any(Number));
    expect(review.aspects.filter((a) => a.locked)).toHaveLength(9);
  });

  it('the scanned CV failed for want of text', async () => {
    const review = await one('siswa', SEEDED_CV_REVIEW_IDS.siswaFailed);
    expect(review.status).toBe('failed');
    expect(review.failure?.code).toBe('noText');
  });

  it("siswa2@'s is unlocked and is not siswa@'s to see", async () => {
    const review = await one('siswa2', SEEDED_CV_REVIEW_IDS.siswa2Unlocked);
    expect(review).toMatchObject({ status: 'done', unlocked: true, language: 'en' });
    const foreign = await read(
      t,
      tokens.siswa!,
      `${ANALYSES}/${SEEDED_CV_REVIEW_IDS.siswa2Unlocked}`,
    );
    expect(foreign.statusCode).toBe(404);
  });
});
