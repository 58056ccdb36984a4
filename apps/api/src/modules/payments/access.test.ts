// Role × endpoint × foreign object: orders are their buyer's alone, credits are one's own, grants
// are for admins, and every refusal leaves the data as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../seed/account-factories';
import {
  createOrder,
  creditsOf,
  newAdmin,
  newBuyer,
  signIn,
  startPaymentsTest,
  type PaymentsTest,
} from './test-support';

let p: PaymentsTest;
const tokens: Record<string, string> = {};
let ownerId: string;
let orderId: string;

beforeAll(async () => {
  p = await startPaymentsTest({ listen: false });
  const owner = await newBuyer(p.t);
  const other = await newBuyer(p.t);
  const employer = await createUser(p.t.database.db, { role: 'employer' });
  const admin = await newAdmin(p.t);
  ownerId = owner.userId;
  tokens.owner = owner.token;
  tokens.otherStudent = other.token;
  tokens.employer = await signIn(p.t, employer.email);
  tokens.admin = admin.token;
  orderId = (await createOrder(p.t, owner.token, 'cv-credit-1')).id;
});

afterAll(async () => {
  await p?.close();
});

const call = (method: 'GET' | 'POST', url: string, who: string | null, payload?: object) =>
  p.t.app.inject({
    method,
    url,
    headers: {
      ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
      'idempotency-key': `access-${Math.random().toString(36).slice(2, 12)}`,
    },
    ...(payload ? { payload } : {}),
  });

describe('orders', () => {
  it('only the buyer reads an order; others get 404, guests 401', async () => {
    expect((await call('GET', `/v1/payments/orders/${orderId}`, 'owner')).statusCode).toBe(200);
    for (const who of ['otherStudent', 'employer', 'admin']) {
      const res = await call('GET', `/v1/payments/orders/${orderId}`, who);
      expect(res.statusCode).toBe(404);
      expect(res.json().messageId).toBe('PAYMENT_ORDER_NOT_FOUND');
    }
    expect((await call('GET', `/v1/payments/orders/${orderId}`, null)).statusCode).toBe(401);
  });

  it("lists only one's own orders", async () => {
    const mine = await call('GET', '/v1/payments/orders', 'owner');
    expect(mine.json().data.docs.map((o: { id: string }) => o.id)).toEqual([orderId]);
    const theirs = await call('GET', '/v1/payments/orders', 'otherStudent');
    expect(theirs.json().data.totalDocs).toBe(0);
    expect((await call('GET', '/v1/payments/orders', null)).statusCode).toBe(401);
    expect(
      (await call('POST', '/v1/payments/orders', null, { productId: 'cv-credit-1' })).statusCode,
    ).toBe(401);
  });
});

describe('grants', () => {
  it('only admins grant credits; the others get 403 and nothing changes', async () => {
    for (const who of ['owner', 'otherStudent', 'employer']) {
      const res = await call('POST', '/v1/admin/payments/credits/grant', who, {
        userId: ownerId,
        reason: 'adminGrant',
        credits: 100,
      });
      expect(res.statusCode).toBe(403);
    }
    expect(
      (
        await call('POST', '/v1/admin/payments/credits/grant', null, {
          userId: ownerId,
          reason: 'adminGrant',
        })
      ).statusCode,
    ).toBe(401);
    expect((await creditsOf(p.t, ownerId)).ledger).toEqual([]);
    const res = await call('POST', '/v1/admin/payments/credits/grant', 'admin', {
      userId: ownerId,
      reason: 'adminGrant',
      credits: 2,
    });
    expect(res.statusCode).toBe(201);
  });

  it("credits are one's own", async () => {
    const mine = await call('GET', '/v1/payments/credits', 'owner');
    expect(mine.json().data.balance).toBe(2);
    const theirs = await call('GET', '/v1/payments/credits', 'otherStudent');
    expect(theirs.json().data).toMatchObject({ balance: 0, ledger: { totalDocs: 0 } });
    expect((await call('GET', '/v1/payments/credits', null)).statusCode).toBe(401);
  });
});
