// Lockout that stops attackers, not owners (docs/decisions/010): failed sign-ins are limited
// per (account, address) pair, per address and per account (a far higher ceiling), answers slow
// down as an account collects failures, and a browser that signed in before passes on its
// device token while the account is under attack. With REDIS_URL the counts live in Redis and
// two API instances count together.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, FACTORY_PASSWORD, uniqueEmail } from '../../../seed/account-factories';
import { buildApp } from '../../build-app';
import { systemClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mintDeviceToken } from './device-tokens';
import { bearer } from './test-support';

const useRedis = Boolean(process.env.REDIS_URL);
const LIMITS = {
  RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_AUTH_WINDOW_MS: '60000',
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT_AND_IP: '10',
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '40',
  RATE_LIMIT_SIGN_IN_PER_DEVICE: '5',
  RATE_LIMIT_SIGN_IN_PER_IP: '30',
  RATE_LIMIT_SIGN_IN_DELAY_MAX_MS: '3000',
};

/** The slowdowns the app asked for, in order; nothing actually waits. */
const pauses: number[] = [];
const recordPause = async (ms: number) => {
  pauses.push(ms);
};

let t: TestApp;
/** A second API instance on the same database and, with REDIS_URL, the same Redis. */
let other: Pick<TestApp, 'app'>;
let closeOther = async () => {};
beforeAll(async () => {
  t = await createTestApp({ env: LIMITS, withRedis: true, pause: recordPause });
  other = t;
  if (useRedis) {
    const redis = new Redis(process.env.REDIS_URL!);
    const app = await buildApp({
      config: t.config,
      database: t.database,
      clock: systemClock,
      redis,
      pause: recordPause,
      logger: false,
    });
    other = { app };
    closeOther = async () => {
      await app.close();
      await redis.quit();
    };
  }
});
afterAll(async () => {
  await closeOther();
  await t.close();
});

/** Addresses of this run only: Redis outlives a test run. */
const run = Math.floor(Math.random() * 200) + 20;
let hosts = 0;
const newAddress = () => {
  hosts += 1;
  return `10.${run}.${Math.floor(hosts / 250)}.${hosts % 250}`;
};

type Attempt = { email: string; password: string; deviceToken?: string | undefined };
const signInFrom = (address: string, body: Attempt, app: Pick<TestApp, 'app'> = t) =>
  app.app.inject({
    method: 'POST',
    url: '/v1/login/email',
    payload: body,
    remoteAddress: address,
  });

async function newOwner() {
  const user = await createUser(t.database.db, { email: uniqueEmail('pemilik') });
  return { ...user, password: FACTORY_PASSWORD };
}

