// Buying through the gateway simulator, as a person does: order (idempotent), the simulator's
// page, the signed notification, the order paid, the credits and the receipt; failed and expired
// payments; the same with Xendit invoices; refusals of malformed orders.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../platform/db';
import {
  createOrder,
  creditsOf,
  newBuyer,
  orderRequest,
  startPaymentsTest,
  waitForStatus,
  type PaymentsTest,
} from './test-support';

let p: PaymentsTest;

beforeAll(async () => {
  p = await startPaymentsTest();
});

afterAll(async () => {
  await p?.close();
});

const mailsTo = (email: string) =>
  selectRows<{ subject: string; textBody: string }>(
    p.t.database.db,
    sql`SELECT subject, text_body AS "textBody" FROM dev_mailbox WHERE to_address = ${email}`,
  );

describe('products', () => {
  it('lists the credit packs and the event ticket with amounts in rupiah', async () => {
    const res = await p.t.app.inject({ method: 'GET', url: '/v1/payments/products' });
    expect(res.statusCode).toBe(200);
    const docs = res.json().data.docs as { id: string; amount: number; credits: number }[];
    expect(docs.map((d) => [d.id, d.credits, d.amount])).toEqual([
      ['cv-credit-1', 1, 29_000],
      ['cv-credit-3', 3, 69_000],
      ['cv-credit-10', 10, 199_000],
      ['event-ticket-test', 0, 52_850],
    ]);
  });
});

