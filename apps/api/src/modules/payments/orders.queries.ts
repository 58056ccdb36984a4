// SQL of payment orders and gateway events. Statuses move only through the conditional update
// in moveOrder (and the database's trigger refuses anything else).
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../platform/db';

export type OrderRow = {
  id: string;
  userId: string;
  productId: string;
  kind: string;
  credits: number;
  price: number;
  fee: number;
  amount: number;
  status: string;
  gateway: string;
  gatewayReference: string | null;
  redirectUrl: string | null;
  paymentMethod: string | null;
  returnTo: string;
  eventName: string | null;
  eventRefId: string | null;
  locale: string;
  requestHash: string;
  createdAt: Date | string;
  updatedAt: Date | string;
  paidAt: Date | string | null;
  receiptQueuedAt: Date | string | null;
};

const ORDER_COLUMNS = sql.raw(`id, user_id AS "userId", product_id AS "productId", kind, credits,
  price, fee, amount, status, gateway, gateway_reference AS "gatewayReference",
  redirect_url AS "redirectUrl", payment_method AS "paymentMethod", return_to AS "returnTo",
  event_name AS "eventName", event_ref_id AS "eventRefId", locale, request_hash AS "requestHash",
  created_at AS "createdAt", updated_at AS "updatedAt", paid_at AS "paidAt",
  receipt_queued_at AS "receiptQueuedAt"`);

export type NewOrder = {
  userId: string;
  productId: string;
  kind: string;
  credits: number;
  price: number;
  fee: number;
  amount: number;
  gateway: string;
  returnTo: string;
  eventName: string | null;
  eventRefId: string | null;
  locale: string;
  idempotencyKey: string;
  requestHash: string;
  at: Date;
};

/** The order of this Idempotency-Key: created now, or the one a first request created. */
export async function claimOrder(db: Database, order: NewOrder): Promise<OrderRow> {
  const inserted = await selectRows<OrderRow>(
    db,
    sql`INSERT INTO payment_orders (user_id, product_id, kind, credits, price, fee, amount,
          gateway, return_to, event_name, event_ref_id, locale, idempotency_key, request_hash,
          created_at, updated_at)
        VALUES (${order.userId}::uuid, ${order.productId}, ${order.kind}, ${order.credits},
          ${order.price}, ${order.fee}, ${order.amount}, ${order.gateway}, ${order.returnTo},
          ${order.eventName}, ${order.eventRefId}, ${order.locale}, ${order.idempotencyKey},
          ${order.requestHash}, ${order.at}, ${order.at})
        ON CONFLICT (user_id, idempotency_key) DO NOTHING
        RETURNING ${ORDER_COLUMNS}`,
  );
  if (inserted[0]) return inserted[0];
  const rows = await selectRows<OrderRow>(
    db,
    sql`SELECT ${ORDER_COLUMNS} FROM payment_orders
        WHERE user_id = ${order.userId}::uuid AND idempotency_key = ${order.idempotencyKey}`,
  );
  if (!rows[0]) throw new Error('payment order vanished');
  return rows[0];
}

/** Stores where the gateway sends the buyer; the first answer stays when two retries race. */
export async function setOrderCheckout(
  db: Database,
  input: { id: string; reference: string | null; redirectUrl: string; at: Date },
): Promise<OrderRow | null> {
  await selectRows(
    db,
    sql`UPDATE payment_orders SET redirect_url = ${input.redirectUrl},
          gateway_reference = ${input.reference}, updated_at = ${input.at}
        WHERE id = ${input.id}::uuid AND redirect_url IS NULL`,
  );
  return selectOrder(db, input.id);
}

export async function selectOrder(db: Database, id: string): Promise<OrderRow | null> {
  const rows = await selectRows<OrderRow>(
    db,
    sql`SELECT ${ORDER_COLUMNS} FROM payment_orders WHERE id = ${id}::uuid`,
  );
  return rows[0] ?? null;
}

