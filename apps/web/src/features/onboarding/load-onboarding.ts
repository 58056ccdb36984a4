// Everything the onboarding page needs, loaded on the server: who is signed in (for the
// per-user storage key), the profile if one exists (to pre-fill), the current CV, and the lists
// of roles and cities in the page's language.
import {
  cityItemSchema,
  readErrorEnvelope,
  jobRoleItemSchema,
  ROLES,
  type Locale,
  type Role,
} from '@jenjang/domain';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { ApiError, apiGet } from '@/lib/api/client';
import { apiFetchAsUser, hasSession } from '@/lib/auth/server-api';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { answersFromStudent, type OnboardingAnswers } from './onboarding-state';

export type PickOption = { id: number; name: string; hint?: string };

export type OnboardingData = {
  userId: string;
  role: Role;
  existing: OnboardingAnswers | null;
  currentCvName: string | null;
  roles: PickOption[];
  cities: PickOption[];
};

const meSchema = z.object({ data: z.object({ id: z.string(), role: z.enum(ROLES) }) });
const studentSchema = z.object({
  data: z.object({
    result: z.object({
      careerPreference: z.string(),
      experienceLevel: z.number(),
      lastEducation: z.number(),
      major: z.string().nullable(),
      preferredRoleIds: z.array(z.number()),
      preferredCityIds: z.array(z.number()),
    }),
  }),
});
const cvSchema = z.object({
  data: z.object({ result: z.object({ originalName: z.string() }).nullable() }),
});

/** The lists change rarely; an hour of caching spares the API. */
const TAXONOMY_REVALIDATE_SECONDS = 3600;

async function taxonomy<Schema extends z.ZodTypeAny>(path: string, item: Schema, locale: Locale) {
  try {
    const body = await apiGet(path, z.object({ data: z.object({ docs: z.array(item) }) }), {
      locale,
      next: { revalidate: TAXONOMY_REVALIDATE_SECONDS },
    });
    return body.data.docs as z.infer<Schema>[];
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.error(`onboarding: ${path} unavailable: ${error.message}`);
    return [];
  }
}

function messageIdOf(body: unknown): string | undefined {
  return readErrorEnvelope(body)?.messageId;
}

/**
 * Without a session (or with one the API no longer accepts) the user signs in and comes back
 * here with the same returnUrl. A user without a profile is the normal case (null `existing`).
 */
export async function loadOnboarding(
  locale: AppLocale,
  returnPath: string,
): Promise<OnboardingData> {
  const signIn = () =>
    redirect(localizedPath(locale, `/sign-in?returnUrl=${encodeURIComponent(returnPath)}`));
  if (!(await hasSession())) signIn();

  const [me, student, cv, roles, cities] = await Promise.all([
    apiFetchAsUser('/v1/users/me', { locale }),
    apiFetchAsUser('/v1/job-portal/me/student', { locale }),
    apiFetchAsUser('/v1/job-portal/me/student/cv', { locale }),
    taxonomy('/v1/job-portal/job-role', jobRoleItemSchema, locale),
    taxonomy('/v1/job-portal/job/city', cityItemSchema, locale),
  ]);
  if (me.status === 401) signIn();
  const account = meSchema.safeParse(me.body);
  if (!account.success) {
    throw new ApiError('http', `GET /v1/users/me answered ${me.status}`, me.status);
  }

  const roleIds = new Set(roles.map((role) => role.id));
  const cityIds = new Set(cities.map((city) => city.id));
  const profile = studentSchema.safeParse(student.body);
  if (!profile.success && messageIdOf(student.body) !== 'USER_IS_NOT_STUDENT') {
    // Pre-filling is a convenience: the flow still works from blank answers.
    console.error(`onboarding: GET /v1/job-portal/me/student answered ${student.status}`);
  }
  const currentCv = cvSchema.safeParse(cv.body);
  return {
    userId: account.data.data.id,
    role: account.data.data.role,
    existing: profile.success
      ? answersFromStudent(profile.data.data.result, { roleIds, cityIds })
      : null,
    currentCvName: currentCv.success ? (currentCv.data.data.result?.originalName ?? null) : null,
    roles: roles
      .map((role) => ({ id: role.id, name: role.name }))
      .sort((a, b) => a.name.localeCompare(b.name, locale === 'en' ? 'en' : 'id')),
    cities: cities.map((city) => ({ id: city.id, name: city.name, hint: city.province })),
  };
}
