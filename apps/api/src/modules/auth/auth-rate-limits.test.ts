// Sign-up and code routes are limited per account (email) and per IP, answering 429
// RATE_LIMITED with Retry-After. With REDIS_URL the counts live in Redis (shared by instances).
// Sign-in counts failures instead: sign-in-protection.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../seed/account-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { STRONG_PASSWORD } from './test-support';

const useRedis = Boolean(process.env.REDIS_URL);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    withRedis: true,
    env: {
      RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_AUTH_WINDOW_MS: '60000',
      RATE_LIMIT_SIGN_UP_PER_EMAIL: '2',
      RATE_LIMIT_SIGN_UP_PER_IP: '3',
      RATE_LIMIT_CODE_REQUEST_PER_EMAIL: '2',
      RATE_LIMIT_CODE_REQUEST_PER_IP: '4',
      RATE_LIMIT_CODE_VERIFY_PER_EMAIL: '3',
      RATE_LIMIT_CODE_VERIFY_PER_IP: '50',
    },
  });
});
afterAll(async () => t.close());

/** A fresh address per test: limits are counted per IP, and Redis outlives a test run. */
const randomIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

const post = (url: string, payload: object, ip: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

function expectLimited(res: Awaited<ReturnType<typeof post>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ messageId: 'RATE_LIMITED', label: 'Too Many Requests' });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe(`auth rate limits${useRedis ? ' (Redis)' : ''}`, () => {
  it('limits sign-up per email and per IP', async () => {
    const email = uniqueEmail('daftar');
    // A common password: past the body's contract (which answers before any limit counts), then
    // refused by the service, so no account is made.
    const body = { email, password: 'password123', name: 'Uji' };
    for (let i = 0; i < 2; i += 1) {
      expect((await post('/v1/users/sign-up', body, randomIp())).statusCode).toBe(400);
    }
    expectLimited(await post('/v1/users/sign-up', body, randomIp()));
    const ip = randomIp();
    for (let i = 0; i < 3; i += 1) {
      const res = await post('/v1/users/sign-up', { ...body, email: uniqueEmail() }, ip);
      expect(res.statusCode).toBe(400);
    }
    expectLimited(await post('/v1/users/sign-up', { ...body, email: uniqueEmail() }, ip));
  });

  it('limits code requests (forgot password, imported account) per email and per IP', async () => {
    const email = uniqueEmail('kode');
    for (let i = 0; i < 2; i += 1) {
      expect((await post('/v1/users/forgot/code', { email }, randomIp())).statusCode).toBe(200);
    }
    expectLimited(await post('/v1/users/forgot/code', { email }, randomIp()));
    const ip = randomIp();
    const otp = (address: string) =>
      post(
        '/v1/login/imported-application/otp',
        { email: address, platform: 'job_portal_student' },
        ip,
      );
    for (let i = 0; i < 4; i += 1) expect((await otp(uniqueEmail())).statusCode).toBe(200);
    expectLimited(await otp(uniqueEmail()));
  });

  it('limits code verification per email', async () => {
    const email = uniqueEmail('verifikasi');
    for (let i = 0; i < 3; i += 1) {
      const res = await post('/v1/users/forgot/verify', { email, code: '123456' }, randomIp());
      expect(res.statusCode).toBe(403);
    }
    expectLimited(await post('/v1/users/forgot/verify', { email, code: '123456' }, randomIp()));
    const create = await post(
      '/v1/users/public/user/create-password',
      { email: uniqueEmail(), code: '123456', password: STRONG_PASSWORD },
      randomIp(),
    );
    expect(create.statusCode).toBe(403);
    const signUp = uniqueEmail('daftar-kode');
    for (let i = 0; i < 3; i += 1) {
      const res = await post(
        '/v1/users/sign-up/verify',
        { email: signUp, code: '123456' },
        randomIp(),
      );
      expect(res.statusCode).toBe(403);
    }
    expectLimited(
      await post('/v1/users/sign-up/verify', { email: signUp, code: '123456' }, randomIp()),
    );
  });
});
