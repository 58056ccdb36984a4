// Credits: what a person holds and why. Every change is one transaction that moves the balance
// and appends the ledger entry saying why; a retried call with the same key finds its first
// entry instead of writing a second. The CV reviewer spends with spendCredit.
import {
  SALES_NO_REPLY_FREE_CREDITS,
  type AdminCreditGrantRequest,
  type CreditLedgerEntry,
  type CreditLedgerReason,
  type Credits,
} from '@jenjang/domain';
import { forbiddenError, type AuthUser } from '../../platform/auth-guard';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db';
import type { ApiLocale } from '../../platform/locale';
import {
  addToBalance,
  appendLedgerEntry,
  hasPromotionalGrant,
  selectBalance,
  selectLedger,
  selectLedgerEntryByKey,
  takeFromBalance,
  userExists,
  type LedgerRow,
  type NewLedgerEntry,
} from './credits.queries';
import { paymentsError } from './payments.messages';

export type CreditsDeps = { db: Database; clock: Clock };

const iso = (value: Date | string) => new Date(value).toISOString();

export function toLedgerEntry(row: LedgerRow): CreditLedgerEntry {
  return {
    id: String(row.id),
    delta: row.delta,
    reason: row.reason as CreditLedgerReason,
    balanceAfter: row.balanceAfter,
    orderId: row.orderId,
    refType: row.refType,
    refId: row.refId,
    note: row.note,
    createdAt: iso(row.createdAt),
  };
}

/** Thrown inside a transaction to undo its balance change when the entry already exists. */
class AlreadyRecorded extends Error {}

/**
 * Adds (delta > 0) or takes (delta < 0) credits with their ledger entry, in `tx`. Returns null
 * when taking more than the balance holds (nothing written) and throws AlreadyRecorded when a
 * unique rule of the ledger already holds this entry (the caller's transaction then rolls back).
 */
export async function changeCredits(
  tx: Database,
  entry: Omit<NewLedgerEntry, 'balanceAfter'>,
): Promise<LedgerRow | null> {
  const balance =
    entry.delta > 0
      ? await addToBalance(tx, { userId: entry.userId, delta: entry.delta, at: entry.at })
      : await takeFromBalance(tx, { userId: entry.userId, amount: -entry.delta, at: entry.at });
  if (balance === null) return null;
  const row = await appendLedgerEntry(tx, { ...entry, balanceAfter: balance });
  if (!row) throw new AlreadyRecorded();
  return row;
}

async function recordOnce(
  deps: CreditsDeps,
  entry: Omit<NewLedgerEntry, 'balanceAfter'> & { idempotencyKey: string },
): Promise<{ entry: LedgerRow | null; replayed: boolean }> {
  const earlier = await selectLedgerEntryByKey(deps.db, entry);
  if (earlier) return { entry: earlier, replayed: true };
  try {
    const row = await deps.db.transaction((tx) => changeCredits(tx, entry));
    return { entry: row, replayed: false };
  } catch (error) {
    if (!(error instanceof AlreadyRecorded)) throw error;
    // A concurrent call with the same key won: answer with its entry.
    return { entry: await selectLedgerEntryByKey(deps.db, entry), replayed: true };
  }
}

export type SpendCreditInput = {
  userId: string;
  /** Why, in a few words ("cv-review full report"): kept as the entry's note. */
  reason: string;
  /** What the credit paid for, e.g. refType 'cvReview' and the analysis id. */
  refType: string;
  refId: string;
  /** The same key again (a retry) answers with the first spend and takes nothing more. */
  idempotencyKey: string;
  credits?: number;
  locale?: ApiLocale;
};

/**
 * Takes credits (one by default) for something the person unlocks. Throws AppError
 * INSUFFICIENT_CREDITS (402) when the balance does not hold them: 20 concurrent spends of the last
 * credit take it once.
 */
