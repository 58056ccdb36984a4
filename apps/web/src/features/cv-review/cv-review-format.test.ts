import { CV_MAX_BYTES, createCvReviewFieldsSchema } from '@jenjang/domain';
import { describe, expect, it } from 'vitest';
import { returnToFrom, chosenPackId } from '@/features/payments/payment-format';
import {
  cvReviewFields,
  fileProblem,
  localized,
  newIdempotencyKey,
  progressPercent,
  scoreBand,
  stepIndex,
  unlockPackId,
  unlockPaymentPath,
} from './cv-review-format';

const ID = '6f1c2b0e-8a4d-4c53-9f1e-2b7d9c0a1e55';

describe('scoreBand', () => {
  it.each([
    [0, 'red', 'poor'],
    [59, 'red', 'poor'],
    [60, 'amber', 'fair'],
    [79, 'amber', 'fair'],
    [80, 'green', 'good'],
    [100, 'green', 'good'],
  ] as const)('%i is %s (%s)', (score, color, label) => {
    expect(scoreBand(score)).toEqual({ color, label });
  });
});

describe('progressPercent', () => {
  it('never shows less than the step the analysis is in, and 100 when done', () => {
    expect(progressPercent('queued', 0)).toBe(0);
    expect(progressPercent('reading', 0)).toBe(10);
    expect(progressPercent('analysing', 5)).toBe(40);
    expect(progressPercent('analysing', 72)).toBe(72);
    expect(progressPercent('done', 50)).toBe(100);
  });

  it('keeps a running analysis below 100 and above 0', () => {
    expect(progressPercent('analysing', 100)).toBe(99);
    expect(progressPercent('queued', -4)).toBe(0);
  });

  it('orders the steps, failed outside them', () => {
    expect(['queued', 'reading', 'analysing', 'done'].map((s) => stepIndex(s as never))).toEqual([
      0, 1, 2, 3,
    ]);
    expect(stepIndex('failed')).toBe(-1);
  });
});

describe('the unlock without credits', () => {
  it('buys the one-credit pack that the payment route knows', () => {
    expect(unlockPackId()).toBe('cv-credit-1');
    expect(chosenPackId(unlockPackId())).toBe('cv-credit-1');
  });

  it('comes back to the report, which the payment pages accept as a return path', () => {
    const path = unlockPaymentPath(ID);
    expect(path).toBe(
      `/cv-reviewer/payment/cv-credit-1?returnTo=${encodeURIComponent(`/cv-reviewer/results/${ID}?unlock=1`)}`,
    );
    const returnTo = new URL(path, 'https://x.invalid').searchParams.get('returnTo')!;
    expect(returnToFrom(returnTo)).toBe(`/cv-reviewer/results/${ID}?unlock=1`);
  });
});

describe('fileProblem', () => {
  it('accepts PDF and DOCX by name, whatever the case', () => {
    expect(fileProblem({ name: 'cv.pdf', size: 1000 })).toBeNull();
    expect(fileProblem({ name: 'CV Budi.DOCX', size: 1000 })).toBeNull();
  });

  it('refuses other types, empty files and files over the limit', () => {
    expect(fileProblem({ name: 'cv.doc', size: 1000 })).toBe('type');
    expect(fileProblem({ name: 'cv', size: 1000 })).toBe('type');
    expect(fileProblem({ name: 'cv.pdf', size: 0 })).toBe('empty');
    expect(fileProblem({ name: 'cv.pdf', size: CV_MAX_BYTES })).toBeNull();
    expect(fileProblem({ name: 'cv.pdf', size: CV_MAX_BYTES + 1 })).toBe('size');
  });
});

describe('cvReviewFields', () => {
  const base = {
    source: 'upload',
    jobId: ID,
    targetText: 'Staf akuntansi\nMengelola laporan keuangan',
  };

  it('sends only the chosen target', () => {
    expect(cvReviewFields({ ...base, source: 'upload', targetMode: 'none' })).toEqual({
      source: 'upload',
    });
    expect(cvReviewFields({ ...base, source: 'profile', targetMode: 'job' })).toEqual({
      source: 'profile',
      jobId: ID,
    });
    expect(cvReviewFields({ ...base, source: 'upload', targetMode: 'text' })).toEqual({
      source: 'upload',
      targetText: base.targetText,
    });
  });

  it('gives fields the domain contract accepts, and a short description it refuses', () => {
    for (const targetMode of ['none', 'job', 'text'] as const) {
      const fields = cvReviewFields({ ...base, source: 'upload', targetMode });
      expect(createCvReviewFieldsSchema.safeParse(fields).success, targetMode).toBe(true);
    }
    const short = cvReviewFields({
      ...base,
      source: 'upload',
      targetMode: 'text',
      targetText: 'Akuntan',
    });
    expect(createCvReviewFieldsSchema.safeParse(short).success).toBe(false);
  });
});

describe('small helpers', () => {
  it('picks the reader’s language', () => {
    expect(localized({ idn: 'Halo', en: 'Hello' }, 'idn')).toBe('Halo');
    expect(localized({ idn: 'Halo', en: 'Hello' }, 'en')).toBe('Hello');
  });

  it('makes keys the API accepts as an Idempotency-Key', () => {
    const key = newIdempotencyKey(() => '0b8f4c1e-1d2a-4f5b-9c3d-7e6f5a4b3c2d');
    expect(key).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
  });
});
