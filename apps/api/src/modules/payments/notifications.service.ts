// The gateways' notifications (docs/decisions/024). Each is verified (Midtrans: signature_key;
// Xendit: x-callback-token), its order and amount checked, and the gateway's status endpoint asked
// what really holds; then one transaction records the event under its unique key and applies the
// effect (the order's move, the purchased credits). A replay finds the key and changes nothing;
// a move the order cannot make (settlement, then a late "pending" or "expire") is recorded as
// ignored. Anything that fails verification writes nothing and answers 4xx.
import type {
  MidtransNotification,
  PaymentOrderStatus,
  XenditInvoiceCallback,
} from '@jenjang/domain';
import type { Database } from '../../platform/db';
import type { ApiLocale } from '../../platform/locale';
import { lockBalance } from './credits.queries';
import { AlreadyRecorded, changeCredits } from './credits.service';
import { GatewayUnavailableError, wholeRupiah, type ConfirmedStatus } from './gateway';
import { verifyMidtransSignature } from './midtrans';
import {
  claimReceipt,
  insertPaymentEvent,
  lockOrder,
  moveOrder,
  releaseReceipt,
  selectOrder,
  type OrderRow,
} from './orders.queries';
import { orderPagePath, type PaymentsDeps } from './orders.service';
import { paymentsError } from './payments.messages';
import { receiptMail } from './receipt-mail';
import { verifyXenditToken } from './xendit';

export type NotificationResult = { applied: boolean; orderStatus: PaymentOrderStatus };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function orderOfGateway(
  db: Database,
  orderId: string,
  gateway: 'midtrans' | 'xendit',
  locale: ApiLocale,
): Promise<OrderRow> {
  const order = UUID.test(orderId) ? await selectOrder(db, orderId) : null;
  if (!order || order.gateway !== gateway) throw paymentsError('PAYMENT_ORDER_NOT_FOUND', locale);
  return order;
}

async function confirm(
  ask: () => Promise<ConfirmedStatus | null>,
  order: OrderRow,
  locale: ApiLocale,
): Promise<ConfirmedStatus> {
  let confirmed: ConfirmedStatus | null;
  try {
    confirmed = await ask();
  } catch (error) {
    if (error instanceof GatewayUnavailableError)
      throw paymentsError('PAYMENT_GATEWAY_UNAVAILABLE', locale);
    throw error;
  }
  // The gateway does not know this payment: the notification was not its.
  if (!confirmed || confirmed.orderId !== order.id)
    throw paymentsError('PAYMENT_NOTIFICATION_INVALID', locale);
  if (confirmed.amount !== order.amount) throw paymentsError('PAYMENT_AMOUNT_MISMATCH', locale);
  return confirmed;
}

/** POST /v1/payments/notifications/midtrans */
export async function receiveMidtransNotification(
  deps: PaymentsDeps,
  input: { body: MidtransNotification; raw: unknown; locale: ApiLocale },
): Promise<NotificationResult> {
  const { body, locale } = input;
  const client = deps.gateways.midtrans;
  if (!client || !verifyMidtransSignature(body, client.serverKey))
    throw paymentsError('PAYMENT_NOTIFICATION_INVALID', locale);
  const order = await orderOfGateway(deps.db, body.order_id, 'midtrans', locale);
  if (wholeRupiah(body.gross_amount) !== order.amount) {
    deps.log.warn({ orderId: order.id }, 'midtrans notification amount differs from the order');
    throw paymentsError('PAYMENT_AMOUNT_MISMATCH', locale);
  }
  const confirmed = await confirm(() => client.fetchStatus(order.id), order, locale);
  return applyGatewayEvent(deps, {
    gateway: 'midtrans',
    // Midtrans numbers no notification: one event is one status of one transaction.
    eventKey: `${order.id}:${body.transaction_id ?? ''}:${body.transaction_status}`,
    order,
    confirmed,
    payload: input.raw,
  });
}

