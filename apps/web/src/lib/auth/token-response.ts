// Answers of the API that issue tokens are rewritten on their way to the browser: the tokens
// go into httpOnly cookies and the body keeps only their lifetimes (issue 4: "the tokens
// themselves never reach page scripts").
import type { TokenPair } from './cookies';

/** API paths (after /api) whose successful answers carry `data.tokenData`. */
export const TOKEN_ISSUING_PATHS = new Set([
  'v1/login/email',
  'v1/login/refresh',
  'v1/login/socmed',
  'v1/users/sign-up/verify',
  'v1/users/reset-password',
  'v1/users/public/user/create-password',
]);

/** API calls after whose success the browser session is over. */
export function endsSession(method: string, path: string): boolean {
  return (
    (method === 'POST' && path === 'v1/login/logout') ||
    (method === 'DELETE' && path === 'v1/users/me')
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The token pair inside an API answer, when it has one. */
export function tokenPairOf(body: unknown): TokenPair | null {
  if (!isRecord(body) || !isRecord(body.data) || !isRecord(body.data.tokenData)) return null;
  const { token, expire, refreshToken, refreshExpire } = body.data.tokenData;
  if (typeof token !== 'string' || typeof refreshToken !== 'string') return null;
  if (typeof expire !== 'number' || typeof refreshExpire !== 'number') return null;
  return { token, expire, refreshToken, refreshExpire };
}

/** The device token of a sign-in answer (docs/decisions/010), when it has one. */
export function deviceTokenOf(body: unknown): string | null {
  if (!isRecord(body) || !isRecord(body.data)) return null;
  const { deviceToken } = body.data;
  return typeof deviceToken === 'string' && deviceToken.length > 0 ? deviceToken : null;
}

/**
 * The same answer with `token` and `refreshToken` removed from `data.tokenData`, and the
 * device token removed from `data`: page scripts see neither.
 */
export function withoutTokens(body: unknown): unknown {
  const pair = tokenPairOf(body);
  if (!pair || !isRecord(body) || !isRecord(body.data)) return body;
  const { deviceToken: _kept, ...data } = body.data;
  return {
    ...body,
    data: {
      ...data,
      tokenData: { expire: pair.expire, refreshExpire: pair.refreshExpire },
    },
  };
}
