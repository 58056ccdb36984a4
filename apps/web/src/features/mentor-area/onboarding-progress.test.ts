import { describe, expect, it } from 'vitest';
import {
  canOpenStep,
  completeStep,
  goToStep,
  previousStep,
  restoreProgress,
  stepState,
  type OnboardingProgress,
} from './onboarding-progress';

const fresh: OnboardingProgress = restoreProgress({ profileCreated: false }, null);

describe('mentor onboarding steps', () => {
  it('starts a new mentor at the invitation code with everything after it locked', () => {
    expect(fresh.step).toBe('code');
    expect(stepState(fresh, 'code')).toBe('current');
    expect(stepState(fresh, 'profile')).toBe('locked');
    expect(goToStep(fresh, 'schedule')).toBe(fresh);
  });

  it('opens the profile only with a checked code, and steps 3-5 only once the profile exists', () => {
    const coded = completeStep(fresh, 'code', { checkedCode: 'MENTOR-2026' });
    expect(coded.step).toBe('profile');
    expect(canOpenStep(coded, 'education')).toBe(false);
    expect(stepState(coded, 'code')).toBe('done');
    const profiled = completeStep(coded, 'profile', { profileCreated: true });
    expect(profiled.step).toBe('education');
    expect(canOpenStep(profiled, 'code')).toBe(false);
    expect(stepState(profiled, 'code')).toBe('done');
    expect(previousStep(profiled, 'profile')).toBeNull();
    expect(previousStep(profiled, 'education')).toBe('profile');
  });

  it('stays on a step whose save failed (nothing completes it)', () => {
    const coded = completeStep(fresh, 'code', { checkedCode: 'MENTOR-2026' });
    expect(goToStep(coded, 'profile').step).toBe('profile');
    expect(coded.saved).toEqual(['code']);
  });

  it('comes back to the stored step after a reload', () => {
    const restored = restoreProgress(
      { profileCreated: true },
      { step: 'expertise', checkedCode: 'X', saved: ['education'] },
    );
    expect(restored).toEqual({
      step: 'expertise',
      checkedCode: null,
      profileCreated: true,
      saved: ['code', 'profile', 'education'],
    });
    const beforeProfile = restoreProgress(
      { profileCreated: false },
      { step: 'profile', checkedCode: 'MENTOR-2026', saved: ['code'] },
    );
    expect(beforeProfile.step).toBe('profile');
    expect(beforeProfile.checkedCode).toBe('MENTOR-2026');
  });

  it('ignores a stored note that no longer fits', () => {
    // The note says schedule, but this account has no profile (another browser, a reset).
    expect(
      restoreProgress({ profileCreated: false }, { step: 'schedule', saved: ['education'] }),
    ).toEqual({ step: 'code', checkedCode: null, profileCreated: false, saved: [] });
    // A profile made elsewhere: the code step is closed, the first step not done opens.
    expect(restoreProgress({ profileCreated: true }, { step: 'code', saved: 'junk' }).step).toBe(
      'education',
    );
  });
});
