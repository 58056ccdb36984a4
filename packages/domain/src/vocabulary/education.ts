// Education levels: one list for the job seeker's profile and onboarding, the employer's job
// form, the search filter, the public job page, the CV analyzer and the mentor's education.
// Before issue 22 the employer's form labelled the same numbers SD, SMP, SMA/SMK, D3, … while the
// job seeker's read SMA/SMK, D1, D2, …, so a job asking for "SMA/SMK" was shown as "D2".
import { EDUCATION_LEVELS, type EducationLevel } from '../enums';
import { defineVocabulary } from './vocabulary';

type LevelFacts = {
  /** The short Indonesian name, also the mentor education's wire value ('S1'). */
  code: string;
  /** Position in the school system; D4 and S1 are the same level (KKNI 6). */
  rank: number;
  /** Whether a major (jurusan) belongs to the level: from diploma on. */
  hasMajor: boolean;
};

const FACTS: Record<EducationLevel, LevelFacts> = {
  7: { code: 'SD', rank: 0, hasMajor: false },
  8: { code: 'SMP', rank: 1, hasMajor: false },
  0: { code: 'SMA', rank: 2, hasMajor: false },
  1: { code: 'D1', rank: 3, hasMajor: true },
  2: { code: 'D2', rank: 4, hasMajor: true },
  3: { code: 'D3', rank: 5, hasMajor: true },
  9: { code: 'D4', rank: 6, hasMajor: true },
  4: { code: 'S1', rank: 6, hasMajor: true },
  5: { code: 'S2', rank: 7, hasMajor: true },
  6: { code: 'S3', rank: 8, hasMajor: true },
};

// Indonesian job posts write the abbreviations ("minimal S1"); English readers get the meaning
// with the abbreviation they will meet on Indonesian CVs.
export const EDUCATION_LEVEL_VOCABULARY = defineVocabulary('educationLevel', EDUCATION_LEVELS, {
  7: { idn: 'SD', en: 'Primary school (SD)' },
  8: { idn: 'SMP', en: 'Junior high school (SMP)' },
  0: { idn: 'SMA/SMK', en: 'High school (SMA/SMK)' },
  1: { idn: 'D1', en: 'Diploma 1 (D1)' },
  2: { idn: 'D2', en: 'Diploma 2 (D2)' },
  3: { idn: 'D3', en: 'Diploma 3 (D3)' },
  9: { idn: 'D4', en: 'Applied bachelor’s (D4)' },
  4: { idn: 'S1', en: 'Bachelor’s (S1)' },
  5: { idn: 'S2', en: 'Master’s (S2)' },
  6: { idn: 'S3', en: 'Doctorate (S3)' },
});

export function isEducationLevel(value: unknown): value is EducationLevel {
  return EDUCATION_LEVEL_VOCABULARY.has(value);
}

export function educationRank(level: EducationLevel): number {
  return FACTS[level].rank;
}

/** The short Indonesian name of a level ('SMA', 'S1'), as CVs and the mentor form write it. */
export function educationCode(level: EducationLevel): string {
  return FACTS[level].code;
}

export function educationHasMajor(level: EducationLevel): boolean {
  return FACTS[level].hasMajor;
}

/** Whether `held` is at least `required` (a D4 meets an S1 requirement: the same level). */
export function meetsEducation(held: EducationLevel, required: EducationLevel): boolean {
  return educationRank(held) >= educationRank(required);
}

/**
 * Every level up to and including `level` by rank, lowest first: the jobs a person with that
 * education can apply to ask for one of these (a D4 graduate also fits jobs asking for S1).
 */
export function educationLevelsUpTo(level: EducationLevel): EducationLevel[] {
  const top = educationRank(level);
  return EDUCATION_LEVELS.filter((l) => educationRank(l) <= top);
}

/**
 * Mentor education degrees (their wire values): the same levels by their codes, plus "other" (a
 * course, a bootcamp). The education tests check that the codes are exactly the levels' codes.
 */
export const MENTOR_EDUCATION_DEGREES = [
  'SD',
  'SMP',
  'SMA',
  'D1',
  'D2',
  'D3',
  'D4',
  'S1',
  'S2',
  'S3',
  'Other',
] as const;
export type MentorEducationDegree = (typeof MENTOR_EDUCATION_DEGREES)[number];

export const MENTOR_DEGREE_VOCABULARY = defineVocabulary('mentorDegree', MENTOR_EDUCATION_DEGREES, {
  ...(Object.fromEntries(
    EDUCATION_LEVELS.map((level) => [FACTS[level].code, EDUCATION_LEVEL_VOCABULARY.labels[level]]),
  ) as Record<Exclude<MentorEducationDegree, 'Other'>, { idn: string; en: string }>),
  Other: { idn: 'Pendidikan lain', en: 'Other education' },
});
