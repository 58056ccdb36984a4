// Use cases of the onboarding progress: read it, save it (whole, on every step and answer),
// forget it (onboarding finished). Job seekers only, each their own.
import {
  onboardingDraftSchema,
  onboardingStepSchema,
  sitePathSchema,
  type OnboardingAnswers,
  type OnboardingProgress,
  type OnboardingProgressInput,
} from '@jenjang/domain';
import { forbiddenError, type AuthUser } from '../../../platform/auth-guard';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db';
import type { ApiLocale } from '../../../platform/locale';
import {
  selectOnboardingProgress,
  upsertOnboardingProgress,
  type OnboardingProgressRow,
} from './onboarding-progress.queries';

export type OnboardingProgressDeps = { db: Database; clock: Clock };

type Actor = { user: AuthUser; locale: ApiLocale };

const BLANK: OnboardingAnswers = {
  careerPreference: null,
  experienceLevel: null,
  lastEducation: null,
  major: '',
  preferredRoleIds: [],
  preferredCityIds: [],
};

/**
 * Stored answers read back one by one: an answer the lists no longer have (a level renamed since)
 * is dropped alone and asked again, the others are kept.
 */
export function readDraftAnswers(stored: unknown): OnboardingAnswers {
  const whole = onboardingDraftSchema.safeParse(stored);
  if (whole.success) return whole.data;
  const record = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const answers: Record<string, unknown> = { ...BLANK };
  for (const [field, schema] of Object.entries(onboardingDraftSchema.shape)) {
    const parsed = schema.safeParse(record[field]);
    if (parsed.success) answers[field] = parsed.data;
  }
  return answers as OnboardingAnswers;
}

function toProgress(row: OnboardingProgressRow): OnboardingProgress {
  return {
    step: onboardingStepSchema.catch('careerPreference').parse(row.step),
    answers: readDraftAnswers(row.answers),
    returnUrl: sitePathSchema.nullable().catch(null).parse(row.returnUrl),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function assertStudentRole(actor: Actor) {
  if (actor.user.role !== 'student') throw forbiddenError(actor.locale);
}

/** The saved progress, or null (never started, or onboarding finished). */
export async function getMyOnboardingProgress(
  deps: OnboardingProgressDeps,
  actor: Actor,
): Promise<OnboardingProgress | null> {
  assertStudentRole(actor);
  const row = await selectOnboardingProgress(deps.db, actor.user.id);
  return row ? toProgress(row) : null;
}

/** Replaces the saved progress with this one (the newest write wins). */
export async function saveMyOnboardingProgress(
  deps: OnboardingProgressDeps,
  actor: Actor & { input: OnboardingProgressInput },
): Promise<OnboardingProgress> {
  assertStudentRole(actor);
  const row = await upsertOnboardingProgress(deps.db, {
    userId: actor.user.id,
    step: actor.input.step,
    answers: actor.input.answers,
    returnUrl: actor.input.returnUrl ?? null,
    updatedAt: deps.clock.now(),
  });
  return toProgress(row);
}
