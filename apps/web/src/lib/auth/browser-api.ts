// The browser's calls to the API, through the same-origin /api proxy (which adds the session
// from the httpOnly cookies). Implements spec section 4's failure handling: one refresh shared by
// all concurrent requests and a retry; a failed refresh sends the user to sign-in and back; a
// signed-out user sees UNAUTHORIZED and goes home after 500 ms (unless the link carries jobId and
// email); USER_IS_NOT_STUDENT sends the user to onboarding and pauses student-data requests.
import {
  isAuthorizationFailure,
  displayMessage,
  readErrorEnvelope,
  NETWORK_ERROR_MESSAGE,
  REDIRECT_DELAY_AFTER_UNAUTHORIZED_MS,
  shouldRedirectHomeWhenUnauthorized,
  shouldRedirectToOnboarding,
  splitLocalePath,
} from '@jenjang/domain';
import { SESSION_EXPIRED_HEADER } from './session-headers';
import { hasSessionMarker, UNAUTHORIZED_EVENT } from './session-marker';
import { clearStoredSessionState } from './stored-state';
import { studentGate } from './student-gate';

type QueryValue = string | number | boolean | undefined | readonly (string | number)[];

export type ApiRequestInit = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-serialisable, or FormData for uploads. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Extra request headers the proxy forwards (Idempotency-Key). */
  headers?: Record<string, string>;
  /** Lets the request finish after the page is left (small bodies: saved progress). */
  keepalive?: boolean;
};

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly messageId: string,
    message: string,
    readonly details?: unknown,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export { hasSessionMarker, UNAUTHORIZED_EVENT };

/** '/en' on English pages, '' on Indonesian ones (the default locale has no prefix). */
export function currentLocalePrefix(pathname = window.location.pathname): string {
  return splitLocalePath(pathname).locale === 'en' ? '/en' : '';
}

function apiUrl(path: string, query: ApiRequestInit['query'] = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, String(item));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

function send(path: string, init: ApiRequestInit): Promise<Response> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': currentLocalePrefix() === '/en' ? 'en' : 'id',
    ...init.headers,
  };
  let body: BodyInit | undefined;
  if (init.body instanceof FormData) body = init.body;
  else if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  return fetch(apiUrl(path, init.query), {
    method: init.method ?? 'GET',
    headers,
    body,
    credentials: 'same-origin',
    cache: 'no-store',
    signal: init.signal,
    keepalive: init.keepalive,
  });
}

let refreshing: Promise<boolean> | null = null;

/** One POST /api/login/refresh for everyone who needs it right now. */
export function refreshSessionOnce(): Promise<boolean> {
  refreshing ??= fetch('/api/login/refresh', { method: 'POST', credentials: 'same-origin' })
    .then((response) => response.ok)
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

function currentPathAndQuery(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** The session is gone for good: forget local state and sign in again, coming back here. */
export function sendToSignIn(): void {
  clearStoredSessionState();
  const returnUrl = encodeURIComponent(currentPathAndQuery());
  window.location.assign(`${currentLocalePrefix()}/sign-in?returnUrl=${returnUrl}`);
}

function handleSignedOutFailure(): void {
  window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT));
  if (!shouldRedirectHomeWhenUnauthorized(window.location.search)) return;
  window.setTimeout(() => {
    window.location.assign(currentLocalePrefix() || '/');
  }, REDIRECT_DELAY_AFTER_UNAUTHORIZED_MS);
}

async function toError(response: Response): Promise<ApiRequestError> {
  const body: unknown = await response.json().catch(() => undefined);
  const envelope = readErrorEnvelope(body);
  const retryAfter = Number(response.headers.get('retry-after'));
  const retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined;
  if (!envelope) {
    return new ApiRequestError(response.status, 'UNKNOWN_ERROR', NETWORK_ERROR_MESSAGE);
  }
  const { messageId, details } = envelope;
  const message = displayMessage(envelope);
  return new ApiRequestError(response.status, messageId, message, details, retryAfterSeconds);
}

function isAuthFailure(response: Response, error: ApiRequestError): boolean {
  return (
    response.status === 401 ||
    isAuthorizationFailure({ messageId: error.messageId, message: error.message })
  );
}

async function request<T>(path: string, init: ApiRequestInit = {}, retried = false): Promise<T> {
  if (studentGate.blocks(path, init.method)) {
    throw new ApiRequestError(403, 'USER_IS_NOT_STUDENT', 'User is not a student');
  }
  let response: Response;
  try {
    response = await send(path, init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiRequestError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }
  if (response.ok) {
    studentGate.noteSuccess(path, init.method);
    if (response.status === 204) return undefined as T;
    return (await response.json().catch(() => undefined)) as T;
  }

  const error = await toError(response);
  if (error.messageId === 'USER_IS_NOT_STUDENT') {
    studentGate.block();
    if (shouldRedirectToOnboarding(window.location.pathname)) {
      const returnUrl = encodeURIComponent(currentPathAndQuery());
      window.location.assign(`${currentLocalePrefix()}/onboarding?returnUrl=${returnUrl}`);
    }
    throw error;
  }
  if (isAuthFailure(response, error) && response.status !== 403) {
    if (response.headers.get(SESSION_EXPIRED_HEADER)) {
      sendToSignIn();
    } else if (hasSessionMarker()) {
      if (!retried && (await refreshSessionOnce())) return request<T>(path, init, true);
      sendToSignIn();
    } else {
      handleSignedOutFailure();
    }
  }
  throw error;
}

export const apiClient = { request };
