import type { SearchPreset } from '@/features/jobs/search-preset';

/** A text in both languages of the site. */
export type Localized = { readonly idn: string; readonly en: string };

/**
 * The preset search of a landing page, limited to the parameters the spec lists for landing
 * pages (search, cityIds, location, employment, lastEducations, industry, urgentlyNeeded,
 * salaryMin, salaryMax, sortParam).
 */
export type LandingPreset = Omit<SearchPreset, 'jobRoleIds' | 'jobRoleCategoryIds'>;

/** One family per item of the spec's "Landing pages with preset searches". */
export const LANDING_FAMILIES = [
  'cleaningService',
  'freshGraduate',
  'urgentlyNeeded',
  'remote',
  'manager',
  'managementTrainee',
  'highSalary',
  'dataEntry',
  'freshGraduateAnyMajor',
  'hybrid',
  'partTimeStudents',
  'partTimeOnline',
  'driverJakarta',
  'bankSurabaya',
  'salaryFiveMillion',
  'baliNoExperience',
  'partTimeCity',
  'roleCity',
  'remoteRole',
  'tiktok',
  'mandarin',
] as const;
export type LandingFamily = (typeof LANDING_FAMILIES)[number];

export type LandingPage = {
  /** The URL segment: `/loker-digital-marketing-jakarta`. Always starts with `loker-`. */
  readonly slug: `loker-${string}`;
  readonly family: LandingFamily;
  /** <title> (the site name is appended by the layout's template). */
  readonly title: Localized;
  /** The visible H1. */
  readonly heading: Localized;
  /** Meta description. */
  readonly description: Localized;
  /** One or two sentences above the results. */
  readonly intro: Localized;
  /** A factual one-liner for AI crawlers (llms.txt). */
  readonly summary: Localized;
  readonly preset: LandingPreset;
  /** Ties pages together for the "related pages" links. */
  readonly roleKey?: string;
  readonly citySlug?: string;
};
