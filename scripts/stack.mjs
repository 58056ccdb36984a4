// Starts the API and the built web app as child processes and waits until both answer.
// Used by `npm start` and by the browser tests' global setup.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './web-build.mjs';

async function waitFor(url, child, label, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${label} exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${label} did not become ready within ${timeoutMs / 1000} s`);
}

/** The simulator's keys: fixed, local, never a real gateway's. */
const SIMULATOR_KEYS = {
  MIDTRANS_SERVER_KEY: 'SB-Mid-server-jenjang-simulator',
  XENDIT_SECRET_KEY: 'xnd_development_jenjang_simulator',
  XENDIT_CALLBACK_TOKEN: 'jenjang-simulator-callback-token',
};

/**
 * With `simulatorPort`, the payment gateway simulator (apps/payment-simulator) runs too and the
 * API is pointed at it as at a real gateway (docs/decisions/024).
 * @param {{ apiPort: number, webPort: number, simulatorPort?: number,
 *   apiEnv?: Record<string,string|undefined>,
 *   webEnv?: Record<string,string|undefined>, stdio?: 'inherit' | 'ignore',
 *   onUnexpectedExit?: (label: string, code: number | null) => void }} options
 */
export async function startStack(options) {
  const apiUrl = `http://localhost:${options.apiPort}`;
  const webUrl = `http://localhost:${options.webPort}`;
  const children = [];
  let stopping = false;

  const run = (label, args, cwd, env) => {
    const child = spawn(process.execPath, args, {
      cwd: path.join(repoRoot, cwd),
      env: { ...process.env, ...env },
      stdio: options.stdio ?? 'inherit',
    });
    child.on('exit', (code) => {
      if (!stopping) options.onUnexpectedExit?.(label, code);
    });
    children.push(child);
    return child;
  };

  const stop = async () => {
    stopping = true;
    await Promise.all(
      children.map((child) =>
        child.exitCode === null && child.signalCode === null
          ? new Promise((resolve) => {
              child.once('exit', resolve);
              child.kill('SIGTERM');
            })
          : null,
      ),
    );
  };

  try {
    // The three processes start side by side: each only needs the others' addresses, which are
    // known up front, not their readiness (the web asks the API per request).
    const startedAt = Date.now();
    const simulatorUrl = options.simulatorPort
      ? `http://localhost:${options.simulatorPort}`
      : undefined;
    const simulator = simulatorUrl
      ? run('Payment simulator', ['--import', 'tsx', 'src/main.ts'], 'apps/payment-simulator', {
          PORT: String(options.simulatorPort),
          HOST: '127.0.0.1',
          SIMULATOR_PUBLIC_URL: simulatorUrl,
          XENDIT_CALLBACK_URL: `${apiUrl}/v1/payments/notifications/xendit`,
          SIMULATOR_QUIET: 'true',
          ...SIMULATOR_KEYS,
        })
      : undefined;
    /** @type {Record<string, string>} */
    const paymentEnv = simulatorUrl
      ? {
          MIDTRANS_SNAP_URL: simulatorUrl,
          MIDTRANS_API_URL: simulatorUrl,
          XENDIT_API_URL: simulatorUrl,
          ...SIMULATOR_KEYS,
        }
      : {};
    const api = run('API', ['--import', 'tsx', 'src/main.ts'], 'apps/api', {
      PORT: String(options.apiPort),
      PUBLIC_API_URL: apiUrl,
      CORS_ORIGINS: webUrl,
      // Links in mails and the gateways' return addresses lead to this web app.
      WEB_BASE_URL: webUrl,
      ...paymentEnv,
      ...options.apiEnv,
    });
    // `next start` plus the client address from the socket (apps/web/server/main.mjs).
    const webServer = path.join(repoRoot, 'apps/web/server/main.mjs');
    const web = run('Web', [webServer, '-p', String(options.webPort)], 'apps/web', {
      API_INTERNAL_URL: apiUrl,
      NEXT_PUBLIC_SITE_URL: webUrl,
      // The lock file carries only this platform's SWC binary; Next must not try to "fix" it.
      NEXT_IGNORE_INCORRECT_LOCKFILE: '1',
      ...options.webEnv,
    });
    let apiReadyMs = 0;
    await Promise.all([
      simulator && waitFor(`${simulatorUrl}/healthz`, simulator, 'Payment simulator', 30_000),
      waitFor(`${apiUrl}/readyz`, api, 'API', 180_000).then(() => {
        apiReadyMs = Date.now() - startedAt;
      }),
      waitFor(`${webUrl}/robots.txt`, web, 'Web', 60_000),
    ]);
    return { apiUrl, webUrl, simulatorUrl, apiReadyMs, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
