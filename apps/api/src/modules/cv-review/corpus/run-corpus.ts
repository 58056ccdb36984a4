// Reads the committed corpus (bench/cv-corpus: labels.json and files/) and runs one CV through
// extraction and analysis, the way the analysis job does, for the bench script and the test.
import { readFile } from 'node:fs/promises';
import type { CvAnalyzer } from '../analysis/analyze-cv';
import type { CvExtractionLimits, CvFileKind } from '../analysis/cv-document';
import { extractCv, type CvExtractionResult } from '../extraction/extract-cv';
import { CV_EXTRACTION_LIMITS } from '../extraction/limits';
import { CORPUS_AS_OF } from './corpus-dates';
import type { CorpusCvLabel, CorpusLabels } from './corpus-spec';
import type { CorpusResult } from './score-corpus';

export const CORPUS_DIR = new URL('../../../../../../bench/cv-corpus/', import.meta.url);

export async function readCorpusLabels(dir: URL = CORPUS_DIR): Promise<CorpusLabels> {
  return JSON.parse(await readFile(new URL('labels.json', dir), 'utf8')) as CorpusLabels;
}

export async function readCorpusFile(
  label: CorpusCvLabel,
  dir: URL = CORPUS_DIR,
): Promise<Uint8Array> {
  return new Uint8Array(await readFile(new URL(`files/${label.file}`, dir)));
}

export type CvExtractor = (
  bytes: Uint8Array,
  kind: CvFileKind,
  limits: CvExtractionLimits,
) => Promise<CvExtractionResult>;

/**
 * Extracts and analyses one corpus CV, with the corpus's "now" as the analysis date. In this
 * thread unless another extractor is given (the bench passes extractCvInWorker, as the job does).
 */
export async function analyseCorpusCv(
  label: CorpusCvLabel,
  bytes: Uint8Array,
  analyzer: CvAnalyzer,
  extract: CvExtractor = extractCv,
): Promise<CorpusResult> {
  const extraction = await extract(bytes, label.format, CV_EXTRACTION_LIMITS);
  if (!extraction.ok) return { label, detections: null, overallScore: null, lineTexts: [] };
  const analysis = analyzer.analyze({
    document: extraction.document,
    target: null,
    roles: [],
    asOf: CORPUS_AS_OF,
  });
  return {
    label,
    detections: analysis.detections,
    overallScore: analysis.overallScore,
    lineTexts: extraction.document.lines.map((line) => line.text),
  };
}
