// The worker thread's entry. The API runs TypeScript through tsx, but on Node 20 a worker
// started with `--import tsx` loads its entry before tsx's hooks are in place; registering
// tsx here first and then importing the TypeScript entry works in the API and under vitest.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

// pdf.js is loaded before tsx is registered: tsx would transpile its 3 MB of JavaScript again
// in every worker (2-3 s). Handing pdf.js its worker module here also spares the import it
// would make for its in-thread "fake worker".
if (workerData?.kind === 'pdf') {
  await import('pdfjs-dist/legacy/build/pdf.mjs');
  globalThis.pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
}
register();
await import('./extract-worker.ts');
