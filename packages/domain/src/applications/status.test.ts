import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '../enums';
import { applicationSchema } from './application';
import { progress } from './fixtures.test-helpers';
import {
  applicationStatusGroup,
  applicationStatusView,
  employerStatusKey,
  employerStatusLabel,
  historyEntryStatusKey,
  normalizeApplicationStatus,
  seekerPhaseOf,
} from './status';
import { EMPLOYER_STATUS_DEFINITIONS } from './status-definitions';

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

const phase = (overrides: Parameters<typeof progress>[0]) => seekerPhaseOf(progress(overrides));

describe('seekerPhaseOf', () => {
  it('reads a waitlisted application as sent, in both spellings', () => {
    expect(phase({ status: 'waitListed' })).toBe('received');
    expect(phase({ status: 'waitlisted' })).toBe('received');
    expect(phase({ status: 'waitListed', job: { status: 'closed' } })).toBe('jobClosed');
  });

  it.each([
    'notProcessed',
    'not_processed',
    'review',
    'approached',
    'curatedInProgress',
    'curated_in_progress',
  ])('%s reads as review while the job is open and job closed after', (status) => {
    expect(phase({ status })).toBe('inReview');
    expect(phase({ status, job: { status: 'closed' } })).toBe('jobClosed');
  });

  it('lets review statuses win over a current step', () => {
    expect(phase({ status: 'approached', recruitmentStepId: 's3' })).toBe('inReview');
  });

  it.each(['rejected', 'rejectedBySystem', 'rejected_by_system'])(
    '%s reads as not selected',
    (status) => {
      expect(phase({ status, recruitmentStepId: 's3' })).toBe('notSelected');
    },
  );

  it('reads an offer as an offer, and an accepted one as hired', () => {
    expect(phase({ status: 'offered', recruitmentStepId: 's4' })).toBe('offered');
    expect(phase({ status: 'accepted', recruitmentStepId: 's4' })).toBe('hired');
  });

  it('reads a withdrawal as withdrawn whatever the status, and a withdrawn offer as declined', () => {
    const at = '2026-11-20T03:00:00.000Z';
    for (const status of ['waitListed', 'review', 'hrInterview', 'techTestSubmitted'])
      expect(phase({ status, recruitmentStepId: 's3', withdrawnAt: at }), status).toBe('withdrawn');
    expect(phase({ status: 'offered', recruitmentStepId: 's4', withdrawnAt: at })).toBe(
      'offerDeclined',
    );
  });

  it('reads expired and closed applications as such', () => {
    expect(phase({ status: 'expired' })).toBe('expired');
    expect(phase({ status: 'closed' })).toBe('jobClosed');
  });

  it('names the current visible step otherwise', () => {
    expect(phase({ status: 'hrInterview', recruitmentStepId: 's3' })).toBe('inStep');
    expect(phase({ status: 'tech_test_sent', recruitmentStepId: 's1' })).toBe('inStep');
  });

  it('says invited only at the step the recommendation invited the candidate into', () => {
    expect(
      phase({
        status: 'hrInterview',
        recruitmentStepId: 's3',
        recruitmentStepHistoryIds: ['s3'],
        fromRecommendation: true,
      }),
    ).toBe('invited');
    expect(
      phase({
        status: 'userInterview',
        recruitmentStepId: 's4',
        recruitmentStepHistoryIds: ['s3', 's4'],
        fromRecommendation: true,
      }),
    ).toBe('inStep');
  });

  it('falls back to review when the current step is hidden or missing', () => {
    expect(phase({ status: 'custom', recruitmentStepId: 's2' })).toBe('inReview');
    expect(phase({ status: 'review', recruitmentStepId: 'gone' })).toBe('inReview');
    expect(phase({ status: 'something_new', job: { status: 'closed' } })).toBe('jobClosed');
  });
});

