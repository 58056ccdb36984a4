// The labelled corpus (bench/cv-corpus) and the analyzer scored against it: the committed files
// and labels are what the generator writes, the labels keep their promises (good CVs clean,
// every detector planted in both formats and languages), and each detector reaches issue 15's
// goals (precision and recall ≥ 0.9) with good > fair > poor.
import { createHash } from 'node:crypto';
import { CV_DETECTORS, type CvDetector } from '@jenjang/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCvAnalyzer } from '../analysis/analyze-cv';
import { writeCvDocx } from '../writers/write-cv-docx';
import { writeCvPdf } from '../writers/write-cv-pdf';
import { buildCorpusCv } from './build-corpus-cv';
import { corpusFileName, planCorpus } from './corpus-plan';
import type { CorpusLabels } from './corpus-spec';
import { analyseCorpusCv, readCorpusFile, readCorpusLabels } from './run-corpus';
import {
  CORPUS_GOALS,
  type CorpusResult,
  type DetectorScore,
  scoreDetectors,
  scoreQualityOrder,
} from './score-corpus';

/**
 * Detectors the engine does not yet bring to the goals on this corpus, and why. Their test is
 * expected to fail; when the engine is fixed it passes, vitest reports that, and the entry goes.
 */
const KNOWN_MISSES: Partial<Record<CvDetector, string>> = {};

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

let labels: CorpusLabels;
beforeAll(async () => {
  labels = await readCorpusLabels();
});

describe('the committed corpus', () => {
  it('is what the generator writes: same labels, same bytes', async () => {
    const specs = planCorpus();
    expect(labels.files.map((l) => l.file)).toEqual(specs.map(corpusFileName));
    for (const [i, spec] of specs.entries()) {
      const built = buildCorpusCv(spec);
      const label = labels.files[i]!;
      expect(label.planted).toEqual([...spec.defects]);
      expect(label.lines).toEqual(built.lines);
      expect(label.words).toBe(built.words);
      const bytes =
        spec.format === 'pdf' ? await writeCvPdf(built.model) : await writeCvDocx(built.model);
      expect(sha256(bytes), label.file).toBe(sha256(await readCorpusFile(label)));
    }
  });

  it('has at least 40 CVs, 20 of each format, both languages and all qualities', () => {
    const count = (key: 'format' | 'language' | 'quality', value: string) =>
      labels.files.filter((l) => l[key] === value).length;
    expect(labels.files.length).toBeGreaterThanOrEqual(40);
    expect(count('format', 'pdf')).toBeGreaterThanOrEqual(20);
    expect(count('format', 'docx')).toBeGreaterThanOrEqual(20);
    for (const language of ['idn', 'en'])
      expect(count('language', language)).toBeGreaterThanOrEqual(15);
    for (const quality of ['good', 'fair', 'poor'])
      expect(count('quality', quality)).toBeGreaterThanOrEqual(10);
  });

  it('puts profile photos in good and fair CVs too, so a photo alone is no text in images', () => {
    const withPhoto = labels.files.filter((l) => l.photo);
    for (const quality of ['good', 'fair'] as const)
      expect(withPhoto.filter((l) => l.quality === quality).length).toBeGreaterThanOrEqual(5);
    expect(withPhoto.filter((l) => !l.planted.includes('textInImages')).length).toBeGreaterThan(
      labels.files.length / 3,
    );
  });

  it('plants nothing in good CVs, 2-4 defects in fair ones and 5 or more in poor ones', () => {
    for (const label of labels.files) {
      const n = label.planted.length;
      if (label.quality === 'good') expect(n, label.id).toBe(0);
      else if (label.quality === 'fair') expect(n >= 2 && n <= 4, label.id).toBe(true);
      else expect(n, label.id).toBeGreaterThanOrEqual(5);
    }
  });

  it('plants every detector in at least 3 CVs of each format and language, and leaves it out of most', () => {
    for (const detector of CV_DETECTORS) {
      const planted = labels.files.filter((l) => l.planted.includes(detector));
      expect(planted.length, detector).toBeLessThan(labels.files.length / 4);
      for (const [key, value] of [
        ['format', 'pdf'],
        ['format', 'docx'],
        ['language', 'idn'],
        ['language', 'en'],
      ] as const)
        expect(
          planted.filter((l) => l[key] === value).length,
          `${detector} ${value}`,
        ).toBeGreaterThanOrEqual(3);
    }
  });

  it('names the lines of line-level defects and keeps them out of clean CVs', () => {
    const lineLevel: CvDetector[] = [
      'malformedContact',
      'dutiesWithoutResults',
      'weakVerbs',
      'passiveVoice',
      'spelling',
      'hiddenText',
      'promptInjection',
    ];
    for (const label of labels.files)
      for (const detector of lineLevel)
        expect((label.lines[detector]?.length ?? 0) > 0, `${label.id} ${detector}`).toBe(
          label.planted.includes(detector),
        );
  });
});

describe('the analyzer on the corpus', () => {
  let results: CorpusResult[];
  let scores: Map<CvDetector, DetectorScore>;
  beforeAll(async () => {
    const analyzer = createCvAnalyzer();
    results = [];
    for (const label of labels.files)
      results.push(await analyseCorpusCv(label, await readCorpusFile(label), analyzer));
    scores = new Map(scoreDetectors(results).map((s) => [s.detector, s]));
  }, 120_000);

  it('reads every file', () => {
    expect(results.filter((r) => r.detections === null).map((r) => r.label.file)).toEqual([]);
  });

  for (const detector of CV_DETECTORS) {
    const test = KNOWN_MISSES[detector] ? it.fails : it;
    test(`${detector}: precision and recall ≥ ${CORPUS_GOALS.precision}${KNOWN_MISSES[detector] ? ` (known miss: ${KNOWN_MISSES[detector]})` : ''}`, () => {
      const score = scores.get(detector)!;
      expect({
        detector,
        falsePositives: score.falsePositiveIds,
        falseNegatives: score.falseNegativeIds,
        precision: score.precision >= CORPUS_GOALS.precision,
        recall: score.recall >= CORPUS_GOALS.recall,
      }).toEqual({
        detector,
        falsePositives: expect.any(Array),
        falseNegatives: expect.any(Array),
        precision: true,
        recall: true,
      });
    });
  }

  it('scores good CVs above fair ones above poor ones, every good above every poor', () => {
    const order = scoreQualityOrder(results);
    expect(order.levels.good.mean).toBeGreaterThan(order.levels.fair.mean);
    expect(order.levels.fair.mean).toBeGreaterThan(order.levels.poor.mean);
    expect(order.overlapping).toEqual([]);
    expect(order.goodAbovePoor).toBe(true);
  });
});
