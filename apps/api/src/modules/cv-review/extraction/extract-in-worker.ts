// Extraction in a worker thread, so a hostile or broken file cannot hold the API's event loop
// or its memory: the worker has its own heap limit and is terminated when time is up.
import { Worker } from 'node:worker_threads';
import type { CvExtractionLimits, CvFileKind } from '../analysis/cv-document.js';
import type { CvExtractionResult } from './extract-cv.js';
import type { ExtractionJob } from './extract-worker.js';
import { CV_EXTRACTION_LIMITS } from './limits.js';

/** pdf.js on a 10-page CV needs tens of megabytes; a file that needs more is not a CV. */
const WORKER_HEAP_MB = 256;
const WORKER_URL = new URL('./extract-worker-bootstrap.mjs', import.meta.url);

export function extractCvInWorker(
  bytes: Uint8Array,
  kind: CvFileKind,
  limits: CvExtractionLimits = CV_EXTRACTION_LIMITS,
): Promise<CvExtractionResult> {
  if (bytes.length > limits.maxBytes) return Promise.resolve({ ok: false, failure: 'tooLarge' });
  const job: ExtractionJob = { bytes, kind, limits };
  const worker = new Worker(WORKER_URL, {
    workerData: job,
    // Not the API's `--import tsx`: the entry registers tsx itself, after loading pdf.js.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    stdout: false,
    stderr: false,
  });
  return new Promise<CvExtractionResult>((resolve) => {
    let settled = false;
    const settle = (result: CvExtractionResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => settle({ ok: false, failure: 'timeout' }), limits.timeoutMs);
    worker.once('message', (result: CvExtractionResult) => settle(result));
    // An exception, running out of heap, or an exit without an answer: the file is unreadable.
    worker.once('error', () => settle({ ok: false, failure: 'unreadable' }));
    worker.once('exit', () => settle({ ok: false, failure: 'unreadable' }));
  });
}
