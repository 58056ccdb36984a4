// A Redis outage against the real Redis: the app's client connects through a TCP proxy that the
// test cuts and restores. While Redis is unreachable no request fails for it: the request limits
// and the failed sign-in counts go on in this process's memory (so limits still hold), and once
// Redis answers again the counts go back to it, without a restart. Without REDIS_URL: skipped.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudent, FACTORY_PASSWORD, uniqueEmail } from '../../seed/account-factories';
import { startOutageProxy, type OutageProxy } from '../test/outage-proxy';
import { createTestApp, type TestApp } from '../test/test-app';

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('Redis outage', () => {
  let proxy: OutageProxy;
  let t: TestApp;
  let direct: Redis;
  let email: string;

  beforeAll(async () => {
    const target = new URL(redisUrl!);
    proxy = await startOutageProxy({ host: target.hostname, port: Number(target.port || 6379) });
    direct = new Redis(redisUrl!);
    t = await createTestApp({
      redisVia: { host: '127.0.0.1', port: proxy.port },
      env: {
        RATE_LIMIT_MAX: '5',
        RATE_LIMIT_WINDOW_MS: '60000',
        RATE_LIMIT_SIGN_IN_PER_ACCOUNT_AND_IP: '3',
        RATE_LIMIT_SIGN_IN_DELAY_MAX_MS: '0',
      },
      pause: async () => {},
    });
    email = (await createStudent(t.database.db, { user: { email: uniqueEmail('redis-outage') } }))
      .user.email;
  });
  afterAll(async () => {
    await proxy?.restore();
    await t?.close();
    await direct?.quit();
    await proxy?.close();
  });

  /** A client address of its own per use, so counts of one check never meet another's. */
  const newAddress = () =>
    `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const flags = (remoteAddress: string) =>
    t.app.inject({ url: '/v1/feature-flags', remoteAddress });
  const wrongSignIn = (remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/login/email',
      remoteAddress,
      payload: { email, password: 'not-the-password-1' },
    });

  async function keysFor(address: string): Promise<string[]> {
    return direct.keys(`jenjang-attempts:*${address}*`);
  }

  it('keeps limiting in memory while Redis is cut, and counts in Redis again after', async () => {
    // Before: the general limit counts in Redis.
    const before = newAddress();
    expect((await flags(before)).statusCode).toBe(200);
    expect(await keysFor(before)).not.toEqual([]);

    await proxy.cut();
    // No request fails for the outage, and the limit still holds (in this process's memory).
    const during = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await flags(during)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await keysFor(during)).toEqual([]);

    // Failed sign-ins are counted too: the fourth from one address for one account is refused.
    const attacker = newAddress();
    const signIns: number[] = [];
    for (let i = 0; i < 4; i += 1) signIns.push((await wrongSignIn(attacker)).statusCode);
    expect(signIns).toEqual([403, 403, 403, 429]);
    // The owner, from elsewhere, still signs in.
    const owner = await t.app.inject({
      method: 'POST',
      url: '/v1/login/email',
      remoteAddress: newAddress(),
      payload: { email, password: FACTORY_PASSWORD },
    });
    expect(owner.statusCode, owner.body).toBe(200);

    await proxy.restore();
    // The client reconnects on its own; counts then go to Redis again.
    const after = newAddress();
    await expect
      .poll(
        async () => {
          await flags(after);
          return (await keysFor(after)).length;
        },
        { timeout: 20_000, interval: 200 },
      )
      .toBeGreaterThan(0);
  }, 60_000);
});
