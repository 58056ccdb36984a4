/**
 * Spec section 5: links without https get it. 'http://x.id' → 'https://x.id', 'x.id' →
 * 'https://x.id', '//x.id' → 'https://x.id', 'https://x.id' unchanged (any letter case);
 * empty or blank stays ''. Surrounding whitespace is trimmed (pasted links).
 */
export function ensureHttps(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '') return '';
  if (/^https:\/\//i.test(trimmed)) return trimmed;
  if (/^http:\/\//i.test(trimmed)) return `https://${trimmed.slice('http://'.length)}`;
  if (trimmed.startsWith('//')) return `https:${trimmed}`;
  return `https://${trimmed}`;
}
