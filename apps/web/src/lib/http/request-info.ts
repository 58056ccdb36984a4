// What the web learns about a browser request before passing it on.

/** The address of the browser: the first X-Forwarded-For entry (set by the load balancer). */
export function clientIp(request: Request): string | undefined {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip')?.trim() || undefined;
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
