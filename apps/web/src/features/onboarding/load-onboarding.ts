// Everything the onboarding page needs, loaded on the server: who is signed in, whether they
// have finished onboarding already (a profile exists), the progress saved by an earlier visit
// (any browser), the current CV, and the lists of roles and cities in the page's language.
import {
  meResponseSchema,
  onboardingProgressResponseSchema,
  optionalStudentCvResponseSchema,
  readErrorEnvelope,
  studentProfileResponseSchema,
  type Role,
} from '@jenjang/domain';
import { redirect } from 'next/navigation';
import { ApiError } from '@/lib/api/client';
import { itemsOf, loadCities, loadRoles } from '@/lib/api/taxonomy';
import { apiFetchAsUser, hasSession } from '@/lib/auth/server-api';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { resumeProgress, type SavedProgress } from './onboarding-state';

export type PickOption = { id: number; name: string; hint?: string };

export type OnboardingData = {
  role: Role;
  /** A job seeker profile exists: onboarding is done, the page sends the person onward. */
  finished: boolean;
  /** Where the flow starts: the saved progress, or the first step. */
  start: SavedProgress;
  /** Where the saved progress said onboarding continues to. */
  savedReturnUrl: string | null;
  currentCvName: string | null;
  roles: PickOption[];
  cities: PickOption[];
};

function messageIdOf(body: unknown): string | undefined {
  return readErrorEnvelope(body)?.messageId;
}

/**
 * Without a session (or with one the API no longer accepts) the user signs in and comes back
 * here with the same returnUrl. A user without a profile is the normal case.
 */
export async function loadOnboarding(
  locale: AppLocale,
  returnPath: string,
): Promise<OnboardingData> {
  const signIn = () =>
    redirect(localizedPath(locale, `/sign-in?returnUrl=${encodeURIComponent(returnPath)}`));
  if (!(await hasSession())) signIn();

  const [me, student, progress, cv, roles, cities] = await Promise.all([
    apiFetchAsUser('/v1/users/me', { locale }),
    apiFetchAsUser('/v1/job-portal/me/student', { locale }),
    apiFetchAsUser('/v1/job-portal/onboarding/progress', { locale }),
    apiFetchAsUser('/v1/job-portal/me/student/cv', { locale }),
    loadRoles(locale).then(itemsOf),
    loadCities(locale).then(itemsOf),
  ]);
  if (me.status === 401) signIn();
  const account = meResponseSchema.safeParse(me.body);
  if (!account.success) {
    throw new ApiError('http', `GET /v1/users/me answered ${me.status}`, me.status);
  }

  const roleIds = new Set(roles.map((role) => role.id));
  const cityIds = new Set(cities.map((city) => city.id));
  const profile = studentProfileResponseSchema.safeParse(student.body);
  if (!profile.success && messageIdOf(student.body) !== 'USER_IS_NOT_STUDENT') {
    // Not known to be finished: the flow is shown, and finishing it again is harmless.
    console.error(`onboarding: GET /v1/job-portal/me/student answered ${student.status}`);
  }
  const saved = onboardingProgressResponseSchema.safeParse(progress.body);
  if (!saved.success && account.data.data.role === 'student') {
    // Resuming is a convenience: the flow still works from the first step.
    console.error(`onboarding: GET /v1/job-portal/onboarding/progress answered ${progress.status}`);
  }
  const savedProgress = saved.success ? saved.data.data.result : null;
  const currentCv = optionalStudentCvResponseSchema.safeParse(cv.body);
  return {
    role: account.data.data.role,
    finished: profile.success,
    start: resumeProgress(savedProgress, { roleIds, cityIds }),
    savedReturnUrl: savedProgress?.returnUrl ?? null,
    currentCvName: currentCv.success ? (currentCv.data.data.result?.originalName ?? null) : null,
    roles: roles
      .map((role) => ({ id: role.id, name: role.name }))
      .sort((a, b) => a.name.localeCompare(b.name, locale === 'en' ? 'en' : 'id')),
    cities: cities.map((city) => ({ id: city.id, name: city.name, hint: city.province })),
  };
}
