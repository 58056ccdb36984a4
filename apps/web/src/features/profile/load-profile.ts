import {
  meResponseSchema,
  cityItemSchema,
  jobRoleItemSchema,
  studentProfileResponseSchema,
  taxonomyItemSchema,
  type Account,
  type Locale,
  type StudentProfile,
} from '@jenjang/domain';
import { z } from 'zod';
import { ApiError, apiGet } from '@/lib/api/client';
import { loadAsUser } from '@/lib/auth/server-api';
import { localizedPath } from '@/lib/i18n/routing';
import { PAGES } from '@/lib/routes';
import type { ProfileTaxonomy } from './profile-context';

/** The lists change rarely; they are shared by everyone, so an hour of caching is fine. */
const TAXONOMY_REVALIDATE_SECONDS = 3600;

async function taxonomyList<Schema extends z.ZodTypeAny>(
  path: string,
  item: Schema,
  locale: Locale,
): Promise<z.infer<Schema>[]> {
  try {
    const body = await apiGet(path, z.object({ data: z.object({ docs: z.array(item) }) }), {
      locale,
      next: { revalidate: TAXONOMY_REVALIDATE_SECONDS },
    });
    return body.data.docs;
  } catch (error) {
    // Without a list the page still works: chosen ids just show no names and no choices.
    if (!(error instanceof ApiError)) throw error;
    console.error(`profile taxonomy ${path} unavailable: ${error.message}`);
    return [];
  }
}

const byName = <T extends { name: string }>(items: T[], locale: Locale) =>
  [...items].sort((a, b) => a.name.localeCompare(b.name, locale === 'en' ? 'en' : 'id'));

export async function loadProfileTaxonomy(locale: Locale): Promise<ProfileTaxonomy> {
  const [roles, cities, industries] = await Promise.all([
    taxonomyList('/v1/job-portal/job-role', jobRoleItemSchema, locale),
    taxonomyList('/v1/job-portal/job/city', cityItemSchema, locale),
    taxonomyList('/v1/job-portal/job-category', taxonomyItemSchema, locale),
  ]);
  return {
    roles: byName(roles, locale),
    // Cities keep the API's order: the busiest job markets come first.
    cities,
    industries: byName(industries, locale),
  };
}

export type ProfilePageData = {
  student: StudentProfile;
  account: Account;
  taxonomy: ProfileTaxonomy;
};

/**
 * Everything the profile page shows. Without a session the user goes to sign-in and comes
 * back; without a job seeker profile, to onboarding (both inside loadAsUser).
 */
export async function loadProfilePage(locale: Locale): Promise<ProfilePageData> {
  const options = { returnPath: localizedPath(locale, PAGES.profile.path), locale };
  const [student, account, taxonomy] = await Promise.all([
    loadAsUser('/v1/job-portal/me/student', studentProfileResponseSchema, options),
    loadAsUser('/v1/users/me', meResponseSchema, options),
    loadProfileTaxonomy(locale),
  ]);
  return { student: student.data.result, account: account.data, taxonomy };
}