/** POST /v1/payments/notifications/xendit */
export async function receiveXenditCallback(
  deps: PaymentsDeps,
  input: {
    body: XenditInvoiceCallback;
    raw: unknown;
    callbackToken: string | undefined;
    webhookId: string | undefined;
    locale: ApiLocale;
  },
): Promise<NotificationResult> {
  const { body, locale } = input;
  const client = deps.gateways.xendit;
  if (!client || !verifyXenditToken(input.callbackToken, client.callbackToken))
    throw paymentsError('PAYMENT_NOTIFICATION_INVALID', locale);
  const order = await orderOfGateway(deps.db, body.external_id, 'xendit', locale);
  const paid = body.paid_amount ?? body.amount;
  if (body.amount !== order.amount || paid !== order.amount) {
    deps.log.warn({ orderId: order.id }, 'xendit callback amount differs from the order');
    throw paymentsError('PAYMENT_AMOUNT_MISMATCH', locale);
  }
  const confirmed = await confirm(() => client.fetchInvoice(body.id), order, locale);
  return applyGatewayEvent(deps, {
    gateway: 'xendit',
    eventKey: input.webhookId ?? `${body.id}:${body.status}`,
    order,
    confirmed,
    payload: input.raw,
  });
}

/** What a confirmed outcome does to an order in a given state. */
function moveFor(status: string, outcome: ConfirmedStatus['outcome']) {
  if (outcome === 'pending') return null;
  if (outcome === 'refunded') return status === 'paid' ? 'refunded' : null;
  return status === 'pending' ? outcome : null;
}

async function applyGatewayEvent(
  deps: PaymentsDeps,
  input: {
    gateway: 'midtrans' | 'xendit';
    eventKey: string;
    order: OrderRow;
    confirmed: ConfirmedStatus;
    payload: unknown;
  },
): Promise<NotificationResult> {
  const at = deps.clock.now();
  const result = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.order.id);
    if (!order) throw new Error('payment order vanished');
    const move = moveFor(order.status, input.confirmed.outcome);
    const recorded = await insertPaymentEvent(tx, {
      gateway: input.gateway,
      eventKey: input.eventKey.slice(0, 300),
      orderId: order.id,
      gatewayStatus: input.confirmed.gatewayStatus.slice(0, 64),
      outcome: move ? 'applied' : 'ignored',
      payload: input.payload,
      at,
    });
    if (!recorded) return { applied: false, orderStatus: order.status as PaymentOrderStatus };
    if (move) {
      const moved = await moveOrder(tx, {
        id: order.id,
        to: move,
        paymentMethod: input.confirmed.paymentMethod,
        at,
      });
      if (!moved) throw new Error('a locked order did not move');
      if (order.credits > 0 && (move === 'paid' || move === 'refunded')) {
        await creditOrder(tx, order, move, at);
      }
    }
    await deps.hooks?.beforeCommit?.();
    return {
      applied: move !== null,
      orderStatus: (move ?? order.status) as PaymentOrderStatus,
    };
  });
  await deps.hooks?.afterCommit?.();
  // Also on a replay: the receipt of an order paid by a run that died before queueing it.
  if (result.orderStatus === 'paid') await queueReceipt(deps, input.order.id);
  return result;
}

/** The purchase entry of a paid order, or the refund taking back what is left of it. */
async function creditOrder(tx: Database, order: OrderRow, move: string, at: Date) {
  try {
    if (move === 'paid') {
      await changeCredits(tx, {
        userId: order.userId,
        delta: order.credits,
        reason: 'purchase',
        orderId: order.id,
        refType: 'paymentOrder',
        refId: order.id,
        at,
      });
    } else {
      // A refund takes back the order's credits, or as many as are still unspent.
      const held = await lockBalance(tx, order.userId);
      const take = Math.min(held, order.credits);
      if (take > 0)
        await changeCredits(tx, {
          userId: order.userId,
          delta: -take,
          reason: 'refund',
          orderId: order.id,
          refType: 'paymentOrder',
          refId: order.id,
          note: take < order.credits ? `${order.credits - take} credit(s) already spent` : null,
          at,
        });
    }
  } catch (error) {
    // The order's entry exists already (unique per order and reason): it is credited once.
    if (!(error instanceof AlreadyRecorded)) throw error;
    throw new Error(`order ${order.id} was credited before it moved: refusing to credit twice`);
  }
}

async function queueReceipt(deps: PaymentsDeps, orderId: string): Promise<void> {
  const buyer = await claimReceipt(deps.db, { id: orderId, at: deps.clock.now() });
  if (!buyer) return;
  const order = await selectOrder(deps.db, orderId);
  if (!order) return;
  try {
    await deps.outbox.enqueue(
      receiptMail({
        to: buyer.email,
        name: buyer.name,
        order,
        orderUrl: `${deps.webBaseUrl}${orderPagePath(order)}`,
      }),
    );
  } catch (error) {
    deps.log.error({ err: error, orderId }, 'payment receipt could not be queued');
    await releaseReceipt(deps.db, orderId);
  }
}