export async function spendCredit(
  deps: CreditsDeps,
  input: SpendCreditInput,
): Promise<{ entry: CreditLedgerEntry; balance: number; replayed: boolean }> {
  const credits = input.credits ?? 1;
  if (!Number.isInteger(credits) || credits < 1) throw new RangeError('credits must be ≥ 1');
  const { entry, replayed } = await recordOnce(deps, {
    userId: input.userId,
    delta: -credits,
    reason: 'spend',
    refType: input.refType,
    refId: input.refId,
    idempotencyKey: `spend:${input.idempotencyKey}`,
    note: input.reason.slice(0, 300),
    at: deps.clock.now(),
  });
  if (!entry) throw paymentsError('INSUFFICIENT_CREDITS', input.locale ?? 'id');
  return {
    entry: toLedgerEntry(entry),
    balance: await selectBalance(deps.db, input.userId),
    replayed,
  };
}

/** Gives back credits a spend took when what it paid for could not be delivered. */
export async function refundCredit(
  deps: CreditsDeps,
  input: Omit<SpendCreditInput, 'locale'>,
): Promise<{ entry: CreditLedgerEntry; balance: number }> {
  const { entry } = await recordOnce(deps, {
    userId: input.userId,
    delta: input.credits ?? 1,
    reason: 'refund',
    refType: input.refType,
    refId: input.refId,
    idempotencyKey: `refund:${input.idempotencyKey}`,
    note: input.reason.slice(0, 300),
    at: deps.clock.now(),
  });
  if (!entry) throw new Error('a refund adds credits and cannot fail for want of them');
  return { entry: toLedgerEntry(entry), balance: await selectBalance(deps.db, input.userId) };
}

export async function getCreditBalance(deps: CreditsDeps, userId: string): Promise<number> {
  return selectBalance(deps.db, userId);
}

/** GET /v1/payments/credits: the balance and the ledger, newest first. */
export async function getMyCredits(
  deps: CreditsDeps,
  input: { userId: string; page: number; limit: number },
): Promise<Credits> {
  const { rows, total } = await selectLedger(deps.db, {
    userId: input.userId,
    limit: input.limit,
    offset: (input.page - 1) * input.limit,
  });
  return {
    balance: await selectBalance(deps.db, input.userId),
    ledger: {
      docs: rows.map(toLedgerEntry),
      totalDocs: total,
      page: input.page,
      limit: input.limit,
      totalPages: Math.ceil(total / input.limit),
    },
  };
}

/**
 * POST /v1/admin/payments/credits/grant (admins only): credits the admin chooses, or the sales
 * link's promotional credits (their fixed number, once per person: a unique index keeps it so).
 */
export async function grantCredits(
  deps: CreditsDeps,
  actor: { user: AuthUser; locale: ApiLocale },
  input: AdminCreditGrantRequest & { idempotencyKey?: string | undefined },
): Promise<{ entry: CreditLedgerEntry; balance: number }> {
  if (actor.user.role !== 'admin') throw forbiddenError(actor.locale);
  if (!(await userExists(deps.db, input.userId)))
    throw paymentsError('USER_NOT_FOUND', actor.locale);
  const promotional = input.reason === 'promotionalGrant';
  const entry = {
    userId: input.userId,
    delta: promotional ? SALES_NO_REPLY_FREE_CREDITS : (input.credits ?? 1),
    reason: input.reason,
    grantedBy: actor.user.id,
    note: input.note ?? null,
    at: deps.clock.now(),
  };
  const alreadyGiven = () => paymentsError('PROMOTIONAL_GRANT_ALREADY_GIVEN', actor.locale);
  let row: LedgerRow | null;
  if (input.idempotencyKey) {
    // A retry with the same key answers with the first grant; a promotion given under another
    // key collides on the one-per-person index and finds no entry of this key.
    row = (await recordOnce(deps, { ...entry, idempotencyKey: `grant:${input.idempotencyKey}` }))
      .entry;
    if (!row) throw alreadyGiven();
  } else {
    if (promotional && (await hasPromotionalGrant(deps.db, input.userId))) throw alreadyGiven();
    try {
      row = await deps.db.transaction((tx) => changeCredits(tx, entry));
    } catch (error) {
      // Only the one promotion per person can collide here (two admins at once).
      if (error instanceof AlreadyRecorded) throw alreadyGiven();
      throw error;
    }
  }
  if (!row) throw new Error('a grant adds credits and cannot fail for want of them');
  return { entry: toLedgerEntry(row), balance: await selectBalance(deps.db, input.userId) };
}

export { AlreadyRecorded };
