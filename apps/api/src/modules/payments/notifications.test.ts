// Exactly once, whatever the gateway does: a notification replayed one after another and all at
// once credits once; forged signatures and tokens write nothing (4xx, never 5xx); a late
// "pending" or "expire" never moves a paid order back; amounts that differ from the order are
// refused; and a process killed while applying a notification, retried by the gateway, credits
// once (PostgreSQL: a child process SIGKILLed inside the transaction; both engines: a run that
// dies before and after its commit).
import { spawn } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../platform/db';
import { SIMULATOR_KEYS } from '../../test/payment-simulator';
import { TEST_JWT_SECRET } from '../../test/test-app';
import type { PaymentHooks } from './orders.service';
import {
  createOrder,
  creditsOf,
  eventsOf,
  newBuyer,
  orderRow,
  postMidtrans,
  signedMidtransNotification,
  startPaymentsTest,
  waitForStatus,
  type PaymentsTest,
} from './test-support';

const hooks: PaymentHooks = {};
let p: PaymentsTest;

beforeAll(async () => {
  p = await startPaymentsTest({ hooks });
});

afterAll(async () => {
  await p?.close();
});

/** An order the simulator has settled without telling the API yet. */
async function settledOrder(productId = 'cv-credit-3') {
  const buyer = await newBuyer(p.t);
  const order = await createOrder(p.t, buyer.token, productId);
  await fetch(`${p.simulator.url}/_simulator/midtrans/${order.id}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'settlement' }),
  });
  const notification = signedMidtransNotification({
    orderId: order.id,
    amount: order.amount,
    status: 'settlement',
  });
  return { buyer, order, notification };
}

const tableCounts = async () =>
  (
    await selectRows<{ events: number; ledger: number; paid: number }>(
      p.t.database.db,
      sql`SELECT (SELECT count(*)::int FROM payment_events) AS events,
            (SELECT count(*)::int FROM credit_ledger) AS ledger,
            (SELECT count(*)::int FROM payment_orders WHERE status <> 'pending') AS paid`,
    )
  )[0]!;

describe('replays', () => {
  it('one notification ten times in a row: applied once, credited once', async () => {
    const { buyer, order, notification } = await settledOrder();
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push(await postMidtrans(p.t, notification));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.map((a) => a.json().data.result.applied)).toEqual([
      true,
      ...Array(9).fill(false),
    ]);
    expect(await creditsOf(p.t, buyer.userId)).toEqual({
      balance: 3,
      ledger: [{ reason: 'purchase', delta: 3, orderId: order.id }],
    });
    expect(await eventsOf(p.t, order.id)).toHaveLength(1);
  });

  it('one notification ten times at once: applied once, credited once', async () => {
    const { buyer, order, notification } = await settledOrder();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => postMidtrans(p.t, notification)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.json().data.result.applied)).toHaveLength(1);
    expect(await creditsOf(p.t, buyer.userId)).toEqual({
      balance: 3,
      ledger: [{ reason: 'purchase', delta: 3, orderId: order.id }],
    });
    expect(await eventsOf(p.t, order.id)).toHaveLength(1);
  });
});

describe('forgeries', () => {
  it('a wrong signature, another key, a missing field: 4xx and nothing written', async () => {
    const { order, notification } = await settledOrder();
    const before = await tableCounts();
    const forged = [
      { ...notification, signature_key: 'f'.repeat(128) },
      { ...notification, signature_key: notification.signature_key.slice(0, 100) },
      signedMidtransNotification({
        orderId: order.id,
        amount: order.amount,
        status: 'settlement',
        serverKey: 'SB-Mid-server-someone-else',
      }),
      // Signed for 69,000 but claiming 1,000 more: the signature covers the amount.
      { ...notification, gross_amount: '70000.00' },
      { ...notification, signature_key: undefined },
      'not json at all',
    ];
    for (const body of forged) {
      const res = await p.t.app.inject({
        method: 'POST',
        url: '/v1/payments/notifications/midtrans',
        headers: { 'content-type': 'application/json' },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect(await tableCounts()).toEqual(before);
    expect((await orderRow(p.t, order.id)).status).toBe('pending');
  });

  it('a Xendit callback without the token or with another one: 401, nothing written', async () => {
    const { order } = await settledOrder();
    const before = await tableCounts();
    const body = { id: 'inv-1', external_id: order.id, status: 'PAID', amount: order.amount };
    for (const token of [undefined, 'wrong-token', `${SIMULATOR_KEYS.xenditCallbackToken}x`]) {
      const res = await p.t.app.inject({
        method: 'POST',
        url: '/v1/payments/notifications/xendit',
        headers: { 'webhook-id': 'w-1', ...(token ? { 'x-callback-token': token } : {}) },
        payload: body,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().messageId).toBe('PAYMENT_NOTIFICATION_INVALID');
    }
    expect(await tableCounts()).toEqual(before);
  });

  it('a signed notification for an amount other than the order: refused, nothing written', async () => {
    const { order } = await settledOrder();
    const before = await tableCounts();
    const res = await postMidtrans(
      p.t,
      signedMidtransNotification({ orderId: order.id, amount: 1_000, status: 'settlement' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().messageId).toBe('PAYMENT_AMOUNT_MISMATCH');
    const unknown = await postMidtrans(
      p.t,
      signedMidtransNotification({
        orderId: '00000000-0000-4000-8000-000000000000',
        amount: 1_000,
        status: 'settlement',
      }),
    );
    expect(unknown.statusCode).toBe(404);
    expect(await tableCounts()).toEqual(before);
    expect((await orderRow(p.t, order.id)).status).toBe('pending');
  });
});

describe('out of order', () => {
  it('settlement, then a late pending and a late expire: the order stays paid', async () => {
    const { buyer, order, notification } = await settledOrder();
    expect((await postMidtrans(p.t, notification)).json().data.result.applied).toBe(true);
    const pending = signedMidtransNotification({
      orderId: order.id,
      amount: order.amount,
      status: 'pending',
    });
    expect((await postMidtrans(p.t, pending)).json().data.result).toEqual({
      applied: false,
      orderStatus: 'paid',
    });
    // The gateway itself now says "expire" (a late, stale state): still no move back.
    await fetch(`${p.simulator.url}/_simulator/midtrans/${order.id}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'expire' }),
    });
    const expire = signedMidtransNotification({
      orderId: order.id,
      amount: order.amount,
      status: 'expire',
    });
    expect((await postMidtrans(p.t, expire)).json().data.result).toEqual({
      applied: false,
      orderStatus: 'paid',
    });
    expect((await orderRow(p.t, order.id)).status).toBe('paid');
    expect((await creditsOf(p.t, buyer.userId)).balance).toBe(3);
    expect((await eventsOf(p.t, order.id)).map((e) => e.outcome)).toEqual([
      'applied',
      'ignored',
      'ignored',
    ]);
  });

  it('the database refuses a backward move whoever writes it', async () => {
    const { order, notification } = await settledOrder();
    await postMidtrans(p.t, notification);
    await expect(
      p.t.database.db.execute(
        sql`UPDATE payment_orders SET status = 'pending', paid_at = NULL WHERE id = ${order.id}::uuid`,
      ),
    ).rejects.toThrow();
    await expect(
      p.t.database.db.execute(
        sql`UPDATE payment_orders SET status = 'expired', paid_at = NULL, expired_at = now()
            WHERE id = ${order.id}::uuid`,
      ),
    ).rejects.toThrow();
    expect((await orderRow(p.t, order.id)).status).toBe('paid');
  });

  it('a refund takes back the credits still unspent', async () => {
    const { buyer, order, notification } = await settledOrder();
    await postMidtrans(p.t, notification);
    await fetch(`${p.simulator.url}/_simulator/midtrans/${order.id}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'refund' }),
    });
    const refund = signedMidtransNotification({
      orderId: order.id,
      amount: order.amount,
      status: 'refund',
    });
    expect((await postMidtrans(p.t, refund)).json().data.result.orderStatus).toBe('refunded');
    expect(await creditsOf(p.t, buyer.userId)).toEqual({
      balance: 0,
      ledger: [
        { reason: 'purchase', delta: 3, orderId: order.id },
        { reason: 'refund', delta: -3, orderId: order.id },
      ],
    });
  });
});

describe('a run that dies while applying a notification', () => {
  for (const stage of ['beforeCommit', 'afterCommit'] as const) {
    it(`dies ${stage === 'beforeCommit' ? 'before' : 'after'} its commit; the gateway retries; credited once`, async () => {
      const buyer = await newBuyer(p.t);
      const order = await createOrder(p.t, buyer.token, 'cv-credit-10');
      let deaths = 0;
      hooks[stage] = async () => {
        if (deaths === 0) {
          deaths += 1;
          throw new Error('process died');
        }
      };
      try {
        await p.simulator.complete('midtrans', order.id, 'paid');
        await waitForStatus(p.t, order.id, 'paid');
        await expect
          .poll(async () => {
            const [delivery] = (await p.simulator.deliveries()).filter(
              (d) => d.key === `${order.id}:settlement`,
            );
            return delivery?.delivered ? delivery.attempts.map((a) => a.status) : null;
          })
          .toEqual([500, 200]);
      } finally {
        delete hooks[stage];
      }
      expect(deaths).toBe(1);
      expect(await creditsOf(p.t, buyer.userId)).toEqual({
        balance: 10,
        ledger: [{ reason: 'purchase', delta: 10, orderId: order.id }],
      });
      expect(await eventsOf(p.t, order.id)).toHaveLength(1);
    });
  }

  it.runIf(process.env.TEST_DATABASE_URL)(
    'a process SIGKILLed inside the transaction; another takes the retry; credited once',
    { timeout: 60_000 },
    async () => {
      // A second API process on its own port applies the notification and is killed holding it.
      const child = await startKillableApi();
      try {
        const buyer = await newBuyer(p.t);
        const order = await createOrderVia(child.apiUrl, buyer.token);
        await p.simulator.complete('midtrans', order.id, 'paid');
        await child.holding;
        child.process.kill('SIGKILL');
        await child.exited;
        expect((await orderRow(p.t, order.id)).status).toBe('pending');
        // The same address comes back up (this test's app) and the gateway's retry lands there.
        await child.takeOverPort();
        await waitForStatus(p.t, order.id, 'paid', 30_000);
        expect(await creditsOf(p.t, buyer.userId)).toEqual({
          balance: 3,
          ledger: [{ reason: 'purchase', delta: 3, orderId: order.id }],
        });
        expect(await eventsOf(p.t, order.id)).toHaveLength(1);
      } finally {
        if (child.process.exitCode === null) child.process.kill('SIGKILL');
        await child.closeTakeOver();
      }
    },
  );
});

async function createOrderVia(apiUrl: string, token: string) {
  const response = await fetch(`${apiUrl}/v1/payments/orders`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'idempotency-key': `killed-${Date.now()}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ productId: 'cv-credit-3' }),
  });
  if (response.status !== 201) throw new Error(`order via child: ${response.status}`);
  return ((await response.json()) as { data: { result: { id: string } } }).data.result;
}

