// The real collaborators of an analysis run: text extraction in a worker thread with the agreed
// limits, the built-in analyzer (dictionaries loaded once per process), and the language model
// when the configuration names one.
import type { CvReviewConfig } from '../../config';
import { createCvAnalyzer } from './analysis/analyze-cv';
import { extractCvInWorker } from './extraction/extract-in-worker';
import { createChatModelRefiner } from './model/refine-analysis';
import type { CvAnalysisRefiner, CvReviewEngine } from './cv-review.run';

/** The analyzer (and its dictionaries) is made on the first analysis, not at start-up. */
export function createCvReviewEngine(): CvReviewEngine {
  let analyzer: ReturnType<typeof createCvAnalyzer> | null = null;
  return {
    extract: (bytes, kind) => extractCvInWorker(bytes, kind),
    analyze: (input) => (analyzer ??= createCvAnalyzer()).analyze(input),
  };
}

export function createConfiguredRefiner(config: CvReviewConfig): CvAnalysisRefiner | null {
  const model = config.languageModel;
  if (!model) return null;
  return createChatModelRefiner({
    baseUrl: model.baseUrl,
    model: model.model,
    ...(model.apiKey ? { apiKey: model.apiKey } : {}),
  });
}
