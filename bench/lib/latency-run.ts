// Runs a list of request paths against a base URL with N concurrent clients (in a worker thread).
import type { WorkerInput, WorkerOutput } from './http-worker';
import { startTsWorker } from './ts-worker';

export function runInWorker(input: WorkerInput): Promise<WorkerOutput> {
  return new Promise((resolve, reject) => {
    const worker = startTsWorker(new URL('./http-worker.ts', import.meta.url), input);
    worker.once('message', (output: WorkerOutput) => {
      resolve(output);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0 && code !== 1) reject(new Error(`http worker exited with ${code}`));
    });
  });
}
