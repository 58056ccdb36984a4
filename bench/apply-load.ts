// The load generator of bench/apply.ts, run in a worker thread: `connections` clients, each
// sending its share of easy applies (every one a new student and job pair) one after another,
// sending back the time and status of every response.
import { parentPort, workerData } from 'node:worker_threads';

export type ApplyRequest = { url: string; token: string; body: string };
export type ApplyLoadOptions = { requests: ApplyRequest[]; connections: number };
export type ApplyLoadResult = { latencies: number[]; statuses: Record<string, number> };

async function generateLoad(options: ApplyLoadOptions): Promise<ApplyLoadResult> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let next = 0;
  const client = async () => {
    for (;;) {
      const request = options.requests[next++];
      if (!request) return;
      const started = performance.now();
      const res = await fetch(request.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${request.token}` },
        body: request.body,
      });
      await res.arrayBuffer();
      latencies.push(performance.now() - started);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: options.connections }, client));
  return { latencies, statuses };
}

if (parentPort) {
  const port = parentPort;
  port.postMessage(await generateLoad(workerData as ApplyLoadOptions));
}