function expectRefused(res: Awaited<ReturnType<typeof signInFrom>>) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toMatchObject({ messageId: 'RATE_LIMITED', label: 'Too Many Requests' });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe(`sign-in protection${useRedis ? ' (Redis, two instances)' : ''}`, () => {
  it('an attack from one address locks out that address, not the owner', async () => {
    const owner = await newOwner();
    const browser = newAddress();
    const first = await signInFrom(browser, owner);
    expect(first.statusCode).toBe(200);
    const deviceToken = first.json().data.deviceToken as string;

    // The attacker at A: 50 wrong passwords, sent to both instances in turn.
    const attacker = newAddress();
    pauses.length = 0;
    const statuses: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      const res = await signInFrom(
        attacker,
        { email: owner.email, password: `Tebakan-${i}-Salah` },
        i % 2 ? other : t,
      );
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expectRefused(res);
    }
    // Ten guesses pass the pair limit (and are answered ever more slowly); the rest are refused
    // before any password is checked, and even the right password would be.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(403));
    expect(statuses.slice(10)).toEqual(Array(40).fill(429));
    expect(pauses).toEqual([250, 500, 1000, 2000, 3000, 3000, 3000]);
    expectRefused(await signInFrom(attacker, owner));

    // The owner from another network, without a device token: signs in (slowed down a little).
    pauses.length = 0;
    const elsewhere = await signInFrom(newAddress(), owner, other);
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    expect(pauses).toEqual([3000]);

    // The owner's browser: signs in without delay on its device token.
    pauses.length = 0;
    const again = await signInFrom(browser, { ...owner, deviceToken });
    expect(again.statusCode).toBe(200);
    expect(pauses).toEqual([]);
  });

  it('the per-account ceiling stops an attack spread over many addresses; a device passes', async () => {
    const owner = await newOwner();
    const browser = newAddress();
    const { deviceToken } = (await signInFrom(browser, owner)).json().data as {
      deviceToken: string;
    };
    // 40 addresses, one guess each: no pair or address limit is reached, the ceiling is.
    for (let i = 0; i < 40; i += 1) {
      const res = await signInFrom(
        newAddress(),
        { email: owner.email, password: `Tebakan-${i}-Salah` },
        i % 2 ? other : t,
      );
      expect(res.statusCode).toBe(403);
    }
    // Past the ceiling, no client without a device token gets to try, right password or not.
    expectRefused(await signInFrom(newAddress(), owner));
    expectRefused(await signInFrom(newAddress(), { ...owner, password: 'Tebakan-Lagi-1' }, other));
    // Not with a forged device token, nor another account's.
    const forged = `${deviceToken.slice(0, -4)}AAAA`;
    expectRefused(await signInFrom(newAddress(), { ...owner, deviceToken: forged }));
    const stranger = await newOwner();
    const strangers = (await signInFrom(newAddress(), stranger)).json().data.deviceToken;
    expectRefused(await signInFrom(newAddress(), { ...owner, deviceToken: strangers }));

    // The owner's browser signs in, from any network, and keeps its device id.
    const inside = await signInFrom(newAddress(), { ...owner, deviceToken }, other);
    expect(inside.statusCode, inside.body).toBe(200);
    const renewed = inside.json().data.deviceToken as string;
    expect(renewed.split('.')[1]).toBe(deviceToken.split('.')[1]);
  });

  it('a device token has a failure limit of its own', async () => {
    const owner = await newOwner();
    const { deviceToken } = (await signInFrom(newAddress(), owner)).json().data;
    for (let i = 0; i < 5; i += 1) {
      const res = await signInFrom(newAddress(), {
        ...owner,
        password: `Salah-${i}-Lagi`,
        deviceToken,
      });
      expect(res.statusCode).toBe(403);
    }
    // Someone who took the cookie guesses no further; the owner still signs in elsewhere.
    expectRefused(await signInFrom(newAddress(), { ...owner, deviceToken }));
    expect((await signInFrom(newAddress(), owner)).statusCode).toBe(200);
  });

  it('successes never count: the owner signs in again and again from one address', async () => {
    const owner = await newOwner();
    const address = newAddress();
    pauses.length = 0;
    for (let i = 0; i < 15; i += 1) {
      expect((await signInFrom(address, owner, i % 2 ? other : t)).statusCode).toBe(200);
    }
    expect(pauses).toEqual([]);
  });

  it('limits failures per address, whatever the account (an IPv6 /64 counts as one)', async () => {
    const prefix = `2001:db8:${run.toString(16)}:${(Date.now() % 0xffff).toString(16)}`;
    for (let i = 0; i < 30; i += 1) {
      const res = await signInFrom(`${prefix}::${(i + 1).toString(16)}`, {
        email: uniqueEmail(),
        password: 'Salah-Sandi-1',
      });
      expect(res.statusCode).toBe(403);
    }
    expectRefused(
      await signInFrom(`${prefix}:0:0:0:ffff`, { email: uniqueEmail(), password: 'x' }),
    );
  });

  it('a password change retires the device tokens issued before it', async () => {
    const owner = await newOwner();
    const first = (await signInFrom(newAddress(), owner)).json().data;
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/v1/users/password',
      headers: bearer(first.tokenData.token),
      payload: { currentPassword: owner.password, newPassword: 'Sandi-Baru-Sekali-2026' },
    });
    expect(changed.statusCode).toBe(200);
    // Fill the ceiling, then the old token no longer passes.
    for (let i = 0; i < 40; i += 1) {
      await signInFrom(newAddress(), { email: owner.email, password: `Tebakan-${i}-X` });
    }
    const stale = { email: owner.email, password: 'Sandi-Baru-Sekali-2026' };
    expectRefused(await signInFrom(newAddress(), { ...stale, deviceToken: first.deviceToken }));
  });

  it('refuses device tokens that are expired, from the future or signed with another key', async () => {
    const owner = await newOwner();
    const secret = t.config.auth.jwtSecret;
    const day = 24 * 3600 * 1000;
    const tokens = {
      expired: mintDeviceToken(secret, { userId: owner.id, now: new Date(Date.now() - 366 * day) }),
      future: mintDeviceToken(secret, { userId: owner.id, now: new Date(Date.now() + 600_000) }),
      foreignKey: mintDeviceToken('another-secret-0123456789abcdef0123456789', {
        userId: owner.id,
        now: new Date(),
      }),
    };
    const fresh = mintDeviceToken(secret, { userId: owner.id, now: new Date() });
    for (let i = 0; i < 40; i += 1) {
      await signInFrom(newAddress(), { email: owner.email, password: `Tebakan-${i}-Y` });
    }
    for (const [name, token] of Object.entries(tokens)) {
      const res = await signInFrom(newAddress(), { ...owner, deviceToken: token.token });
      expect(res.statusCode, name).toBe(429);
    }
    // The same account and clock with our key: passes. The refusals above are the tokens' doing.
    expect(
      (await signInFrom(newAddress(), { ...owner, deviceToken: fresh.token })).statusCode,
    ).toBe(200);
  });
});
