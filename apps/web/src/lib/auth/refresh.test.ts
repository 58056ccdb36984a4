// The rotation memo of one process against a small real HTTP server standing in for the API's
// refresh route (the shared memo across instances: refresh-shared.test.ts).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshTokens, resetRefreshMemo, REUSE_WINDOW_MS } from './refresh';
import { startFakeRefreshApi, type FakeRefreshApi } from './testing/fake-refresh-api';

let api: FakeRefreshApi;
let callsBefore = 0;
const calls = () => api.calls() - callsBefore;
/** Fresh per test: the API fake and the memo never saw it. */
const newToken = (prefix = 'token') => `${prefix}-${randomUUID()}`;

beforeAll(async () => {
  api = await startFakeRefreshApi();
  vi.stubEnv('API_INTERNAL_URL', api.url);
  // This process alone, whatever the environment says.
  vi.stubEnv('REDIS_URL', '');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});

beforeEach(() => {
  resetRefreshMemo();
  callsBefore = api.calls();
});

describe('refreshTokens', () => {
  it('rotates a token once for ten concurrent callers, who all get the new pair', async () => {
    const token = newToken();
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => refreshTokens(token)));
    expect(calls()).toBe(1);
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    const tokens = new Set(outcomes.map((outcome) => (outcome.ok ? outcome.tokens.token : '')));
    expect(tokens.size).toBe(1);
  });

  it('answers a late presentation of the old token from the memo within the window', async () => {
    const token = newToken();
    let now = 1_000;
    const clock = () => now;
    const first = await refreshTokens(token, {}, clock);
    now += REUSE_WINDOW_MS - 1;
    const late = await refreshTokens(token, {}, clock);
    expect(late).toEqual(first);
    expect(calls()).toBe(1);
    now += 2;
    const afterWindow = await refreshTokens(token, {}, clock);
    expect(afterWindow).toMatchObject({ ok: false, reason: 'rejected', status: 401 });
    expect(calls()).toBe(2);
  });

  it('reports a refused token as rejected', async () => {
    expect(await refreshTokens(newToken('bad'))).toMatchObject({
      ok: false,
      reason: 'rejected',
    });
  });

  it('does not remember an API that did not answer', async () => {
    const token = newToken();
    api.failNext();
    expect(await refreshTokens(token)).toMatchObject({ ok: false, reason: 'unavailable' });
    expect(await refreshTokens(token)).toMatchObject({ ok: true });
    expect(calls()).toBe(2);
  });
});
