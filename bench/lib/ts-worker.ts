// Worker threads running a TypeScript file: Node 20 does not apply `--import tsx` to a
// worker's entry, so a tiny eval'd bootstrap registers tsx first, then imports the file.
import { Worker } from 'node:worker_threads';

export function startTsWorker(file: URL, workerData: unknown): Worker {
  const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(file.href)}); });`;
  return new Worker(bootstrap, { eval: true, workerData });
}
