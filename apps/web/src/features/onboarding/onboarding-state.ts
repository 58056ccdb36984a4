// The onboarding's steps: which answers each asks, where a saved progress resumes, and what is
// sent to the API. The rules of the answers are the domain's (onboarding-answers.ts), the same
// the form's resolver applies; the steps are the domain's too (onboarding-progress.ts), as the
// API keeps them. Pure: the components and tests share it.
import {
  ONBOARDING_STEPS,
  onboardingAnswersSchema,
  PROFILE_LIMITS,
  type OnboardingAnswers,
  type OnboardingInput,
  type OnboardingStep,
} from '@jenjang/domain';

export {
  needsMajor,
  ONBOARDING_STEPS,
  type OnboardingAnswers,
  type OnboardingStep,
} from '@jenjang/domain';

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

// --- Resuming: the progress the API keeps (GET/PUT /v1/job-portal/onboarding/progress) ---

export type SavedProgress = { step: OnboardingStep; answers: OnboardingAnswers };

/**
 * Where the flow starts: the saved progress, with role and city ids the lists no longer know
 * dropped, never past the first step that still needs an answer; a blank first step otherwise.
 */
export function resumeProgress(
  saved: SavedProgress | null,
  known: { roleIds?: ReadonlySet<number>; cityIds?: ReadonlySet<number> } = {},
): SavedProgress {
  if (!saved) return { answers: EMPTY_ANSWERS, step: 'careerPreference' };
  const keepKnown = (ids: number[], set?: ReadonlySet<number>) =>
    set ? ids.filter((id) => set.has(id)) : ids;
  const answers = {
    ...saved.answers,
    preferredRoleIds: keepKnown(saved.answers.preferredRoleIds, known.roleIds),
    preferredCityIds: keepKnown(saved.answers.preferredCityIds, known.cityIds),
  };
  const step = canOpenStep(saved.step, answers) ? saved.step : firstIncompleteStep(answers);
  return { answers, step };
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
