// The onboarding's steps: which answers each asks, how answers are kept in sessionStorage
// between visits, pre-filled from an existing profile, and sent to the API. The rules of the
// answers are the domain's (onboarding-answers.ts), the same the form's resolver applies. Pure:
// the components and tests share it.
import {
  careerPreferenceSchema,
  educationLevelSchema,
  experienceLevelSchema,
  onboardingAnswersSchema,
  PROFILE_LIMITS,
  type OnboardingAnswers,
  type OnboardingInput,
} from '@jenjang/domain';
import { z } from 'zod';

export { needsMajor, type OnboardingAnswers } from '@jenjang/domain';

export const ONBOARDING_STEPS = [
  'careerPreference',
  'experienceLevel',
  'education',
  'preferences',
  'cv',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** The answers each step asks for; the CV step's file is checked when it is picked. */
export const STEP_FIELDS = {
  careerPreference: ['careerPreference'],
  experienceLevel: ['experienceLevel'],
  education: ['lastEducation', 'major'],
  preferences: ['preferredRoleIds', 'preferredCityIds'],
  cv: [],
} as const satisfies Record<OnboardingStep, readonly (keyof OnboardingAnswers)[]>;

/** The API takes at most 10 roles and 10 cities. */
export const MAX_PREFERRED = PROFILE_LIMITS.preferredIds;
export const MAJOR_MAX_LENGTH = PROFILE_LIMITS.shortText;

export const EMPTY_ANSWERS: OnboardingAnswers = {
  careerPreference: null,
  experienceLevel: null,
  lastEducation: null,
  major: '',
  preferredRoleIds: [],
  preferredCityIds: [],
};

/** The domain's message key of each field's first problem (field-messages.ts). */
export type StepErrors = Partial<Record<keyof OnboardingAnswers, string>>;

/** What is missing or wrong on this step; an empty object when it may be left. */
export function validateStep(step: OnboardingStep, answers: OnboardingAnswers): StepErrors {
  const result = onboardingAnswersSchema.safeParse(answers);
  const errors: StepErrors = {};
  const fields: readonly string[] = STEP_FIELDS[step];
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0];
    if (typeof field === 'string' && fields.includes(field)) {
      errors[field as keyof OnboardingAnswers] ??= issue.message;
    }
  }
  return errors;
}

export function isStepValid(step: OnboardingStep, answers: OnboardingAnswers): boolean {
  return Object.keys(validateStep(step, answers)).length === 0;
}

/** The first step that still needs an answer, or the last step when all are answered. */
export function firstIncompleteStep(answers: OnboardingAnswers): OnboardingStep {
  return ONBOARDING_STEPS.find((step) => !isStepValid(step, answers)) ?? 'cv';
}

/** Steps may be visited freely backwards, forwards only past valid ones. */
export function canOpenStep(target: OnboardingStep, answers: OnboardingAnswers): boolean {
  const index = ONBOARDING_STEPS.indexOf(target);
  return ONBOARDING_STEPS.slice(0, index).every((step) => isStepValid(step, answers));
}

export function stepNumber(step: OnboardingStep): number {
  return ONBOARDING_STEPS.indexOf(step) + 1;
}

export function nextStep(step: OnboardingStep): OnboardingStep | null {
  return ONBOARDING_STEPS[ONBOARDING_STEPS.indexOf(step) + 1] ?? null;
}

export function previousStep(step: OnboardingStep): OnboardingStep | null {
  return ONBOARDING_STEPS[ONBOARDING_STEPS.indexOf(step) - 1] ?? null;
}

export function toggleId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
}

/** The body of POST /v1/job-portal/onboarding; null while some step is incomplete. */
export function toOnboardingBody(answers: OnboardingAnswers): OnboardingInput | null {
  const result = onboardingAnswersSchema.safeParse(answers);
  return result.success ? result.data : null;
}

/** What an existing profile already says (GET /v1/job-portal/me/student → data.result). */
export type ExistingStudent = {
  careerPreference: string;
  experienceLevel: number;
  lastEducation: number;
  major: string | null;
  preferredRoleIds: number[];
  preferredCityIds: number[];
};

const idsSchema = z.array(z.number().int().positive()).max(50);

export function answersFromStudent(
  student: ExistingStudent,
  known: { roleIds?: ReadonlySet<number>; cityIds?: ReadonlySet<number> } = {},
): OnboardingAnswers {
  const keepKnown = (ids: number[], set?: ReadonlySet<number>) =>
    set ? ids.filter((id) => set.has(id)) : ids;
  return {
    careerPreference: careerPreferenceSchema.safeParse(student.careerPreference).data ?? null,
    experienceLevel: experienceLevelSchema.safeParse(student.experienceLevel).data ?? null,
    lastEducation: educationLevelSchema.safeParse(student.lastEducation).data ?? null,
    major: student.major ?? '',
    preferredRoleIds: keepKnown(student.preferredRoleIds, known.roleIds),
    preferredCityIds: keepKnown(student.preferredCityIds, known.cityIds),
  };
}

// --- Keeping progress in sessionStorage (per user, so a shared browser never mixes people) ---

export const PROGRESS_VERSION = 1;

export function progressStorageKey(userId: string): string {
  return `jj_onboarding:${userId}`;
}

const storedProgressSchema = z.object({
  version: z.literal(PROGRESS_VERSION),
  step: z.enum(ONBOARDING_STEPS),
  answers: z.object({
    careerPreference: careerPreferenceSchema.nullable().catch(null),
    experienceLevel: experienceLevelSchema.nullable().catch(null),
    lastEducation: educationLevelSchema.nullable().catch(null),
    major: z.string().max(500).catch(''),
    preferredRoleIds: idsSchema.catch([]),
    preferredCityIds: idsSchema.catch([]),
  }),
});

export type StoredProgress = { step: OnboardingStep; answers: OnboardingAnswers };

export function serializeProgress(progress: StoredProgress): string {
  return JSON.stringify({ version: PROGRESS_VERSION, ...progress });
}

/**
 * Progress read back from storage; null when there is none or it is unreadable (an old
 * version, a hand-edited value). The step is never past the first incomplete one.
 */
export function parseStoredProgress(raw: string | null): StoredProgress | null {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = storedProgressSchema.safeParse(json);
  if (!parsed.success) return null;
  const { answers, step } = parsed.data;
  const reachable = canOpenStep(step, answers) ? step : firstIncompleteStep(answers);
  return { answers, step: reachable };
}

/**
 * Where the flow starts: stored progress wins (it is the newest), then an existing profile
 * (opened at its first incomplete step), then a blank first step.
 */
export function initialProgress(
  stored: StoredProgress | null,
  existing: OnboardingAnswers | null,
): StoredProgress {
  if (stored) return stored;
  if (existing) return { answers: existing, step: firstIncompleteStep(existing) };
  return { answers: EMPTY_ANSWERS, step: 'careerPreference' };
}

/** The step that asks for a field the API named in a validation error ("preferredCityIds.0"). */
export function stepOfField(field: string): OnboardingStep | null {
  const root = field.split('.')[0];
  switch (root) {
    case 'careerPreference':
      return 'careerPreference';
    case 'experienceLevel':
      return 'experienceLevel';
    case 'lastEducation':
    case 'major':
      return 'education';
    case 'preferredRoleIds':
    case 'preferredCityIds':
      return 'preferences';
    case 'file':
      return 'cv';
    default:
      return null;
  }
}
