import { EXPERIENCE_LEVELS, type ExperienceLevel } from '../enums';

// Spec section 3: 0 fresh graduate; 1-4 college year 1-4; 5 junior (1-3 years); 6 mid
// (4-5 years); 7 senior (over 5 years); 8 student/others. The keys are translation keys.
export const EXPERIENCE_LEVEL_KEYS = {
  0: 'freshGraduate',
  1: 'collegeYear1',
  2: 'collegeYear2',
  3: 'collegeYear3',
  4: 'collegeYear4',
  5: 'junior',
  6: 'mid',
  7: 'senior',
  8: 'studentOrOther',
} as const satisfies Record<ExperienceLevel, string>;
export type ExperienceLevelKey = (typeof EXPERIENCE_LEVEL_KEYS)[ExperienceLevel];

export const EXPERIENCE_LEVEL_GROUPS = {
  freshGraduate: [0],
  college: [1, 2, 3, 4],
  professional: [5, 6, 7],
  other: [8],
} as const satisfies Record<string, readonly ExperienceLevel[]>;

export function isExperienceLevel(value: unknown): value is ExperienceLevel {
  return typeof value === 'number' && (EXPERIENCE_LEVELS as readonly number[]).includes(value);
}

export function experienceLevelKey(level: ExperienceLevel): ExperienceLevelKey {
  return EXPERIENCE_LEVEL_KEYS[level];
}

/** College year 1-4 for levels 1-4, null for every other level. */
export function collegeYearOf(level: ExperienceLevel): number | null {
  return level >= 1 && level <= 4 ? level : null;
}

/**
 * Years of work experience → level. The spec's bands leave gaps between whole numbers
 * (3 → junior, 4 → mid), so we cut at the lower bound of each band: under 1 year fresh
 * graduate, 1 up to 4 junior, 4 up to and including 5 mid, more than 5 senior (5.5 → senior).
 */
export function experienceLevelFromYears(years: number): ExperienceLevel {
  if (!Number.isFinite(years) || years < 0) {
    throw new RangeError(`years must be a finite number ≥ 0, got ${years}`);
  }
  if (years < 1) return 0;
  if (years < 4) return 5;
  if (years <= 5) return 6;
  return 7;
}
