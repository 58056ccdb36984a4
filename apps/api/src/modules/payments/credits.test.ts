// The credit ledger: spends race for the last credit and exactly one wins; a retried spend takes
// nothing more; grants by admins and the one promotional grant; entries are never changed.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { systemClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/test-app';
import { RELAXED_AUTH_LIMITS } from '../auth/test-support';
import { getCreditBalance, grantCredits, refundCredit, spendCredit } from './credits.service';
import { creditsOf, newAdmin, newBuyer } from './test-support';

let t: TestApp;
const deps = () => ({ db: t.database.db, clock: systemClock });

beforeAll(async () => {
  t = await createTestApp({ env: RELAXED_AUTH_LIMITS });
});

afterAll(async () => {
  await t?.close();
});

async function grant(userId: string, credits: number) {
  const admin = await newAdmin(t);
  return t.app.inject({
    method: 'POST',
    url: '/v1/admin/payments/credits/grant',
    headers: { authorization: `Bearer ${admin.token}` },
    payload: { userId, reason: 'adminGrant', credits, note: 'Kompensasi gangguan' },
  });
}

const spend = (userId: string, key: string = randomUUID(), locale: 'id' | 'en' = 'id') =>
  spendCredit(deps(), {
    userId,
    reason: 'cv-review full report',
    refType: 'cvReview',
    refId: key,
    idempotencyKey: key,
    locale,
  });

describe('spending', () => {
  it('20 concurrent spends of the last credit: exactly one succeeds', async () => {
    const buyer = await newBuyer(t);
    expect((await grant(buyer.userId, 1)).statusCode).toBe(201);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => spend(buyer.userId)));
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const failure of lost) {
      expect(failure.reason).toBeInstanceOf(AppError);
      expect(failure.reason).toMatchObject({
        messageId: 'INSUFFICIENT_CREDITS',
        statusCode: 402,
        message: 'Kredit kamu tidak cukup. Beli paket kredit untuk melanjutkan.',
      });
    }
    expect(await creditsOf(t, buyer.userId)).toEqual({
      balance: 0,
      ledger: [
        { reason: 'adminGrant', delta: 1, orderId: null },
        { reason: 'spend', delta: -1, orderId: null },
      ],
    });
  });

  it('says so in English too, and a balance never seen is zero', async () => {
    const buyer = await newBuyer(t);
    expect(await getCreditBalance(deps(), buyer.userId)).toBe(0);
    await expect(spend(buyer.userId, randomUUID(), 'en')).rejects.toMatchObject({
      messageId: 'INSUFFICIENT_CREDITS',
      message: 'You do not have enough credits. Buy a credit pack to continue.',
    });
    expect((await creditsOf(t, buyer.userId)).ledger).toEqual([]);
  });

  it('a spend retried with its key (also concurrently) takes one credit', async () => {
    const buyer = await newBuyer(t);
    await grant(buyer.userId, 5);
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 5 }, () => spend(buyer.userId, key)));
    expect(new Set(results.map((r) => r.entry.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed).length).toBeLessThanOrEqual(1);
    expect((await creditsOf(t, buyer.userId)).balance).toBe(4);
    const again = await spend(buyer.userId, key);
    expect(again).toMatchObject({ replayed: true, balance: 4 });
  });

  it('a refund gives a spent credit back, once per key', async () => {
    const buyer = await newBuyer(t);
    await grant(buyer.userId, 1);
    await spend(buyer.userId, 'analysis-1');
    const input = {
      userId: buyer.userId,
      reason: 'analysis failed',
      refType: 'cvReview',
      refId: 'analysis-1',
      idempotencyKey: 'analysis-1',
    };
    await refundCredit(deps(), input);
    await refundCredit(deps(), input);
    expect(await creditsOf(t, buyer.userId)).toMatchObject({ balance: 1 });
    expect((await creditsOf(t, buyer.userId)).ledger.map((e) => e.reason)).toEqual([
      'adminGrant',
      'spend',
      'refund',
    ]);
  });
});

describe('grants', () => {
  it('the promotional grant: the sales link’s 2 credits, once per person', async () => {
    const buyer = await newBuyer(t);
    const admin = await newAdmin(t);
    const promo = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/admin/payments/credits/grant',
        headers: { authorization: `Bearer ${admin.token}` },
        payload: { userId: buyer.userId, reason: 'promotionalGrant', credits: 50 },
      });
    const first = await promo();
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      result: { reason: 'promotionalGrant', delta: 2, balanceAfter: 2 },
      balance: 2,
    });
    const second = await promo();
    expect(second.statusCode).toBe(409);
    expect(second.json().messageId).toBe('PROMOTIONAL_GRANT_ALREADY_GIVEN');
    // Two admins at once, with keys of their own: still once.
    const other = await newBuyer(t);
    const racing = await Promise.all(
      ['k-one-0001', 'k-two-0002'].map((key) =>
        t.app.inject({
          method: 'POST',
          url: '/v1/admin/payments/credits/grant',
          headers: { authorization: `Bearer ${admin.token}`, 'idempotency-key': key },
          payload: { userId: other.userId, reason: 'promotionalGrant' },
        }),
      ),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await creditsOf(t, other.userId)).balance).toBe(2);
  });

  it('an admin grant with a key answers a retry with the first grant', async () => {
    const buyer = await newBuyer(t);
    const admin = await newAdmin(t);
    const call = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/admin/payments/credits/grant',
        headers: { authorization: `Bearer ${admin.token}`, 'idempotency-key': 'grant-0001' },
        payload: { userId: buyer.userId, reason: 'adminGrant', credits: 4 },
      });
    const [a, b] = [await call(), await call()];
    expect(b.json().data.result).toEqual(a.json().data.result);
    expect((await creditsOf(t, buyer.userId)).balance).toBe(4);
  });

  it('refuses an unknown person with 404', async () => {
    const admin = await newAdmin(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/payments/credits/grant',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { userId: randomUUID(), reason: 'adminGrant', credits: 1 },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().messageId).toBe('USER_NOT_FOUND');
  });

  it('uses grantCredits only for admins', async () => {
    const buyer = await newBuyer(t);
    await expect(
      grantCredits(
        deps(),
        {
          user: { id: buyer.userId, role: 'student', sessionId: 's', signedInAt: new Date() },
          locale: 'en',
        },
        { userId: buyer.userId, reason: 'adminGrant', credits: 5 },
      ),
    ).rejects.toMatchObject({ messageId: 'FORBIDDEN' });
  });
});

describe('the ledger in the database', () => {
  it('never changes an entry, never lets a balance below zero, never deletes one directly', async () => {
    const buyer = await newBuyer(t);
    await grant(buyer.userId, 1);
    const db = t.database.db;
    await expect(
      db.execute(sql`UPDATE credit_ledger SET delta = 100 WHERE user_id = ${buyer.userId}::uuid`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`DELETE FROM credit_ledger WHERE user_id = ${buyer.userId}::uuid`),
    ).rejects.toThrow();
    await expect(
      db.execute(
        sql`UPDATE credit_balances SET balance = -1 WHERE user_id = ${buyer.userId}::uuid`,
      ),
    ).rejects.toThrow();
    expect(await creditsOf(t, buyer.userId)).toMatchObject({ balance: 1 });
    // Deleting the account takes its ledger with it (personal data goes).
    await db.execute(sql`DELETE FROM users WHERE id = ${buyer.userId}::uuid`);
    expect((await creditsOf(t, buyer.userId)).ledger).toEqual([]);
  });
});
