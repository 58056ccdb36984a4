// The load generator of bench/sign-in.ts, run in a worker thread: autocannon posting the same
// sign-in over and over, sending back the time of every response.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

export type LoadOptions = { url: string; body: string; connections: number; duration: number };
export type LoadResult = { latencies: number[]; statuses: Record<string, number>; errors: number };

/** autocannon's instance as used here (bench/types declares only the promise). */
type LoadInstance = Promise<{ errors: number; timeouts: number }> & {
  on(
    event: 'response',
    listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
  ): void;
};
const startAutocannon = autocannon as unknown as (options: Record<string, unknown>) => LoadInstance;

async function generateLoad(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const instance = startAutocannon({
    url: options.url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: options.body,
    connections: options.connections,
    duration: options.duration,
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const result = await instance;
  return { latencies, statuses, errors: result.errors + result.timeouts };
}

if (parentPort) {
  const port = parentPort;
  port.postMessage(await generateLoad(workerData as LoadOptions));
}
