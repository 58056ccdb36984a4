// The browser's same-origin door to the API: /api/<path> → ${API_INTERNAL_URL}/<path>. The web's
// pages call the API from the server; client components (search suggestions, later saving jobs
// and applying) call it through here, so the API needs no CORS for the site and the web can add
// the session from its httpOnly cookies (auth work: see forwardHeaders).
import { networkErrorMessage, type ErrorEnvelope } from '@jenjang/domain';
import { CLIENT_APP, CLIENT_VERSION } from '@/lib/app-info';
import { apiInternalUrl } from '@/lib/env';

/** Request bodies above this are refused before they reach the API. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Spec section 7 gives the slowest call (job by slug) 20 s; nothing here waits longer. */
export const PROXY_TIMEOUT_MS = 20_000;

/** Only the API's versioned routes are reachable (not /docs, health checks or metrics). */
const ALLOWED_PREFIXES = ['v1', 'v2'];

const REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  'x-request-id',
  'x-client-app',
  'x-client-version',
  'x-locale',
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
];

/** The address of the browser: the first X-Forwarded-For entry (set by the load balancer). */
export function clientIp(request: Request): string | undefined {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip')?.trim() || undefined;
}

/**
 * Headers the API gets for a browser request. The auth work adds the session here: the access
 * token from the httpOnly cookie as `Authorization: Bearer …` (and a refresh on 401).
 */
export function forwardHeaders(request: Request): Headers {
  const headers = new Headers();
  for (const name of REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (!headers.has('x-client-app')) headers.set('x-client-app', CLIENT_APP);
  if (!headers.has('x-client-version')) headers.set('x-client-version', CLIENT_VERSION);
  const ip = clientIp(request);
  if (ip) headers.set('x-forwarded-for', ip);
  return headers;
}

function envelope(statusCode: number, label: string, messageId: string, message: string) {
  const body: ErrorEnvelope = { statusCode, label, messageId, message };
  return Response.json(body, { status: statusCode, headers: { 'cache-control': 'no-store' } });
}

/** The API address for /api/<segments>, or null for a path the proxy does not serve. */
export function targetUrl(segments: readonly string[], search: string): URL | null {
  if (segments.length < 2 || !ALLOWED_PREFIXES.includes(segments[0] ?? '')) return null;
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

export async function proxyToApi(request: Request, segments: readonly string[]): Promise<Response> {
  const target = targetUrl(segments, new URL(request.url).search);
  if (!target) return envelope(404, 'Not Found', 'NOT_FOUND', 'No such API route');

  let body: Uint8Array<ArrayBuffer> | undefined;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const declared = Number(request.headers.get('content-length') ?? 0);
    const read = declared > MAX_BODY_BYTES ? null : await readBody(request, MAX_BODY_BYTES);
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

  let response: Response;
  try {
    response = await fetch(target, {
      method: request.method,
      headers: forwardHeaders(request),
      body,
      cache: 'no-store',
      redirect: 'manual',
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(PROXY_TIMEOUT_MS)]),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      return envelope(504, 'Gateway Timeout', 'REQUEST_TIMEOUT', 'Request timed out');
    }
    console.error(`api proxy: ${request.method} ${target.pathname} failed: ${String(error)}`);
    const locale = request.headers.get('x-locale') ?? request.headers.get('accept-language');
    return envelope(502, 'Bad Gateway', 'NETWORK_ERROR', networkErrorMessage(locale));
  }

  const headers = new Headers();
  for (const name of RESPONSE_HEADERS) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(response.body, { status: response.status, headers });
}
