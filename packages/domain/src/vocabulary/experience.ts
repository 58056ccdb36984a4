import { EXPERIENCE_LEVELS, type ExperienceLevel } from '../enums';
import { defineVocabulary } from './vocabulary';

// Spec section 3: 0 fresh graduate; 1-4 college year 1-4; 5 junior (1-3 years); 6 mid
// (4-5 years); 7 senior (over 5 years); 8 student/others. One list for the job seeker's profile
// and onboarding, the employer's job form, the search filter and the public job page: the
// employer's form once offered "1–2 tahun" for level 2, which the job page read as
// "Mahasiswa tahun ke-2" (issue 22).
export const EXPERIENCE_LEVEL_VOCABULARY = defineVocabulary('experienceLevel', EXPERIENCE_LEVELS, {
  0: { idn: 'Fresh graduate', en: 'Fresh graduate' },
  1: { idn: 'Mahasiswa tahun ke-1', en: 'College student, year 1' },
  2: { idn: 'Mahasiswa tahun ke-2', en: 'College student, year 2' },
  3: { idn: 'Mahasiswa tahun ke-3', en: 'College student, year 3' },
  4: { idn: 'Mahasiswa tahun ke-4', en: 'College student, year 4' },
  5: { idn: 'Junior (1–3 tahun)', en: 'Junior (1–3 years)' },
  6: { idn: 'Menengah (4–5 tahun)', en: 'Mid level (4–5 years)' },
  7: { idn: 'Senior (lebih dari 5 tahun)', en: 'Senior (over 5 years)' },
  8: { idn: 'Pelajar/lainnya', en: 'Student/other' },
});

export const EXPERIENCE_LEVEL_GROUPS = {
  freshGraduate: [0],
  college: [1, 2, 3, 4],
  professional: [5, 6, 7],
  other: [8],
} as const satisfies Record<string, readonly ExperienceLevel[]>;

export function isExperienceLevel(value: unknown): value is ExperienceLevel {
  return EXPERIENCE_LEVEL_VOCABULARY.has(value);
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
