// The rotation memo shared by web instances through a real Redis (skipped without REDIS_URL):
// two memos, as two instances would have, racing on the same refresh token against a small HTTP
// server that rotates each token once and refuses it afterwards, as the API does.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { rotateAtApi, REUSE_WINDOW_MS } from './refresh';
import { createRefreshMemo, tokenIdOf, type RefreshMemo } from './refresh-memo';
import type { RefreshOutcome } from './refresh-outcome';
import { createSharedRotation, openOutcome, sealingKey } from './shared-rotation';
import { startFakeRefreshApi, type FakeRefreshApi } from './testing/fake-refresh-api';

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('the rotation memo shared through Redis', () => {
  let api: FakeRefreshApi;
  let clients: Redis[] = [];
  let callsBefore = 0;
  const calls = () => api.calls() - callsBefore;
  const usedTokens: string[] = [];

  /** A web instance's memo: its own Redis connection, its own in-process map. */
  function instance(): RefreshMemo {
    const redis = new Redis(redisUrl!);
    clients.push(redis);
    return createRefreshMemo({
      rotate: rotateAtApi,
      reuseWindowMs: REUSE_WINDOW_MS,
      shared: createSharedRotation(redis, { reuseWindowMs: REUSE_WINDOW_MS }),
    });
  }

  function newToken(): string {
    const token = `shared-${randomUUID()}`;
    usedTokens.push(token);
    return token;
  }

  const accessTokens = (outcomes: RefreshOutcome[]) =>
    new Set(outcomes.map((outcome) => (outcome.ok ? outcome.tokens.token : 'failed')));

  beforeAll(async () => {
    api = await startFakeRefreshApi(30);
    vi.stubEnv('API_INTERNAL_URL', api.url);
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    const redis = new Redis(redisUrl!);
    const keys = usedTokens.flatMap((token) => [
      `jenjang-web:refresh:${tokenIdOf(token)}:result`,
      `jenjang-web:refresh:${tokenIdOf(token)}:lock`,
    ]);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await Promise.all(clients.map((client) => client.quit()));
    clients = [];
    await api.close();
  });

  beforeEach(() => {
    callsBefore = api.calls();
  });

  it('two instances racing on one token: one rotation, everyone gets the same pair', async () => {
    const [first, second] = [instance(), instance()];
    const token = newToken();
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? first : second).refresh(token, {})),
    );
    expect(calls()).toBe(1);
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    expect(accessTokens(outcomes)).toEqual(new Set([`access-for-${token}`]));
  });

  it('an instance presenting the token after another rotated it reuses that rotation', async () => {
    const [first, second] = [instance(), instance()];
    const token = newToken();
    const rotated = await first.refresh(token, {});
    const late = await second.refresh(token, {});
    expect(late).toEqual(rotated);
    expect(calls()).toBe(1);
  });

  it('keeps nothing usable in Redis: the pair is sealed with the old token', async () => {
    const token = newToken();
    const outcome = await instance().refresh(token, {});
    expect(outcome.ok).toBe(true);
    const id = tokenIdOf(token);
    const stored = await clients[0]!.get(`jenjang-web:refresh:${id}:result`);
    expect(stored).toBeTruthy();
    expect(stored).not.toContain(token);
    expect(Buffer.from(stored!, 'base64url').toString('latin1')).not.toContain('access-for');
    expect(openOutcome(stored!, sealingKey(token, id))).toEqual(outcome);
    expect(openOutcome(stored!, sealingKey(`${token}-other`, id))).toBeNull();
    const ttl = await clients[0]!.pttl(`jenjang-web:refresh:${id}:result`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(REUSE_WINDOW_MS);
  });

  it('a failed rotation is not shared: the waiting instance takes over', async () => {
    const token = newToken();
    // The first instance gets no answer from the API, at a moment the test chooses.
    let lockHeld!: () => void;
    let answer!: () => void;
    const holding = new Promise<void>((resolve) => (lockHeld = resolve));
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const redis = new Redis(redisUrl!);
    clients.push(redis);
    const first = createRefreshMemo({
      rotate: async () => {
        lockHeld();
        await answered;
        return { ok: false, reason: 'unavailable' };
      },
      reuseWindowMs: REUSE_WINDOW_MS,
      shared: createSharedRotation(redis, { reuseWindowMs: REUSE_WINDOW_MS }),
    });
    const failed = first.refresh(token, {});
    await holding;
    const taken = instance().refresh(token, {});
    answer();
    expect(await failed).toMatchObject({ ok: false, reason: 'unavailable' });
    expect(await taken).toMatchObject({ ok: true });
    expect(calls()).toBe(1);
  });

  it('shares a refusal too', async () => {
    const [first, second] = [instance(), instance()];
    const token = `bad-${newToken()}`;
    usedTokens.push(token);
    expect(await first.refresh(token, {})).toMatchObject({ ok: false, reason: 'rejected' });
    expect(await second.refresh(token, {})).toMatchObject({ ok: false, reason: 'rejected' });
    expect(calls()).toBe(1);
  });
});
