// Xendit invoices as documented: POST /v2/invoices (→ invoice_url), GET /v2/invoices/{id}, the
// hosted invoice page, and the invoice callback with the x-callback-token header (the account's
// verification token) and a webhook-id header that stays the same across retries of one event.
import { randomBytes, randomUUID } from 'node:crypto';
import { basicAuthKey, type Reply, type Router } from './http';
import type { Notifier } from './notifier';
import {
  SIMULATED_METHODS,
  SIMULATED_OUTCOMES,
  paymentPage,
  type SimulatedMethod,
  type SimulatedOutcome,
} from './pages';

type InvoiceStatus = 'PENDING' | 'PAID' | 'EXPIRED';

type Invoice = {
  id: string;
  externalId: string;
  amount: number;
  description: string;
  payerEmail: string | null;
  status: InvoiceStatus;
  paymentMethod: string | null;
  paymentChannel: string | null;
  successRedirectUrl: string | null;
  failureRedirectUrl: string | null;
  created: Date;
  updated: Date;
  expiryDate: Date;
  paidAt: Date | null;
};

export type XenditOptions = {
  secretKey: string;
  callbackToken: string;
  callbackUrl: string | null;
  publicUrl: string;
  businessId: string;
};

const METHODS: Record<SimulatedMethod, { method: string; channel: string }> = {
  qris: { method: 'QR_CODE', channel: 'QRIS' },
  virtualAccount: { method: 'BANK_TRANSFER', channel: 'BCA' },
  eWallet: { method: 'EWALLET', channel: 'OVO' },
};

