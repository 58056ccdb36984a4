// Mentor onboarding's steps as pure functions (docs/decisions/023): where a mentor may go, and
// where a reload or a failed step leaves them. The first two steps create the mentor profile
// (POST mentor/onboarding needs the checked invitation code and the profile); every later step
// saves on its own, so once the profile exists the code step is done for good.

export const MENTOR_ONBOARDING_STEPS = [
  'code',
  'profile',
  'education',
  'expertise',
  'schedule',
] as const;
export type MentorOnboardingStep = (typeof MENTOR_ONBOARDING_STEPS)[number];

export type OnboardingProgress = {
  step: MentorOnboardingStep;
  /** The invitation code the API said exists (kept across reloads until the profile is made). */
  checkedCode: string | null;
  /** The mentor profile exists (status onboarding): steps 3–5 are open, step 1 is closed. */
  profileCreated: boolean;
  /** Steps saved at least once, shown as done in the indicator. */
  saved: MentorOnboardingStep[];
};

export type StepState = 'done' | 'current' | 'open' | 'locked';

export const stepNumber = (step: MentorOnboardingStep) => MENTOR_ONBOARDING_STEPS.indexOf(step) + 1;

export function isOnboardingStep(value: unknown): value is MentorOnboardingStep {
  return (MENTOR_ONBOARDING_STEPS as readonly unknown[]).includes(value);
}

export function canOpenStep(progress: OnboardingProgress, step: MentorOnboardingStep): boolean {
  if (progress.profileCreated) return step !== 'code';
  if (step === 'code') return true;
  return step === 'profile' && progress.checkedCode !== null;
}

export function nextStep(step: MentorOnboardingStep): MentorOnboardingStep | null {
  return MENTOR_ONBOARDING_STEPS[stepNumber(step)] ?? null;
}

export function previousStep(
  progress: OnboardingProgress,
  step: MentorOnboardingStep,
): MentorOnboardingStep | null {
  const before = MENTOR_ONBOARDING_STEPS[stepNumber(step) - 2];
  return before && canOpenStep(progress, before) ? before : null;
}

export function stepState(progress: OnboardingProgress, step: MentorOnboardingStep): StepState {
  if (step === progress.step) return 'current';
  if (!canOpenStep(progress, step)) {
    return step === 'code' && progress.profileCreated ? 'done' : 'locked';
  }
  if (progress.saved.includes(step)) return 'done';
  if (step === 'profile' && progress.profileCreated) return 'done';
  return 'open';
}

/** Moves to `step` when it may be opened; otherwise nothing changes. */
export function goToStep(
  progress: OnboardingProgress,
  step: MentorOnboardingStep,
): OnboardingProgress {
  return canOpenStep(progress, step) ? { ...progress, step } : progress;
}

/** A step's save succeeded: it counts as done and the next step opens. */
export function completeStep(
  progress: OnboardingProgress,
  step: MentorOnboardingStep,
  change: { checkedCode?: string; profileCreated?: boolean } = {},
): OnboardingProgress {
  const updated: OnboardingProgress = {
    ...progress,
    checkedCode: change.checkedCode ?? progress.checkedCode,
    profileCreated: change.profileCreated ?? progress.profileCreated,
    saved: progress.saved.includes(step) ? progress.saved : [...progress.saved, step],
  };
  const next = nextStep(step);
  return next && canOpenStep(updated, next) ? { ...updated, step: next } : updated;
}

/** What was kept in the browser (any shape: it may be old or tampered with). */
export type StoredProgress = { step?: unknown; checkedCode?: unknown; saved?: unknown };

/**
 * Where the page opens: the server says whether the profile exists; the browser's note says
 * which step the mentor was on. A note that no longer fits (a step that is closed now) falls
 * back to the first open step that is not done.
 */
export function restoreProgress(
  server: { profileCreated: boolean },
  stored: StoredProgress | null,
): OnboardingProgress {
  const checkedCode =
    !server.profileCreated && typeof stored?.checkedCode === 'string' && stored.checkedCode
      ? stored.checkedCode
      : null;
  const saved = Array.isArray(stored?.saved) ? stored.saved.filter(isOnboardingStep) : [];
  const base: OnboardingProgress = {
    step: 'code',
    checkedCode,
    profileCreated: server.profileCreated,
    saved: server.profileCreated
      ? [...new Set<MentorOnboardingStep>(['code', 'profile', ...saved])]
      : saved.filter((step) => step === 'code' && checkedCode !== null),
  };
  if (isOnboardingStep(stored?.step) && canOpenStep(base, stored.step)) {
    return { ...base, step: stored.step };
  }
  const firstOpen =
    MENTOR_ONBOARDING_STEPS.find((step) => canOpenStep(base, step) && !base.saved.includes(step)) ??
    'schedule';
  return { ...base, step: firstOpen };
}

/** The note kept in the browser: enough to come back to the same step. */
export function progressToStore(progress: OnboardingProgress): StoredProgress {
  return { step: progress.step, checkedCode: progress.checkedCode, saved: progress.saved };
}
