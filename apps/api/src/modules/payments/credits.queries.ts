// SQL of the credit balance and its ledger. A balance changes only together with the ledger entry
// that says why, in one transaction; taking credits is a conditional update, so the balance never
// goes below zero however many spends race (and the CHECK on the column stands behind it).
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../platform/db';

export type LedgerRow = {
  id: number;
  userId: string;
  delta: number;
  reason: string;
  balanceAfter: number;
  orderId: string | null;
  refType: string | null;
  refId: string | null;
  note: string | null;
  createdAt: Date | string;
};

const LEDGER_COLUMNS = sql.raw(`id, user_id AS "userId", delta, reason,
  balance_after AS "balanceAfter", order_id AS "orderId", ref_type AS "refType",
  ref_id AS "refId", note, created_at AS "createdAt"`);

/** Adds credits (delta > 0), creating the balance row on first use; returns the new balance. */
export async function addToBalance(
  tx: Database,
  input: { userId: string; delta: number; at: Date },
): Promise<number> {
  const rows = await selectRows<{ balance: number }>(
    tx,
    sql`INSERT INTO credit_balances (user_id, balance, updated_at)
        VALUES (${input.userId}::uuid, ${input.delta}, ${input.at})
        ON CONFLICT (user_id) DO UPDATE
          SET balance = credit_balances.balance + EXCLUDED.balance, updated_at = EXCLUDED.updated_at
        RETURNING balance`,
  );
  return rows[0]!.balance;
}

/**
 * Takes `amount` credits if the balance holds them; null (nothing taken) otherwise. Concurrent
 * takers queue on the row and each re-checks the condition on the balance the one before left.
 */
export async function takeFromBalance(
  tx: Database,
  input: { userId: string; amount: number; at: Date },
): Promise<number | null> {
  const rows = await selectRows<{ balance: number }>(
    tx,
    sql`UPDATE credit_balances SET balance = balance - ${input.amount}, updated_at = ${input.at}
        WHERE user_id = ${input.userId}::uuid AND balance >= ${input.amount}
        RETURNING balance`,
  );
  return rows[0]?.balance ?? null;
}

export type NewLedgerEntry = {
  userId: string;
  delta: number;
  reason: string;
  balanceAfter: number;
  orderId?: string | null;
  refType?: string | null;
  refId?: string | null;
  idempotencyKey?: string | null;
  grantedBy?: string | null;
  note?: string | null;
  at: Date;
};

/** Appends an entry; null when a unique rule (a key, an order, the one promotion) already holds one. */
export async function appendLedgerEntry(
  tx: Database,
  entry: NewLedgerEntry,
): Promise<LedgerRow | null> {
  const rows = await selectRows<LedgerRow>(
    tx,
    sql`INSERT INTO credit_ledger (user_id, delta, reason, balance_after, order_id, ref_type,
          ref_id, idempotency_key, granted_by, note, created_at)
        VALUES (${entry.userId}::uuid, ${entry.delta}, ${entry.reason}, ${entry.balanceAfter},
          ${entry.orderId ?? null}::uuid, ${entry.refType ?? null}, ${entry.refId ?? null},
          ${entry.idempotencyKey ?? null}, ${entry.grantedBy ?? null}::uuid, ${entry.note ?? null},
          ${entry.at})
        ON CONFLICT DO NOTHING
        RETURNING ${LEDGER_COLUMNS}`,
  );
  return rows[0] ?? null;
}

export async function selectLedgerEntryByKey(
  db: Database,
  input: { userId: string; idempotencyKey: string },
): Promise<LedgerRow | null> {
  const rows = await selectRows<LedgerRow>(
    db,
    sql`SELECT ${LEDGER_COLUMNS} FROM credit_ledger
        WHERE user_id = ${input.userId}::uuid AND idempotency_key = ${input.idempotencyKey}`,
  );
  return rows[0] ?? null;
}

export async function hasPromotionalGrant(db: Database, userId: string): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`SELECT id FROM credit_ledger
        WHERE user_id = ${userId}::uuid AND reason = 'promotionalGrant'`,
  );
  return rows.length > 0;
}

export async function selectBalance(db: Database, userId: string): Promise<number> {
  const rows = await selectRows<{ balance: number }>(
    db,
    sql`SELECT balance FROM credit_balances WHERE user_id = ${userId}::uuid`,
  );
  return rows[0]?.balance ?? 0;
}

export async function selectLedger(
  db: Database,
  input: { userId: string; limit: number; offset: number },
): Promise<{ rows: LedgerRow[]; total: number }> {
  const rows = await selectRows<LedgerRow>(
    db,
    sql`SELECT ${LEDGER_COLUMNS} FROM credit_ledger WHERE user_id = ${input.userId}::uuid
        ORDER BY id DESC LIMIT ${input.limit} OFFSET ${input.offset}`,
  );
  const count = await selectRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM credit_ledger WHERE user_id = ${input.userId}::uuid`,
  );
  return { rows, total: count[0]?.n ?? 0 };
}

export async function userExists(db: Database, userId: string): Promise<boolean> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`SELECT id FROM users WHERE id = ${userId}::uuid`,
  );
  return rows.length > 0;
}

/** The balance, locked until the transaction ends (a refund decides how much to take back). */
export async function lockBalance(tx: Database, userId: string): Promise<number> {
  const rows = await selectRows<{ balance: number }>(
    tx,
    sql`SELECT balance FROM credit_balances WHERE user_id = ${userId}::uuid FOR UPDATE`,
  );
  return rows[0]?.balance ?? 0;
}
