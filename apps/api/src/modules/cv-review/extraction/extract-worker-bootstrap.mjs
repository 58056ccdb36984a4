// The worker thread's entry. The API runs TypeScript through tsx, but on Node 20 a worker
// started with `--import tsx` loads its entry before tsx's hooks are in place; registering
// tsx here first and then importing the TypeScript entry works in the API and under vitest.
import { register } from 'tsx/esm/api';

register();
await import('./extract-worker.ts');
