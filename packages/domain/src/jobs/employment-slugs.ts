import { EMPLOYMENT_TYPES, type EmploymentType } from '../enums';

// URL slugs of spec section 3; the Indonesian words are part of public, indexed URLs
// (/loker/tipe/loker-kontrak), so they must never change.
export const EMPLOYMENT_TYPE_SLUGS = {
  fullTime: 'full-time',
  contract: 'kontrak',
  partTime: 'part-time',
  internship: 'magang',
  freelance: 'freelance',
} as const satisfies Record<EmploymentType, string>;
export type EmploymentTypeSlug = (typeof EMPLOYMENT_TYPE_SLUGS)[EmploymentType];

export function employmentTypeToSlug(type: EmploymentType): EmploymentTypeSlug {
  return EMPLOYMENT_TYPE_SLUGS[type];
}

/** The employment type of a URL slug, or null for anything else (including the wire value). */
export function employmentTypeFromSlug(slug: string): EmploymentType | null {
  return EMPLOYMENT_TYPES.find((type) => EMPLOYMENT_TYPE_SLUGS[type] === slug) ?? null;
}

const LANDING_PREFIX = 'loker-';

/** fullTime → '/loker/tipe/loker-full-time'. */
export function employmentTypeLandingPath(type: EmploymentType): string {
  return `/loker/tipe/${LANDING_PREFIX}${employmentTypeToSlug(type)}`;
}

/** 'loker-kontrak' (the last segment of a landing path) → 'contract'; anything else → null. */
export function employmentTypeFromLandingSlug(segment: string): EmploymentType | null {
  if (!segment.startsWith(LANDING_PREFIX)) return null;
  return employmentTypeFromSlug(segment.slice(LANDING_PREFIX.length));
}
