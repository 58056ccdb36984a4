// The payment gateway simulator (apps/payment-simulator) as its own process on a random port, for
// tests that pay the way a person does: the API reaches it over HTTP like a real gateway.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const SIMULATOR_DIR = path.resolve(import.meta.dirname, '../../../payment-simulator');

export const SIMULATOR_KEYS = {
  midtransServerKey: 'SB-Mid-server-test-0123456789',
  xenditSecretKey: 'xnd_development_test_0123456789',
  xenditCallbackToken: 'xendit-callback-token-test-0123456789',
};

export type SimulatorProcess = {
  url: string;
  child: ChildProcess;
  /** Plays the buyer's choice on the hosted page (Midtrans by order id, Xendit by invoice id). */
  complete(
    gateway: 'midtrans' | 'xendit',
    id: string,
    outcome: 'paid' | 'failed' | 'expired',
    method?: 'qris' | 'virtualAccount' | 'eWallet',
  ): Promise<void>;
  deliveries(): Promise<
    {
      gateway: string;
      key: string;
      url: string;
      body: Record<string, unknown>;
      attempts: { status: number | null }[];
      delivered: boolean;
      finished: boolean;
    }[]
  >;
  close(): Promise<void>;
};

export async function startSimulatorProcess(options: {
  /** Where Xendit callbacks go (Midtrans' come from each transaction's X-Override-Notification). */
  xenditCallbackUrl?: string;
  retryBaseMs?: number;
}): Promise<SimulatorProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SIMULATOR_DIR,
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      MIDTRANS_SERVER_KEY: SIMULATOR_KEYS.midtransServerKey,
      XENDIT_SECRET_KEY: SIMULATOR_KEYS.xenditSecretKey,
      XENDIT_CALLBACK_TOKEN: SIMULATOR_KEYS.xenditCallbackToken,
      ...(options.xenditCallbackUrl ? { XENDIT_CALLBACK_URL: options.xenditCallbackUrl } : {}),
      SIMULATOR_RETRY_BASE_MS: String(options.retryBaseMs ?? 100),
      SIMULATOR_MAX_ATTEMPTS: '12',
      SIMULATOR_QUIET: 'true',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error('the simulator did not start')), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`the simulator exited (${code})`)));
  });
  const post = async (pathname: string, body: object) => {
    const response = await fetch(`${url}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`simulator ${pathname}: ${response.status}`);
  };
  return {
    url,
    child,
    complete: (gateway, id, outcome, method = 'qris') =>
      post(`/_simulator/${gateway}/${encodeURIComponent(id)}/complete`, { outcome, method }),
    async deliveries() {
      const response = await fetch(`${url}/_simulator/deliveries`);
      return ((await response.json()) as { deliveries: never[] }).deliveries;
    },
    async close() {
      if (child.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}
