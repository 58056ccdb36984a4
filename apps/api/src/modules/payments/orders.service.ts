// Orders: what a person buys, paid at the configured gateway. Creating one is idempotent by the
// Idempotency-Key header: a retry (a double click, a dropped connection) answers with the same
// order and the same payment page, and never opens a second payment.
import { createHash } from 'node:crypto';
import {
  DEFAULT_PAYMENT_RETURN_TO,
  PAYMENT_PRODUCTS,
  findPaymentProduct,
  productAmounts,
  type CreatePaymentOrderRequest,
  type Paginated,
  type PaymentMethod,
  type PaymentOrder,
  type PaymentOrderStatus,
  type PaymentProduct,
  type PaymentProductId,
  type PaymentProductKind,
} from '@jenjang/domain';
import type { AuthUser } from '../../platform/auth-guard';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db';
import type { ApiLocale } from '../../platform/locale';
import type { MailOutbox } from '../mail/mail-outbox';
import { GatewayUnavailableError, type GatewayClient } from './gateway';
import type { MidtransClient } from './midtrans';
import {
  claimOrder,
  selectBuyer,
  selectOrder,
  selectOrdersOfUser,
  setOrderCheckout,
  type OrderRow,
} from './orders.queries';
import { paymentsError } from './payments.messages';
import type { XenditClient } from './xendit';

export type PaymentGateways = {
  /** Where new orders go (PAYMENT_GATEWAY). */
  active: 'midtrans' | 'xendit';
  midtrans: MidtransClient | null;
  xendit: XenditClient | null;
};

/** Test seams of the notification handling (the kill-midway tests); production passes none. */
export type PaymentHooks = {
  /** Inside the transaction that applies an event, after its writes, before the commit. */
  beforeCommit?: () => Promise<void>;
  /** After that commit, before the answer. */
  afterCommit?: () => Promise<void>;
};

export type PaymentsDeps = {
  db: Database;
  clock: Clock;
  outbox: MailOutbox;
  webBaseUrl: string;
  gateways: PaymentGateways;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  hooks?: PaymentHooks | undefined;
};

type Actor = { user: AuthUser; locale: ApiLocale };

const iso = (value: Date | string) => new Date(value).toISOString();

export function listProducts(): PaymentProduct[] {
  return PAYMENT_PRODUCTS.map((product) => ({
    id: product.id as PaymentProductId,
    kind: product.kind,
    credits: product.credits,
    ...productAmounts(product),
    name: product.name,
  }));
}

export function toOrder(row: OrderRow): PaymentOrder {
  return {
    id: row.id,
    productId: row.productId as PaymentProductId,
    kind: row.kind as PaymentProductKind,
    credits: row.credits,
    price: row.price,
    fee: row.fee,
    amount: row.amount,
    currency: 'IDR',
    status: row.status as PaymentOrderStatus,
    gateway: row.gateway as 'midtrans' | 'xendit',
    paymentMethod: row.paymentMethod as PaymentMethod | null,
    redirectUrl: row.redirectUrl,
    returnTo: row.returnTo,
    event:
      row.eventName && row.eventRefId ? { eventName: row.eventName, refId: row.eventRefId } : null,
    createdAt: iso(row.createdAt),
    paidAt: row.paidAt ? iso(row.paidAt) : null,
    updatedAt: iso(row.updatedAt),
  };
}

/** The page the gateway sends the buyer back to: the order's status page, in their language. */
export function orderPagePath(order: {
  id: string;
  locale: string;
  eventName: string | null;
  eventRefId: string | null;
}): string {
  const prefix = order.locale === 'en' ? '/en' : '';
  return order.eventName && order.eventRefId
    ? `${prefix}/payment/${encodeURIComponent(order.eventName)}/${order.eventRefId
        .split('/')
        .map(encodeURIComponent)
        .join('/')}?order=${order.id}`
    : `${prefix}/cv-reviewer/payment/detail/${order.id}`;
}

function activeClient(deps: PaymentsDeps): GatewayClient | null {
  return deps.gateways.active === 'midtrans' ? deps.gateways.midtrans : deps.gateways.xendit;
}

