// What one corpus CV is made from (its spec) and what its label says about it. The label is the
// ground truth the benchmark scores the analyzer against: a detector either was planted in the
// CV or was not, and for defects that sit on lines, the lines that carry them.
import type { CvDetector, CvLanguage } from '@jenjang/domain';
import type { CvFileKind } from '../analysis/cv-document';
import type { CvField } from './field-vocabulary';

export const CV_QUALITIES = ['good', 'fair', 'poor'] as const;
export type CvQuality = (typeof CV_QUALITIES)[number];

export const CV_PERSONAS = ['student', 'freshGraduate', 'experienced'] as const;
export type CvPersona = (typeof CV_PERSONAS)[number];

export type CorpusCvSpec = {
  id: string;
  seed: number;
  format: CvFileKind;
  language: CvLanguage;
  persona: CvPersona;
  field: CvField;
  quality: CvQuality;
  /** The planted defects: none for good CVs, 2-4 for fair ones, 5 or more for poor ones. */
  defects: readonly CvDetector[];
  /** Name and contact details in the page header (DOCX) instead of the body. */
  contactInHeader: boolean;
  /**
   * A profile photo at the top, as many Indonesian CVs carry: an image that is not text, so
   * textInImages must tell it from a section set as a picture.
   */
  photo: boolean;
};

export type CorpusCvLabel = Omit<CorpusCvSpec, 'seed' | 'defects'> & {
  file: string;
  seed: number;
  /** The ground truth: every detector that should fire on this CV, and no other. */
  planted: CvDetector[];
  /** For defects that sit on lines: the planted line texts (as written, before extraction). */
  lines: Partial<Record<CvDetector, string[]>>;
  /** spelling: the misspelled words. */
  misspellings: string[];
  /** missingContact: the details left out. */
  missingContact: string[];
  /** Visible words (hidden text and text inside images not counted). */
  words: number;
  /** Pages of the CV laid out as a PDF (a DOCX has no pages of its own until it is opened). */
  pages: number;
};

export type CorpusLabels = {
  /** How the files were made, to regenerate them. */
  generator: string;
  /** The month the CVs take as "now" (Present, gaps). */
  now: string;
  files: CorpusCvLabel[];
};
