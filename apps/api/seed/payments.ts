// Demo data of payments: the seeded job seekers' orders (paid, failed, expired) and their credit
// ledgers (the sales link's promotional grant, purchases, a spend), so the profile's "Credits &
// orders" looks lived-in. Deterministic: fixed ids and moments before `now`; no receipts are sent
// (they are marked as queued at the payment time).
import { findPaymentProduct, productAmounts } from '@jenjang/domain';
import type { Database } from '../src/platform/db';
import { SEEDED_CV_REVIEW_IDS } from './cv-reviews';
import {
  creditBalances,
  creditLedger,
  paymentOrders,
} from '../src/modules/payments/payments.schema';

const DAY_MS = 86_400_000;

/** Order ids stay the same on every seed: pages and screenshots can name them. */
export const SEEDED_ORDER_IDS = {
  siswaPaid: '7c1e2a4b-5d6f-4a8b-9c0d-1e2f3a4b5c01',
  siswaFailed: '7c1e2a4b-5d6f-4a8b-9c0d-1e2f3a4b5c02',
  siswaExpired: '7c1e2a4b-5d6f-4a8b-9c0d-1e2f3a4b5c03',
  siswa2Paid: '7c1e2a4b-5d6f-4a8b-9c0d-1e2f3a4b5c04',
  siswa2Expired: '7c1e2a4b-5d6f-4a8b-9c0d-1e2f3a4b5c05',
} as const;

type SeedOrder = {
  id: string;
  productId: string;
  status: 'paid' | 'failed' | 'expired';
  daysAgo: number;
  method: string | null;
};

type SeedEntry = {
  reason: 'promotionalGrant' | 'purchase' | 'spend';
  delta: number;
  daysAgo: number;
  orderId?: string;
  refId?: string;
  note?: string;
};

const PLAN: Record<string, { orders: SeedOrder[]; ledger: SeedEntry[] }> = {
  'siswa@jenjang.test': {
    orders: [
      {
        id: SEEDED_ORDER_IDS.siswaPaid,
        productId: 'cv-credit-3',
        status: 'paid',
        daysAgo: 21,
        method: 'qris',
      },
      {
        id: SEEDED_ORDER_IDS.siswaFailed,
        productId: 'cv-credit-1',
        status: 'failed',
        daysAgo: 9,
        method: 'eWallet',
      },
      {
        id: SEEDED_ORDER_IDS.siswaExpired,
        productId: 'cv-credit-10',
        status: 'expired',
        daysAgo: 4,
        method: null,
      },
    ],
    ledger: [
      {
        reason: 'promotionalGrant',
        delta: 2,
        daysAgo: 30,
        note: 'Bonus 2 kredit dari tautan sales',
      },
      { reason: 'purchase', delta: 3, daysAgo: 21, orderId: SEEDED_ORDER_IDS.siswaPaid },
      {
        reason: 'spend',
        delta: -1,
        daysAgo: 14,
        refId: SEEDED_CV_REVIEW_IDS.siswaUnlocked,
        note: 'cv-review full report',
      },
    ],
  },
  'siswa2@jenjang.test': {
    orders: [
      {
        id: SEEDED_ORDER_IDS.siswa2Paid,
        productId: 'cv-credit-1',
        status: 'paid',
        daysAgo: 12,
        method: 'virtualAccount',
      },
      {
        id: SEEDED_ORDER_IDS.siswa2Expired,
        productId: 'cv-credit-3',
        status: 'expired',
        daysAgo: 6,
        method: null,
      },
    ],
    ledger: [
      { reason: 'purchase', delta: 1, daysAgo: 12, orderId: SEEDED_ORDER_IDS.siswa2Paid },
      {
        reason: 'spend',
        delta: -1,
        daysAgo: 11,
        refId: SEEDED_CV_REVIEW_IDS.siswa2Unlocked,
        note: 'cv-review full report',
      },
    ],
  },
};

export async function seedPayments(
  tx: Database,
  input: { now: Date; userIdsByEmail: Map<string, string> },
): Promise<void> {
  const at = (daysAgo: number) => new Date(input.now.getTime() - daysAgo * DAY_MS);
  for (const [email, plan] of Object.entries(PLAN)) {
    const userId = input.userIdsByEmail.get(email);
    if (!userId) continue;
    await tx.insert(paymentOrders).values(
      plan.orders.map((order) => {
        const product = findPaymentProduct(order.productId)!;
        const moment = at(order.daysAgo);
        const closed = new Date(moment.getTime() + (order.status === 'expired' ? DAY_MS : 600_000));
        return {
          id: order.id,
          userId,
          productId: product.id,
          kind: product.kind,
          credits: product.credits,
          ...productAmounts(product),
          status: order.status,
          gateway: 'midtrans',
          gatewayReference: `seed-${order.id.slice(-4)}`,
          paymentMethod: order.method,
          returnTo: '/cv-reviewer',
          locale: 'id',
          idempotencyKey: `seed-${order.id}`,
          requestHash: 'seed',
          createdAt: moment,
          updatedAt: closed,
          paidAt: order.status === 'paid' ? closed : null,
          failedAt: order.status === 'failed' ? closed : null,
          expiredAt: order.status === 'expired' ? closed : null,
          receiptQueuedAt: order.status === 'paid' ? closed : null,
        };
      }),
    );
    let balance = 0;
    const entries = plan.ledger.map((entry) => {
      balance += entry.delta;
      return {
        userId,
        delta: entry.delta,
        reason: entry.reason,
        balanceAfter: balance,
        orderId: entry.orderId ?? null,
        refType: entry.orderId ? 'paymentOrder' : entry.refId ? 'cvReview' : null,
        refId: entry.orderId ?? entry.refId ?? null,
        // The key the CV analyzer's unlock spends with (cv-review.service.ts).
        idempotencyKey: entry.refId ? `spend:cv-review:${entry.refId}` : null,
        note: entry.note ?? null,
        createdAt: at(entry.daysAgo - 0.01),
      };
    });
    await tx.insert(creditLedger).values(entries);
    await tx.insert(creditBalances).values({ userId, balance, updatedAt: at(0) });
  }
}
