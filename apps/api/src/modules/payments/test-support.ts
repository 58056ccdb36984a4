// Helpers for the payments tests: the app listening on a port of its own (the simulator posts
// notifications to it), the simulator process, sign-in and ordering short-hands, and reads of
// what the database holds.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { FACTORY_PASSWORD, createStudent, createUser } from '../../../seed/account-factories';
import { selectRows } from '../../platform/db';
import { RELAXED_AUTH_LIMITS } from '../auth/test-support';
import { freePort } from '../../test/api-process';
import {
  SIMULATOR_KEYS,
  startSimulatorProcess,
  type SimulatorProcess,
} from '../../test/payment-simulator';
import { createTestApp, type TestApp } from '../../test/test-app';
import { midtransSignature } from './midtrans';
import type { PaymentHooks } from './orders.service';

export type PaymentsTest = {
  t: TestApp;
  simulator: SimulatorProcess;
  port: number;
  apiUrl: string;
  env: Record<string, string>;
  close(): Promise<void>;
};

export function paymentsEnv(simulatorUrl: string, port: number, gateway = 'midtrans') {
  return {
    ...RELAXED_AUTH_LIMITS,
    PAYMENT_GATEWAY: gateway,
    PUBLIC_API_URL: `http://127.0.0.1:${port}`,
    MIDTRANS_SNAP_URL: simulatorUrl,
    MIDTRANS_API_URL: simulatorUrl,
    MIDTRANS_SERVER_KEY: SIMULATOR_KEYS.midtransServerKey,
    XENDIT_API_URL: simulatorUrl,
    XENDIT_SECRET_KEY: SIMULATOR_KEYS.xenditSecretKey,
    XENDIT_CALLBACK_TOKEN: SIMULATOR_KEYS.xenditCallbackToken,
    RATE_LIMIT_PAYMENT_ORDER_PER_USER: '1000',
  };
}

/** The app on a free port and the simulator pointed at it. `listen: false` leaves it closed. */
export async function startPaymentsTest(
  options: { gateway?: 'midtrans' | 'xendit'; listen?: boolean; hooks?: PaymentHooks } = {},
): Promise<PaymentsTest> {
  const port = await freePort();
  const apiUrl = `http://127.0.0.1:${port}`;
  const simulator = await startSimulatorProcess({
    xenditCallbackUrl: `${apiUrl}/v1/payments/notifications/xendit`,
  });
  const env = paymentsEnv(simulator.url, port, options.gateway);
  const t = await createTestApp({ env, paymentHooks: options.hooks });
  if (options.listen !== false) await t.app.listen({ port, host: '127.0.0.1' });
  return {
    t,
    simulator,
    port,
    apiUrl,
    env,
    async close() {
      await simulator.close();
      await t.close();
    },
  };
}

export async function signIn(t: TestApp, email: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/login/email',
    payload: { email, password: FACTORY_PASSWORD },
  });
  return res.json().data.tokenData.token;
}

export async function newBuyer(t: TestApp) {
  const { user } = await createStudent(t.database.db);
  return { userId: user.id, email: user.email, token: await signIn(t, user.email) };
}

export async function newAdmin(t: TestApp) {
  const user = await createUser(t.database.db, { role: 'admin' });
  return { userId: user.id, token: await signIn(t, user.email) };
}

export function orderRequest(
  t: TestApp,
  token: string,
  body: object,
  key = `order-${randomUUID()}`,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/payments/orders',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': key, ...headers },
    payload: body,
  });
}

export async function createOrder(t: TestApp, token: string, productId = 'cv-credit-3') {
  const res = await orderRequest(t, token, { productId });
  if (res.statusCode !== 201) throw new Error(`order: ${res.statusCode} ${res.body}`);
  return res.json().data.result as { id: string; amount: number; redirectUrl: string };
}

export async function orderRow(t: TestApp, id: string) {
  const rows = await selectRows<{ status: string; paymentMethod: string | null }>(
    t.database.db,
    sql`SELECT status, payment_method AS "paymentMethod" FROM payment_orders WHERE id = ${id}::uuid`,
  );
  return rows[0]!;
}

/** Waits until the order reaches a status (the simulator's notification is on its way). */
export async function waitForStatus(t: TestApp, id: string, status: string, timeoutMs = 15_000) {
  const started = Date.now();
  for (;;) {
    const row = await orderRow(t, id);
    if (row.status === status) return row;
    if (Date.now() - started > timeoutMs)
      throw new Error(`order ${id} is ${row.status}, not ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function creditsOf(t: TestApp, userId: string) {
  const balance = await selectRows<{ balance: number }>(
    t.database.db,
    sql`SELECT balance FROM credit_balances WHERE user_id = ${userId}::uuid`,
  );
  const ledger = await selectRows<{ reason: string; delta: number; orderId: string | null }>(
    t.database.db,
    sql`SELECT reason, delta, order_id AS "orderId" FROM credit_ledger
        WHERE user_id = ${userId}::uuid ORDER BY id`,
  );
  return { balance: balance[0]?.balance ?? 0, ledger };
}

export async function eventsOf(t: TestApp, orderId: string) {
  return selectRows<{ eventKey: string; outcome: string; gatewayStatus: string }>(
    t.database.db,
    sql`SELECT event_key AS "eventKey", outcome, gateway_status AS "gatewayStatus"
        FROM payment_events WHERE order_id = ${orderId}::uuid ORDER BY id`,
  );
}

/** A Midtrans notification signed with the server key, as Midtrans would send it. */
export function signedMidtransNotification(input: {
  orderId: string;
  amount: number;
  status: string;
  statusCode?: string;
  transactionId?: string;
  serverKey?: string;
}) {
  const statusCode =
    input.statusCode ??
    { settlement: '200', pending: '201', expire: '407', deny: '202' }[input.status] ??
    '200';
  const gross = `${input.amount}.00`;
  return {
    transaction_time: '2026-03-02 10:00:00',
    transaction_status: input.status,
    transaction_id: input.transactionId ?? 'sim-transaction',
    status_message: 'midtrans payment notification',
    status_code: statusCode,
    signature_key: midtransSignature(
      input.orderId,
      statusCode,
      gross,
      input.serverKey ?? SIMULATOR_KEYS.midtransServerKey,
    ),
    payment_type: 'qris',
    order_id: input.orderId,
    merchant_id: 'G000000000',
    gross_amount: gross,
    fraud_status: 'accept',
    currency: 'IDR',
  };
}

export function postMidtrans(t: TestApp, body: object) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/payments/notifications/midtrans',
    payload: body,
  });
}
