// npm start -w apps/payment-simulator: the simulator as its own process, configured by the
// environment. Prints one line "payment simulator listening on <url>" once it accepts requests.
import { startSimulator } from './server';

const env = process.env;
const number = (value: string | undefined, fallback: number) =>
  value && Number.isFinite(Number(value)) ? Number(value) : fallback;

const simulator = await startSimulator({
  host: env.HOST ?? '127.0.0.1',
  port: number(env.PORT, 4100),
  ...(env.SIMULATOR_PUBLIC_URL ? { publicUrl: env.SIMULATOR_PUBLIC_URL } : {}),
  midtransServerKey: env.MIDTRANS_SERVER_KEY ?? 'SB-Mid-server-simulator',
  midtransNotificationUrl: env.MIDTRANS_NOTIFICATION_URL ?? null,
  xenditSecretKey: env.XENDIT_SECRET_KEY ?? 'xnd_development_simulator',
  xenditCallbackToken: env.XENDIT_CALLBACK_TOKEN ?? 'simulator-callback-token',
  xenditCallbackUrl: env.XENDIT_CALLBACK_URL ?? null,
  retryBaseMs: number(env.SIMULATOR_RETRY_BASE_MS, 1_000),
  maxAttempts: number(env.SIMULATOR_MAX_ATTEMPTS, 10),
  log: env.SIMULATOR_QUIET === 'true' ? () => {} : (line) => console.log(`[simulator] ${line}`),
});
process.stdout.write(`payment simulator listening on ${simulator.url}\n`);

const stop = () => void simulator.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
