import { describe, expect, it } from 'vitest';
import en from '../../../messages/en/common.json';
import idn from '../../../messages/idn/common.json';
import { targetLabel } from './review-labels';

describe('targetLabel', () => {
  it('names a job of the portal with its company, in the reader’s language', () => {
    const job = {
      kind: 'job',
      jobId: 'j1',
      title: 'Staf Akuntansi',
      companyName: 'PT Maju',
    } as const;
    expect(targetLabel(job, en.cvReview)).toBe('Against: Staf Akuntansi at PT Maju');
    expect(targetLabel(job, idn.cvReview)).toBe('Untuk: Staf Akuntansi di PT Maju');
  });

  it('names a pasted description by its title, and nothing when there is no target', () => {
    expect(targetLabel({ kind: 'text', title: 'Data Analyst' }, en.cvReview)).toBe(
      'Against: Data Analyst',
    );
    expect(targetLabel(null, en.cvReview)).toBeNull();
  });
});
