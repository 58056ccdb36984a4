// Rotating the refresh token on the server, once per token. The API revokes a whole session when
// a rotated refresh token comes back, so two requests of one browser that both find the access
// cookie gone (a page and its /api calls, parallel prefetches, two tabs) must not both rotate
// it: the first caller rotates, everyone presenting the same token within REUSE_WINDOW_MS gets
// that result (refresh-memo.ts). The memo lives on globalThis so the middleware, the proxy and
// route handlers of this Node process share it (each is bundled separately); with REDIS_URL set,
// every web instance shares it through Redis (shared-rotation.ts, docs/decisions/011).
import { Redis } from 'ioredis';
import { CLIENT_APP, CLIENT_VERSION } from '../app-info';
import { apiInternalUrl } from '../env';
import { createRefreshMemo, type RefreshMemo } from './refresh-memo';
import type { RefreshContext, RefreshOutcome } from './refresh-outcome';
import { createSharedRotation, type SharedRotation } from './shared-rotation';
import { tokenPairOf } from './token-response';

export type { RefreshContext, RefreshOutcome } from './refresh-outcome';

/** How long the outcome of one rotation answers repeated presentations of the old token. */
export const REUSE_WINDOW_MS = 30_000;
const REFRESH_TIMEOUT_MS = 10_000;

const MEMO_KEY = Symbol.for('jenjang.web.refresh-memo');

/** One call of the API's refresh route. */
export async function rotateAtApi(
  refreshToken: string,
  context: RefreshContext,
): Promise<RefreshOutcome> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
    'x-client-app': CLIENT_APP,
    'x-client-version': CLIENT_VERSION,
  };
  if (context.clientIp) headers['x-forwarded-for'] = context.clientIp;
  if (context.acceptLanguage) headers['accept-language'] = context.acceptLanguage;
  try {
    const response = await fetch(`${apiInternalUrl()}/v1/login/refresh`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ refreshToken }),
      cache: 'no-store',
      signal: AbortSignal.timeout(REFRESH_TIMEOUT_MS),
    });
    const body: unknown = await response.json().catch(() => undefined);
    const tokens = response.ok ? tokenPairOf(body) : null;
    if (tokens) return { ok: true, tokens };
    return {
      ok: false,
      reason: response.status >= 500 ? 'unavailable' : 'rejected',
      status: response.status,
    };
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
}

/** Redis for the shared memo when REDIS_URL is set; without it, this process alone. */
function sharedRotationFromEnv(): { shared: SharedRotation; redis: Redis } | undefined {
  const url = process.env.REDIS_URL;
  if (!url) return undefined;
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 2_000,
  });
  // Failures of single commands fall back to rotating here (shared-rotation.ts); one warning
  // per outage is enough.
  let warned = false;
  redis.on('error', (error: unknown) => {
    if (!warned) console.warn(`refresh memo: Redis error: ${String(error)}`);
    warned = true;
  });
  redis.on('ready', () => (warned = false));
  const shared = createSharedRotation(redis, { reuseWindowMs: REUSE_WINDOW_MS, log: console.warn });
  return { shared, redis };
}

/** The process's memo, and the Redis connection it shares outcomes through (if any). */
type ProcessMemo = { memo: RefreshMemo; redis: Redis | undefined };

function processMemo(): RefreshMemo {
  const store = globalThis as unknown as Record<symbol, ProcessMemo | undefined>;
  if (!store[MEMO_KEY]) {
    const shared = sharedRotationFromEnv();
    store[MEMO_KEY] = {
      memo: createRefreshMemo({
        rotate: rotateAtApi,
        reuseWindowMs: REUSE_WINDOW_MS,
        shared: shared?.shared,
      }),
      redis: shared?.redis,
    };
  }
  return store[MEMO_KEY].memo;
}

/** Rotates `refreshToken` once; concurrent and repeated calls with it share the outcome. */
export function refreshTokens(
  refreshToken: string,
  context: RefreshContext = {},
  now: () => number = Date.now,
): Promise<RefreshOutcome> {
  return processMemo().refresh(refreshToken, context, now);
}

/**
 * For tests: forget every remembered rotation of this process; the next use builds the memo
 * again from the environment (a test file may have set or cleared REDIS_URL, and test files
 * share a worker's modules).
 */
export function resetRefreshMemo(): void {
  const store = globalThis as unknown as Record<symbol, ProcessMemo | undefined>;
  store[MEMO_KEY]?.memo.clear();
  store[MEMO_KEY]?.redis?.disconnect();
  store[MEMO_KEY] = undefined;
}