/** Locks the order for the rest of the transaction: one notification at a time per order. */
export async function lockOrder(tx: Database, id: string): Promise<OrderRow | null> {
  const rows = await selectRows<OrderRow>(
    tx,
    sql`SELECT ${ORDER_COLUMNS} FROM payment_orders WHERE id = ${id}::uuid FOR UPDATE`,
  );
  return rows[0] ?? null;
}

export async function selectOrdersOfUser(
  db: Database,
  input: { userId: string; limit: number; offset: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const rows = await selectRows<OrderRow>(
    db,
    sql`SELECT ${ORDER_COLUMNS} FROM payment_orders WHERE user_id = ${input.userId}::uuid
        ORDER BY created_at DESC, id DESC LIMIT ${input.limit} OFFSET ${input.offset}`,
  );
  const count = await selectRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM payment_orders WHERE user_id = ${input.userId}::uuid`,
  );
  return { rows, total: count[0]?.n ?? 0 };
}

const ALLOWED_FROM: Record<string, string[]> = {
  paid: ['pending'],
  failed: ['pending'],
  expired: ['pending'],
  refunded: ['paid'],
};

/** The one way a status changes: only forward, and only from the states that lead there. */
export async function moveOrder(
  tx: Database,
  input: {
    id: string;
    to: 'paid' | 'failed' | 'expired' | 'refunded';
    paymentMethod: string | null;
    at: Date;
  },
): Promise<boolean> {
  const from = ALLOWED_FROM[input.to] ?? [];
  const column = sql.raw(
    { paid: 'paid_at', failed: 'failed_at', expired: 'expired_at', refunded: 'refunded_at' }[
      input.to
    ],
  );
  const rows = await selectRows<{ id: string }>(
    tx,
    sql`UPDATE payment_orders SET status = ${input.to}, ${column} = ${input.at},
          payment_method = COALESCE(${input.paymentMethod}, payment_method),
          updated_at = ${input.at}
        WHERE id = ${input.id}::uuid
          AND status IN (${sql.join(
            from.map((s) => sql`${s}`),
            sql`, `,
          )})
        RETURNING id`,
  );
  return rows.length > 0;
}

/** False when this event was recorded before (it is then not applied again). */
export async function insertPaymentEvent(
  tx: Database,
  input: {
    gateway: string;
    eventKey: string;
    orderId: string;
    gatewayStatus: string;
    outcome: 'applied' | 'ignored';
    payload: unknown;
    at: Date;
  },
): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    tx,
    sql`INSERT INTO payment_events (gateway, event_key, order_id, gateway_status, outcome,
          payload, received_at)
        VALUES (${input.gateway}, ${input.eventKey}, ${input.orderId}::uuid,
          ${input.gatewayStatus}, ${input.outcome}, ${JSON.stringify(input.payload)}::jsonb,
          ${input.at})
        ON CONFLICT (gateway, event_key) DO NOTHING RETURNING id`,
  );
  return rows.length > 0;
}

/** Claims the receipt of a paid order: true for exactly one caller. */
export async function claimReceipt(
  db: Database,
  input: { id: string; at: Date },
): Promise<{ email: string; name: string } | null> {
  const rows = await selectRows<{ email: string; name: string }>(
    db,
    sql`UPDATE payment_orders o SET receipt_queued_at = ${input.at}
        FROM users u
        WHERE o.id = ${input.id}::uuid AND u.id = o.user_id AND o.status = 'paid'
          AND o.receipt_queued_at IS NULL
        RETURNING u.email, u.name`,
  );
  return rows[0] ?? null;
}

/** Gives the claim back when the mail could not be queued, so the next notification tries again. */
export async function releaseReceipt(db: Database, id: string): Promise<void> {
  await selectRows(
    db,
    sql`UPDATE payment_orders SET receipt_queued_at = NULL WHERE id = ${id}::uuid`,
  );
}

export async function selectBuyer(
  db: Database,
  userId: string,
): Promise<{ email: string; name: string } | null> {
  const rows = await selectRows<{ email: string; name: string }>(
    db,
    sql`SELECT email, name FROM users WHERE id = ${userId}::uuid`,
  );
  return rows[0] ?? null;
}
