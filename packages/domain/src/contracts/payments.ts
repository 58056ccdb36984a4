// Payments (issue 15): products, orders paid through a gateway (Midtrans Snap or Xendit
// invoices), the credit balance and its ledger, the gateways' notifications and the admin's grants.
import { z } from 'zod';
import { PAYMENT_PRODUCT_IDS, PAYMENT_PRODUCT_KINDS, isSafeReturnPath } from '../payments/products';
import { idempotencyKeySchema } from './applications';
import { paginatedSchema, paginationQuerySchema } from './common';

export const PAYMENT_ORDER_STATUSES = ['pending', 'paid', 'failed', 'expired', 'refunded'] as const;
export type PaymentOrderStatus = (typeof PAYMENT_ORDER_STATUSES)[number];

/** Final states: a page following an order stops polling at these. */
export const PAYMENT_ORDER_FINAL_STATUSES: readonly PaymentOrderStatus[] = [
  'paid',
  'failed',
  'expired',
  'refunded',
];

export const CREDIT_LEDGER_REASONS = [
  'purchase',
  'promotionalGrant',
  'adminGrant',
  'spend',
  'refund',
] as const;
export type CreditLedgerReason = (typeof CREDIT_LEDGER_REASONS)[number];

export const PAYMENT_GATEWAYS = ['midtrans', 'xendit'] as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number];

/** How an order was paid, as the gateways report it, in three families and "other". */
export const PAYMENT_METHODS = ['qris', 'virtualAccount', 'eWallet', 'card', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const paymentProductSchema = z.object({
  id: z.enum(PAYMENT_PRODUCT_IDS),
  kind: z.enum(PAYMENT_PRODUCT_KINDS),
  credits: z.number().int(),
  price: z.number().int(),
  fee: z.number().int(),
  amount: z.number().int(),
  name: z.object({ idn: z.string(), en: z.string() }),
});
export type PaymentProduct = z.infer<typeof paymentProductSchema>;
export const paymentProductsResponseSchema = z.object({
  data: z.object({ docs: z.array(paymentProductSchema) }),
});

const returnToSchema = z
  .string()
  .trim()
  .max(200)
  .refine(isSafeReturnPath, { message: 'A path of this site, such as /cv-reviewer' });

/** The event an event ticket is for (`/payment/[eventName]/[...refId]`). */
export const paymentEventRefSchema = z.object({
  eventName: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9][a-z0-9-]*$/i, 'Letters, digits and dashes'),
  refId: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9_.~/-]+$/, 'Letters, digits and - _ . ~ /'),
});
export type PaymentEventRef = z.infer<typeof paymentEventRefSchema>;

/** POST /v1/payments/orders (header Idempotency-Key). */
export const createPaymentOrderRequestSchema = z.object({
  productId: z.enum(PAYMENT_PRODUCT_IDS),
  /** Where the buyer continues once paid; defaults to /cv-reviewer. */
  returnTo: returnToSchema.optional(),
  /** Required for an event ticket, refused for a credit pack. */
  event: paymentEventRefSchema.optional(),
});
export type CreatePaymentOrderRequest = z.infer<typeof createPaymentOrderRequestSchema>;
export const paymentOrderHeadersSchema = z.looseObject({ 'idempotency-key': idempotencyKeySchema });

export const paymentOrderSchema = z.object({
  id: z.string(),
  productId: z.enum(PAYMENT_PRODUCT_IDS),
  kind: z.enum(PAYMENT_PRODUCT_KINDS),
  credits: z.number().int(),
  price: z.number().int(),
  fee: z.number().int(),
  amount: z.number().int(),
  currency: z.literal('IDR'),
  status: z.enum(PAYMENT_ORDER_STATUSES),
  gateway: z.enum(PAYMENT_GATEWAYS),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  /** The gateway's payment page; null until the gateway answered (retry with the same key). */
  redirectUrl: z.string().nullable(),
  returnTo: z.string(),
  event: paymentEventRefSchema.nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;
export const paymentOrderResponseSchema = z.object({
  data: z.object({ result: paymentOrderSchema }),
});
export const paymentOrdersResponseSchema = z.object({ data: paginatedSchema(paymentOrderSchema) });
export const paymentOrdersQuerySchema = paginationQuerySchema;
export const paymentOrderParamsSchema = z.object({ id: z.uuid() });

export const creditLedgerEntrySchema = z.object({
  id: z.string(),
  /** Credits added (positive) or taken (negative). */
  delta: z.number().int(),
  reason: z.enum(CREDIT_LEDGER_REASONS),
  balanceAfter: z.number().int(),
  orderId: z.string().nullable(),
  refType: z.string().nullable(),
  refId: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type CreditLedgerEntry = z.infer<typeof creditLedgerEntrySchema>;
export const creditsQuerySchema = paginationQuerySchema;
export const creditsResponseSchema = z.object({
  data: z.object({ balance: z.number().int(), ledger: paginatedSchema(creditLedgerEntrySchema) }),
});
export type Credits = z.infer<typeof creditsResponseSchema>['data'];

/** POST /v1/admin/payments/credits/grant */
export const ADMIN_GRANT_CREDITS_MAX = 100;
export const adminCreditGrantRequestSchema = z.object({
  userId: z.uuid(),
  /** promotionalGrant: the sales link's free credits, once per person (their number is fixed). */
  reason: z.enum(['adminGrant', 'promotionalGrant']),
  /** adminGrant only: how many credits (1-100). */
  credits: z.number().int().min(1).max(ADMIN_GRANT_CREDITS_MAX).optional(),
  note: z.string().trim().max(300).optional(),
});
export type AdminCreditGrantRequest = z.infer<typeof adminCreditGrantRequestSchema>;
export const adminCreditGrantResponseSchema = z.object({
  data: z.object({ result: creditLedgerEntrySchema, balance: z.number().int() }),
});

// The gateways' notifications, with the fields we read and bounds on each (anything else the
// gateway sends is ignored). Their authenticity is checked by the service, not by the shape.
const gatewayText = (max: number) => z.string().max(max);

/** Midtrans HTTP notification (JSON POST to the Payment Notification URL). */
export const midtransNotificationSchema = z.object({
  order_id: gatewayText(64),
  status_code: gatewayText(8),
  gross_amount: gatewayText(32),
  signature_key: gatewayText(256),
  transaction_status: gatewayText(32),
  transaction_id: gatewayText(128).optional(),
  payment_type: gatewayText(64).optional(),
  fraud_status: gatewayText(32).optional(),
});
export type MidtransNotification = z.infer<typeof midtransNotificationSchema>;

/** Xendit invoice callback (JSON POST to the invoice callback URL). */
export const xenditInvoiceCallbackSchema = z.object({
  id: gatewayText(128),
  external_id: gatewayText(128),
  status: gatewayText(32),
  amount: z.number().min(0).max(1e12),
  paid_amount: z.number().min(0).max(1e12).optional(),
  payment_method: gatewayText(64).optional(),
  payment_channel: gatewayText(64).optional(),
});
export type XenditInvoiceCallback = z.infer<typeof xenditInvoiceCallbackSchema>;
export const xenditCallbackHeadersSchema = z.looseObject({
  'x-callback-token': gatewayText(512).optional(),
  'webhook-id': gatewayText(256).optional(),
});

export const paymentNotificationResponseSchema = z.object({
  data: z.object({
    result: z.object({
      /** False when this event was seen before: nothing was applied twice. */
      applied: z.boolean(),
      orderStatus: z.enum(PAYMENT_ORDER_STATUSES),
    }),
  }),
});