export function registerXendit(router: Router, notifier: Notifier, options: XenditOptions) {
  const invoices = new Map<string, Invoice>();

  const invoiceBody = (i: Invoice) => ({
    id: i.id,
    external_id: i.externalId,
    user_id: options.businessId,
    status: i.status,
    merchant_name: 'Jenjang',
    merchant_profile_picture_url: '',
    amount: i.amount,
    payer_email: i.payerEmail ?? undefined,
    description: i.description,
    expiry_date: i.expiryDate.toISOString(),
    invoice_url: `${options.publicUrl}/web/invoices/${i.id}`,
    available_banks: [],
    available_retail_outlets: [],
    available_ewallets: [],
    available_qr_codes: [],
    should_exclude_credit_card: false,
    should_send_email: false,
    created: i.created.toISOString(),
    updated: i.updated.toISOString(),
    currency: 'IDR',
    ...(i.successRedirectUrl ? { success_redirect_url: i.successRedirectUrl } : {}),
    ...(i.failureRedirectUrl ? { failure_redirect_url: i.failureRedirectUrl } : {}),
    ...(i.paymentMethod ? { payment_method: i.paymentMethod } : {}),
    ...(i.paymentChannel ? { payment_channel: i.paymentChannel } : {}),
    ...(i.paidAt ? { paid_at: i.paidAt.toISOString(), paid_amount: i.amount } : {}),
  });

  const callbackBody = (i: Invoice) => ({
    id: i.id,
    external_id: i.externalId,
    user_id: options.businessId,
    is_high: false,
    status: i.status,
    merchant_name: 'Jenjang',
    amount: i.amount,
    payer_email: i.payerEmail ?? undefined,
    description: i.description,
    currency: 'IDR',
    created: i.created.toISOString(),
    updated: i.updated.toISOString(),
    ...(i.status === 'PAID'
      ? {
          paid_amount: i.amount,
          paid_at: i.paidAt?.toISOString(),
          payment_method: i.paymentMethod,
          payment_channel: i.paymentChannel,
          payment_id: randomUUID(),
        }
      : {}),
  });

  const notify = (i: Invoice) => {
    if (!options.callbackUrl) return;
    const webhookId = randomUUID();
    notifier.send({
      gateway: 'xendit',
      key: webhookId,
      url: options.callbackUrl,
      body: callbackBody(i),
      headers: { 'x-callback-token': options.callbackToken, 'webhook-id': webhookId },
    });
  };

  /** A failed attempt leaves an invoice open (the buyer may try again), as on Xendit. */
  const complete = (i: Invoice, outcome: SimulatedOutcome, method: SimulatedMethod) => {
    if (i.status !== 'PENDING' || outcome === 'failed') return false;
    i.updated = new Date();
    if (outcome === 'paid') {
      i.status = 'PAID';
      i.paidAt = i.updated;
      i.paymentMethod = METHODS[method].method;
      i.paymentChannel = METHODS[method].channel;
    } else {
      i.status = 'EXPIRED';
    }
    notify(i);
    return true;
  };

  const unauthorized = (): Reply => ({
    status: 401,
    body: { error_code: 'INVALID_API_KEY', message: 'API key is invalid' },
  });

  router.add('POST', '/v2/invoices', (request) => {
    if (basicAuthKey(request.headers.authorization) !== options.secretKey) return unauthorized();
    const body = request.body ?? {};
    const amount = body.amount;
    if (
      typeof body.external_id !== 'string' ||
      body.external_id.length === 0 ||
      body.external_id.length > 255 ||
      typeof amount !== 'number' ||
      !Number.isFinite(amount) ||
      amount < 1
    ) {
      return {
        status: 400,
        body: {
          error_code: 'API_VALIDATION_ERROR',
          message: 'external_id and amount are required',
        },
      };
    }
    const now = new Date();
    const duration = typeof body.invoice_duration === 'number' ? body.invoice_duration : 86_400;
    const invoice: Invoice = {
      id: randomBytes(12).toString('hex'),
      externalId: body.external_id,
      amount: Math.trunc(amount),
      description: typeof body.description === 'string' ? body.description : body.external_id,
      payerEmail: typeof body.payer_email === 'string' ? body.payer_email : null,
      status: 'PENDING',
      paymentMethod: null,
      paymentChannel: null,
      successRedirectUrl:
        typeof body.success_redirect_url === 'string' ? body.success_redirect_url : null,
      failureRedirectUrl:
        typeof body.failure_redirect_url === 'string' ? body.failure_redirect_url : null,
      created: now,
      updated: now,
      expiryDate: new Date(now.getTime() + duration * 1000),
      paidAt: null,
    };
    invoices.set(invoice.id, invoice);
    return { status: 200, body: invoiceBody(invoice) };
  });

  router.add('GET', '/v2/invoices/:id', (request) => {
    if (basicAuthKey(request.headers.authorization) !== options.secretKey) return unauthorized();
    const invoice = invoices.get(request.params.id ?? '');
    return invoice
      ? { status: 200, body: invoiceBody(invoice) }
      : {
          status: 404,
          body: { error_code: 'INVOICE_NOT_FOUND_ERROR', message: 'Invoice not found' },
        };
  });

  const page = (i: Invoice, note?: string): Reply => ({
    status: 200,
    html: paymentPage({
      gatewayLabel: 'Xendit Invoice',
      merchant: 'Jenjang',
      orderId: i.externalId,
      itemName: i.description,
      amount: i.amount,
      action: `/web/invoices/${i.id}`,
      ...(i.status === 'PENDING' ? {} : { finalStatus: i.status }),
      ...(note ? { note } : {}),
    }),
  });

  router.add('GET', '/web/invoices/:id', (request) => {
    const invoice = invoices.get(request.params.id ?? '');
    return invoice ? page(invoice) : { status: 404, html: 'Invoice tidak ditemukan · Not found' };
  });

  router.add('POST', '/web/invoices/:id', (request) => {
    const invoice = invoices.get(request.params.id ?? '');
    if (!invoice) return { status: 404, html: 'Invoice tidak ditemukan · Not found' };
    const outcome = SIMULATED_OUTCOMES.find((o) => o === request.body?.outcome);
    const method = SIMULATED_METHODS.find((m) => m === request.body?.method);
    if (!outcome || !method)
      return page(invoice, 'Pilih hasil dan metode · Choose an outcome and a method');
    if (outcome === 'failed')
      return page(invoice, 'Pembayaran gagal, coba lagi · The payment failed, try again');
    complete(invoice, outcome, method);
    const target =
      invoice.status === 'PAID' ? invoice.successRedirectUrl : invoice.failureRedirectUrl;
    return target ? { status: 303, location: target } : page(invoice);
  });

  router.add('POST', '/_simulator/xendit/:id/complete', (request) => {
    const invoice = invoices.get(request.params.id ?? '');
    const outcome = SIMULATED_OUTCOMES.find((o) => o === request.body?.outcome);
    const method = SIMULATED_METHODS.find((m) => m === (request.body?.method ?? 'qris'));
    if (!invoice || !outcome || !method)
      return { status: 404, body: { error: 'unknown invoice or choice' } };
    return {
      status: 200,
      body: { changed: complete(invoice, outcome, method), status: invoice.status },
    };
  });

  /** Sends the invoice's current state again under a new webhook-id (a manual resend). */
  router.add('POST', '/_simulator/xendit/:id/notify', (request) => {
    const invoice = invoices.get(request.params.id ?? '');
    if (!invoice) return { status: 404, body: { error: 'unknown invoice' } };
    notify(invoice);
    return { status: 200, body: { sent: true } };
  });
}
