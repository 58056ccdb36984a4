// The browser's same-origin door to the API: /api/<path> → ${API_INTERNAL_URL}/<path>. The web's
// pages call the API from the server; client components (search suggestions, saving jobs, the
// account pages) call it through here, so the API needs no CORS for the site, and the session
// stays in httpOnly cookies: this is where they become `Authorization: Bearer`, where answers
// that issue tokens are turned into cookies, and where an expired access token is refreshed.
import {
  COMPANY_IMAGE_LIMITS,
  CV_MAX_BYTES,
  CV_REVIEW_TARGET_TEXT_MAX,
  networkErrorMessage,
  type ErrorEnvelope,
} from '@jenjang/domain';
import { CLIENT_APP, CLIENT_VERSION } from '@/lib/app-info';
import {
  ACCESS_COOKIE,
  clearedSessionCookies,
  readCookie,
  REFRESH_COOKIE,
  serializeCookie,
  sessionCookies,
  type CookieInstruction,
} from '@/lib/auth/cookies';
import {
  clearedDeviceCookie,
  DEVICE_COOKIE,
  DEVICE_TOKEN_SIGN_IN_PATH,
  deviceCookie,
  withDeviceToken,
} from '@/lib/auth/device-cookie';
import { refreshTokens } from '@/lib/auth/refresh';
import { SESSION_EXPIRED_HEADER } from '@/lib/auth/session-headers';
import {
  deviceTokenOf,
  endsSession,
  TOKEN_ISSUING_PATHS,
  tokenPairOf,
  withoutTokens,
} from '@/lib/auth/token-response';
import { apiInternalUrl } from '@/lib/env';
import { clientIp, isCrossSiteWrite } from '@/lib/http/request-info';

/** Request bodies above this are refused before they reach the API. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Uploads allowed to be larger: the CV, the company logo and photos (plus multipart framing). */
const UPLOAD_BODY_LIMITS: Record<string, number> = {
  'v1/job-portal/me/student/cv': CV_MAX_BYTES + 64 * 1024,
  // The CV analyzer's upload: the same file rules, plus its target description as a field.
  'v1/cv-review/analyses': CV_MAX_BYTES + CV_REVIEW_TARGET_TEXT_MAX * 4 + 64 * 1024,
  'v1/employer/company/logo': COMPANY_IMAGE_LIMITS.logo.maxBytes + 64 * 1024,
  'v1/employer/company/photos': COMPANY_IMAGE_LIMITS.photo.maxBytes + 64 * 1024,
};

/**
 * Public files (company logos and photos): relayed without the session, so their answers (cached
 * for a year by name) never carry a cookie or depend on who asked.
 */
export function isPublicFilePath(path: string): boolean {
  return path.startsWith('v1/company-files/');
}

export function bodyLimitFor(path: string): number {
  return UPLOAD_BODY_LIMITS[path] ?? MAX_BODY_BYTES;
}
/** Spec section 7 gives the slowest call (job by slug) 20 s; nothing here waits longer. */
export const PROXY_TIMEOUT_MS = 20_000;

/** Only the API's versioned routes are reachable (not /docs, health checks or metrics). */
const ALLOWED_PREFIXES = ['v1', 'v2'];
/**
 * Never relayed: the API serves the development mailbox (reset codes!) to this machine only,
 * and this proxy runs on it, so through here it would serve anyone.
 */
const LOCAL_ONLY_AREAS = ['dev'];

const REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  'x-request-id',
  'x-client-app',
  'x-client-version',
  'x-locale',
  // Bulk apply: a retry with the same key answers the first result (issue 12).
  'idempotency-key',
];

const RESPONSE_HEADERS = [
  'content-type',
  'cache-control',
  'retry-after',
  'x-request-id',
  'content-language',
  'ratelimit-limit',
  'ratelimit-remaining',
  'ratelimit-reset',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  // File downloads (the CV): saved under their name, never sniffed into something runnable.
  'content-disposition',
  'x-content-type-options',
  'content-security-policy',
];

/**
 * Headers the API gets for a browser request: never the browser's cookies or an Authorization
 * header of its own; the session is added by proxyToApi from the httpOnly cookie.
 */
