import { describe, expect, it } from 'vitest';
import {
  canOpenStep,
  EMPTY_ANSWERS,
  firstIncompleteStep,
  resumeProgress,
  stepOfField,
  toggleId,
  toOnboardingBody,
  validateStep,
  type OnboardingAnswers,
} from './onboarding-state';

const complete: OnboardingAnswers = {
  careerPreference: 'activelyLooking',
  experienceLevel: 0,
  lastEducation: 4,
  major: '  Akuntansi ',
  preferredRoleIds: [12],
  preferredCityIds: [49180, 179],
};

describe('validateStep', () => {
  it('asks for one choice on the choice steps', () => {
    expect(validateStep('careerPreference', EMPTY_ANSWERS)).toEqual({
      careerPreference: 'chooseOne',
    });
    expect(validateStep('experienceLevel', EMPTY_ANSWERS)).toEqual({
      experienceLevel: 'chooseOne',
    });
    expect(validateStep('careerPreference', complete)).toEqual({});
    expect(validateStep('experienceLevel', { ...EMPTY_ANSWERS, experienceLevel: 0 })).toEqual({});
  });

  it('asks for a major from D1 up, not for SMA/SMK, and limits its length', () => {
    expect(validateStep('education', EMPTY_ANSWERS)).toEqual({ lastEducation: 'chooseOne' });
    expect(validateStep('education', { ...complete, major: '   ' })).toEqual({
      major: 'majorRequired',
    });
    expect(validateStep('education', { ...complete, lastEducation: 0, major: '' })).toEqual({});
    expect(validateStep('education', { ...complete, major: 'x'.repeat(121) })).toEqual({
      major: 'majorTooLong',
    });
  });

  it('asks for at least one and at most ten roles and cities', () => {
    expect(validateStep('preferences', EMPTY_ANSWERS)).toEqual({
      preferredRoleIds: 'chooseRole',
      preferredCityIds: 'chooseCity',
    });
    const eleven = Array.from({ length: 11 }, (_, i) => i + 1);
    expect(validateStep('preferences', { ...complete, preferredCityIds: eleven })).toEqual({
      preferredCityIds: 'tooMany',
    });
    expect(validateStep('preferences', complete)).toEqual({});
  });

  it('never blocks the optional CV step', () => {
    expect(validateStep('cv', EMPTY_ANSWERS)).toEqual({});
  });
});

describe('moving between steps', () => {
  it('finds the first incomplete step', () => {
    expect(firstIncompleteStep(EMPTY_ANSWERS)).toBe('careerPreference');
    expect(firstIncompleteStep({ ...complete, major: '' })).toBe('education');
    expect(firstIncompleteStep({ ...complete, preferredRoleIds: [] })).toBe('preferences');
    expect(firstIncompleteStep(complete)).toBe('cv');
  });

  it('opens a step only when every step before it is valid', () => {
    expect(canOpenStep('careerPreference', EMPTY_ANSWERS)).toBe(true);
    expect(canOpenStep('experienceLevel', EMPTY_ANSWERS)).toBe(false);
    expect(canOpenStep('preferences', { ...complete, preferredRoleIds: [] })).toBe(true);
    expect(canOpenStep('cv', { ...complete, preferredRoleIds: [] })).toBe(false);
  });

  it('toggles ids in and out, keeping the order chosen', () => {
    expect(toggleId([3, 1], 2)).toEqual([3, 1, 2]);
    expect(toggleId([3, 1, 2], 1)).toEqual([3, 2]);
  });

  it('maps API field names to their steps', () => {
    expect(stepOfField('preferredCityIds.0')).toBe('preferences');
    expect(stepOfField('major')).toBe('education');
    expect(stepOfField('file')).toBe('cv');
    expect(stepOfField('body')).toBeNull();
  });
});

describe('toOnboardingBody', () => {
  it('is the body the API takes: trimmed major, null for SMA/SMK', () => {
    expect(toOnboardingBody(complete)).toEqual({
      careerPreference: 'activelyLooking',
      experienceLevel: 0,
      lastEducation: 4,
      major: 'Akuntansi',
      preferredRoleIds: [12],
      preferredCityIds: [49180, 179],
    });
    expect(toOnboardingBody({ ...complete, lastEducation: 0 })?.major).toBeNull();
  });

  it('is null while a step is incomplete', () => {
    expect(toOnboardingBody(EMPTY_ANSWERS)).toBeNull();
    expect(toOnboardingBody({ ...complete, preferredCityIds: [] })).toBeNull();
  });
});

describe('resuming', () => {
  it('starts blank without saved progress', () => {
    expect(resumeProgress(null)).toEqual({ step: 'careerPreference', answers: EMPTY_ANSWERS });
  });

  it('resumes at the saved step', () => {
    const saved = { step: 'preferences' as const, answers: complete };
    expect(resumeProgress(saved)).toEqual(saved);
  });

  it('never resumes past the first incomplete step', () => {
    const saved = { step: 'cv' as const, answers: { ...complete, experienceLevel: null } };
    expect(resumeProgress(saved).step).toBe('experienceLevel');
  });

  it('drops ids the lists no longer know, and asks for them again', () => {
    const saved = {
      step: 'cv' as const,
      answers: { ...complete, preferredRoleIds: [12, 99], preferredCityIds: [77] },
    };
    const resumed = resumeProgress(saved, {
      roleIds: new Set([12]),
      cityIds: new Set([49180, 179]),
    });
    expect(resumed.answers.preferredRoleIds).toEqual([12]);
    expect(resumed.answers.preferredCityIds).toEqual([]);
    expect(resumed.step).toBe('preferences');
  });
});
