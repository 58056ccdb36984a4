// The signed-in user's calls from server components and route handlers: the access token comes
// from the httpOnly cookie (or, when it has just lapsed, from the rotation the middleware did for
// this request), and authorisation failures become the navigations of spec section 4.
import {
  readErrorEnvelope,
  isAuthorizationFailure,
  shouldRedirectToOnboarding,
  type Locale,
} from '@jenjang/domain';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { z } from 'zod';
import { ApiError, buildApiUrl } from '../api/client';
import { CLIENT_APP, CLIENT_VERSION } from '../app-info';
import { clientAddressOf } from '../http/request-info';
import { localizedPath } from '../i18n/routing';
import { ACCESS_COOKIE, REFRESH_COOKIE } from './cookies';
import { refreshTokens } from './refresh';
import { safeReturnUrl, signInPath } from './return-url';

type QueryValue = string | number | boolean | undefined | readonly (string | number)[];

export type UserRequestInit = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  locale?: Locale;
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 10_000;

/** The access token for this request, or undefined when nobody is signed in. */
export async function currentAccessToken(): Promise<string | undefined> {
  const store = await cookies();
  const access = store.get(ACCESS_COOKIE)?.value;
  if (access) return access;
  const refresh = store.get(REFRESH_COOKIE)?.value;
  if (!refresh) return undefined;
  const requestHeaders = await headers();
  const outcome = await refreshTokens(refresh, {
    clientIp: clientAddressOf(requestHeaders),
    acceptLanguage: requestHeaders.get('accept-language') ?? undefined,
  });
  return outcome.ok ? outcome.tokens.token : undefined;
}

/** True when this browser holds a session (it may still turn out to be expired). */
export async function hasSession(): Promise<boolean> {
  const store = await cookies();
  return Boolean(store.get(ACCESS_COOKIE)?.value || store.get(REFRESH_COOKIE)?.value);
}

/** Calls the API as the signed-in user; answers the status and the parsed body. */
export async function apiFetchAsUser(
  path: string,
  init: UserRequestInit = {},
): Promise<{ status: number; body: unknown }> {
  const token = await currentAccessToken();
  const requestHeaders = await headers();
  const url = buildApiUrl(path, init.query);
  const outgoing: Record<string, string> = {
    accept: 'application/json',
    'accept-language': init.locale === 'en' ? 'en' : 'id',
    'x-client-app': CLIENT_APP,
    'x-client-version': CLIENT_VERSION,
  };
  if (token) outgoing.authorization = `Bearer ${token}`;
  const address = clientAddressOf(requestHeaders);
  if (address) outgoing['x-forwarded-for'] = address;
  if (init.body !== undefined) outgoing['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: outgoing,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      cache: 'no-store',
      signal: AbortSignal.timeout(init.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (cause) {
    throw new ApiError(
      'network',
      `${init.method ?? 'GET'} ${url.pathname} failed: ${String(cause)}`,
    );
  }
  const body: unknown = await response.json().catch(() => undefined);
  return { status: response.status, body };
}

export type LoadAsUserOptions = {
  /** The page's path and query, where the user comes back after signing in. */
  returnPath: string;
  locale: Locale;
  query?: Record<string, QueryValue>;
};

/**
 * GET for a page that needs a signed-in user: without a session, or when the API refuses it,
 * the user goes to sign-in and comes back; a signed-in user without a job seeker profile goes
 * to onboarding (the student gate). Other failures throw ApiError for the error boundary.
 */
export async function loadAsUser<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  options: LoadAsUserOptions,
): Promise<z.infer<Schema>> {
  const returnPath = safeReturnUrl(options.returnPath);
  const toSignIn = () => redirect(localizedPath(options.locale, signInPath(returnPath)));
  if (!(await hasSession())) toSignIn();

  const { status, body } = await apiFetchAsUser(path, {
    query: options.query,
    locale: options.locale,
  });
  if (status >= 200 && status < 300) {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new ApiError('invalid-response', `GET ${path}: ${parsed.error.message}`);
    }
    return parsed.data;
  }
  const envelope = readErrorEnvelope(body);
  const messageId = envelope?.messageId;
  if (messageId === 'USER_IS_NOT_STUDENT' && shouldRedirectToOnboarding(returnPath)) {
    redirect(
      localizedPath(options.locale, `/onboarding?returnUrl=${encodeURIComponent(returnPath)}`),
    );
  }
  if (status === 401 || (envelope !== null && isAuthorizationFailure(envelope))) {
    toSignIn();
  }
  throw new ApiError('http', `GET ${path} answered ${status}`, status, messageId);
}
