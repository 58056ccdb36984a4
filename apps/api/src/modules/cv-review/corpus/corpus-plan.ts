// The labelled corpus as specs: 48 CVs, half PDF and half DOCX, Indonesian and English, good,
// fair and poor. Defects are dealt out in rounds over CV_DETECTORS, so every detector is
// planted about equally often (8-9 CVs) and is absent from the rest.
import { CV_DETECTORS, type CvDetector } from '@jenjang/domain';
import type { CorpusCvSpec, CvPersona, CvQuality } from './corpus-spec';
import { CV_FIELDS } from './field-vocabulary';
import { createSeededRandom } from './seeded-random';

export const CORPUS_SEED = 20_261_127;
const QUALITY_COUNTS: Record<CvQuality, number> = { good: 14, fair: 16, poor: 18 };

/** Defects that cannot sit in one CV. */
const CONFLICTS: readonly [CvDetector, CvDetector][] = [['tooLong', 'tooShort']];
const compatible = (chosen: readonly CvDetector[], next: CvDetector) =>
  !chosen.includes(next) &&
  !CONFLICTS.some(
    ([a, b]) => (next === a && chosen.includes(b)) || (next === b && chosen.includes(a)),
  );

export function corpusFileName(spec: CorpusCvSpec): string {
  return `${spec.id}-${spec.language}-${spec.quality}-${spec.field}.${spec.format}`;
}

export function planCorpus(): CorpusCvSpec[] {
  const random = createSeededRandom(CORPUS_SEED);
  const qualities = random.shuffle(
    (Object.entries(QUALITY_COUNTS) as [CvQuality, number][]).flatMap(([quality, n]) =>
      Array.from({ length: n }, () => quality),
    ),
  );
  // Dealt in rounds so every detector is planted about as often; within the cards left, the one
  // least planted so far in this CV's format and language goes first, so both formats and both
  // languages carry every detector.
  let deck: CvDetector[] = [];
  const planted = new Map<string, number>();
  const seen = (key: string) => planted.get(key) ?? 0;
  const deal = (count: number, format: string, language: string): CvDetector[] => {
    const chosen: CvDetector[] = [];
    while (chosen.length < count) {
      if (deck.length < CV_DETECTORS.length) deck = [...deck, ...random.shuffle(CV_DETECTORS)];
      let best = -1;
      let bestScore = Infinity;
      deck.forEach((detector, index) => {
        if (!compatible(chosen, detector)) return;
        const score =
          seen(`${detector}:${format}`) + seen(`${detector}:${language}`) + 4 * seen(detector);
        if (score < bestScore) [best, bestScore] = [index, score];
      });
      const [detector] = deck.splice(best, 1) as [CvDetector];
      for (const key of [detector, `${detector}:${format}`, `${detector}:${language}`])
        planted.set(key, seen(key) + 1);
      chosen.push(detector);
    }
    return chosen.sort((a, b) => CV_DETECTORS.indexOf(a) - CV_DETECTORS.indexOf(b));
  };

  return qualities.map((quality, i): CorpusCvSpec => {
    const format = i % 2 === 0 ? 'pdf' : 'docx';
    const language = Math.floor(i / 2) % 2 === 0 ? 'idn' : 'en';
    const defects =
      quality === 'good'
        ? []
        : deal(quality === 'fair' ? random.integer(2, 4) : random.integer(5, 7), format, language);
    // Gaps and overlaps are defects between jobs; internships and studies may rightly overlap.
    const needsCareer = defects.some(
      (d) => d === 'tooLong' || d === 'dateGap' || d === 'dateOverlap',
    );
    const persona: CvPersona = needsCareer
      ? 'experienced'
      : random.pick(['experienced', 'experienced', 'freshGraduate', 'student'] as const);
    return {
      id: `cv-${String(i + 1).padStart(2, '0')}`,
      seed: CORPUS_SEED + (i + 1) * 7_919,
      format,
      language,
      persona,
      field: CV_FIELDS[i % CV_FIELDS.length]!,
      quality,
      defects,
      contactInHeader: random.next() < 0.5,
      // Two in three good and fair CVs and one in five poor ones; decided by position, so the
      // seeded draws (and with them every other choice of the corpus) stay as they were.
      photo: quality === 'poor' ? i % 5 === 0 : i % 3 !== 2,
    };
  });
}
