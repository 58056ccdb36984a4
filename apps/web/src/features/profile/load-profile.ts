import {
  meResponseSchema,
  optionalStudentCvResponseSchema,
  studentProfileResponseSchema,
  type Account,
  type Locale,
  type StudentCv,
  type StudentProfile,
} from '@jenjang/domain';
import { itemsOf, loadCities, loadIndustries, loadRoles } from '@/lib/api/taxonomy';
import { apiFetchAsUser, loadAsUser } from '@/lib/auth/server-api';
import { localizedPath } from '@/lib/i18n/routing';
import { PAGES } from '@/lib/routes';
import type { ProfileTaxonomy } from './profile-context';

// Without a list the page still works: chosen ids just show no names and no choices.
const byName = <T extends { name: string }>(items: T[], locale: Locale) =>
  [...items].sort((a, b) => a.name.localeCompare(b.name, locale === 'en' ? 'en' : 'id'));

export async function loadProfileTaxonomy(locale: Locale): Promise<ProfileTaxonomy> {
  const [roles, cities, industries] = await Promise.all([
    loadRoles(locale),
    loadCities(locale),
    loadIndustries(locale),
  ]);
  return {
    roles: byName(itemsOf(roles), locale),
    // Cities keep the API's order: the busiest job markets come first.
    cities: itemsOf(cities),
    industries: byName(itemsOf(industries), locale),
  };
}

export type ProfilePageData = {
  student: StudentProfile;
  account: Account;
  taxonomy: ProfileTaxonomy;
  /** The CV on file (uploaded in onboarding or here); null when there is none. */
  cv: StudentCv | null;
};

/** The CV's metadata; a failure to read it shows no CV rather than no page. */
async function loadCv(locale: Locale): Promise<StudentCv | null> {
  const { status, body } = await apiFetchAsUser('/v1/job-portal/me/student/cv', { locale });
  if (status !== 200) {
    // 401 and USER_IS_NOT_STUDENT are handled by the profile's own request beside this one.
    if (status >= 500)
      console.error(`profile: GET /v1/job-portal/me/student/cv answered ${status}`);
    return null;
  }
  const parsed = optionalStudentCvResponseSchema.safeParse(body);
  return parsed.success ? parsed.data.data.result : null;
}

/**
 * Everything the profile page shows. Without a session the user goes to sign-in and comes
 * back; without a job seeker profile, to onboarding (both inside loadAsUser).
 */
export async function loadProfilePage(locale: Locale): Promise<ProfilePageData> {
  const options = { returnPath: localizedPath(locale, PAGES.profile.path), locale };
  const [student, account, taxonomy, cv] = await Promise.all([
    loadAsUser('/v1/job-portal/me/student', studentProfileResponseSchema, options),
    loadAsUser('/v1/users/me', meResponseSchema, options),
    loadProfileTaxonomy(locale),
    loadCv(locale),
  ]);
  return { student: student.data.result, account: account.data, taxonomy, cv };
}
