// Xendit invoices (docs/decisions/024): create an invoice → invoice_url; a callback is trusted
// only when its x-callback-token header matches the account's token in constant time, is counted
// once per webhook-id, and only what GET /v2/invoices/{id} confirms is applied.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { PaymentMethod } from '@jenjang/domain';
import { z } from 'zod';
import {
  GatewayUnavailableError,
  basicAuth,
  callGateway,
  type ConfirmedStatus,
  type CreatePaymentInput,
  type CreatedPayment,
  type GatewayClient,
  type GatewayOutcome,
} from './gateway';

export type XenditSettings = {
  apiUrl: string;
  secretKey: string;
  callbackToken: string | undefined;
  timeoutMs: number;
};

export type XenditClient = GatewayClient & {
  callbackToken: string | undefined;
  fetchInvoice(invoiceId: string): Promise<ConfirmedStatus | null>;
};

const invoiceSchema = z.object({
  id: z.string(),
  external_id: z.string(),
  status: z.string(),
  amount: z.number(),
  invoice_url: z.string().optional(),
  payment_method: z.string().optional(),
});

/** Both sides hashed first: equal lengths for timingSafeEqual whatever was sent. */
export function verifyXenditToken(given: string | undefined, expected: string | undefined) {
  if (!given || !expected) return false;
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function xenditOutcome(status: string): GatewayOutcome {
  if (status === 'PAID' || status === 'SETTLED') return 'paid';
  if (status === 'EXPIRED') return 'expired';
  return 'pending';
}

export function xenditPaymentMethod(method: string | undefined): PaymentMethod | null {
  if (!method) return null;
  if (method === 'QR_CODE') return 'qris';
  if (method === 'BANK_TRANSFER') return 'virtualAccount';
  if (method === 'EWALLET') return 'eWallet';
  if (method === 'CREDIT_CARD') return 'card';
  return 'other';
}

export function createXenditClient(settings: XenditSettings): XenditClient {
  const authorization = basicAuth(settings.secretKey);
  const toConfirmed = (invoice: z.infer<typeof invoiceSchema>): ConfirmedStatus => ({
    orderId: invoice.external_id,
    amount: Number.isInteger(invoice.amount) ? invoice.amount : null,
    gatewayStatus: invoice.status,
    outcome: xenditOutcome(invoice.status),
    paymentMethod: xenditPaymentMethod(invoice.payment_method),
  });
  return {
    name: 'xendit',
    callbackToken: settings.callbackToken,
    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      const { status, json } = await callGateway(
        `${settings.apiUrl}/v2/invoices`,
        {
          method: 'POST',
          headers: { authorization },
          body: {
            external_id: input.orderId,
            amount: input.amount,
            currency: 'IDR',
            description: input.itemName,
            payer_email: input.buyer.email,
            customer: { given_names: input.buyer.name.slice(0, 255), email: input.buyer.email },
            items: [{ name: input.itemName, quantity: 1, price: input.amount }],
            success_redirect_url: input.finishUrl,
            failure_redirect_url: input.finishUrl,
            invoice_duration: 86_400,
            locale: input.locale === 'en' ? 'en' : 'id',
          },
        },
        settings.timeoutMs,
      );
      const parsed = invoiceSchema.safeParse(json);
      if (status !== 200 || !parsed.success || !parsed.data.invoice_url)
        throw new GatewayUnavailableError(`xendit create invoice ${status}`);
      return { reference: parsed.data.id, redirectUrl: parsed.data.invoice_url };
    },
    async fetchInvoice(invoiceId: string): Promise<ConfirmedStatus | null> {
      const { status, json } = await callGateway(
        `${settings.apiUrl}/v2/invoices/${encodeURIComponent(invoiceId)}`,
        { method: 'GET', headers: { authorization } },
        settings.timeoutMs,
      );
      if (status === 404) return null;
      const parsed = invoiceSchema.safeParse(json);
      if (status !== 200 || !parsed.success)
        throw new GatewayUnavailableError(`xendit get invoice ${status}`);
      return toConfirmed(parsed.data);
    },
  };
}
