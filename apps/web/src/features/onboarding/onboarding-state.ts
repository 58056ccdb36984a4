// The onboarding answers, step by step: what each step needs, how answers are kept in
// sessionStorage between visits, pre-filled from an existing profile, and sent to the API.
// Pure: the components and tests share it.
import {
  CAREER_PREFERENCES,
  EDUCATION_LEVELS,
  EXPERIENCE_LEVELS,
  type CareerPreference,
  type EducationLevel,
  type ExperienceLevel,
} from '@jenjang/domain';
import { z } from 'zod';

export const ONBOARDING_STEPS = [
  'careerPreference',
  'experienceLevel',
  'education',
  'preferences',
  'cv',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** The API takes at most 10 roles and 10 cities (students.contracts.ts). */
export const MAX_PREFERRED = 10;
export const MAJOR_MAX_LENGTH = 120;

export type OnboardingAnswers = {
  careerPreference: CareerPreference | null;
  experienceLevel: ExperienceLevel | null;
  lastEducation: EducationLevel | null;
  major: string;
  preferredRoleIds: number[];
  preferredCityIds: number[];
};

export const EMPTY_ANSWERS: OnboardingAnswers = {
  careerPreference: null,
  experienceLevel: null,
  lastEducation: null,
  major: '',
  preferredRoleIds: [],
  preferredCityIds: [],
};

/** Translation keys (profile.onboarding.errors.*) of what is wrong, by field name. */
export type StepErrors = Partial<Record<keyof OnboardingAnswers | 'cv', StepErrorKey>>;
export type StepErrorKey =
  | 'chooseOne'
  | 'majorRequired'
  | 'majorTooLong'
  | 'chooseRole'
  | 'chooseCity'
  | 'tooMany'
  | 'cvType'
  | 'cvTooLarge'
  | 'cvEmpty';

/** SMA/SMK has no major; from D1 up the major is asked for. */
export function needsMajor(level: EducationLevel | null): boolean {
  return level !== null && level > 0;
}

function validateIds(ids: number[], emptyKey: StepErrorKey): StepErrorKey | undefined {
  if (ids.length === 0) return emptyKey;
  if (ids.length > MAX_PREFERRED) return 'tooMany';
  return undefined;
}

/** What is missing or wrong on this step; an empty object when it may be left. */
export function validateStep(step: OnboardingStep, answers: OnboardingAnswers): StepErrors {
  const errors: StepErrors = {};
  switch (step) {
    case 'careerPreference':
      if (answers.careerPreference === null) errors.careerPreference = 'chooseOne';
      break;
    case 'experienceLevel':
      if (answers.experienceLevel === null) errors.experienceLevel = 'chooseOne';
      break;
    case 'education': {
      if (answers.lastEducation === null) errors.lastEducation = 'chooseOne';
      const major = answers.major.trim();
      if (needsMajor(answers.lastEducation) && major.length === 0) errors.major = 'majorRequired';
      if (major.length > MAJOR_MAX_LENGTH) errors.major = 'majorTooLong';
      break;
    }
    case 'preferences': {
      const roles = validateIds(answers.preferredRoleIds, 'chooseRole');
      const cities = validateIds(answers.preferredCityIds, 'chooseCity');
      if (roles) errors.preferredRoleIds = roles;
      if (cities) errors.preferredCityIds = cities;
      break;
    }
    case 'cv':
      break; // optional; the chosen file is checked when it is picked (cv-file-check.ts)
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
export function toOnboardingBody(answers: OnboardingAnswers) {
  const { careerPreference, experienceLevel, lastEducation } = answers;
  if (careerPreference === null || experienceLevel === null || lastEducation === null) return null;
  if (ONBOARDING_STEPS.some((step) => !isStepValid(step, answers))) return null;
  const major = answers.major.trim();
  return {
    careerPreference,
    experienceLevel,
    lastEducation,
    major: needsMajor(lastEducation) && major ? major : null,
    preferredRoleIds: answers.preferredRoleIds,
    preferredCityIds: answers.preferredCityIds,
  };
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

const careerPreferenceSchema = z.enum(CAREER_PREFERENCES);
const experienceLevelSchema = z.literal([...EXPERIENCE_LEVELS]);
const educationLevelSchema = z.literal([...EDUCATION_LEVELS]);
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
