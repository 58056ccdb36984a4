// The shape of one field's vocabulary. Every experience bullet is built from an achievement in
// parts, so the same achievement can be written well (action + figure) or with a planted defect
// (a bare duty, a weak verb, the passive voice, no figure) and the label knows which it is.
import type { Bilingual } from './corpus-vocabulary';

export const CV_FIELDS = [
  'accounting',
  'software',
  'marketing',
  'hr',
  'design',
  'sales',
  'data',
] as const;
export type CvField = (typeof CV_FIELDS)[number];

/** Neighbouring fields whose work a long career may also show. */
export const RELATED_FIELDS: Record<CvField, readonly CvField[]> = {
  accounting: ['data', 'sales'],
  software: ['data', 'design'],
  marketing: ['sales', 'design'],
  hr: ['marketing', 'sales'],
  design: ['marketing', 'software'],
  sales: ['marketing', 'accounting'],
  data: ['software', 'accounting'],
};

export type Achievement = {
  /** Active, strong verb first, no figure: "Automated bank reconciliations with Excel macros". */
  action: Bilingual;
  /** The same after a weak verb: "Helped automate ..." / "Membantu mengotomatiskan ...". */
  base: Bilingual;
  /** The same in the passive voice: "Bank reconciliations were automated ...". */
  passive: Bilingual;
  /** The measured result, the only part with a figure: "cutting month-end closing from 10 to 6 days". */
  outcome: Bilingual;
  /** The result without a figure: "shortening the month-end close". */
  outcomeQualitative: Bilingual;
  /** The bare duty with no result: "Prepared bank reconciliations and closing entries". */
  duty: Bilingual;
};

export type FieldVocabulary = {
  titles: { intern: Bilingual; junior: Bilingual; senior: Bilingual; lead: Bilingual };
  degree: Bilingual;
  /** The subject as a summary names it: "Accounting graduate". */
  major: Bilingual;
  /** What the summary says the person is good at (no figures). */
  focus: Bilingual;
  skills: readonly string[];
  certifications: readonly Bilingual[];
  achievements: readonly Achievement[];
};
