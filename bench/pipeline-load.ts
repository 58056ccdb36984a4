// The load generator of bench/pipeline.ts, run in a worker thread: `connections` clients send
// authenticated GETs one after another and send back the time and status of every response.
import { parentPort, workerData } from 'node:worker_threads';

export type PipelineLoadOptions = { urls: string[]; token: string; connections: number };
export type PipelineLoadResult = { latencies: number[]; statuses: Record<string, number> };

async function generateLoad(options: PipelineLoadOptions): Promise<PipelineLoadResult> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let next = 0;
  const client = async () => {
    for (;;) {
      const url = options.urls[next++];
      if (!url) return;
      const started = performance.now();
      const res = await fetch(url, { headers: { authorization: `Bearer ${options.token}` } });
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
  port.postMessage(await generateLoad(workerData as PipelineLoadOptions));
}
