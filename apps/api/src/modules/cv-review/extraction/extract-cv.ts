// CV bytes → CvDocument, or why not. Runs in this thread; the upload path uses
// extractCvInWorker, which adds the time and memory limits.
import type {
  CvDocument,
  CvExtractionFailure,
  CvExtractionLimits,
  CvFileKind,
  CvLine,
} from '../analysis/cv-document.js';

export type CvExtractionResult =
  { ok: true; document: CvDocument } | { ok: false; failure: CvExtractionFailure };

/** Lines up to `maxCharacters` characters of text; the line that crosses it is cut. */
function keepCharacters(lines: CvLine[], maxCharacters: number): CvLine[] {
  const kept: CvLine[] = [];
  let left = maxCharacters;
  for (const line of lines) {
    if (left <= 0) break;
    const text = line.text.length > left ? line.text.slice(0, left).trim() : line.text;
    if (text) kept.push({ ...line, text });
    left -= line.text.length;
  }
  return kept;
}

export async function extractCv(
  bytes: Uint8Array,
  kind: CvFileKind,
  limits: CvExtractionLimits,
): Promise<CvExtractionResult> {
  if (bytes.length > limits.maxBytes) return { ok: false, failure: 'tooLarge' };
  // Loaded on demand: pdf.js and the DOCX reader's imports each take a second to load in a
  // fresh worker thread, and one extraction needs only one of them.
  const result =
    kind === 'pdf'
      ? await (await import('./extract-pdf.js')).extractPdf(bytes, limits)
      : await (await import('./extract-docx.js')).extractDocx(bytes, limits);
  if (!result.ok) return result;
  const lines = keepCharacters(result.document.lines, limits.maxCharacters);
  if (lines.length === 0) return { ok: false, failure: 'noText' };
  return { ok: true, document: { ...result.document, lines } };
}
