// What one CV upload may cost to read. A CV is one to three pages and 2,000-8,000 characters;
// the limits leave room for long ones and stop files built to exhaust the reader.
import type { CvExtractionLimits } from '../analysis/cv-document.js';

export const CV_EXTRACTION_LIMITS: CvExtractionLimits = {
  maxBytes: 5 * 1024 * 1024,
  maxPages: 10,
  maxCharacters: 60_000,
  timeoutMs: 15_000,
};
