// Rotating the refresh token on the server, once per token. The API revokes a whole session when
// a rotated refresh token comes back, so two requests of one browser that both find the access
// cookie gone (a page and its /api calls, parallel prefetches, two tabs) must not both rotate
// it: the first caller rotates, everyone presenting the same token within REUSE_WINDOW_MS gets
// that result. The memo lives on globalThis so the middleware, the proxy and route handlers of
// this Node process share it (each is bundled separately). Several web instances behind a load
// balancer each keep their own memo; that is recorded in docs/decisions/006.
import { createHash } from 'node:crypto';
import { CLIENT_APP, CLIENT_VERSION } from '../app-info';
import { apiInternalUrl } from '../env';
import type { TokenPair } from './cookies';
import { tokenPairOf } from './token-response';

/** How long the outcome of one rotation answers repeated presentations of the old token. */
export const REUSE_WINDOW_MS = 30_000;
const REFRESH_TIMEOUT_MS = 10_000;

export type RefreshOutcome =
  | { ok: true; tokens: TokenPair }
  /** `rejected`: the API refused the token (expired, revoked, reused); `unavailable`: no answer. */
  | { ok: false; reason: 'rejected' | 'unavailable'; status?: number };

type MemoEntry = { outcome: Promise<RefreshOutcome>; settledAt?: number };

type Memo = Map<string, MemoEntry>;

const MEMO_KEY = Symbol.for('jenjang.web.refresh-memo');

function memo(): Memo {
  const store = globalThis as unknown as Record<symbol, Memo | undefined>;
  store[MEMO_KEY] ??= new Map();
  return store[MEMO_KEY];
}

function keyOf(refreshToken: string): string {
  return createHash('sha256').update(refreshToken).digest('base64url');
}

function prune(entries: Memo, now: number): void {
  for (const [key, entry] of entries) {
    if (entry.settledAt !== undefined && now - entry.settledAt > REUSE_WINDOW_MS) {
      entries.delete(key);
    }
  }
}

export type RefreshContext = {
  /** The browser's address, so the API's per-IP limits see the user, not the web server. */
  clientIp?: string;
  acceptLanguage?: string;
};

async function callRefresh(refreshToken: string, context: RefreshContext): Promise<RefreshOutcome> {
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

/** Rotates `refreshToken` once; concurrent and repeated calls with it share the outcome. */
export function refreshTokens(
  refreshToken: string,
  context: RefreshContext = {},
  now: () => number = Date.now,
): Promise<RefreshOutcome> {
  const entries = memo();
  prune(entries, now());
  const key = keyOf(refreshToken);
  const existing = entries.get(key);
  if (existing) return existing.outcome;
  const entry: MemoEntry = {
    outcome: callRefresh(refreshToken, context).then((outcome) => {
      // A failure for want of an answer is not remembered: the next request may try again.
      if (!outcome.ok && outcome.reason === 'unavailable') entries.delete(key);
      else entry.settledAt = now();
      return outcome;
    }),
  };
  entries.set(key, entry);
  return entry.outcome;
}

/** For tests: forget every remembered rotation. */
export function resetRefreshMemo(): void {
  memo().clear();
}
