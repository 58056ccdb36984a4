// POST /api/login/refresh (spec section 7): rotates the session's refresh token, read from its
// httpOnly cookie or, for clients that still send it, from the `refreshToken` payload. Answers
// `data.tokenData` with the lifetimes only; the rotated tokens go into the cookies.
import { FAILED_TO_REFRESH_TOKEN_MESSAGE, type ErrorEnvelope } from '@jenjang/domain';
import { clientIp, isCrossSiteWrite } from '@/lib/http/request-info';
import {
  clearedSessionCookies,
  readCookie,
  REFRESH_COOKIE,
  serializeCookie,
  sessionCookies,
} from './cookies';
import { refreshTokens } from './refresh';

const MAX_TOKEN_LENGTH = 200;

async function tokenFromBody(request: Request): Promise<string | undefined> {
  const text = await request.text().catch(() => '');
  if (!text || text.length > 4096) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'refreshToken' in parsed) {
      const token = (parsed as { refreshToken: unknown }).refreshToken;
      return typeof token === 'string' && token.length <= MAX_TOKEN_LENGTH ? token : undefined;
    }
  } catch {
    // not JSON: fall through to "no token"
  }
  return undefined;
}

function failure(status: number, messageId: string, clear: boolean): Response {
  const body: ErrorEnvelope = {
    statusCode: status,
    label: status === 401 ? 'Unauthorized' : 'Service Unavailable',
    messageId,
    message: FAILED_TO_REFRESH_TOKEN_MESSAGE,
  };
  const headers = new Headers({ 'cache-control': 'no-store' });
  if (clear) {
    for (const cookie of clearedSessionCookies()) {
      headers.append('set-cookie', serializeCookie(cookie));
    }
  }
  return Response.json(body, { status, headers });
}

export async function refreshSessionResponse(request: Request): Promise<Response> {
  if (isCrossSiteWrite(request)) return failure(403, 'FORBIDDEN', false);
  const refreshToken =
    readCookie(request.headers.get('cookie'), REFRESH_COOKIE) ?? (await tokenFromBody(request));
  if (!refreshToken) return failure(401, 'UNAUTHORIZED', true);

  const outcome = await refreshTokens(refreshToken, {
    clientIp: clientIp(request),
    acceptLanguage: request.headers.get('accept-language') ?? undefined,
  });
  if (!outcome.ok) {
    return outcome.reason === 'rejected'
      ? failure(401, 'UNAUTHORIZED', true)
      : failure(503, 'NETWORK_ERROR', false);
  }
  const headers = new Headers({ 'cache-control': 'no-store' });
  for (const cookie of sessionCookies(outcome.tokens)) {
    headers.append('set-cookie', serializeCookie(cookie));
  }
  const { expire, refreshExpire } = outcome.tokens;
  return Response.json({ data: { tokenData: { expire, refreshExpire } } }, { headers });
}
