import { describe, expect, it } from 'vitest';
import { checkApplicationTransition } from './transitions';

const base = {
  actor: 'employer' as const,
  withdrawn: false,
  fromStepId: null,
  toStepId: null,
  toStepType: null,
};

describe('checkApplicationTransition', () => {
  it('lets the employer wait-list a reviewed candidate, keeping the step (decision 021)', () => {
    expect(checkApplicationTransition({ ...base, from: 'review', to: 'waitListed' })).toEqual({
      ok: true,
      decided: false,
    });
    expect(
      checkApplicationTransition({
        ...base,
        from: 'hrInterview',
        to: 'waitListed',
        fromStepId: 's3',
      }),
    ).toEqual({ ok: true, decided: false });
    // A new application is already waitListed ("received"): nothing to move.
    expect(checkApplicationTransition({ ...base, from: 'waitListed', to: 'waitListed' })).toEqual({
      ok: false,
      reason: 'same',
    });
    expect(
      checkApplicationTransition({
        ...base,
        actor: 'recommendation',
        from: 'review',
        to: 'waitListed',
      }),
    ).toEqual({ ok: false, reason: 'actor' });
  });
  it('lets the employer review, move into a step of the matching type, offer and reject', () => {
    expect(checkApplicationTransition({ ...base, from: 'waitListed', to: 'review' })).toEqual({
      ok: true,
      decided: false,
    });
    expect(
      checkApplicationTransition({
        ...base,
        from: 'review',
        to: 'hrInterview',
        toStepId: 's3',
        toStepType: 'hrInterview',
      }).ok,
    ).toBe(true);
    expect(
      checkApplicationTransition({
        ...base,
        from: 'review',
        to: 'hrInterview',
        toStepId: 's1',
        toStepType: 'techTest',
      }),
    ).toEqual({ ok: false, reason: 'step' });
    expect(checkApplicationTransition({ ...base, from: 'hrInterview', to: 'hrInterview' })).toEqual(
      { ok: false, reason: 'step' },
    );
    expect(checkApplicationTransition({ ...base, from: 'userInterview', to: 'rejected' })).toEqual({
      ok: true,
      decided: true,
    });
  });

  it('accepts only after an offer and never moves a terminal or withdrawn application', () => {
    expect(checkApplicationTransition({ ...base, from: 'review', to: 'accepted' }).ok).toBe(false);
    expect(checkApplicationTransition({ ...base, from: 'offered', to: 'accepted' }).ok).toBe(true);
    for (const from of ['accepted', 'rejected', 'rejectedBySystem', 'expired', 'closed'] as const)
      expect(checkApplicationTransition({ ...base, from, to: 'review' })).toEqual({
        ok: false,
        reason: 'terminal',
      });
    expect(
      checkApplicationTransition({ ...base, withdrawn: true, from: 'review', to: 'rejected' }),
    ).toEqual({ ok: false, reason: 'withdrawn' });
  });

  it('keeps system statuses to the system and the submission to the candidate', () => {
    expect(checkApplicationTransition({ ...base, from: 'review', to: 'expired' }).ok).toBe(false);
    expect(
      checkApplicationTransition({ ...base, actor: 'system', from: 'review', to: 'expired' }).ok,
    ).toBe(true);
    expect(
      checkApplicationTransition({ ...base, actor: 'system', from: 'hrInterview', to: 'expired' }),
    ).toEqual({ ok: false, reason: 'notUntouched' });
    expect(
      checkApplicationTransition({ ...base, actor: 'system', from: 'offered', to: 'closed' }).ok,
    ).toBe(false);
    expect(
      checkApplicationTransition({
        ...base,
        actor: 'candidate',
        from: 'techTestSent',
        fromStepId: 's1',
        to: 'techTestSubmitted',
      }).ok,
    ).toBe(true);
    expect(
      checkApplicationTransition({ ...base, from: 'techTestSent', to: 'techTestSubmitted' }).ok,
    ).toBe(false);
  });
});

describe('the candidate answering an offer', () => {
  it('may accept an offer, and nothing else', () => {
    const candidate = { ...base, actor: 'candidate' as const };
    expect(checkApplicationTransition({ ...candidate, from: 'offered', to: 'accepted' })).toEqual({
      ok: true,
      decided: true,
    });
    expect(
      checkApplicationTransition({ ...candidate, from: 'hrInterview', to: 'accepted' }),
    ).toEqual({ ok: false, reason: 'order' });
    expect(checkApplicationTransition({ ...candidate, from: 'review', to: 'offered' })).toEqual({
      ok: false,
      reason: 'actor',
    });
    expect(
      checkApplicationTransition({
        ...candidate,
        from: 'offered',
        to: 'accepted',
        withdrawn: true,
      }),
    ).toEqual({ ok: false, reason: 'withdrawn' });
  });
});
