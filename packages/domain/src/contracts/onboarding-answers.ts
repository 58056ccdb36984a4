// The onboarding's answers as its form holds them, step by step: nothing chosen yet is null. The
// API's onboarding body (student-profile-input.ts) asks less: the form also wants a role and a
// city, and a major from D1 up, so the first recommendations have something to go on. What the
// schema outputs is the body the form sends.
import { z } from 'zod';
import type { CareerPreference, EducationLevel, ExperienceLevel } from '../enums';
import {
  careerPreferenceSchema,
  educationLevelSchema,
  experienceLevelSchema,
  type OnboardingInput,
} from './student-profile-input';
import { PROFILE_LIMITS as LIMITS } from './profile-limits';
import { educationHasMajor, isEducationLevel } from '../vocabulary/education';

export type OnboardingAnswers = {
  careerPreference: CareerPreference | null;
  experienceLevel: ExperienceLevel | null;
  lastEducation: EducationLevel | null;
  major: string;
  preferredRoleIds: number[];
  preferredCityIds: number[];
};

/** SD, SMP and SMA/SMK have no major; from D1 up the major is asked for. */
export function needsMajor(level: number | null): boolean {
  return isEducationLevel(level) && educationHasMajor(level);
}

const chosenIds = (emptyKey: 'chooseRole' | 'chooseCity') =>
  z
    .array(z.number().int().positive())
    .min(1, { error: emptyKey })
    .max(LIMITS.preferredIds, { error: 'tooMany' });

export const onboardingAnswersSchema: z.ZodType<OnboardingInput, OnboardingAnswers> = z
  .object({
    careerPreference: careerPreferenceSchema,
    experienceLevel: experienceLevelSchema,
    lastEducation: educationLevelSchema,
    major: z.string().trim().max(LIMITS.shortText, { error: 'majorTooLong' }),
    preferredRoleIds: chosenIds('chooseRole'),
    preferredCityIds: chosenIds('chooseCity'),
  })
  .refine((answers) => !needsMajor(answers.lastEducation) || answers.major !== '', {
    path: ['major'],
    error: 'majorRequired',
    // Asked as soon as the education step is answered, whatever later steps still lack.
    when: ({ value }) => {
      const answers = value as { lastEducation?: unknown; major?: unknown } | undefined;
      return typeof answers?.lastEducation === 'number' && typeof answers.major === 'string';
    },
  })
  .transform((answers) => ({
    ...answers,
    major: needsMajor(answers.lastEducation) && answers.major ? answers.major : null,
  }));
