// HTTP clients of the latency bench, in a worker thread so that sending requests and reading
// answers does not run on the API's event loop. `concurrency` clients with keep-alive
// connections take the next path from a shared queue; each request's latency is the time from
// sending it to the last byte of the answer.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

/** `baseUrls`: client i sends to baseUrls[i % n] (a round-robin load balancer). */
export type WorkerInput = { baseUrls: string[]; paths: string[]; concurrency: number };
export type WorkerOutput = { latencies: number[]; statuses: number[]; bytes: number[] };

function get(agent: http.Agent, url: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { 'accept-language': 'id' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

async function run(input: WorkerInput): Promise<WorkerOutput> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: input.concurrency });
  const latencies = new Array<number>(input.paths.length).fill(Number.NaN);
  const statuses = new Array<number>(input.paths.length).fill(0);
  const bytes = new Array<number>(input.paths.length).fill(0);
  let next = 0;
  const client = async (_: unknown, index: number) => {
    const baseUrl = input.baseUrls[index % input.baseUrls.length];
    for (let i = next++; i < input.paths.length; i = next++) {
      const started = performance.now();
      const result = await get(agent, `${baseUrl}${input.paths[i]}`);
      latencies[i] = performance.now() - started;
      statuses[i] = result.status;
      bytes[i] = result.bytes;
    }
  };
  await Promise.all(Array.from({ length: input.concurrency }, client));
  agent.destroy();
  return { latencies, statuses, bytes };
}

if (parentPort) {
  const port = parentPort;
  run(workerData as WorkerInput).then(
    (output) => port.postMessage(output),
    (error: unknown) => {
      throw error;
    },
  );
}
