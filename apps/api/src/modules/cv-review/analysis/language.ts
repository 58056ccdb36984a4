// Indonesian or English, from how many of each language's function words the CV uses. CVs mix
// the two (English job titles in Indonesian CVs are the rule), so function words decide, not
// vocabulary.
import type { CvLanguage } from '@jenjang/domain';
import { ENGLISH_STOPWORDS, INDONESIAN_STOPWORDS, tokenize } from '@jenjang/domain';
import type { CvLine } from './cv-document';

// Words CVs use often that are not function words but give the language away.
const INDONESIAN_MARKERS = [
  'pengalaman',
  'pendidikan',
  'keahlian',
  'kerja',
  'bulan',
  'tahun',
  'sekarang',
  'mengelola',
  'meningkatkan',
  'perusahaan',
  'bertanggung',
  'jawab',
  'membuat',
  'melakukan',
  'ringkasan',
];
const ENGLISH_MARKERS = [
  'experience',
  'education',
  'skills',
  'work',
  'present',
  'managed',
  'increased',
  'company',
  'responsible',
  'summary',
  'led',
  'developed',
  'built',
];

const INDONESIAN = new Set([...INDONESIAN_STOPWORDS, ...INDONESIAN_MARKERS]);
// Words both lists share ('per', 'di' is only Indonesian) count for neither.
const ENGLISH = new Set(
  [...ENGLISH_STOPWORDS, ...ENGLISH_MARKERS].filter((w) => !INDONESIAN.has(w)),
);

export function detectLanguage(lines: readonly CvLine[]): CvLanguage {
  let indonesian = 0;
  let english = 0;
  for (const line of lines) {
    if (line.hidden) continue;
    for (const token of tokenize(line.text)) {
      if (INDONESIAN.has(token)) indonesian += 1;
      else if (ENGLISH.has(token)) english += 1;
    }
  }
  // A tie (an almost empty CV) reads as Indonesian, the portal's default.
  return english > indonesian ? 'en' : 'idn';
}