describe('ordering and paying with Midtrans Snap', () => {
  it('answers a retry with the same order and one transaction at the gateway', async () => {
    const buyer = await newBuyer(p.t);
    const key = 'same-key-0001';
    const first = await orderRequest(p.t, buyer.token, { productId: 'cv-credit-1' }, key);
    const again = await orderRequest(p.t, buyer.token, { productId: 'cv-credit-1' }, key);
    expect(first.statusCode).toBe(201);
    expect(again.json().data.result).toEqual(first.json().data.result);
    const order = first.json().data.result;
    expect(order).toMatchObject({ status: 'pending', amount: 29_000, gateway: 'midtrans' });
    expect(order.redirectUrl).toMatch(new RegExp(`^${p.simulator.url}/snap/v4/redirection/`));
    const conflict = await orderRequest(p.t, buyer.token, { productId: 'cv-credit-3' }, key);
    expect(conflict.statusCode).toBe(422);
    expect(conflict.json().messageId).toBe('IDEMPOTENCY_KEY_CONFLICT');
    const rows = await selectRows<{ n: number }>(
      p.t.database.db,
      sql`SELECT count(*)::int AS n FROM payment_orders WHERE user_id = ${buyer.userId}::uuid`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('pays on the hosted page: the order turns paid, credits arrive once, one receipt', async () => {
    const buyer = await newBuyer(p.t);
    const order = await createOrder(p.t, buyer.token, 'cv-credit-3');
    // The hosted page, as the browser sees it, and its form.
    const page = await fetch(order.redirectUrl);
    expect(await page.text()).toContain('Rp69.000');
    const submit = await fetch(order.redirectUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid&method=virtualAccount',
      redirect: 'manual',
    });
    expect(submit.status).toBe(303);
    expect(submit.headers.get('location')).toContain(`/cv-reviewer/payment/detail/${order.id}`);
    const row = await waitForStatus(p.t, order.id, 'paid');
    expect(row.paymentMethod).toBe('virtualAccount');
    expect(await creditsOf(p.t, buyer.userId)).toEqual({
      balance: 3,
      ledger: [{ reason: 'purchase', delta: 3, orderId: order.id }],
    });
    const read = await p.t.app.inject({
      method: 'GET',
      url: `/v1/payments/orders/${order.id}`,
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(read.json().data.result).toMatchObject({
      status: 'paid',
      paymentMethod: 'virtualAccount',
    });
    expect(read.json().data.result.paidAt).not.toBeNull();
    // The receipt, once, in the buyer's language (Indonesian: no Accept-Language sent).
    await expect.poll(async () => (await mailsTo(buyer.email)).length).toBe(1);
    const [mail] = await mailsTo(buyer.email);
    expect(mail!.subject).toBe('Bukti pembayaran: 3 kredit CV Reviewer');
    expect(mail!.textBody).toContain('Total dibayar: Rp69.000');
    // The simulator's notification again: nothing more.
    await p.simulator.complete('midtrans', order.id, 'paid');
    await fetch(`${p.simulator.url}/_simulator/midtrans/${order.id}/notify`, { method: 'POST' });
    await expect
      .poll(async () =>
        (await p.simulator.deliveries())
          .filter((d) => d.key === `${order.id}:settlement`)
          .every((d) => d.delivered),
      )
      .toBe(true);
    expect((await creditsOf(p.t, buyer.userId)).balance).toBe(3);
    expect(await mailsTo(buyer.email)).toHaveLength(1);
  });

  it('a failed and an expired payment end the order without credits', async () => {
    const buyer = await newBuyer(p.t);
    const failed = await createOrder(p.t, buyer.token, 'cv-credit-1');
    const expired = await createOrder(p.t, buyer.token, 'cv-credit-10');
    await p.simulator.complete('midtrans', failed.id, 'failed', 'eWallet');
    await p.simulator.complete('midtrans', expired.id, 'expired');
    await waitForStatus(p.t, failed.id, 'failed');
    await waitForStatus(p.t, expired.id, 'expired');
    expect(await creditsOf(p.t, buyer.userId)).toEqual({ balance: 0, ledger: [] });
    expect(await mailsTo(buyer.email)).toHaveLength(0);
  });

  it('writes the receipt in English for an order made in English', async () => {
    const buyer = await newBuyer(p.t);
    const res = await orderRequest(
      p.t,
      buyer.token,
      { productId: 'cv-credit-1', returnTo: '/cv-reviewer/results' },
      undefined,
      { 'accept-language': 'en' },
    );
    const order = res.json().data.result;
    expect(order.returnTo).toBe('/cv-reviewer/results');
    await p.simulator.complete('midtrans', order.id, 'paid');
    await waitForStatus(p.t, order.id, 'paid');
    await expect.poll(async () => (await mailsTo(buyer.email)).length).toBe(1);
    expect((await mailsTo(buyer.email))[0]!.subject).toBe('Receipt: 1 CV Reviewer credit');
  });

  it('sells the event ticket with its fee and its event, and no credits', async () => {
    const buyer = await newBuyer(p.t);
    const res = await orderRequest(p.t, buyer.token, {
      productId: 'event-ticket-test',
      event: { eventName: 'job-expo', refId: '2026/jakarta' },
    });
    expect(res.statusCode).toBe(201);
    const order = res.json().data.result;
    expect(order).toMatchObject({ price: 50_000, fee: 2_850, amount: 52_850, credits: 0 });
    expect(order.returnTo).toBe('/payment/job-expo/2026/jakarta');
    await p.simulator.complete('midtrans', order.id, 'paid');
    await waitForStatus(p.t, order.id, 'paid');
    expect((await creditsOf(p.t, buyer.userId)).ledger).toEqual([]);
  });

  it('refuses a ticket without its event, a pack with one, and a foreign return address', async () => {
    const buyer = await newBuyer(p.t);
    const ticket = await orderRequest(p.t, buyer.token, { productId: 'event-ticket-test' });
    expect(ticket.statusCode).toBe(400);
    expect(ticket.json().messageId).toBe('PAYMENT_EVENT_REQUIRED');
    const pack = await orderRequest(p.t, buyer.token, {
      productId: 'cv-credit-1',
      event: { eventName: 'x', refId: 'y' },
    });
    expect(pack.json().messageId).toBe('PAYMENT_EVENT_REQUIRED');
    const away = await orderRequest(p.t, buyer.token, {
      productId: 'cv-credit-1',
      returnTo: '//evil.example/x',
    });
    expect(away.statusCode).toBe(400);
    const noKey = await p.t.app.inject({
      method: 'POST',
      url: '/v1/payments/orders',
      headers: { authorization: `Bearer ${buyer.token}` },
      payload: { productId: 'cv-credit-1' },
    });
    expect(noKey.statusCode).toBe(400);
  });
});

describe('orders and credits of the signed-in person', () => {
  it('lists my orders newest first and my ledger', async () => {
    const buyer = await newBuyer(p.t);
    const a = await createOrder(p.t, buyer.token, 'cv-credit-1');
    const b = await createOrder(p.t, buyer.token, 'cv-credit-3');
    await p.simulator.complete('midtrans', b.id, 'paid');
    await waitForStatus(p.t, b.id, 'paid');
    const list = await p.t.app.inject({
      method: 'GET',
      url: '/v1/payments/orders?limit=10',
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(list.json().data).toMatchObject({ totalDocs: 2, page: 1, limit: 10, totalPages: 1 });
    expect(list.json().data.docs.map((o: { id: string }) => o.id)).toEqual([b.id, a.id]);
    const credits = await p.t.app.inject({
      method: 'GET',
      url: '/v1/payments/credits',
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(credits.json().data.balance).toBe(3);
    expect(credits.json().data.ledger.docs).toEqual([
      expect.objectContaining({ reason: 'purchase', delta: 3, balanceAfter: 3, orderId: b.id }),
    ]);
  });
});

describe('Xendit invoices', () => {
  let x: PaymentsTest;
  beforeAll(async () => {
    x = await startPaymentsTest({ gateway: 'xendit' });
  });
  afterAll(async () => {
    await x?.close();
  });

  it('pays an invoice: the callback, verified and deduplicated, credits once', async () => {
    const buyer = await newBuyer(x.t);
    const order = await createOrder(x.t, buyer.token, 'cv-credit-1');
    expect(order).toMatchObject({ gateway: 'xendit' });
    expect(order.redirectUrl).toMatch(new RegExp(`^${x.simulator.url}/web/invoices/`));
    const invoiceId = order.redirectUrl.split('/').pop()!;
    // A failed attempt leaves the invoice open; then the buyer pays.
    await x.simulator.complete('xendit', invoiceId, 'failed');
    expect(
      (
        await x.t.app.inject({
          method: 'GET',
          url: `/v1/payments/orders/${order.id}`,
          headers: { authorization: `Bearer ${buyer.token}` },
        })
      ).json().data.result.status,
    ).toBe('pending');
    await x.simulator.complete('xendit', invoiceId, 'paid', 'eWallet');
    const row = await waitForStatus(x.t, order.id, 'paid');
    expect(row.paymentMethod).toBe('eWallet');
    // The same event redelivered (its webhook-id) and a resend under a new id: credited once.
    const [delivery] = (await x.simulator.deliveries()).filter((d) => d.gateway === 'xendit');
    const again = await x.t.app.inject({
      method: 'POST',
      url: '/v1/payments/notifications/xendit',
      headers: {
        'x-callback-token': x.env.XENDIT_CALLBACK_TOKEN!,
        'webhook-id': delivery!.key,
      },
      payload: delivery!.body,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.result).toEqual({ applied: false, orderStatus: 'paid' });
    await fetch(`${x.simulator.url}/_simulator/xendit/${invoiceId}/notify`, { method: 'POST' });
    await expect
      .poll(async () => (await x.simulator.deliveries()).filter((d) => d.delivered).length)
      .toBe(2);
    expect(await creditsOf(x.t, buyer.userId)).toEqual({
      balance: 1,
      ledger: [{ reason: 'purchase', delta: 1, orderId: order.id }],
    });
  });

  it('an expired invoice expires the order', async () => {
    const buyer = await newBuyer(x.t);
    const order = await createOrder(x.t, buyer.token, 'cv-credit-3');
    await x.simulator.complete('xendit', order.redirectUrl.split('/').pop()!, 'expired');
    await waitForStatus(x.t, order.id, 'expired');
    expect((await creditsOf(x.t, buyer.userId)).balance).toBe(0);
  });
});