export function forwardHeaders(request: Request, accessToken?: string): Headers {
  const headers = new Headers();
  for (const name of REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (!headers.has('x-client-app')) headers.set('x-client-app', CLIENT_APP);
  if (!headers.has('x-client-version')) headers.set('x-client-version', CLIENT_VERSION);
  const ip = clientIp(request);
  if (ip) headers.set('x-forwarded-for', ip);
  if (accessToken) headers.set('authorization', `Bearer ${accessToken}`);
  return headers;
}

function envelope(statusCode: number, label: string, messageId: string, message: string) {
  const body: ErrorEnvelope = { statusCode, label, messageId, message };
  return Response.json(body, { status: statusCode, headers: { 'cache-control': 'no-store' } });
}

/** The API address for /api/<segments>, or null for a path the proxy does not serve. */
export function targetUrl(segments: readonly string[], search: string): URL | null {
  if (segments.length < 2 || !ALLOWED_PREFIXES.includes(segments[0] ?? '')) return null;
  if (LOCAL_ONLY_AREAS.includes(segments[1]?.toLowerCase() ?? '')) return null;
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    return null;
  }
  const url = new URL(`${apiInternalUrl()}/${segments.map(encodeURIComponent).join('/')}`);
  url.search = search;
  return url;
}

/** Reads at most `limit` bytes of the body; null when it is larger. */
async function readBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The logout call names the refresh token, which only the cookie knows. */
function withRefreshToken(body: Uint8Array | undefined, refreshToken: string): Uint8Array {
  let payload: Record<string, unknown> = {};
  if (body && body.byteLength > 0) {
    try {
      const parsed: unknown = JSON.parse(new TextDecoder().decode(body));
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        payload = parsed as Record<string, unknown>;
      }
    } catch {
      // not JSON: the API will answer with a validation error for the original body
      return body;
    }
  }
  return new TextEncoder().encode(JSON.stringify({ ...payload, refreshToken }));
}

type Forwarded = { response: Response } | { failure: Response };

async function forward(
  request: Request,
  target: URL,
  body: Uint8Array | undefined,
  accessToken: string | undefined,
): Promise<Forwarded> {
  const headers = forwardHeaders(request, accessToken);
  if (body && !headers.has('content-type')) headers.set('content-type', 'application/json');
  try {
    const response = await fetch(target, {
      method: request.method,
      headers,
      body: body as BodyInit | undefined,
      cache: 'no-store',
      redirect: 'manual',
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(PROXY_TIMEOUT_MS)]),
    });
    return { response };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      return { failure: envelope(504, 'Gateway Timeout', 'REQUEST_TIMEOUT', 'Request timed out') };
    }
    // The browser went away (navigated, closed the tab): nobody reads the answer, no alarm.
    if (request.signal.aborted) {
      return { failure: envelope(499, 'Client Closed Request', 'REQUEST_ABORTED', 'Aborted') };
    }
    console.error(`api proxy: ${request.method} ${target.pathname} failed: ${String(error)}`);
    const locale = request.headers.get('x-locale') ?? request.headers.get('accept-language');
    return {
      failure: envelope(502, 'Bad Gateway', 'NETWORK_ERROR', networkErrorMessage(locale)),
    };
  }
}

/** Rotates the refresh token (once per token, shared); null when there is nothing to rotate. */
async function rotate(request: Request, refreshToken: string | undefined) {
  if (!refreshToken) return null;
  return refreshTokens(refreshToken, {
    clientIp: clientIp(request),
    acceptLanguage: request.headers.get('accept-language') ?? undefined,
  });
}