async function startKillableApi() {
  const { freePort } = await import('../../test/api-process');
  const { buildApp } = await import('../../build-app');
  const { loadConfig } = await import('../../config');
  const { systemClock } = await import('../../platform/clock');
  const port = await freePort();
  const apiUrl = `http://127.0.0.1:${port}`;
  const [db] = await selectRows<{ name: string }>(
    p.t.database.db,
    sql`SELECT current_database() AS name`,
  );
  const databaseUrl = new URL(process.env.TEST_DATABASE_URL!);
  databaseUrl.pathname = `/${db!.name}`;
  const env = {
    ...p.env,
    PUBLIC_API_URL: apiUrl,
    JWT_SECRET: TEST_JWT_SECRET,
  };
  const dir = await mkdtemp(path.join(tmpdir(), 'jenjang-pay-'));
  const input = path.join(dir, 'input.json');
  await writeFile(input, JSON.stringify({ databaseUrl: databaseUrl.toString(), port, env }));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/test/payment-notification-child.ts', input],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  let onHolding: () => void = () => {};
  const holding = new Promise<void>((resolve) => (onHolding = resolve));
  const listening = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening\n')) resolve();
      if (output.includes('holding\n')) onHolding();
    });
    child.once('exit', (code) => reject(new Error(`child exited (${code}): ${output}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await listening;
  let takeOver: Awaited<ReturnType<typeof buildApp>> | undefined;
  return {
    apiUrl,
    process: child,
    holding,
    exited,
    async takeOverPort() {
      takeOver = await buildApp({
        config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }),
        database: p.t.database,
        clock: systemClock,
        logger: false,
      });
      await takeOver.listen({ port, host: '127.0.0.1' });
    },
    async closeTakeOver() {
      await takeOver?.close();
    },
  };
}
