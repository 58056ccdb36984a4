// The CV analyzer end to end through the API: a submitted CV is read and analysed by the job
// (the real extraction and analyzer) and stored; its owner sees the free core and the rest
// locked; a target job or pasted text is matched; the profile's CV can be used; a file that is
// not what it claims is refused as the profile upload refuses it; an unreadable PDF fails with a
// reason in both languages; the report is a PDF; a retried submit answers with the first one.
import { readdirSync } from 'node:fs';
import { CV_REVIEW_ASPECTS, CV_REVIEW_FREE_ASPECTS, type CvReview } from '@jenjang/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob } from '../../../seed/factories';
import { createUser } from '../../../seed/account-factories';
import { WEAK_ENGLISH_CV } from '../../../seed/cv-review-models';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn } from '../payments/test-support';
import { cvReviews } from './cv-review.schema';
import {
  ANALYSES,
  CV_REVIEW_TEST_ENV,
  analysedCv,
  fairCvPdf,
  jobSeeker,
  multipartBody,
  read,
  submit,
  waitForFinal,
} from './cv-review.test-kit';
import { writeCvDocx } from './writers/write-cv-docx';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: CV_REVIEW_TEST_ENV });
});
afterAll(async () => t?.close());

const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());

describe('an uploaded CV', () => {
  let seeker: { userId: string; token: string };
  let review: CvReview;

  beforeAll(async () => {
    seeker = await jobSeeker(t);
    const res = await submit(t, seeker.token, {
      file: { name: 'Siti CV.pdf', bytes: await fairCvPdf() },
      fields: { source: 'upload' },
    });
    expect(res.statusCode).toBe(202);
    const queued = res.json().data.result as CvReview;
    expect(queued).toMatchObject({ status: 'queued', progress: 0, fileKind: 'pdf', aspects: [] });
    expect(queued.fileName).toBe('Siti CV.pdf');
    review = await waitForFinal(t, seeker.token, queued.id);
  });

  it('is analysed by the job: done, all twelve aspects, an overall score', () => {
    expect(review.status).toBe('done');
    expect(review.progress).toBe(100);
    expect(review.aspects.map((a) => a.aspect)).toEqual([...CV_REVIEW_ASPECTS]);
    expect(review.overallScore).toEqual(expect.any(Number));
    expect(review.language).toBe('idn');
    expect(review.stats?.pages).toBe(1);
    expect(review.finishedAt).not.toBeNull();
    expect(review.improvedByModel).toBe(false);
  });

  it('shows the free core and locks the rest until paid', () => {
    for (const aspect of review.aspects) {
      if (CV_REVIEW_FREE_ASPECTS.includes(aspect.aspect)) {
        expect(aspect.locked).toBe(false);
        expect(aspect.score).toEqual(expect.any(Number));
        expect(aspect.summary).not.toBeNull();
      } else {
        expect(aspect).toEqual({
          aspect: aspect.aspect,
          locked: true,
          score: null,
          summary: null,
          findings: [],
        });
      }
    }
    expect(review.unlocked).toBe(false);
    expect(review.careers).toEqual([]);
    expect(review.jobMatch).toBeNull();
  });

  it('quotes the duty without a result in the free work experience aspect', () => {
    const work = review.aspects.find((a) => a.aspect === 'workExperience');
    const quotes = work?.findings.map((f) => f.quote) ?? [];
    expect(
      quotes.some((quote) => quote?.includes('Bertanggung jawab atas rekonsiliasi bank')),
    ).toBe(true);
  });

  it('removes the uploaded file once the analysis is final', async () => {
    // The file goes right after the final status is written: allow the job a moment.
    const reviewFiles = () =>
      filesUnder(t.filesDir).filter((f) => f.parentPath.includes(`cv-reviews/${seeker.userId}`));
    for (let i = 0; i < 50 && reviewFiles().length > 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(reviewFiles()).toEqual([]);
  });

  it('lists it in the history, newest first, as summaries', async () => {
    const second = await analysedCv(t, seeker.token);
    const res = await read(t, seeker.token, `${ANALYSES}?page=1&limit=10`);
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ totalDocs: 2, page: 1, limit: 10, totalPages: 1 });
    expect(page.docs.map((d: CvReview) => d.id)).toEqual([second.id, review.id]);
    expect(page.docs[0]).not.toHaveProperty('aspects');
    expect(page.docs[1]).toMatchObject({ status: 'done', overallScore: review.overallScore });
  });

  it('renders the report as a PDF', async () => {
    const res = await read(t, seeker.token, `${ANALYSES}/${review.id}/report.pdf`, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.headers['content-disposition']).toContain('Siti CV-analysis.pdf');
  });
});

