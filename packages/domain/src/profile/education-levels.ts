import { EDUCATION_LEVELS, type EducationLevel } from '../enums';

// The scale of enums.ts: 0 SMA/SMK, 1 D1, 2 D2, 3 D3, 4 S1/D4, 5 S2, 6 S3. The Indonesian
// abbreviations are what job seekers recognise in both languages; keys are translation keys.
export const EDUCATION_LEVEL_KEYS = {
  0: 'highSchool',
  1: 'diploma1',
  2: 'diploma2',
  3: 'diploma3',
  4: 'bachelor',
  5: 'master',
  6: 'doctorate',
} as const satisfies Record<EducationLevel, string>;
export type EducationLevelKey = (typeof EDUCATION_LEVEL_KEYS)[EducationLevel];

export const EDUCATION_LEVEL_ABBREVIATIONS = {
  0: 'SMA/SMK',
  1: 'D1',
  2: 'D2',
  3: 'D3',
  4: 'S1/D4',
  5: 'S2',
  6: 'S3',
} as const satisfies Record<EducationLevel, string>;

export function isEducationLevel(value: unknown): value is EducationLevel {
  return typeof value === 'number' && (EDUCATION_LEVELS as readonly number[]).includes(value);
}

export function educationLevelKey(level: EducationLevel): EducationLevelKey {
  return EDUCATION_LEVEL_KEYS[level];
}

/**
 * Every level up to and including `level`: a job asking for S1 at most also welcomes lower
 * levels, which is how the spec's "S1 any major" preset reads (lastEducations 0-4).
 */
export function educationLevelsUpTo(level: EducationLevel): EducationLevel[] {
  return EDUCATION_LEVELS.filter((l) => l <= level);
}
