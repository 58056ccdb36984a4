// What the payments area needs of a gateway, whichever it is (docs/decisions/024): open a payment
// for an order (→ the page the buyer is sent to) and tell an order's true state when asked. Each
// gateway's notifications are verified in its own file (midtrans.ts, xendit.ts).
import type { PaymentGateway, PaymentMethod } from '@jenjang/domain';

/** The state of a payment as the gateway says, in our words. */
export type GatewayOutcome = 'pending' | 'paid' | 'failed' | 'expired' | 'refunded';

export type CreatePaymentInput = {
  orderId: string;
  amount: number;
  itemName: string;
  productId: string;
  buyer: { name: string; email: string };
  /** Where the gateway sends the buyer back (success and failure alike). */
  finishUrl: string;
  locale: 'id' | 'en';
};

export type CreatedPayment = { reference: string | null; redirectUrl: string };

/** The gateway's word on a payment, read from its status endpoint. */
export type ConfirmedStatus = {
  orderId: string;
  amount: number | null;
  gatewayStatus: string;
  outcome: GatewayOutcome;
  paymentMethod: PaymentMethod | null;
};

export type GatewayClient = {
  name: PaymentGateway;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
};

/** The gateway could not be reached or answered something we cannot use. */
export class GatewayUnavailableError extends Error {
  override readonly name = 'GatewayUnavailableError';
}

export async function callGateway(
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown },
  timeoutMs: number,
): Promise<{ status: number; json: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: { accept: 'application/json', 'content-type': 'application/json', ...init.headers },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new GatewayUnavailableError(`gateway unreachable: ${(error as Error).message}`);
  }
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    throw new GatewayUnavailableError(`gateway answered ${response.status} without JSON`);
  }
  return { status: response.status, json };
}

export const basicAuth = (key: string) =>
  `Basic ${Buffer.from(`${key}:`, 'utf8').toString('base64')}`;

/** "29000.00" → 29000; null for anything that is not whole rupiah. */
export function wholeRupiah(value: string | number): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match?.[1]) return null;
  if (match[2] && Number(match[2]) !== 0) return null;
  return Number(match[1]);
}
