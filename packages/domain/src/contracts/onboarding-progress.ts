// Onboarding progress kept by the API (issue 22): the step a job seeker was on, the answers
// given so far (unfinished ones too), and where they were going, so a new browser or a new
// session resumes where the last one stopped. Finishing onboarding removes it.
import { z } from 'zod';
import type { OnboardingAnswers } from './onboarding-answers';
import { PROFILE_LIMITS as LIMITS } from './profile-limits';
import {
  careerPreferenceSchema,
  educationLevelSchema,
  experienceLevelSchema,
} from './student-profile-input';

export const ONBOARDING_STEPS = [
  'careerPreference',
  'experienceLevel',
  'education',
  'preferences',
  'cv',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
export const onboardingStepSchema = z.enum(ONBOARDING_STEPS);

const draftIds = z.array(z.number().int().positive()).max(LIMITS.preferredIds);

/** Answers as far as they go: nothing chosen yet is null (or empty); nothing is required. */
export const onboardingDraftSchema = z.object({
  careerPreference: careerPreferenceSchema.nullable(),
  experienceLevel: experienceLevelSchema.nullable(),
  lastEducation: educationLevelSchema.nullable(),
  major: z.string().max(LIMITS.shortText),
  preferredRoleIds: draftIds,
  preferredCityIds: draftIds,
}) satisfies z.ZodType<OnboardingAnswers>;

/**
 * A path of this site (with its query), never another origin: "/loker/x?y=1" yes, "//evil",
 * "/\\evil", "https://…" and anything with spaces or control characters no. The web checks it
 * again (safeReturnUrl) before going there.
 */
export function isSitePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || code === 0x7f) return false;
  }
  return true;
}

export const sitePathSchema = z.string().max(2000).refine(isSitePath);

export const onboardingProgressBodySchema = z.object({
  step: onboardingStepSchema,
  answers: onboardingDraftSchema,
  /** Where onboarding continues to when it is done (the page that sent the person here). */
  returnUrl: sitePathSchema.nullable().default(null),
});
export type OnboardingProgressInput = z.input<typeof onboardingProgressBodySchema>;

export const onboardingProgressSchema = z.object({
  step: onboardingStepSchema,
  answers: onboardingDraftSchema,
  returnUrl: sitePathSchema.nullable(),
  updatedAt: z.string(),
});
export type OnboardingProgress = z.infer<typeof onboardingProgressSchema>;

/** GET answers null when there is none (never started, or finished). */
export const onboardingProgressResponseSchema = z.object({
  data: z.object({ result: onboardingProgressSchema.nullable() }),
});
export const savedOnboardingProgressResponseSchema = z.object({
  data: z.object({ result: onboardingProgressSchema }),
});
