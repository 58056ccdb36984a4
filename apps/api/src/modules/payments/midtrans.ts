// Midtrans Snap (docs/decisions/024): create a transaction → token and redirect_url; the HTTP
// notification is trusted only when its signature_key (SHA-512 of order_id + status_code +
// gross_amount + server key) matches in constant time, and then only what the status endpoint
// (GET /v2/{order_id}/status) confirms is applied.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { MidtransNotification, PaymentMethod } from '@jenjang/domain';
import { z } from 'zod';
import {
  GatewayUnavailableError,
  basicAuth,
  callGateway,
  wholeRupiah,
  type ConfirmedStatus,
  type CreatePaymentInput,
  type CreatedPayment,
  type GatewayClient,
  type GatewayOutcome,
} from './gateway';

export type MidtransSettings = {
  snapUrl: string;
  apiUrl: string;
  serverKey: string;
  /** Sent as X-Override-Notification so notifications reach this API's public address. */
  notificationUrl: string;
  timeoutMs: number;
};

export type MidtransClient = GatewayClient & {
  serverKey: string;
  fetchStatus(orderId: string): Promise<ConfirmedStatus | null>;
};

const snapResponseSchema = z.object({ token: z.string().min(1), redirect_url: z.string().url() });
const statusResponseSchema = z.object({
  status_code: z.string(),
  order_id: z.string().optional(),
  gross_amount: z.string().optional(),
  transaction_status: z.string().optional(),
  fraud_status: z.string().optional(),
  payment_type: z.string().optional(),
});

export function midtransSignature(
  orderId: string,
  statusCode: string,
  grossAmount: string,
  serverKey: string,
): string {
  return createHash('sha512')
    .update(orderId + statusCode + grossAmount + serverKey, 'utf8')
    .digest('hex');
}

/** Constant time over the whole digest; a key of the wrong length fails without comparing. */
export function verifyMidtransSignature(n: MidtransNotification, serverKey: string): boolean {
  const expected = Buffer.from(
    midtransSignature(n.order_id, n.status_code, n.gross_amount, serverKey),
    'utf8',
  );
  const given = Buffer.from(n.signature_key.toLowerCase(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function midtransOutcome(status: string, fraudStatus: string | undefined): GatewayOutcome {
  switch (status) {
    case 'settlement':
      return 'paid';
    case 'capture':
      // Card payments: "challenge" waits for the merchant's review; only "accept" is money.
      return fraudStatus === undefined || fraudStatus === 'accept' ? 'paid' : 'pending';
    case 'deny':
    case 'cancel':
    case 'failure':
      return 'failed';
    case 'expire':
      return 'expired';
    case 'refund':
      return 'refunded';
    default:
      // pending, authorize, partial_refund, anything new: nothing to move.
      return 'pending';
  }
}

export function midtransPaymentMethod(paymentType: string | undefined): PaymentMethod | null {
  if (!paymentType) return null;
  if (paymentType === 'qris') return 'qris';
  if (['gopay', 'shopeepay', 'dana', 'ovo'].includes(paymentType)) return 'eWallet';
  if (['bank_transfer', 'echannel', 'permata'].includes(paymentType)) return 'virtualAccount';
  if (paymentType === 'credit_card') return 'card';
  return 'other';
}

export function createMidtransClient(settings: MidtransSettings): MidtransClient {
  const authorization = basicAuth(settings.serverKey);
  return {
    name: 'midtrans',
    serverKey: settings.serverKey,
    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      const { status, json } = await callGateway(
        `${settings.snapUrl}/snap/v1/transactions`,
        {
          method: 'POST',
          headers: { authorization, 'x-override-notification': settings.notificationUrl },
          body: {
            transaction_details: { order_id: input.orderId, gross_amount: input.amount },
            item_details: [
              {
                id: input.productId,
                price: input.amount,
                quantity: 1,
                name: input.itemName.slice(0, 50),
              },
            ],
            customer_details: {
              first_name: input.buyer.name.slice(0, 255),
              email: input.buyer.email,
            },
            callbacks: { finish: input.finishUrl },
          },
        },
        settings.timeoutMs,
      );
      const parsed = snapResponseSchema.safeParse(json);
      if (status !== 201 && status !== 200) throw new GatewayUnavailableError(`snap ${status}`);
      if (!parsed.success) throw new GatewayUnavailableError('snap answered an unknown shape');
      return { reference: parsed.data.token, redirectUrl: parsed.data.redirect_url };
    },
    async fetchStatus(orderId: string): Promise<ConfirmedStatus | null> {
      const { status, json } = await callGateway(
        `${settings.apiUrl}/v2/${encodeURIComponent(orderId)}/status`,
        { method: 'GET', headers: { authorization } },
        settings.timeoutMs,
      );
      const parsed = statusResponseSchema.safeParse(json);
      if (status === 404 || parsed.data?.status_code === '404') return null;
      if (status !== 200 || !parsed.success || !parsed.data.transaction_status)
        throw new GatewayUnavailableError(`midtrans status ${status}`);
      const data = parsed.data;
      return {
        orderId: data.order_id ?? '',
        amount: data.gross_amount === undefined ? null : wholeRupiah(data.gross_amount),
        gatewayStatus: data.transaction_status ?? 'unknown',
        outcome: midtransOutcome(data.transaction_status ?? '', data.fraud_status),
        paymentMethod: midtransPaymentMethod(data.payment_type),
      };
    },
  };
}
