// The web's Content-Security-Policy (docs/decisions/011). Pages get a fresh nonce per request
// from the middleware and Next.js puts it on its inline scripts (the page data, the bootstrap),
// so no other inline script or event handler runs, injected markup included. Script files come
// from this origin only: Next.js' chunks, which it also preloads by <link> without a nonce (so
// no 'strict-dynamic', which would refuse those). Anything else on this origin that a script tag
// could name is not JavaScript and carries nosniff (the /api answers, uploaded CVs). Styles may
// be inline (React style attributes, the sanitised job texts); images come from any https host
// (company logos live on many).

type PolicyOptions = {
  /** React's development build evaluates code (call stacks, fast refresh): never in production. */
  development: boolean;
};

/** Directives every answer of the web shares, whatever runs in it. */
const COMMON_DIRECTIVES = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

/** A random nonce, base64 (128 bits, from the Web Crypto API every runtime has). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The policy of a page rendered for this request. */
export function pageContentSecurityPolicy(nonce: string, options: PolicyOptions): string {
  const scripts = ["'self'", `'nonce-${nonce}'`];
  if (options.development) scripts.push("'unsafe-eval'");
  return [...COMMON_DIRECTIVES, `script-src ${scripts.join(' ')}`].join('; ');
}

/**
 * Answers that skip the middleware (files, the /api proxy, Next's assets, the 404 of a path with
 * a file extension): no page scripts of ours depend on them, so none may run.
 */
export const FALLBACK_CONTENT_SECURITY_POLICY = [...COMMON_DIRECTIVES, "script-src 'self'"].join(
  '; ',
);
