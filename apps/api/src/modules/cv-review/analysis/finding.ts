// Building findings: a finding about a line quotes it verbatim with its 1-based number, so the
// report can show exactly what the CV says.
import type { CvDetector, CvFinding, CvFindingSeverity, LocalizedText } from '@jenjang/domain';
import type { CvLine } from './cv-document';

export function lineFinding(
  detector: CvDetector,
  severity: CvFindingSeverity,
  lines: readonly CvLine[],
  index: number,
  why: LocalizedText,
  suggestion: string | null,
): CvFinding {
  const line = lines[index];
  if (!line) throw new Error(`No line ${index} to quote`);
  return { detector, severity, quote: line.text, line: index + 1, why, suggestion };
}

/** A finding about something missing or about the whole CV: nothing to quote. */
export function documentFinding(
  detector: CvDetector,
  severity: CvFindingSeverity,
  why: LocalizedText,
  suggestion: string | null,
): CvFinding {
  return { detector, severity, quote: null, line: null, why, suggestion };
}
