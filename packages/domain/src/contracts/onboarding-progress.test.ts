import { describe, expect, it } from 'vitest';
import { PROFILE_LIMITS } from './profile-limits';
import { isSitePath, onboardingProgressBodySchema } from './onboarding-progress';

const blank = {
  careerPreference: null,
  experienceLevel: null,
  lastEducation: null,
  major: '',
  preferredRoleIds: [],
  preferredCityIds: [],
};

describe('onboarding progress', () => {
  it('takes unfinished answers and defaults the return address to none', () => {
    const parsed = onboardingProgressBodySchema.parse({ step: 'careerPreference', answers: blank });
    expect(parsed).toEqual({ step: 'careerPreference', answers: blank, returnUrl: null });
    const later = onboardingProgressBodySchema.parse({
      step: 'preferences',
      answers: { ...blank, careerPreference: 'activelyLooking', lastEducation: 4, major: 'Fisika' },
      returnUrl: '/loker/akuntan~pt-maju?ref=1',
    });
    expect(later.returnUrl).toBe('/loker/akuntan~pt-maju?ref=1');
  });

  it('refuses values outside the lists, too many ids, a long major and unknown steps', () => {
    const bad = [
      { step: 'cv', answers: { ...blank, careerPreference: 'sometimes' } },
      { step: 'cv', answers: { ...blank, lastEducation: 10 } },
      { step: 'cv', answers: { ...blank, experienceLevel: -1 } },
      {
        step: 'cv',
        answers: {
          ...blank,
          preferredRoleIds: Array.from(
            { length: PROFILE_LIMITS.preferredIds + 1 },
            (_, i) => i + 1,
          ),
        },
      },
      { step: 'cv', answers: { ...blank, preferredCityIds: [0] } },
      { step: 'cv', answers: { ...blank, major: 'x'.repeat(PROFILE_LIMITS.shortText + 1) } },
      { step: 'done', answers: blank },
      { step: 'cv', answers: { ...blank, major: undefined } },
    ];
    for (const body of bad) {
      expect(onboardingProgressBodySchema.safeParse(body).success, JSON.stringify(body)).toBe(
        false,
      );
    }
  });

  it('keeps only paths of this site as the return address', () => {
    for (const path of ['/', '/loker/saved', '/en/loker/x~y?save=1#top']) {
      expect(isSitePath(path), path).toBe(true);
    }
    for (const path of [
      '',
      'loker',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/a b',
      '/a\nb',
      '/a\u007fb',
    ]) {
      expect(isSitePath(path), JSON.stringify(path)).toBe(false);
    }
    const long = onboardingProgressBodySchema.safeParse({
      step: 'cv',
      answers: blank,
      returnUrl: `/${'a'.repeat(2000)}`,
    });
    expect(long.success).toBe(false);
  });
});
