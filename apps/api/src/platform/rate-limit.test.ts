import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

// With REDIS_URL set, two app instances share one Redis store: the limit holds across instances.
const useRedis = Boolean(process.env.REDIS_URL);
const env = { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' };
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp({ env, withRedis: true });
  second = useRedis ? await createTestApp({ env, withRedis: true }) : first;
  if (useRedis) {
    const { Redis } = await import('ioredis');
    const redis = new Redis(process.env.REDIS_URL!);
    const keys = await redis.keys('jenjang-attempts:rl:*');
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  }
});
afterAll(async () => {
  await first.close();
  if (second !== first) await second.close();
});

describe('rate limiting', () => {
  it(`answers 429 RATE_LIMITED with Retry-After past the limit${useRedis ? ' (shared in Redis)' : ''}`, async () => {
    const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const call = (t: TestApp) => t.app.inject({ url: '/v1/feature-flags', remoteAddress: ip });
    expect((await call(first)).statusCode).toBe(200);
    expect((await call(second)).statusCode).toBe(200);
    expect((await call(first)).statusCode).toBe(200);
    const limited = await call(second);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().messageId).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('never limits health probes', async () => {
    for (let i = 0; i < 6; i += 1) {
      expect(
        (await first.app.inject({ url: '/healthz', remoteAddress: '10.8.0.1' })).statusCode,
      ).toBe(200);
    }
  });
});
