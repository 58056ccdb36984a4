// Where to go after signing in: only paths of this site. "//evil.example", "/\evil.example",
// "https://…", "javascript:…" and anything with control characters fall back.

export function safeReturnUrl(raw: string | null | undefined, fallback = '/'): string {
  if (!raw) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(raw)) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  try {
    // Resolving against a dummy origin catches tricks such as "/%2F%2Fevil" only if they change
    // the origin; what stays on the dummy origin is a same-origin path.
    const base = 'https://return-url.invalid';
    const resolved = new URL(raw, base);
    if (resolved.origin !== base) return fallback;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return fallback;
  }
}

/** `/sign-in?returnUrl=<path>` for a path and query of this site. */
export function signInPath(returnPath: string): string {
  const target = safeReturnUrl(returnPath, '/');
  return target === '/' ? '/sign-in' : `/sign-in?returnUrl=${encodeURIComponent(target)}`;
}
