import { describe, expect, it } from 'vitest';
import { writeCvDocx } from '../writers/write-cv-docx.js';
import { writeCvPdf } from '../writers/write-cv-pdf.js';
import { extractCv } from './extract-cv.js';
import { extractCvInWorker } from './extract-in-worker.js';
import { CV_EXTRACTION_LIMITS } from './limits.js';
import { LAYOUT_CV, TWO_PAGE_CV } from './test-cv-models.js';

describe('extractCvInWorker', () => {
  it('gives what extractCv gives, for PDF and DOCX', async () => {
    for (const [kind, bytes] of [
      ['pdf', await writeCvPdf(LAYOUT_CV)],
      ['docx', await writeCvDocx(LAYOUT_CV)],
    ] as const) {
      const inWorker = await extractCvInWorker(bytes, kind);
      expect(inWorker.ok).toBe(true);
      expect(inWorker).toEqual(await extractCv(bytes, kind, CV_EXTRACTION_LIMITS));
    }
  });

  it('reports the failures the extraction finds', async () => {
    const garbage = new TextEncoder().encode('not a CV');
    expect(await extractCvInWorker(garbage, 'pdf')).toEqual({ ok: false, failure: 'unreadable' });
    const tooMany = { ...CV_EXTRACTION_LIMITS, maxPages: 1 };
    expect(await extractCvInWorker(await writeCvPdf(LAYOUT_CV), 'pdf', tooMany)).toEqual({
      ok: false,
      failure: 'tooManyPages',
    });
    const tooLarge = { ...CV_EXTRACTION_LIMITS, maxBytes: 4 };
    expect(await extractCvInWorker(garbage, 'pdf', tooLarge)).toEqual({
      ok: false,
      failure: 'tooLarge',
    });
  });

  it('terminates the worker when time is up', async () => {
    const limits = { ...CV_EXTRACTION_LIMITS, timeoutMs: 5 };
    expect(await extractCvInWorker(await writeCvPdf(TWO_PAGE_CV), 'pdf', limits)).toEqual({
      ok: false,
      failure: 'timeout',
    });
  });

  it('reads a two-page CV in a fresh worker within the time limit', async () => {
    const bytes = await writeCvPdf(TWO_PAGE_CV);
    const started = performance.now();
    const result = await extractCvInWorker(bytes, 'pdf');
    const elapsed = performance.now() - started;
    console.info(`PDF extraction of a two-page CV in a fresh worker: ${elapsed.toFixed(0)} ms`);
    expect(result.ok).toBe(true);
    expect(elapsed).toBeLessThan(CV_EXTRACTION_LIMITS.timeoutMs);
  });
});
