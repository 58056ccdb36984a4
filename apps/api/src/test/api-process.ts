// The real API process (src/main.ts) on a local port, for tests and benchmarks of what only a
// whole process shows: signals, draining, exit codes.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export type ApiProcess = {
  child: ChildProcess;
  baseUrl: string;
  /** Resolves when the process has exited, with when (Date.now()) and how. */
  exited: Promise<{ code: number | null; at: number }>;
};

const API_DIR = path.resolve(import.meta.dirname, '../..');

/**
 * A port nobody listens on, below Linux's ephemeral range (32768-60999) so that no outgoing
 * connection holds it either when the API binds it a moment later.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 21_000 + Math.floor(Math.random() * 11_000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen({ host: '127.0.0.1', port, exclusive: true }, () =>
        probe.close(() => resolve(true)),
      );
    });
    if (free) return port;
  }
}

export function startApiProcess(options: {
  port: number;
  env: Record<string, string>;
  /** Another checkout's apps/api (benchmarks compare before and after). */
  apiDir?: string;
}): ApiProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: options.apiDir ?? API_DIR,
    env: {
      PATH: process.env.PATH,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.on('exit', (code) => resolve({ code, at: Date.now() })),
  );
  return { child, baseUrl: `http://127.0.0.1:${options.port}`, exited };
}

export async function waitUntilReady(api: ApiProcess, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (api.child.exitCode !== null) throw new Error('the API exited while starting');
    try {
      if ((await fetch(`${api.baseUrl}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error('the API did not become ready');
}
