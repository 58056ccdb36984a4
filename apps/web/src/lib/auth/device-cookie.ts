// The device token (docs/decisions/010) in the browser: the API answers one with every sign-in;
// the proxy keeps it in an httpOnly cookie that the browser sends back only to the sign-in call
// (its Path), and the proxy adds it to that call's body. It outlives sessions on purpose: it
// says "this browser signed in to that account before", which lets it through while someone
// else is guessing the account's password.
import { cookiesAreSecure, type CookieInstruction } from './cookies';

export const DEVICE_COOKIE = 'jj_dev';
/** The one call that reads it, as the browser sees it (the proxy's path). */
export const DEVICE_COOKIE_PATH = '/api/v1/login/email';
/** The API path (after /api) whose request carries it and whose answer renews it. */
export const DEVICE_TOKEN_SIGN_IN_PATH = 'v1/login/email';
/** As long as the API honours the token (a year); each sign-in renews it. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

export function deviceCookie(token: string, secure = cookiesAreSecure()): CookieInstruction {
  return {
    name: DEVICE_COOKIE,
    value: token,
    options: {
      httpOnly: true,
      secure,
      sameSite: 'lax',
      path: DEVICE_COOKIE_PATH,
      maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    },
  };
}

export function clearedDeviceCookie(secure = cookiesAreSecure()): CookieInstruction {
  return {
    ...deviceCookie('', secure),
    options: { ...deviceCookie('', secure).options, maxAge: 0 },
  };
}

/**
 * The sign-in body with this browser's device token: the cookie's, never one a page script put
 * there. A body that is not a JSON object is passed on as it is (the API answers 400).
 */
export function withDeviceToken(
  body: Uint8Array | undefined,
  token: string | undefined,
): Uint8Array | undefined {
  if (!body || body.byteLength === 0) return body;
  let payload: unknown;
  try {
    payload = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return body;
  }
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return body;
  const { deviceToken: _fromScript, ...rest } = payload as Record<string, unknown>;
  return new TextEncoder().encode(JSON.stringify(token ? { ...rest, deviceToken: token } : rest));
}
