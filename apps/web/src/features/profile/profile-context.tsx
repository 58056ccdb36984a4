'use client';

import type { CityItem, JobRoleItem, StudentProfile, TaxonomyItem } from '@jenjang/domain';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { AppLocale } from '@/lib/i18n/routing';

export type ProfileTaxonomy = {
  roles: JobRoleItem[];
  cities: CityItem[];
  industries: TaxonomyItem[];
};

type ProfileContextValue = {
  student: StudentProfile;
  taxonomy: ProfileTaxonomy;
  locale: AppLocale;
  /** Today in Jakarta (YYYY-MM-DD), from the server so both renders agree. */
  today: string;
  /** Show what the API answered right away; the server render catches up on refresh. */
  replaceStudent: (student: StudentProfile) => void;
};

const ProfileContext = createContext<ProfileContextValue | null>(null);

export function ProfileProvider({
  student: loaded,
  taxonomy,
  locale,
  today,
  children,
}: Omit<ProfileContextValue, 'replaceStudent'> & { children: ReactNode }) {
  const [student, replaceStudent] = useState(loaded);
  // A fresh server render (router.refresh) is the truth again.
  useEffect(() => replaceStudent(loaded), [loaded]);
  return (
    <ProfileContext.Provider value={{ student, taxonomy, locale, today, replaceStudent }}>
      {children}
    </ProfileContext.Provider>
  );
}

export function useProfile(): ProfileContextValue {
  const value = useContext(ProfileContext);
  if (!value) throw new Error('useProfile outside ProfileProvider');
  return value;
}