describe('applicationStatusView', () => {
  it("words each phase in the reader's language, the step filled in", () => {
    const inStep = progress({ status: 'hrInterview', recruitmentStepId: 's3' });
    expect(applicationStatusView(inStep, 'idn')).toMatchObject({
      phase: 'inStep',
      label: 'HR Interview',
      tone: 'progress',
      group: 'inProgress',
      note: null,
    });
    const invited = progress({
      status: 'custom',
      recruitmentStepId: 's4',
      fromRecommendation: true,
    });
    expect(applicationStatusView(invited, 'idn').label).toBe('Diundang ke User Interview');
    expect(applicationStatusView(invited, 'en').label).toBe('Invited to User Interview');
    const offered = progress({ status: 'offered', recruitmentStepId: 's4' });
    expect(applicationStatusView(offered, 'idn')).toMatchObject({
      label: 'Ditawari',
      group: 'offers',
    });
    expect(applicationStatusView(offered, 'en').label).toBe('Offer received');
  });

  it('never calls a sent application "accepted" (Diterima)', () => {
    const view = applicationStatusView(progress({ status: 'waitListed' }), 'idn');
    expect(view.label).toBe('Lamaran Terkirim');
    expect(view.label).not.toMatch(/diterima/i);
  });

  it('says a rejection kindly', () => {
    const view = applicationStatusView(progress({ status: 'rejected' }), 'idn');
    expect(view.label).toBe('Belum Lolos');
    expect(view.note).not.toMatch(/ditolak/i);
  });
});

describe('applicationStatusGroup', () => {
  it('puts each status in the group of its phase, withdrawn ones apart', () => {
    expect(applicationStatusGroup({ status: 'waitListed', withdrawn: false })).toBe('inReview');
    expect(
      applicationStatusGroup({ status: 'hrInterview', withdrawn: false, stepVisible: true }),
    ).toBe('inProgress');
    // A hidden step reads as review, and is counted there.
    expect(applicationStatusGroup({ status: 'custom', withdrawn: false })).toBe('inReview');
    expect(applicationStatusGroup({ status: 'offered', withdrawn: false })).toBe('offers');
    expect(applicationStatusGroup({ status: 'accepted', withdrawn: false })).toBe('offers');
    expect(applicationStatusGroup({ status: 'rejected', withdrawn: false })).toBe('unsuccessful');
    expect(applicationStatusGroup({ status: 'expired', withdrawn: false })).toBe('unsuccessful');
    expect(applicationStatusGroup({ status: 'review', withdrawn: false, jobClosed: true })).toBe(
      'unsuccessful',
    );
    expect(applicationStatusGroup({ status: 'hrInterview', withdrawn: true })).toBe('withdrawn');
    expect(applicationStatusGroup({ status: 'offered', withdrawn: true })).toBe('withdrawn');
  });

  it('agrees with the chip for every status', () => {
    for (const status of APPLICATION_STATUSES)
      for (const withdrawn of [false, true]) {
        const app = progress({
          status,
          recruitmentStepId: 's3',
          withdrawnAt: withdrawn ? '2026-11-20T03:00:00.000Z' : null,
        });
        expect(
          applicationStatusGroup({ status, withdrawn, stepVisible: true }),
          `${status} ${withdrawn}`,
        ).toBe(applicationStatusView(app, 'idn').group);
      }
  });
});

describe("the employer's labels", () => {
  it('tell a withdrawal and a declined offer apart from the status left behind', () => {
    expect(employerStatusLabel('hrInterview', false, 'idn')).toBe('Interview HR');
    expect(employerStatusLabel('hrInterview', true, 'idn')).toBe('Ditarik');
    expect(employerStatusLabel('offered', true, 'idn')).toBe('Tawaran ditolak kandidat');
    expect(employerStatusLabel('offered', true, 'en')).toBe('Offer declined');
    expect(employerStatusKey('accepted', false)).toBe('accepted');
  });

  it('read a withdrawal row of the history as the withdrawal', () => {
    expect(historyEntryStatusKey({ from: 'review', to: 'review', by: 'candidate' })).toBe(
      'withdrawn',
    );
    expect(historyEntryStatusKey({ from: 'offered', to: 'offered', by: 'candidate' })).toBe(
      'offerDeclined',
    );
    expect(historyEntryStatusKey({ from: 'offered', to: 'accepted', by: 'candidate' })).toBe(
      'accepted',
    );
    expect(
      historyEntryStatusKey({ from: 'techTestSent', to: 'techTestSubmitted', by: 'candidate' }),
    ).toBe('techTestSubmitted');
    expect(historyEntryStatusKey({ from: null, to: 'waitListed', by: 'candidate' })).toBe(
      'waitListed',
    );
  });

  it("say the same thing as the job seeker's phase of the same state", () => {
    for (const status of APPLICATION_STATUSES)
      for (const withdrawn of [false, true]) {
        const key = employerStatusKey(status, withdrawn);
        const seeker = seekerPhaseOf(
          progress({
            status,
            recruitmentStepId: 's3',
            withdrawnAt: withdrawn ? '2026-11-20T03:00:00.000Z' : null,
          }),
        );
        expect(EMPLOYER_STATUS_DEFINITIONS[key].seekerPhase, `${status} ${withdrawn}`).toBe(seeker);
      }
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
