// Payments (issue 15, migration 0017, docs/decisions/024): orders paid through a gateway, the
// gateways' events (each applied once), and the credit ledger with one balance row per person.
// Invariants live here: statuses move only forward (a check on each row's timestamps, conditional
// updates, and a trigger that refuses a backward move whatever the statement), the balance never
// goes below zero (CHECK), a purchase is credited once per order and the promotional grant once
// per person (unique indexes), ledger entries are never changed (a trigger).
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema';

const at = (name: string) => timestamp(name, { withTimezone: true });
const now = (name: string) => at(name).notNull().defaultNow();

export const paymentOrders = pgTable(
  'payment_orders',
  {
    /** Also the gateway's order id (Midtrans order_id, Xendit external_id). */
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    kind: text('kind').notNull(),
    /** Credits a paid order adds (0 for tickets). */
    credits: integer('credits').notNull(),
    price: integer('price').notNull(),
    fee: integer('fee').notNull(),
    /** What the buyer pays, integer rupiah: the gateway must report exactly this. */
    amount: integer('amount').notNull(),
    status: text('status').notNull().default('pending'),
    gateway: text('gateway').notNull(),
    /** The gateway's id of its transaction or invoice, once created. */
    gatewayReference: text('gateway_reference'),
    redirectUrl: text('redirect_url'),
    paymentMethod: text('payment_method'),
    returnTo: text('return_to').notNull(),
    eventName: text('event_name'),
    eventRefId: text('event_ref_id'),
    /** The buyer's language when ordering: the receipt is written in it. */
    locale: text('locale').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
    paidAt: at('paid_at'),
    failedAt: at('failed_at'),
    expiredAt: at('expired_at'),
    refundedAt: at('refunded_at'),
    /** Set once, by whoever claims the receipt mail first. */
    receiptQueuedAt: at('receipt_queued_at'),
  },
  (t) => [
    uniqueIndex('payment_orders_user_key_idx').on(t.userId, t.idempotencyKey),
    index('payment_orders_user_created_idx').on(t.userId, t.createdAt),
    check(
      'payment_orders_status_check',
      sql`${t.status} IN ('pending','paid','failed','expired','refunded')`,
    ),
    check('payment_orders_kind_check', sql`${t.kind} IN ('creditPack','eventTicket')`),
    check('payment_orders_gateway_check', sql`${t.gateway} IN ('midtrans','xendit')`),
    check('payment_orders_locale_check', sql`${t.locale} IN ('id','en')`),
    check(
      'payment_orders_amount_check',
      sql`${t.price} > 0 AND ${t.fee} >= 0 AND ${t.amount} = ${t.price} + ${t.fee} AND ${t.credits} >= 0`,
    ),
    check(
      'payment_orders_event_check',
      sql`(${t.kind} = 'eventTicket') = (${t.eventName} IS NOT NULL AND ${t.eventRefId} IS NOT NULL)`,
    ),
    // Each state carries the time it was reached, and only the states on its path: a row can
    // never claim to be paid without a payment time, nor pending with one.
    check(
      'payment_orders_state_times_check',
      sql`(${t.paidAt} IS NOT NULL) = (${t.status} IN ('paid','refunded'))
        AND (${t.failedAt} IS NOT NULL) = (${t.status} = 'failed')
        AND (${t.expiredAt} IS NOT NULL) = (${t.status} = 'expired')
        AND (${t.refundedAt} IS NOT NULL) = (${t.status} = 'refunded')`,
    ),
  ],
);

/**
 * Every gateway event that passed verification: its key (Midtrans: order, transaction and
 * status; Xendit: the webhook-id header) is unique, and it is inserted in the same transaction
 * as its effect, so an event is applied once however often it arrives.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gateway: text('gateway').notNull(),
    eventKey: text('event_key').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    /** The status the gateway confirmed, in its own words (settlement, PAID, ...). */
    gatewayStatus: text('gateway_status').notNull(),
    /** applied: the order moved; ignored: it could not move that way (late or out of order). */
    outcome: text('outcome').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: now('received_at'),
  },
  (t) => [
    uniqueIndex('payment_events_key_idx').on(t.gateway, t.eventKey),
    index('payment_events_order_idx').on(t.orderId),
    check('payment_events_outcome_check', sql`${t.outcome} IN ('applied','ignored')`),
  ],
);

/** One row per person with credits: the balance, never below zero. */
export const creditBalances = pgTable(
  'credit_balances',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    updatedAt: now('updated_at'),
  },
  (t) => [check('credit_balances_balance_check', sql`${t.balance} >= 0`)],
);

/** Append-only: every change of a balance, with its reason, written with the balance change. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    orderId: uuid('order_id').references(() => paymentOrders.id, { onDelete: 'cascade' }),
    refType: text('ref_type'),
    refId: text('ref_id'),
    /** The caller's key: a retried spend or grant finds the first entry instead of a second. */
    idempotencyKey: text('idempotency_key'),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: now('created_at'),
  },
  (t) => [
    index('credit_ledger_user_idx').on(t.userId, t.id),
    uniqueIndex('credit_ledger_user_key_idx')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
    // One purchase entry and one refund entry per order.
    uniqueIndex('credit_ledger_order_reason_idx')
      .on(t.orderId, t.reason)
      .where(sql`${t.orderId} IS NOT NULL`),
    uniqueIndex('credit_ledger_one_promotional_idx')
      .on(t.userId)
      .where(sql`${t.reason} = 'promotionalGrant'`),
    check(
      'credit_ledger_reason_check',
      sql`${t.reason} IN ('purchase','promotionalGrant','adminGrant','spend','refund')`,
    ),
    check('credit_ledger_balance_after_check', sql`${t.balanceAfter} >= 0`),
    check(
      'credit_ledger_sign_check',
      sql`CASE ${t.reason} WHEN 'spend' THEN ${t.delta} < 0 WHEN 'refund' THEN ${t.delta} <> 0 ELSE ${t.delta} > 0 END`,
    ),
    check(
      'credit_ledger_purchase_order_check',
      sql`${t.reason} <> 'purchase' OR ${t.orderId} IS NOT NULL`,
    ),
  ],
);
