// Midtrans as documented: Snap's create transaction (POST /snap/v1/transactions → token and
// redirect_url), the Snap payment page, the Core API status (GET /v2/{order_id}/status), and the
// HTTP notification signed with signature_key = SHA-512(order_id + status_code + gross_amount +
// server key), sent to X-Override-Notification when the create request named one.
import { createHash, randomUUID } from 'node:crypto';
import { basicAuthKey, type Reply, type Router } from './http';
import type { Notifier } from './notifier';
import {
  SIMULATED_METHODS,
  SIMULATED_OUTCOMES,
  paymentPage,
  type SimulatedMethod,
  type SimulatedOutcome,
} from './pages';

export type MidtransStatus = 'pending' | 'settlement' | 'deny' | 'expire' | 'cancel' | 'refund';

type Transaction = {
  orderId: string;
  token: string;
  transactionId: string;
  grossAmount: number;
  itemName: string;
  status: MidtransStatus;
  paymentType: string | null;
  finishUrl: string | null;
  notificationUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export type MidtransOptions = {
  serverKey: string;
  publicUrl: string;
  /** Where notifications go when a transaction named no X-Override-Notification. */
  notificationUrl: string | null;
  merchantId: string;
};

const STATUS_CODES: Record<MidtransStatus, string> = {
  pending: '201',
  settlement: '200',
  deny: '202',
  expire: '407',
  cancel: '202',
  refund: '200',
};

const PAYMENT_TYPES: Record<SimulatedMethod, string> = {
  qris: 'qris',
  virtualAccount: 'bank_transfer',
  eWallet: 'gopay',
};

const grossText = (amount: number) => `${amount}.00`;

export function midtransSignature(
  orderId: string,
  statusCode: string,
  grossAmount: string,
  serverKey: string,
): string {
  return createHash('sha512')
    .update(orderId + statusCode + grossAmount + serverKey)
    .digest('hex');
}

const jakartaTime = (date: Date) =>
  new Date(date.getTime() + 7 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

export function registerMidtrans(router: Router, notifier: Notifier, options: MidtransOptions) {
  const byOrder = new Map<string, Transaction>();
  const byToken = new Map<string, Transaction>();

  const unauthorized = (): Reply => ({
    status: 401,
    body: {
      status_code: '401',
      status_message: 'Access denied, please check client or server key',
      error_messages: [
        'Access denied due to unauthorized transaction, please check client or server key',
      ],
    },
  });

  const statusBody = (t: Transaction) => {
    const statusCode = STATUS_CODES[t.status];
    return {
      status_code: statusCode,
      status_message: 'Success, transaction is found',
      transaction_id: t.transactionId,
      order_id: t.orderId,
      merchant_id: options.merchantId,
      gross_amount: grossText(t.grossAmount),
      currency: 'IDR',
      payment_type: t.paymentType ?? 'qris',
      transaction_time: jakartaTime(t.createdAt),
      transaction_status: t.status,
      fraud_status: 'accept',
      ...(t.status === 'settlement' ? { settlement_time: jakartaTime(t.updatedAt) } : {}),
      signature_key: midtransSignature(
        t.orderId,
        statusCode,
        grossText(t.grossAmount),
        options.serverKey,
      ),
    };
  };

  const notify = (t: Transaction) => {
    const url = t.notificationUrl ?? options.notificationUrl;
    if (!url) return;
    notifier.send({
      gateway: 'midtrans',
      key: `${t.orderId}:${t.status}`,
      url,
      body: { ...statusBody(t), status_message: 'midtrans payment notification' },
    });
  };

  /** What the buyer chose on the page; a payment that is over stays as it is. */
  const complete = (t: Transaction, outcome: SimulatedOutcome, method: SimulatedMethod) => {
    if (t.status !== 'pending') return false;
    t.status = outcome === 'paid' ? 'settlement' : outcome === 'failed' ? 'deny' : 'expire';
    t.paymentType = PAYMENT_TYPES[method];
    t.updatedAt = new Date();
    notify(t);
    return true;
  };

  router.add('POST', '/snap/v1/transactions', (request) => {
    if (basicAuthKey(request.headers.authorization) !== options.serverKey) return unauthorized();
    const body = request.body as {
      transaction_details?: { order_id?: unknown; gross_amount?: unknown };
      item_details?: { name?: unknown }[];
      callbacks?: { finish?: unknown };
    } | null;
    const orderId = body?.transaction_details?.order_id;
    const gross = body?.transaction_details?.gross_amount;
    if (
      typeof orderId !== 'string' ||
      !/^[A-Za-z0-9\-_~.]{1,50}$/.test(orderId) ||
      typeof gross !== 'number' ||
      !Number.isInteger(gross) ||
      gross < 1
    ) {
      return {
        status: 400,
        body: { error_messages: ['transaction_details.order_id and gross_amount are required'] },
      };
    }
    const existing = byOrder.get(orderId);
    if (existing) {
      // The same order again (a merchant's retry): the same token while it is still open.
      if (existing.grossAmount === gross && existing.status === 'pending')
        return {
          status: 201,
          body: {
            token: existing.token,
            redirect_url: `${options.publicUrl}/snap/v4/redirection/${existing.token}`,
          },
        };
      return {
        status: 400,
        body: { error_messages: ['transaction_details.order_id has already been taken'] },
      };
    }
    const override = request.headers['x-override-notification'];
    const transaction: Transaction = {
      orderId,
      token: randomUUID(),
      transactionId: randomUUID(),
      grossAmount: gross,
      itemName:
        typeof body?.item_details?.[0]?.name === 'string' ? body.item_details[0].name : orderId,
      status: 'pending',
      paymentType: null,
      finishUrl: typeof body?.callbacks?.finish === 'string' ? body.callbacks.finish : null,
      notificationUrl:
        typeof override === 'string' ? (override.split(',')[0]?.trim() ?? null) : null,
      createdAt: new Date(),
      updatedAt: new Date(),
    };
    byOrder.set(orderId, transaction);
    byToken.set(transaction.token, transaction);
    return {
      status: 201,
      body: {
        token: transaction.token,
        redirect_url: `${options.publicUrl}/snap/v4/redirection/${transaction.token}`,
      },
    };
  });

  router.add('GET', '/v2/:orderId/status', (request) => {
    if (basicAuthKey(request.headers.authorization) !== options.serverKey) return unauthorized();
    const t = byOrder.get(request.params.orderId ?? '');
    if (!t)
      return {
        status: 404,
        body: { status_code: '404', status_message: "Transaction doesn't exist." },
      };
    return { status: 200, body: statusBody(t) };
  });

  const page = (t: Transaction, note?: string): Reply => ({
    status: 200,
    html: paymentPage({
      gatewayLabel: 'Midtrans Snap',
      merchant: 'Jenjang',
      orderId: t.orderId,
      itemName: t.itemName,
      amount: t.grossAmount,
      action: `/snap/v4/redirection/${t.token}`,
      ...(t.status === 'pending' ? {} : { finalStatus: t.status }),
      ...(note ? { note } : {}),
    }),
  });

  router.add('GET', '/snap/v4/redirection/:token', (request) => {
    const t = byToken.get(request.params.token ?? '');
    return t ? page(t) : { status: 404, html: 'Transaksi tidak ditemukan · Not found' };
  });

  router.add('POST', '/snap/v4/redirection/:token', (request) => {
    const t = byToken.get(request.params.token ?? '');
    if (!t) return { status: 404, html: 'Transaksi tidak ditemukan · Not found' };
    const outcome = SIMULATED_OUTCOMES.find((o) => o === request.body?.outcome);
    const method = SIMULATED_METHODS.find((m) => m === request.body?.method);
    if (!outcome || !method)
      return page(t, 'Pilih hasil dan metode · Choose an outcome and a method');
    complete(t, outcome, method);
    if (!t.finishUrl) return page(t);
    const finish = new URL(t.finishUrl);
    finish.searchParams.set('order_id', t.orderId);
    finish.searchParams.set('status_code', STATUS_CODES[t.status]);
    finish.searchParams.set('transaction_status', t.status);
    return { status: 303, location: finish.toString() };
  });

  // Control routes for tests and scripts (no real gateway has these).
  router.add('POST', '/_simulator/midtrans/:orderId/complete', (request) => {
    const t = byOrder.get(request.params.orderId ?? '');
    const outcome = SIMULATED_OUTCOMES.find((o) => o === request.body?.outcome);
    const method = SIMULATED_METHODS.find((m) => m === (request.body?.method ?? 'qris'));
    if (!t || !outcome || !method)
      return { status: 404, body: { error: 'unknown order or choice' } };
    return { status: 200, body: { changed: complete(t, outcome, method), status: t.status } };
  });

  /** Sets a status without notifying (a later notification then tells it). */
  router.add('POST', '/_simulator/midtrans/:orderId/status', (request) => {
    const t = byOrder.get(request.params.orderId ?? '');
    const status = request.body?.status;
    if (!t || typeof status !== 'string' || !(status in STATUS_CODES))
      return { status: 404, body: { error: 'unknown order or status' } };
    t.status = status as MidtransStatus;
    t.updatedAt = new Date();
    return { status: 200, body: statusBody(t) };
  });

  router.add('POST', '/_simulator/midtrans/:orderId/notify', (request) => {
    const t = byOrder.get(request.params.orderId ?? '');
    if (!t) return { status: 404, body: { error: 'unknown order' } };
    notify(t);
    return { status: 200, body: { sent: true } };
  });
}
