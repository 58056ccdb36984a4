// The worker thread's side of extractCvInWorker: extract once and post the result back.
import { parentPort, workerData } from 'node:worker_threads';
import type { CvExtractionLimits, CvFileKind } from '../analysis/cv-document.js';
import { extractCv } from './extract-cv.js';

export type ExtractionJob = { bytes: Uint8Array; kind: CvFileKind; limits: CvExtractionLimits };

const job = workerData as ExtractionJob;
parentPort?.postMessage(await extractCv(job.bytes, job.kind, job.limits));
