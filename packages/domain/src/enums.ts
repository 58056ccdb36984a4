// Enumerations of the portal spec (sections 2, 3 and 9). Values are the wire values the API and
// existing clients use; display labels live in the web's translation files.

export const EMPLOYMENT_TYPES = [
  'fullTime',
  'internship',
  'partTime',
  'contract',
  'freelance',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const WORKPLACE_TYPES = ['remote', 'onSite', 'hybrid'] as const;
export type WorkplaceType = (typeof WORKPLACE_TYPES)[number];

export const SORT_PARAMS = [
  'mostRelevant',
  'mostActivelyHiring',
  'highestSalary',
  'publishedAt',
] as const;
export type SortParam = (typeof SORT_PARAMS)[number];

export const APPLICATION_TYPES = ['easyApply', 'external'] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];

export const JOB_STATUSES = ['open', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const SALARY_TYPES = ['monthly', 'hourly', 'daily', 'yearly', 'project'] as const;
export type SalaryType = (typeof SALARY_TYPES)[number];

export const CAREER_PREFERENCES = [
  'activelyLooking',
  'openOpportunity',
  'closedOpportunity',
] as const;
export type CareerPreference = (typeof CAREER_PREFERENCES)[number];

export const HIRING_STAGE_TYPES = ['techTest', 'hrInterview', 'userInterview', 'custom'] as const;
export type HiringStageType = (typeof HIRING_STAGE_TYPES)[number];

/** Experience levels, numeric as in the spec: 0 fresh graduate, 1-4 college year, 5 junior, 6 mid, 7 senior, 8 student/other. */
export const EXPERIENCE_LEVELS = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

/**
 * Last education levels (candidatePreference.lastEducations, a job seeker's last education), in
 * the order of the Indonesian school system, lowest first. The numbers are wire ids, not ranks:
 * 0-6 are the scale the spec's presets use ("S1 any major" is lastEducations 0-4: 0 SMA/SMK,
 * 1 D1, 2 D2, 3 D3, 4 S1, 5 S2, 6 S3); SD (7), SMP (8) and D4 (9, until migration 0023 part of
 * "S1/D4") came later and were added at the end so no stored value or shared URL changed
 * meaning. vocabulary/education.ts has the labels and the ranks to compare levels by.
 */
export const EDUCATION_LEVELS = [7, 8, 0, 1, 2, 3, 9, 4, 5, 6] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

export const ROLES = ['student', 'mentor', 'employer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const CULTURE_VALUE_KEYS = [
  'innovative',
  'nurturing',
  'passionate',
  'vibrant',
  'adaptable',
  'collaborative',
  'fast-paced',
  'open',
  'driven',
  'progressive',
  'energetic',
  'integrity',
  'quality',
  'discipline',
  'trustworthy',
  'fun',
  'respectful',
  'balanced',
] as const;
export type CultureValueKey = (typeof CULTURE_VALUE_KEYS)[number];

export const FUNDING_STAGES = [
  'bootstrap',
  'Pre Seed',
  'seriesA',
  'seriesB',
  'seriesC',
  'Others',
] as const;
export type FundingStage = (typeof FUNDING_STAGES)[number];

export const BENEFITS = [
  'medicalLeave',
  'dentalInsurance',
  'bonusSystem',
  'freeMeals',
  'competitiveSalary',
  'casualDressCode',
  'freeLunch',
  'selfDevelopmentAllowance',
  'transport',
  'internationalExposure',
  'periodLeave',
  'teamBuilding',
  'vacationTime',
  'wellnessProgram',
  'childCareAssistance',
  'companyOutings',
  'employeeDiscounts',
  'gymMembership',
  'paidSickDays',
  'professionalDevelopment',
  'recreationalArea',
  'maternityLeave',
  'petFriendlyOffice',
  'other',
] as const;
export type Benefit = (typeof BENEFITS)[number];

/** The 18 cities of the spec with their fixed ids. */
export const CITIES = [
  { id: 49180, name: 'Jakarta', slug: 'jakarta', province: 'DKI Jakarta' },
  { id: 179, name: 'Bandung', slug: 'bandung', province: 'Jawa Barat' },
  { id: 265, name: 'Surabaya', slug: 'surabaya', province: 'Jawa Timur' },
  { id: 227, name: 'Yogyakarta', slug: 'yogyakarta', province: 'DI Yogyakarta' },
  { id: 49183, name: 'Bali', slug: 'bali', province: 'Bali' },
  { id: 261, name: 'Malang', slug: 'malang', province: 'Jawa Timur' },
  { id: 282, name: 'Denpasar', slug: 'denpasar', province: 'Bali' },
  { id: 51, name: 'Medan', slug: 'medan', province: 'Sumatera Utara' },
  { id: 220, name: 'Semarang', slug: 'semarang', province: 'Jawa Tengah' },
  { id: 182, name: 'Bogor', slug: 'bogor', province: 'Jawa Barat' },
  { id: 420, name: 'Makassar', slug: 'makassar', province: 'Sulawesi Selatan' },
  { id: 384, name: 'Manado', slug: 'manado', province: 'Sulawesi Utara' },
  { id: 139, name: 'Bandar Lampung', slug: 'bandar-lampung', province: 'Lampung' },
  { id: 184, name: 'Cirebon', slug: 'cirebon', province: 'Jawa Barat' },
  { id: 114, name: 'Palembang', slug: 'palembang', province: 'Sumatera Selatan' },
  { id: 181, name: 'Bekasi', slug: 'bekasi', province: 'Jawa Barat' },
  { id: 272, name: 'Tangerang', slug: 'tangerang', province: 'Banten' },
  { id: 185, name: 'Depok', slug: 'depok', province: 'Jawa Barat' },
] as const;
export type CityId = (typeof CITIES)[number]['id'];

/**
 * Application statuses, canonical spelling = the spec's first (camel) reading. The spec also
 * gives a snake reading (not_processed, waitlisted, ...); normalizeApplicationStatus
 * (applications/status.ts) maps either onto these values.
 */
export const APPLICATION_STATUSES = [
  'accepted',
  'notProcessed',
  'review',
  'approached',
  'rejected',
  'rejectedBySystem',
  'expired',
  'waitListed',
  'hrInterview',
  'userInterview',
  'techTestSent',
  'techTestSubmitted',
  'offered',
  'curatedInProgress',
  'custom',
  'closed',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Application-form question types (spec section 3, Question). */
export const QUESTION_TYPES = ['checkbox', 'radio', 'numeric', 'date', 'shortText'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
