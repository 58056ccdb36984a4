// Scores the analyzer against the corpus labels. The unit is one detector on one CV: it fired
// at least once (a detection) or not, against planted or not. The bench script and the corpus
// test share this, so both judge the engine by the same rule.
import { CV_DETECTORS, type CvDetector } from '@jenjang/domain';
import type { CvDetection } from '../analysis/cv-document';
import { CV_QUALITIES, type CorpusCvLabel, type CvQuality } from './corpus-spec';

/** Issue 15's goals: each detector's precision and recall on the labelled corpus. */
export const CORPUS_GOALS = { precision: 0.9, recall: 0.9 } as const;

export type CorpusResult = {
  label: CorpusCvLabel;
  /** Null when extraction failed: every planted detector then counts as missed. */
  detections: CvDetection[] | null;
  overallScore: number | null;
  /** The extracted line texts, to show which line a detection fired on. */
  lineTexts: string[];
};

export type DetectorScore = {
  detector: CvDetector;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  /** 1 when the detector never fired (it raised no false alarm). */
  precision: number;
  /** 1 when it was planted nowhere. */
  recall: number;
  /** Ids of the CVs where it fired without being planted, and where it was planted but silent. */
  falsePositiveIds: string[];
  falseNegativeIds: string[];
  meetsGoals: boolean;
};

const fired = (result: CorpusResult, detector: CvDetector) =>
  result.detections?.some((d) => d.detector === detector) ?? false;

export function scoreDetectors(results: readonly CorpusResult[]): DetectorScore[] {
  return CV_DETECTORS.map((detector) => {
    const falsePositiveIds: string[] = [];
    const falseNegativeIds: string[] = [];
    let truePositives = 0;
    for (const result of results) {
      const planted = result.label.planted.includes(detector);
      const hit = fired(result, detector);
      if (planted && hit) truePositives++;
      else if (hit) falsePositiveIds.push(result.label.id);
      else if (planted) falseNegativeIds.push(result.label.id);
    }
    const falsePositives = falsePositiveIds.length;
    const falseNegatives = falseNegativeIds.length;
    const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);
    const precision = ratio(truePositives, truePositives + falsePositives);
    const recall = ratio(truePositives, truePositives + falseNegatives);
    return {
      detector,
      truePositives,
      falsePositives,
      falseNegatives,
      precision,
      recall,
      falsePositiveIds,
      falseNegativeIds,
      meetsGoals: precision >= CORPUS_GOALS.precision && recall >= CORPUS_GOALS.recall,
    };
  });
}

export type QualityOrder = {
  /** Per quality: how many CVs, the mean, lowest and highest overall score. */
  levels: Record<CvQuality, { n: number; mean: number; min: number; max: number }>;
  /** Means strictly ordered good > fair > poor. */
  meansOrdered: boolean;
  /** Every good CV above every poor CV. */
  goodAbovePoor: boolean;
  /** Good CVs that do not score above the best poor CV (ids), and the poor ones above the worst good. */
  overlapping: string[];
};

export function scoreQualityOrder(results: readonly CorpusResult[]): QualityOrder {
  const scoresOf = (quality: CvQuality) =>
    results
      .filter((r) => r.label.quality === quality)
      .map((r) => ({ id: r.label.id, score: r.overallScore ?? 0 }));
  const levels = Object.fromEntries(
    CV_QUALITIES.map((quality) => {
      const scores = scoresOf(quality).map((s) => s.score);
      const mean = scores.reduce((a, b) => a + b, 0) / Math.max(1, scores.length);
      return [
        quality,
        { n: scores.length, mean, min: Math.min(...scores), max: Math.max(...scores) },
      ];
    }),
  ) as QualityOrder['levels'];
  const worstGood = levels.good.min;
  const bestPoor = levels.poor.max;
  const overlapping = [
    ...scoresOf('good').filter((s) => s.score <= bestPoor),
    ...scoresOf('poor').filter((s) => s.score >= worstGood),
  ].map((s) => s.id);
  return {
    levels,
    meansOrdered: levels.good.mean > levels.fair.mean && levels.fair.mean > levels.poor.mean,
    goodAbovePoor: worstGood > bestPoor,
    overlapping,
  };
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/^[\s•·\-*–]+/, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Whether a detection's line is one of the planted lines. Extraction may wrap a long bullet
 * onto two lines or join a header line, so a line matches when either text holds the other or
 * they start alike.
 */
export function sameLine(extracted: string, planted: string): boolean {
  const a = normalise(extracted);
  const b = normalise(planted);
  if (a.length === 0 || b.length === 0) return false;
  return a.includes(b) || b.includes(a) || a.slice(0, 30) === b.slice(0, 30);
}

export type LineCoverage = { detector: CvDetector; planted: number; found: number };

/**
 * For defects that sit on lines: how many planted lines a detection of the same detector
 * quotes. Informative (the goals are per CV), it shows whether a detector fires for the right
 * reason.
 */
export function scoreLineCoverage(results: readonly CorpusResult[]): LineCoverage[] {
  const coverage = new Map<CvDetector, LineCoverage>();
  for (const result of results) {
    for (const [detector, planted] of Object.entries(result.label.lines) as [
      CvDetector,
      string[],
    ][]) {
      const entry = coverage.get(detector) ?? { detector, planted: 0, found: 0 };
      const quoted = (result.detections ?? [])
        .filter((d) => d.detector === detector && d.line !== null)
        .map((d) => result.lineTexts[d.line! - 1] ?? '');
      for (const line of planted) {
        entry.planted++;
        const words = detector === 'spelling' ? result.label.misspellings : [];
        const found = quoted.some(
          (text) =>
            sameLine(text, line) ||
            words.some((word) => text.toLowerCase().includes(word.toLowerCase())),
        );
        if (found) entry.found++;
      }
      coverage.set(detector, entry);
    }
  }
  return CV_DETECTORS.flatMap((detector) => coverage.get(detector) ?? []);
}
