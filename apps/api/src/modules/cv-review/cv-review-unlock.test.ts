// Unlocking the full report: one credit, once per analysis, however often or concurrently the
// unlock is called; without a credit 402 and nothing changes; only a finished analysis unlocks.
// Also: the job is safe to run twice on an analysis that is already final, and analyses lost
// by a dead worker fail after a while instead of running for ever.
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
import { failStaleCvReviews, runCvReview } from './cv-review.run';
import { insertReview } from './cv-review.queries';
import { extractCv } from './extraction/extract-cv';
import { CV_EXTRACTION_LIMITS } from './extraction/limits';
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

  it("gives the report PDF in the reader's language: the free part, then the whole", async () => {
    const seeker = await jobSeeker(t);
    const review = await analysedCv(t, seeker.token);
    const textOf = async (path: string, locale: string) => {
      const res = await read(t, seeker.token, path, locale);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // Read back with the analyzer's own extraction: what a person sees on the page.
      const extracted = await extractCv(res.rawPayload, 'pdf', CV_EXTRACTION_LIMITS);
      if (!extracted.ok) throw new Error(`report unreadable: ${extracted.failure}`);
      return extracted.document.lines.map((line) => line.text).join('\n');
    };
    const report = `${ANALYSES}/${review.id}/report.pdf`;
    const free = await textOf(report, 'en');
    expect(free).toContain('CV Analysis Report');
    expect(free).toContain('Locked: unlock the full report with 1 credit on Jenjang.');
    expect(free).toContain('Bertanggung jawab atas rekonsiliasi bank'); // a free finding's quote
    await grantCredits(t, adminToken, seeker.userId, 1);
    expect((await unlock(t, seeker.token, review.id)).statusCode).toBe(200);
    const full = await textOf(report, 'id');
    expect(full).toContain('Laporan Analisis CV');
    expect(full).not.toContain('Terkunci');
    expect(full).toContain('Karier yang cocok');
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

describe('lost analyses', () => {
  it('fail as internal 15 minutes after their submit, their file removed; once', async () => {
    const seeker = await jobSeeker(t);
    const fileStorage = createLocalFileStorage(t.filesDir);
    const storageKey = `cv-reviews/${seeker.userId}/lost.pdf`;
    await fileStorage.put(storageKey, Buffer.from('%PDF-1.4 a file the worker never finished'));
    const lost = await insertReview(t.database.db, {
      userId: seeker.userId,
      idempotencyKey: 'lost-one',
      status: 'reading',
      progress: 10,
      storageKey,
      fileName: 'lost.pdf',
      fileKind: 'pdf',
      sha256: 'a'.repeat(64),
      sizeBytes: 42,
      source: 'upload',
      createdAt: new Date(Date.now() - 16 * 60_000),
    });
    const recent = await insertReview(t.database.db, {
      userId: seeker.userId,
      idempotencyKey: 'recent-one',
      fileName: 'recent.pdf',
      fileKind: 'pdf',
      sha256: 'b'.repeat(64),
      sizeBytes: 42,
      source: 'upload',
      createdAt: new Date(Date.now() - 5 * 60_000),
    });
    const deps = {
      db: t.database.db,
      clock: systemClock,
      fileStorage,
      engine: createCvReviewEngine(),
      refiner: null,
      log: { warn: () => {} },
    };
    expect(await failStaleCvReviews(deps)).toBe(1);
    expect(await failStaleCvReviews(deps)).toBe(0);
    const failed = (await read(t, seeker.token, `${ANALYSES}/${lost!.id}`, 'en')).json().data
      .result;
    expect(failed).toMatchObject({ status: 'failed', failure: { code: 'internal' } });
    expect(failed.failure.message).toMatch(/problem on our side/);
    expect(await fileStorage.exists(storageKey)).toBe(false);
    const waiting = (await read(t, seeker.token, `${ANALYSES}/${recent!.id}`)).json().data.result;
    expect(waiting.status).toBe('queued');
  });
});
