// Unlocking the full report: one credit, once per analysis, however often or concurrently the
// unlock is called; without a credit 402 and nothing changes; only a finished analysis unlocks.
// Also: the job is safe to run twice on an analysis that is already final.
import { CV_REVIEW_ASPECTS, type CvReview } from '@jenjang/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob } from '../../../seed/factories';
import { ensureJobRole } from '../../../seed/account-factories';
import { systemClock } from '../../platform/clock';
import { createLocalFileStorage } from '../../platform/file-storage';
import { createTestApp, type TestApp } from '../../test/test-app';
import { jobRoles } from '../taxonomy/taxonomy.schema';
import { cvReviews } from './cv-review.schema';
import { createCvReviewEngine } from './cv-review.engine';
import { runCvReview } from './cv-review.run';
import {
  ANALYSES,
  CV_REVIEW_TEST_ENV,
  admin,
  analysedCv,
  balanceOf,
  grantCredits,
  jobSeeker,
  read,
  spendsOf,
  submit,
  unlock,
  waitForFinal,
} from './cv-review.test-kit';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ env: CV_REVIEW_TEST_ENV });
  adminToken = (await admin(t)).token;
  // Roles with open jobs, so the careers of an unlocked report have something to count.
  const roleId = await ensureJobRole(t.database.db, 'staf-akuntansi');
  await t.database.db
    .update(jobRoles)
    .set({ nameId: 'Staf Akuntansi', nameEn: 'Accounting Staff' })
    .where(eq(jobRoles.id, roleId));
  await createJob(t.database.db, { role: 'Staf Akuntansi', jobRoleId: roleId });
});
afterAll(async () => t?.close());

describe('unlocking', () => {
  it('without a credit answers 402 and the report stays locked', async () => {
    const seeker = await jobSeeker(t);
    const review = await analysedCv(t, seeker.token);
    const res = await unlock(t, seeker.token, review.id);
    expect(res.statusCode).toBe(402);
    expect(res.json().messageId).toBe('INSUFFICIENT_CREDITS');
    const after = (await read(t, seeker.token, `${ANALYSES}/${review.id}`)).json().data.result;
    expect(after.unlocked).toBe(false);
    expect(after.aspects.filter((a: { locked: boolean }) => a.locked)).toHaveLength(9);
    expect(await spendsOf(t, seeker.userId)).toEqual([]);
  });

  it('spends one credit once, called twice, and opens every aspect and the careers', async () => {
    const seeker = await jobSeeker(t);
    const review = await analysedCv(t, seeker.token);
    await grantCredits(t, adminToken, seeker.userId, 3);
    const first = await unlock(t, seeker.token, review.id);
    const second = await unlock(t, seeker.token, review.id);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const unlocked = first.json().data.result as CvReview;
    expect(unlocked.unlocked).toBe(true);
    expect(unlocked.aspects.map((a) => a.aspect)).toEqual([...CV_REVIEW_ASPECTS]);
    for (const aspect of unlocked.aspects) {
      expect(aspect.locked).toBe(false);
      expect(aspect.score).toEqual(expect.any(Number));
    }
    expect(unlocked.careers.length).toBeGreaterThan(0);
    expect(unlocked.careers.find((c) => c.name === 'Staf Akuntansi')?.openJobs).toBe(1);
    for (const career of unlocked.careers) {
      expect(career.searchPath).toBe(`/?jobRoleIds=${career.roleId}`);
      expect(career.openJobs).toEqual(expect.any(Number));
    }
    expect(await spendsOf(t, seeker.userId)).toEqual([{ delta: -1, refId: review.id }]);
    expect(await balanceOf(t, seeker.userId)).toBe(2);
    const [row] = await t.database.db.select().from(cvReviews).where(eq(cvReviews.id, review.id));
    expect(row?.unlockLedgerEntryId).toEqual(expect.any(Number));
    expect(row?.unlockedAt).not.toBeNull();
  });

  it('five concurrent unlocks with the last credit spend it once and all succeed', async () => {
    const seeker = await jobSeeker(t);
    const review = await analysedCv(t, seeker.token);
    await grantCredits(t, adminToken, seeker.userId, 1);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => unlock(t, seeker.token, review.id)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.every((res) => res.json().data.result.unlocked === true)).toBe(true);
    expect(await spendsOf(t, seeker.userId)).toEqual([{ delta: -1, refId: review.id }]);
    expect(await balanceOf(t, seeker.userId)).toBe(0);
  });

  it('gives the full report PDF once unlocked (longer than the free one)', async () => {
    const seeker = await jobSeeker(t);
    const review = await analysedCv(t, seeker.token);
    const free = await read(t, seeker.token, `${ANALYSES}/${review.id}/report.pdf`, 'id');
    await grantCredits(t, adminToken, seeker.userId, 1);
    expect((await unlock(t, seeker.token, review.id)).statusCode).toBe(200);
    const full = await read(t, seeker.token, `${ANALYSES}/${review.id}/report.pdf`, 'id');
    expect(full.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(full.rawPayload.length).toBeGreaterThan(free.rawPayload.length);
  });

  it('refuses an analysis that did not finish well, taking nothing', async () => {
    const seeker = await jobSeeker(t);
    await grantCredits(t, adminToken, seeker.userId, 1);
    const res = await submit(t, seeker.token, {
      file: { name: 'broken.pdf', bytes: Buffer.from('%PDF-1.4\nnot really a pdf\n') },
      fields: { source: 'upload' },
    });
    const failed = await waitForFinal(t, seeker.token, res.json().data.result.id);
    expect(failed.status).toBe('failed');
    const answer = await unlock(t, seeker.token, failed.id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().messageId).toBe('CV_REVIEW_NOT_READY');
    expect(await balanceOf(t, seeker.userId)).toBe(1);
  });
});

describe('the job run twice', () => {
  it('changes nothing on an analysis that is already done', async () => {
    const seeker = await jobSeeker(t);
    const review = await analysedCv(t, seeker.token);
    const [before] = await t.database.db
      .select()
      .from(cvReviews)
      .where(eq(cvReviews.id, review.id));
    const outcome = await runCvReview(
      {
        db: t.database.db,
        clock: systemClock,
        fileStorage: createLocalFileStorage(t.filesDir),
        engine: createCvReviewEngine(),
        refiner: null,
        log: { warn: () => {} },
      },
      review.id,
    );
    expect(outcome).toBe('skipped');
    const [after] = await t.database.db.select().from(cvReviews).where(eq(cvReviews.id, review.id));
    expect(after).toEqual(before);
  });
});
