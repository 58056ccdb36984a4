import { describe, expect, it } from 'vitest';
import {
  answersFromStudent,
  canOpenStep,
  EMPTY_ANSWERS,
  firstIncompleteStep,
  initialProgress,
  parseStoredProgress,
  progressStorageKey,
  serializeProgress,
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
  it('keys the stored answers per user', () => {
    expect(progressStorageKey('u-1')).not.toBe(progressStorageKey('u-2'));
  });

  it('reads back what it stored', () => {
    const progress = { step: 'preferences' as const, answers: complete };
    expect(parseStoredProgress(serializeProgress(progress))).toEqual(progress);
  });

  it('never resumes past the first incomplete step', () => {
    const raw = serializeProgress({ step: 'cv', answers: { ...complete, experienceLevel: null } });
    expect(parseStoredProgress(raw)?.step).toBe('experienceLevel');
  });

  it('ignores broken, foreign or old values, and drops bad fields one by one', () => {
    expect(parseStoredProgress(null)).toBeNull();
    expect(parseStoredProgress('{not json')).toBeNull();
    expect(parseStoredProgress(JSON.stringify({ version: 0, step: 'cv', answers: {} }))).toBeNull();
    const tampered = JSON.stringify({
      version: 1,
      step: 'education',
      answers: { ...complete, experienceLevel: 42, preferredRoleIds: ['x'] },
    });
    expect(parseStoredProgress(tampered)).toEqual({
      step: 'experienceLevel',
      answers: { ...complete, experienceLevel: null, preferredRoleIds: [] },
    });
  });

  it('prefers stored progress, then an existing profile, then a blank start', () => {
    const stored = { step: 'education' as const, answers: { ...complete, major: 'Hukum' } };
    expect(initialProgress(stored, complete)).toBe(stored);
    expect(initialProgress(null, complete)).toEqual({ step: 'cv', answers: complete });
    expect(initialProgress(null, null)).toEqual({
      step: 'careerPreference',
      answers: EMPTY_ANSWERS,
    });
  });

  it('pre-fills from a profile, dropping ids the lists no longer know', () => {
    const answers = answersFromStudent(
      {
        careerPreference: 'openOpportunity',
        experienceLevel: 6,
        lastEducation: 5,
        major: null,
        preferredRoleIds: [1, 99],
        preferredCityIds: [49180],
      },
      { roleIds: new Set([1]), cityIds: new Set([49180]) },
    );
    expect(answers).toEqual({
      careerPreference: 'openOpportunity',
      experienceLevel: 6,
      lastEducation: 5,
      major: '',
      preferredRoleIds: [1],
      preferredCityIds: [49180],
    });
    expect(
      answersFromStudent({
        careerPreference: 'bogus',
        experienceLevel: 42,
        lastEducation: 4,
        major: null,
        preferredRoleIds: [],
        preferredCityIds: [],
      }),
    ).toMatchObject({ careerPreference: null, experienceLevel: null, lastEducation: 4 });
  });
});