const requestHash = (body: CreatePaymentOrderRequest) =>
  createHash('sha256')
    .update(JSON.stringify([body.productId, body.returnTo ?? null, body.event ?? null]))
    .digest('hex');

/** POST /v1/payments/orders */
export async function createPaymentOrder(
  deps: PaymentsDeps,
  actor: Actor & { idempotencyKey: string; body: CreatePaymentOrderRequest },
): Promise<PaymentOrder> {
  const { body, locale } = actor;
  const product = findPaymentProduct(body.productId);
  if (!product) throw paymentsError('PAYMENT_ORDER_NOT_FOUND', locale);
  const event = body.event ?? null;
  if ((product.kind === 'eventTicket') !== (event !== null))
    throw paymentsError('PAYMENT_EVENT_REQUIRED', locale);
  const client = activeClient(deps);
  if (!client) throw paymentsError('PAYMENT_GATEWAY_UNAVAILABLE', locale);

  const amounts = productAmounts(product);
  const returnTo =
    body.returnTo ??
    (event ? `/payment/${event.eventName}/${event.refId}` : DEFAULT_PAYMENT_RETURN_TO);
  let order = await claimOrder(deps.db, {
    userId: actor.user.id,
    productId: product.id,
    kind: product.kind,
    credits: product.credits,
    ...amounts,
    gateway: client.name,
    returnTo,
    eventName: event?.eventName ?? null,
    eventRefId: event?.refId ?? null,
    locale,
    idempotencyKey: actor.idempotencyKey,
    requestHash: requestHash(body),
    at: deps.clock.now(),
  });
  if (order.requestHash !== requestHash(body))
    throw paymentsError('IDEMPOTENCY_KEY_CONFLICT', locale);

  // The first request (or a retry after the gateway failed) opens the payment at the gateway
  // the order was made for; a retry of a finished request answers from the order.
  const orderClient = order.gateway === 'midtrans' ? deps.gateways.midtrans : deps.gateways.xendit;
  if (order.redirectUrl === null && order.status === 'pending') {
    if (!orderClient) throw paymentsError('PAYMENT_GATEWAY_UNAVAILABLE', locale);
    const buyer = await selectBuyer(deps.db, actor.user.id);
    if (!buyer) throw paymentsError('USER_NOT_FOUND', locale);
    try {
      const created = await orderClient.createPayment({
        orderId: order.id,
        amount: order.amount,
        itemName: product.name[locale === 'en' ? 'en' : 'idn'],
        productId: product.id,
        buyer,
        finishUrl: `${deps.webBaseUrl}${orderPagePath(order)}`,
        locale,
      });
      order =
        (await setOrderCheckout(deps.db, {
          id: order.id,
          reference: created.reference,
          redirectUrl: created.redirectUrl,
          at: deps.clock.now(),
        })) ?? order;
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      deps.log.warn({ err: error, orderId: order.id }, 'payment gateway refused or unreachable');
      throw paymentsError('PAYMENT_GATEWAY_UNAVAILABLE', locale);
    }
  }
  return toOrder(order);
}

/** GET /v1/payments/orders/{id}: the buyer's own order; anybody else's is "not found". */
export async function getMyOrder(
  deps: Pick<PaymentsDeps, 'db'>,
  actor: Actor & { orderId: string },
): Promise<PaymentOrder> {
  const order = await selectOrder(deps.db, actor.orderId);
  if (!order || order.userId !== actor.user.id)
    throw paymentsError('PAYMENT_ORDER_NOT_FOUND', actor.locale);
  return toOrder(order);
}

/** GET /v1/payments/orders: the person's orders, newest first. */
export async function listMyOrders(
  deps: Pick<PaymentsDeps, 'db'>,
  actor: Actor & { page: number; limit: number },
): Promise<Paginated<PaymentOrder>> {
  const { rows, total } = await selectOrdersOfUser(deps.db, {
    userId: actor.user.id,
    limit: actor.limit,
    offset: (actor.page - 1) * actor.limit,
  });
  return {
    docs: rows.map(toOrder),
    totalDocs: total,
    page: actor.page,
    limit: actor.limit,
    totalPages: Math.ceil(total / actor.limit),
  };
}
