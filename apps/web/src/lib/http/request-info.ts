// What the web learns about a browser request before passing it on.

/** Set by server/main.mjs (server/client-address.mjs names the same header and mark). */
export const CLIENT_ADDRESS_HEADER = 'x-jenjang-client-address';
const CLIENT_ADDRESS_SERVER_MARK = Symbol.for('jenjang.web.client-address-server');

/**
 * The browser's address as the web's own server saw it (the socket, or a trusted proxy's
 * X-Forwarded-For entry; docs/decisions/011), never what the browser claims. Undefined when the
 * app runs without that server (`next dev`, plain `next start`): nobody removed a browser's copy
 * of the header there, so no address is passed on and the API counts the web server's own.
 */
export function clientAddressOf(headers: Headers): string | undefined {
  const marked = (globalThis as Record<symbol, unknown>)[CLIENT_ADDRESS_SERVER_MARK] === true;
  return (marked && headers.get(CLIENT_ADDRESS_HEADER)?.trim()) || undefined;
}

export function clientIp(request: Request): string | undefined {
  return clientAddressOf(request.headers);
}

/**
 * Cookies are SameSite=Lax already; refusing state-changing calls whose Origin names another
 * site is the second line against cross-site request forgery (OWASP ASVS 5, V3.5).
 */
export function isCrossSiteWrite(request: Request): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  const origin = request.headers.get('origin');
  if (!origin) return request.headers.get('sec-fetch-site') === 'cross-site';
  try {
    const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
    return new URL(origin).host !== (host ?? new URL(request.url).host);
  } catch {
    return true;
  }
}

/** The path and query the browser asked for, set by the middleware for layouts (employer area). */
export const REQUESTED_PATH_HEADER = 'x-jenjang-requested-path';
