// Experience bullets in the forms a planted defect needs: a result with a figure (the good
// form), a result without a figure (noNumbers), a bare duty, a weak verb or the passive voice.
import type { CvLanguage } from '@jenjang/domain';
import type { Achievement } from './field-vocabulary';
import { MISSPELLINGS } from './corpus-planted-text';
import type { SeededRandom } from './seeded-random';

export type BulletForm = 'result' | 'duty' | 'weak' | 'passive';

const WEAK_OPENERS: Record<CvLanguage, readonly string[]> = {
  en: ['Helped', 'Helped to'],
  idn: ['Membantu', 'Ikut membantu'],
};

export function writeBullet(input: {
  achievement: Achievement;
  form: BulletForm;
  language: CvLanguage;
  /** Results without figures: the noNumbers defect. */
  withoutFigures: boolean;
  random: SeededRandom;
}): string {
  const { achievement: a, language } = input;
  const outcome = input.withoutFigures ? a.outcomeQualitative[language] : a.outcome[language];
  switch (input.form) {
    case 'duty':
      return a.duty[language];
    case 'weak':
      return `${input.random.pick(WEAK_OPENERS[language])} ${a.base[language]}, ${outcome}`;
    case 'passive':
      return `${a.passive[language]}, ${outcome}`;
    case 'result':
      return `${a.action[language]}, ${outcome}`;
  }
}

/**
 * Misspells one word in each of up to three lines that hold a word of the list. Returns the
 * indexes changed and the misspelled words; fewer than two means the caller adds the
 * misspelled sentence.
 */
export function misspellLines(
  lines: readonly string[],
  language: CvLanguage,
  random: SeededRandom,
): { lines: string[]; changed: number[]; words: string[] } {
  const list = MISSPELLINGS[language];
  const result = [...lines];
  const changed: number[] = [];
  const words: string[] = [];
  for (const index of random.shuffle(lines.map((_, i) => i))) {
    if (changed.length === 3) break;
    const line = result[index]!;
    const candidates = Object.keys(list).filter((word) => new RegExp(`\\b${word}\\b`).test(line));
    if (candidates.length === 0) continue;
    const word = random.pick(candidates.sort());
    const wrong = list[word]!;
    result[index] = line.replace(new RegExp(`\\b${word}\\b`), wrong);
    changed.push(index);
    words.push(wrong);
  }
  return { lines: result, changed, words };
}
