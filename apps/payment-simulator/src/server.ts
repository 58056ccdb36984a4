// The payment gateway simulator: one HTTP server speaking Midtrans' and Xendit's protocols
// (docs/decisions/024). Everything lives in memory for the life of the process.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRouter } from './http';
import { registerMidtrans } from './midtrans';
import { createNotifier, type Delivery } from './notifier';
import { registerXendit } from './xendit';

export type SimulatorOptions = {
  host?: string;
  /** 0 = any free port. */
  port?: number;
  /** The address buyers' browsers reach (redirect_url, invoice_url); defaults to the bound one. */
  publicUrl?: string;
  midtransServerKey: string;
  /** Midtrans notifications when a transaction named no X-Override-Notification. */
  midtransNotificationUrl?: string | null;
  xenditSecretKey: string;
  xenditCallbackToken: string;
  xenditCallbackUrl?: string | null;
  retryBaseMs?: number;
  maxAttempts?: number;
  log?: (line: string) => void;
};

export type Simulator = {
  url: string;
  deliveries(): Delivery[];
  close(): Promise<void>;
};

export async function startSimulator(options: SimulatorOptions): Promise<Simulator> {
  const log = options.log ?? (() => {});
  const notifier = createNotifier({
    retryBaseMs: options.retryBaseMs ?? 1_000,
    maxAttempts: options.maxAttempts ?? 10,
    timeoutMs: 10_000,
    log,
  });
  const router = createRouter(log);
  const server = http.createServer((req, res) => void router.handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const boundUrl = `http://${options.host ?? '127.0.0.1'}:${address.port}`;
  const publicUrl = (options.publicUrl ?? boundUrl).replace(/\/+$/, '');

  router.add('GET', '/healthz', () => ({ status: 200, body: { ok: true } }));
  router.add('GET', '/_simulator/deliveries', () => ({
    status: 200,
    body: { deliveries: notifier.deliveries() },
  }));
  registerMidtrans(router, notifier, {
    serverKey: options.midtransServerKey,
    publicUrl,
    notificationUrl: options.midtransNotificationUrl ?? null,
    merchantId: 'G000000000',
  });
  registerXendit(router, notifier, {
    secretKey: options.xenditSecretKey,
    callbackToken: options.xenditCallbackToken,
    callbackUrl: options.xenditCallbackUrl ?? null,
    publicUrl,
    businessId: '5f0000000000000000000000',
  });

  return {
    url: boundUrl,
    deliveries: () => notifier.deliveries(),
    close: async () => {
      notifier.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
