import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '../enums';
import { applicationSchema } from './application';
import { progress } from './fixtures.test-helpers';
import { applicationStatusDisplay, normalizeApplicationStatus } from './status';

describe('normalizeApplicationStatus', () => {
  it.each([
    ['notProcessed', 'notProcessed'],
    ['not_processed', 'notProcessed'],
    ['NOT_PROCESSED', 'notProcessed'],
    ['waitListed', 'waitListed'],
    ['waitlisted', 'waitListed'],
    ['curated_in_progress', 'curatedInProgress'],
    ['rejected_by_system', 'rejectedBySystem'],
    ['tech_test_sent', 'techTestSent'],
    ['tech_test_submitted', 'techTestSubmitted'],
    ['approached', 'approached'],
    ['custom', 'custom'],
  ])('%s → %s', (raw, expected) => {
    expect(normalizeApplicationStatus(raw)).toBe(expected);
  });

  it('keeps every canonical value', () => {
    for (const status of APPLICATION_STATUSES)
      expect(normalizeApplicationStatus(status)).toBe(status);
  });

  it('returns null for unknown or empty values', () => {
    expect(normalizeApplicationStatus('hired')).toBeNull();
    expect(normalizeApplicationStatus('')).toBeNull();
    expect(normalizeApplicationStatus(null)).toBeNull();
    expect(normalizeApplicationStatus(undefined)).toBeNull();
  });
});

describe('applicationStatusDisplay', () => {
  it('shows a waitlisted application as received, in both spellings', () => {
    expect(applicationStatusDisplay(progress({ status: 'waitListed' }))).toEqual({
      key: 'applicationReceived',
    });
    expect(applicationStatusDisplay(progress({ status: 'waitlisted' }))).toEqual({
      key: 'applicationReceived',
    });
  });

  it.each([
    'notProcessed',
    'not_processed',
    'approached',
    'curatedInProgress',
    'curated_in_progress',
  ])('%s shows review while the job is open and job closed after', (status) => {
    expect(applicationStatusDisplay(progress({ status }))).toEqual({ key: 'applicationReview' });
    expect(applicationStatusDisplay(progress({ status, job: { status: 'closed' } }))).toEqual({
      key: 'jobClosed',
    });
  });

  it('review statuses win over a current step', () => {
    expect(
      applicationStatusDisplay(progress({ status: 'approached', recruitmentStepId: 's3' })),
    ).toEqual({ key: 'applicationReview' });
  });

  it.each(['rejected', 'rejectedBySystem', 'rejected_by_system'])('%s shows rejected', (status) => {
    expect(applicationStatusDisplay(progress({ status, recruitmentStepId: 's3' }))).toEqual({
      key: 'rejected',
    });
  });

  it.each(['offered', 'accepted'])('%s shows shortlisted', (status) => {
    expect(applicationStatusDisplay(progress({ status, recruitmentStepId: 's4' }))).toEqual({
      key: 'shortlisted',
    });
  });

  it('shows the current visible step otherwise', () => {
    expect(
      applicationStatusDisplay(progress({ status: 'hrInterview', recruitmentStepId: 's3' })),
    ).toEqual({ key: 'step', stepId: 's3', stepName: 'HR Interview', stepType: 'hrInterview' });
    expect(
      applicationStatusDisplay(progress({ status: 'tech_test_sent', recruitmentStepId: 's1' })),
    ).toEqual({ key: 'step', stepId: 's1', stepName: 'Tes Teknis', stepType: 'techTest' });
  });

  it('shows an invitation when the application came from a recommendation', () => {
    expect(
      applicationStatusDisplay(
        progress({ status: 'custom', recruitmentStepId: 's4', fromRecommendation: true }),
      ),
    ).toEqual({
      key: 'invitedTo',
      stepId: 's4',
      stepName: 'User Interview',
      stepType: 'userInterview',
    });
  });

  it('falls back to review when the current step is hidden or missing', () => {
    expect(
      applicationStatusDisplay(progress({ status: 'custom', recruitmentStepId: 's2' })),
    ).toEqual({ key: 'applicationReview' });
    expect(
      applicationStatusDisplay(progress({ status: 'review', recruitmentStepId: 'gone' })),
    ).toEqual({ key: 'applicationReview' });
    expect(
      applicationStatusDisplay(
        progress({ status: 'something_new', recruitmentStepId: null, job: { status: 'closed' } }),
      ),
    ).toEqual({ key: 'jobClosed' });
  });

  it('shows a closed application as job closed', () => {
    expect(applicationStatusDisplay(progress({ status: 'closed' }))).toEqual({ key: 'jobClosed' });
  });
});

describe('applicationSchema', () => {
  const valid = {
    id: 'a1',
    status: 'hrInterview',
    recruitmentStepId: 's3',
    recruitmentStepHistoryIds: ['s1', 's3'],
    recruitmentSteps: [
      { id: 's3', name: 'HR', type: 'hrInterview', visible: true, finished: false },
    ],
    fromRecommendation: false,
    createdAt: '2025-08-01T00:00:00Z',
    updatedAt: '2025-08-02T00:00:00Z',
    decidedAt: null,
    techTests: [{ id: 't1', recruitmentStepId: 's1', submittedAt: '2025-08-01T10:00:00Z' }],
    job: { id: 'j1', slug: 'x~y', role: 'Dev', status: 'active', company: { name: 'PT Contoh' } },
  };

  it('accepts a complete application', () => {
    expect(applicationSchema.parse(valid)).toEqual(valid);
  });

  it('refuses a status outside the canonical list and an unknown step type', () => {
    expect(applicationSchema.safeParse({ ...valid, status: 'not_processed' }).success).toBe(false);
    expect(
      applicationSchema.safeParse({
        ...valid,
        recruitmentSteps: [{ id: 's', name: 'n', type: 'quiz', visible: true, finished: false }],
      }).success,
    ).toBe(false);
  });
});
