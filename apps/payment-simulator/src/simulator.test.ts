// The simulator speaks the documented shapes: Snap's create and the status endpoint behind the
// server key, notifications signed with SHA-512 and retried until the merchant answers 2xx, and
// Xendit's invoices and callbacks with their token and webhook-id.
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from './server';

const SERVER_KEY = 'SB-Mid-server-unit';
const XENDIT_KEY = 'xnd_development_unit';
const TOKEN = 'callback-token-unit';
const auth = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;

let simulator: Simulator;
let merchant: http.Server;
let merchantUrl: string;
const received: { headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
let failuresLeft = 0;

beforeAll(async () => {
  merchant = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(text) });
      res.writeHead(failuresLeft-- > 0 ? 503 : 200).end('{}');
    });
  });
  await new Promise<void>((resolve) => merchant.listen(0, '127.0.0.1', resolve));
  merchantUrl = `http://127.0.0.1:${(merchant.address() as AddressInfo).port}`;
  simulator = await startSimulator({
    midtransServerKey: SERVER_KEY,
    xenditSecretKey: XENDIT_KEY,
    xenditCallbackToken: TOKEN,
    xenditCallbackUrl: `${merchantUrl}/xendit`,
    retryBaseMs: 20,
  });
});

afterAll(async () => {
  await simulator?.close();
  merchant?.close();
});

const post = (path: string, body: object, headers: Record<string, string> = {}) =>
  fetch(`${simulator.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('Midtrans', () => {
  it('creates a Snap transaction only with the server key', async () => {
    const body = { transaction_details: { order_id: 'order-1', gross_amount: 29_000 } };
    expect((await post('/snap/v1/transactions', body)).status).toBe(401);
    const created = await post('/snap/v1/transactions', body, {
      authorization: auth(SERVER_KEY),
      'x-override-notification': `${merchantUrl}/midtrans`,
    });
    expect(created.status).toBe(201);
    const json = (await created.json()) as { token: string; redirect_url: string };
    expect(json.redirect_url).toBe(`${simulator.url}/snap/v4/redirection/${json.token}`);
    const page = await (await fetch(json.redirect_url)).text();
    expect(page).toContain('Rp29.000');
    expect(page).toContain('name="outcome"');
  });

  it('notifies with a valid signature, retrying until the merchant answers 2xx', async () => {
    failuresLeft = 2;
    received.length = 0;
    await post('/_simulator/midtrans/order-1/complete', { outcome: 'paid', method: 'qris' });
    await expect.poll(() => received.length, { timeout: 5_000 }).toBe(3);
    const n = received[2]!.body as Record<string, string>;
    expect(n).toMatchObject({
      order_id: 'order-1',
      transaction_status: 'settlement',
      status_code: '200',
      gross_amount: '29000.00',
      payment_type: 'qris',
    });
    const expected = createHash('sha512')
      .update(`order-1200${n.gross_amount}${SERVER_KEY}`)
      .digest('hex');
    expect(n.signature_key).toBe(expected);
    const status = await fetch(`${simulator.url}/v2/order-1/status`, {
      headers: { authorization: auth(SERVER_KEY) },
    });
    expect(await status.json()).toMatchObject({ transaction_status: 'settlement' });
    const delivery = simulator.deliveries().find((d) => d.key === 'order-1:settlement');
    expect(delivery?.attempts.map((a) => a.status)).toEqual([503, 503, 200]);
  });
});

describe('Xendit', () => {
  it('creates an invoice and calls back with the token and one webhook-id across retries', async () => {
    const created = await post(
      '/v2/invoices',
      { external_id: 'order-2', amount: 69_000, payer_email: 'a@jenjang.test' },
      { authorization: auth(XENDIT_KEY) },
    );
    const invoice = (await created.json()) as { id: string; invoice_url: string; status: string };
    expect(invoice.status).toBe('PENDING');
    failuresLeft = 1;
    received.length = 0;
    await post(`/_simulator/xendit/${invoice.id}/complete`, { outcome: 'paid', method: 'eWallet' });
    await expect.poll(() => received.length, { timeout: 5_000 }).toBe(2);
    expect(received[0]!.headers['x-callback-token']).toBe(TOKEN);
    expect(received[1]!.headers['webhook-id']).toBe(received[0]!.headers['webhook-id']);
    expect(received[1]!.body).toMatchObject({
      external_id: 'order-2',
      status: 'PAID',
      paid_amount: 69_000,
      payment_method: 'EWALLET',
    });
  });
});
