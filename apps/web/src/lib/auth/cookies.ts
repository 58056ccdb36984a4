// The web session lives in three cookies (spec section 4, made safer; ARCHITECTURE.md):
// the access and refresh tokens are httpOnly so page scripts never see them, and a marker
// without any secret tells scripts (the header, the 401 handling) that a session exists.
// Pure: route handlers, the proxy and the middleware apply these to their own cookie stores.

export const ACCESS_COOKIE = 'jj_at';
export const REFRESH_COOKIE = 'jj_rt';
export const SIGNED_IN_COOKIE = 'jj_signed_in';

/**
 * The access cookie disappears this much before the token itself expires, so a request never
 * carries a token that expires on its way to the API; a missing access cookie next to a refresh
 * cookie is the signal to refresh.
 */
export const ACCESS_EXPIRY_MARGIN_SECONDS = 30;

export type TokenPair = {
  token: string;
  /** Seconds until the access token expires. */
  expire: number;
  refreshToken: string;
  /** Seconds until the refresh token expires. */
  refreshExpire: number;
};

export type CookieInstruction = {
  name: string;
  value: string;
  options: {
    httpOnly: boolean;
    secure: boolean;
    sameSite: 'lax';
    /** `/` for the session; the device cookie is sent to the sign-in call only. */
    path: string;
    maxAge: number;
  };
};

/**
 * Secure unless told otherwise in development: `COOKIE_SECURE=false` serves a production build
 * over plain http on a LAN address (browsers drop Secure cookies there; localhost is exempt).
 */
export function cookiesAreSecure(env: Record<string, string | undefined> = process.env): boolean {
  if (env.COOKIE_SECURE === 'true') return true;
  if (env.COOKIE_SECURE === 'false') return false;
  return env.NODE_ENV === 'production';
}

function instruction(
  name: string,
  value: string,
  maxAge: number,
  httpOnly: boolean,
  secure: boolean,
): CookieInstruction {
  return { name, value, options: { httpOnly, secure, sameSite: 'lax', path: '/', maxAge } };
}

/** The cookies that hold a fresh token pair. */
export function sessionCookies(
  tokens: TokenPair,
  secure = cookiesAreSecure(),
): CookieInstruction[] {
  const accessAge = Math.max(1, Math.floor(tokens.expire) - ACCESS_EXPIRY_MARGIN_SECONDS);
  const refreshAge = Math.max(1, Math.floor(tokens.refreshExpire));
  return [
    instruction(ACCESS_COOKIE, tokens.token, accessAge, true, secure),
    instruction(REFRESH_COOKIE, tokens.refreshToken, refreshAge, true, secure),
    instruction(SIGNED_IN_COOKIE, '1', refreshAge, false, secure),
  ];
}

/** The cookies that end the session in this browser. */
export function clearedSessionCookies(secure = cookiesAreSecure()): CookieInstruction[] {
  return [ACCESS_COOKIE, REFRESH_COOKIE, SIGNED_IN_COOKIE].map((name) =>
    instruction(name, '', 0, name !== SIGNED_IN_COOKIE, secure),
  );
}

/** Reads one cookie from a Cookie request header. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const value = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** A Set-Cookie header value for an instruction (for plain Response objects). */
export function serializeCookie({ name, value, options }: CookieInstruction): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAge}`,
    `SameSite=Lax`,
  ];
  if (options.maxAge === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