describe('targets', () => {
  it('matches against a job of the portal: title and company kept, lists locked', async () => {
    const seeker = await jobSeeker(t);
    const job = await createJob(t.database.db, {
      role: 'Staf Akuntansi',
      skills: ['Akuntansi', 'Microsoft Excel', 'SAP', 'Perpajakan'],
    });
    const res = await submit(t, seeker.token, {
      file: { name: 'cv.pdf', bytes: await fairCvPdf() },
      fields: { source: 'upload', jobId: job.id },
    });
    expect(res.statusCode).toBe(202);
    const review = await waitForFinal(t, seeker.token, res.json().data.result.id);
    expect(review.target).toMatchObject({ kind: 'job', jobId: job.id, title: 'Staf Akuntansi' });
    expect(review.jobMatch).toMatchObject({
      matchRate: expect.any(Number),
      targetTitle: 'Staf Akuntansi',
      matchedSkills: [],
      missingSkills: [],
      matchedKeywords: [],
      missingKeywords: [],
    });
  });

  it('matches against pasted text, its first line the title', async () => {
    const seeker = await jobSeeker(t);
    const targetText =
      'Accounting Staff\nWe need someone who prepares monthly financial reports, bank reconciliation and tax filings.';
    const res = await submit(t, seeker.token, {
      file: { name: 'cv.pdf', bytes: await fairCvPdf() },
      fields: { source: 'upload', targetText },
    });
    expect(res.statusCode).toBe(202);
    const review = await waitForFinal(t, seeker.token, res.json().data.result.id);
    expect(review.target).toEqual({ kind: 'text', title: 'Accounting Staff' });
    expect(review.jobMatch?.matchRate).toEqual(expect.any(Number));
  });

  it('refuses a job that does not exist, naming the field', async () => {
    const seeker = await jobSeeker(t);
    const res = await submit(t, seeker.token, {
      file: { name: 'cv.pdf', bytes: await fairCvPdf() },
      fields: { source: 'upload', jobId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'jobId', message: expect.any(String) }]);
  });

  it('refuses a job and a text together', async () => {
    const seeker = await jobSeeker(t);
    const res = await submit(t, seeker.token, {
      file: { name: 'cv.pdf', bytes: await fairCvPdf() },
      fields: {
        source: 'upload',
        jobId: '00000000-0000-4000-8000-000000000000',
        targetText: 'A pasted description that is long enough to count.',
      },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('the CV on the profile', () => {
  it('is analysed when chosen, as a copy (the profile keeps its file)', async () => {
    const seeker = await jobSeeker(t);
    const docx = await writeCvDocx(WEAK_ENGLISH_CV);
    const body = multipartBody({
      file: { name: 'andi.docx', type: 'application/octet-stream', bytes: docx },
    });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/v1/job-portal/me/student/cv',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${seeker.token}` },
    });
    expect(uploaded.statusCode).toBe(201);
    const res = await t.app.inject({
      method: 'POST',
      url: ANALYSES,
      payload: { source: 'profile' },
      headers: { authorization: `Bearer ${seeker.token}`, 'idempotency-key': 'profile-cv-1' },
    });
    expect(res.statusCode).toBe(202);
    const review = await waitForFinal(t, seeker.token, res.json().data.result.id);
    expect(review).toMatchObject({ status: 'done', fileKind: 'docx', fileName: 'andi.docx' });
    expect(review.language).toBe('en');
    const profile = await read(t, seeker.token, '/v1/job-portal/me/student/cv');
    expect(profile.json().data.result.originalName).toBe('andi.docx');
  });

  it('answers PROFILE_CV_MISSING when there is none', async () => {
    const seeker = await jobSeeker(t);
    const res = await submit(t, seeker.token, { fields: { source: 'profile' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().messageId).toBe('PROFILE_CV_MISSING');
  });
});

describe('files refused or failing', () => {
  it('refuses a .pdf that is not a PDF, with a field error in both languages', async () => {
    const seeker = await jobSeeker(t);
    const fake = { name: 'cv.pdf', bytes: Buffer.from('MZ\x90\x00 not a pdf at all') };
    const id = await submit(
      t,
      seeker.token,
      { file: fake, fields: { source: 'upload' } },
      {
        locale: 'id',
      },
    );
    const en = await submit(
      t,
      seeker.token,
      { file: fake, fields: { source: 'upload' } },
      {
        locale: 'en',
      },
    );
    expect([id.statusCode, en.statusCode]).toEqual([400, 400]);
    expect(id.json().details).toEqual([
      { field: 'file', message: 'CV harus berupa PDF atau DOCX. Isi berkas ini bukan keduanya.' },
    ]);
    expect(en.json().details).toEqual([
      { field: 'file', message: 'The CV must be a PDF or a DOCX. This file is neither.' },
    ]);
    const [rows] = await t.database.db
      .select({ n: count() })
      .from(cvReviews)
      .where(eq(cvReviews.userId, seeker.userId));
    expect(rows?.n).toBe(0);
  });

  it('asks for a file when uploading without one', async () => {
    const seeker = await jobSeeker(t);
    const res = await submit(t, seeker.token, { fields: { source: 'upload' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('file');
  });

  it('fails an unreadable PDF with its reason in both languages', async () => {
    const seeker = await jobSeeker(t);
    const broken = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> garbage without pages\n');
    const res = await submit(t, seeker.token, {
      file: { name: 'broken.pdf', bytes: broken },
      fields: { source: 'upload' },
    });
    expect(res.statusCode).toBe(202);
    const id = res.json().data.result.id;
    const failed = await waitForFinal(t, seeker.token, id);
    expect(failed).toMatchObject({ status: 'failed', aspects: [], overallScore: null });
    expect(failed.failure?.code).toBe('unreadable');
    const en = (await read(t, seeker.token, `${ANALYSES}/${id}`, 'en')).json().data.result;
    const idn = (await read(t, seeker.token, `${ANALYSES}/${id}`, 'id')).json().data.result;
    expect(en.failure.message).toMatch(/damaged or cannot be read/);
    expect(idn.failure.message).toMatch(/rusak atau tidak dapat dibaca/);
    const report = await read(t, seeker.token, `${ANALYSES}/${id}/report.pdf`);
    expect(report.statusCode).toBe(409);
    expect(report.json().messageId).toBe('CV_REVIEW_NOT_READY');
  });
});

describe('submitting', () => {
  it('answers a retried submit with the first analysis and stores one file', async () => {
    const seeker = await jobSeeker(t);
    const bytes = await fairCvPdf();
    const form = { file: { name: 'cv.pdf', bytes }, fields: { source: 'upload' } };
    const [first, again] = await Promise.all([
      submit(t, seeker.token, form, { key: 'same-submit-key' }),
      submit(t, seeker.token, form, { key: 'same-submit-key' }),
    ]);
    const third = await submit(t, seeker.token, form, { key: 'same-submit-key' });
    expect([first.statusCode, again.statusCode, third.statusCode]).toEqual([202, 202, 202]);
    const ids = new Set([first, again, third].map((res) => res.json().data.result.id));
    expect(ids.size).toBe(1);
    const [rows] = await t.database.db
      .select({ n: count() })
      .from(cvReviews)
      .where(eq(cvReviews.userId, seeker.userId));
    expect(rows?.n).toBe(1);
    await waitForFinal(t, seeker.token, [...ids][0]!);
  });

  it('refuses another file under a used key (422), changing nothing', async () => {
    const seeker = await jobSeeker(t);
    const first = await submit(
      t,
      seeker.token,
      { file: { name: 'cv.pdf', bytes: await fairCvPdf() }, fields: { source: 'upload' } },
      { key: 'key-for-one-file' },
    );
    expect(first.statusCode).toBe(202);
    const other = await submit(
      t,
      seeker.token,
      {
        file: { name: 'cv.docx', bytes: await writeCvDocx(WEAK_ENGLISH_CV) },
        fields: { source: 'upload' },
      },
      { key: 'key-for-one-file' },
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().messageId).toBe('IDEMPOTENCY_KEY_CONFLICT');
    await waitForFinal(t, seeker.token, first.json().data.result.id);
  });

  it('is for job seekers: an employer gets 403', async () => {
    const employer = await createUser(t.database.db, { role: 'employer' });
    const token = await signIn(t, employer.email);
    const res = await submit(t, token, {
      file: { name: 'cv.pdf', bytes: await fairCvPdf() },
      fields: { source: 'upload' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('needs the Idempotency-Key header', async () => {
    const seeker = await jobSeeker(t);
    const res = await t.app.inject({
      method: 'POST',
      url: ANALYSES,
      payload: { source: 'profile' },
      headers: { authorization: `Bearer ${seeker.token}` },
    });
    expect(res.statusCode).toBe(400);
  });
});
