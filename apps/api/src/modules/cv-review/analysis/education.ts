// The highest education level a CV shows, on the portal's scale (the education vocabulary of
// packages/domain), and the level a target asks for (the education enum value, or a label such
// as "S1"). Levels compare by rank, not by id: SD (7) is below SMA/SMK (0).
import {
  EDUCATION_LEVEL_VOCABULARY,
  isEducationLevel,
  meetsEducation,
  type EducationLevel,
} from '@jenjang/domain';

// Highest first: the first pattern found wins.
const LEVEL_PATTERNS: readonly [EducationLevel, RegExp][] = [
  [6, /\b(S-?3|doktor|doctorate|ph\.?\s?d|doctor of philosophy)\b/i],
  [5, /\b(S-?2|magister|master|m\.?sc|m\.?kom|m\.?m\.|mba|m\.?eng|m\.?ak)\b/i],
  // Before S1: "Sarjana Terapan" (D4) also says "sarjana". D4 and S1 are the same rank.
  [9, /\b(D-?IV|D-?4|sarjana terapan|applied bachelor)\b/i],
  [
    4,
    /\b(S-?1|sarjana|bachelor|b\.?sc|b\.?a\.|s\.?kom|s\.?e\.|s\.?t\.|s\.?h\.|s\.?pd|s\.?psi|s\.?ikom|s\.?ak)\b/i,
  ],
  [
    3,
    /\b(D-?III|D-?3|diploma(\s+3|\s+iii)?|ahli madya|politeknik|polytechnic|associate degree)\b/i,
  ],
  [2, /\b(D-?II|D-?2)\b/i],
  [1, /\b(D-?I|D-?1)\b/i],
  [0, /\b(SMA|SMK|MA|STM|SMEA|high school|senior high|vocational high school)\b/],
  [8, /\b(SMP|MTs|junior high( school)?)\b/],
  [7, /\b(SD|MI|primary school|elementary school)\b/],
];
// Without a degree named, a university still means a bachelor's at least.
const UNIVERSITY = /\b(universitas|university|institut|institute of technology|sekolah tinggi)\b/i;

export function educationLevelOf(text: string): EducationLevel | null {
  for (const [level, pattern] of LEVEL_PATTERNS) if (pattern.test(text)) return level;
  return UNIVERSITY.test(text) ? 4 : null;
}

/** "4", "S1", "Sarjana", "Bachelor" → 4. */
export function parseRequiredLevel(value: string | null): EducationLevel | null {
  if (value === null || value.trim() === '') return null;
  const numeric = Number(value);
  if (isEducationLevel(numeric)) return numeric;
  return educationLevelOf(value);
}

/** Whether the level found meets the level asked for (no requirement is always met). */
export function educationMeets(
  found: EducationLevel | null,
  required: EducationLevel | null,
): boolean {
  return required === null || (found !== null && meetsEducation(found, required));
}

/**
 * The name a CV report shows ('S1', 'SMA/SMK'): the vocabulary's Indonesian label, the
 * abbreviation readers of both languages meet on Indonesian CVs and job posts.
 */
export function educationLabel(level: EducationLevel | null): string | null {
  return level === null ? null : EDUCATION_LEVEL_VOCABULARY.label(level, 'idn');
}
