// Path helpers for the layout rules. Patterns use the App Router's notation: '[slug]' is one
// segment, '[...rest]' one or more.

/** '/karir/?x=1' → '/karir'; '' → '/'. Query and hash are dropped, trailing slashes too. */
export function normalizePath(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const segments = path.split('/').filter(Boolean);
  return segments.length === 0 ? '/' : `/${segments.join('/')}`;
}

export function pathSegments(pathname: string): string[] {
  return normalizePath(pathname).split('/').filter(Boolean);
}

/** '/en/karir' → '/karir', '/idn' → '/'. Other paths are only normalised. */
export function stripLocalePrefix(pathname: string, locales: readonly string[]): string {
  const [first, ...rest] = pathSegments(pathname);
  if (first !== undefined && locales.includes(first)) return normalizePath(rest.join('/'));
  return normalizePath(pathname);
}

/** Whether the path is exactly the route of the pattern ('/karir/[slug]' matches '/karir/abc'). */
export function matchesRoute(pathname: string, pattern: string): boolean {
  const path = pathSegments(pathname);
  const route = pathSegments(pattern);
  for (const [index, part] of route.entries()) {
    if (part.startsWith('[...')) return path.length > index;
    const segment = path[index];
    if (segment === undefined) return false;
    if (!part.startsWith('[') && part !== segment) return false;
  }
  return path.length === route.length;
}

/** Whether the path is the section root or anything below it, by whole segments. */
export function isWithin(pathname: string, section: string): boolean {
  const path = pathSegments(pathname);
  const root = pathSegments(section);
  return root.every((segment, index) => path[index] === segment);
}

/** Fills a pattern with route params: ('/karir/[slug]', { slug: 'a' }) → '/karir/a'. */
export function fillRoute(
  pattern: string,
  params: Record<string, string | string[] | undefined>,
): string {
  const segments = pathSegments(pattern).map((part) => {
    const name = part.replace(/^\[(\.\.\.)?/, '').replace(/\]$/, '');
    if (!part.startsWith('[')) return part;
    const value = params[name];
    const parts = Array.isArray(value) ? value : value === undefined ? [] : [value];
    if (parts.length === 0) throw new Error(`Missing route param "${name}" for ${pattern}`);
    return parts.map(encodeURIComponent).join('/');
  });
  return normalizePath(segments.join('/'));
}