export async function proxyToApi(request: Request, segments: readonly string[]): Promise<Response> {
  const target = targetUrl(segments, new URL(request.url).search);
  if (!target) return envelope(404, 'Not Found', 'NOT_FOUND', 'No such API route');
  if (isCrossSiteWrite(request)) {
    return envelope(403, 'Forbidden', 'FORBIDDEN', 'Cross-site request refused');
  }
  const path = segments.join('/');
  if (request.method === 'GET' && isPublicFilePath(path)) {
    const forwarded = await forward(request, target, undefined, undefined);
    if ('failure' in forwarded) return forwarded.failure;
    const headers = new Headers();
    for (const name of [...RESPONSE_HEADERS, 'content-length', 'cross-origin-resource-policy']) {
      const value = forwarded.response.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(forwarded.response.body, { status: forwarded.response.status, headers });
  }

  let body: Uint8Array<ArrayBuffer> | undefined;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const limit = bodyLimitFor(path);
    const declared = Number(request.headers.get('content-length') ?? 0);
    const read = declared > limit ? null : await readBody(request, limit);
    if (read === null) {
      return envelope(
        413,
        'Payload Too Large',
        'PAYLOAD_TOO_LARGE',
        'The request body is too large',
      );
    }
    body = read.byteLength > 0 ? read : undefined;
  }

  const cookieHeader = request.headers.get('cookie');
  let accessToken = readCookie(cookieHeader, ACCESS_COOKIE);
  const refreshToken = readCookie(cookieHeader, REFRESH_COOKIE);
  const setCookies: CookieInstruction[] = [];
  let sessionExpired = false;
  const ending = endsSession(request.method, path);
  if (ending && refreshToken && path === 'v1/login/logout') {
    body = withRefreshToken(body, refreshToken) as Uint8Array<ArrayBuffer>;
  }
  // The device token goes to the sign-in call only (docs/decisions/010).
  if (path === DEVICE_TOKEN_SIGN_IN_PATH && request.method === 'POST') {
    const deviceToken = readCookie(cookieHeader, DEVICE_COOKIE);
    body = withDeviceToken(body, deviceToken) as Uint8Array<ArrayBuffer> | undefined;
  }

  // The access cookie expires before its token; with only the refresh cookie left, rotate first.
  if (!accessToken && refreshToken && !ending) {
    const outcome = await rotate(request, refreshToken);
    if (outcome?.ok) {
      accessToken = outcome.tokens.token;
      setCookies.push(...sessionCookies(outcome.tokens));
    } else if (outcome?.reason === 'rejected') {
      sessionExpired = true;
      setCookies.push(...clearedSessionCookies());
    }
  }

  let forwarded = await forward(request, target, body, accessToken);
  // A token the API no longer accepts (revoked, or its key rotated) gets one refresh and retry.
  if (
    'response' in forwarded &&
    forwarded.response.status === 401 &&
    accessToken &&
    refreshToken &&
    setCookies.length === 0 &&
    !ending
  ) {
    const outcome = await rotate(request, refreshToken);
    if (outcome?.ok) {
      await forwarded.response.body?.cancel();
      setCookies.push(...sessionCookies(outcome.tokens));
      forwarded = await forward(request, target, body, outcome.tokens.token);
    } else if (outcome?.reason === 'rejected') {
      sessionExpired = true;
      setCookies.push(...clearedSessionCookies());
    }
  }
  if ('failure' in forwarded) return forwarded.failure;
  const { response } = forwarded;

  const headers = new Headers();
  for (const name of RESPONSE_HEADERS) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (sessionExpired) headers.set(SESSION_EXPIRED_HEADER, '1');

  let responseBody: BodyInit | null = response.body;
  if (TOKEN_ISSUING_PATHS.has(path) && response.ok) {
    const json: unknown = await response.json().catch(() => undefined);
    const tokens = tokenPairOf(json);
    if (tokens) setCookies.push(...sessionCookies(tokens));
    const deviceToken = deviceTokenOf(json);
    if (deviceToken) setCookies.push(deviceCookie(deviceToken));
    responseBody = JSON.stringify(withoutTokens(json));
    headers.set('content-type', 'application/json; charset=utf-8');
    headers.set('cache-control', 'no-store');
  }
  // Signing out ends the browser's session even when the server could not be told.
  if (path === 'v1/login/logout' || (ending && response.ok)) {
    setCookies.push(...clearedSessionCookies());
  }
  // Signing out keeps the device token (this browser did sign in); a deleted account drops it.
  if (ending && response.ok && path !== 'v1/login/logout') setCookies.push(clearedDeviceCookie());
  for (const cookie of setCookies) headers.append('set-cookie', serializeCookie(cookie));
  return new Response(responseBody, { status: response.status, headers });
}
