// Putting fuzzed values into a URL: correct percent-encoding for the values a client could send,
// and broken encodings that no correct client sends.

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/**
 * Percent-encodes every byte but the unreserved ones. Unlike encodeURIComponent it does not throw
 * on a lone surrogate: that is sent as its (invalid) three UTF-8-style bytes, as a broken client
 * would.
 */
export function encodeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (UNRESERVED.test(char)) {
      out += char;
      continue;
    }
    const code = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    const isPair = code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff;
    const bytes = isPair
      ? Buffer.from(text.slice(i, i + 2), 'utf8')
      : code >= 0xd800 && code <= 0xdfff
        ? Buffer.from([0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)])
        : Buffer.from(char, 'utf8');
    if (isPair) i += 1;
    for (const byte of bytes) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Encodings no correct client sends: cut or invalid escapes, overlong and surrogate UTF-8. */
export const BAD_ENCODINGS = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%80',
  '%ED%A0%80',
  '%FF%FE',
  '%00',
  '%%41',
  '%u0041',
  'a%2',
] as const;

export type QueryEntry = [name: string, value: string];

/** `a=1&b=2` from already chosen names and values, each encoded. */
export function queryString(entries: readonly QueryEntry[]): string {
  return entries.map(([name, value]) => `${encodeText(name)}=${encodeText(value)}`).join('&');
}

/** How a fuzzed value travels in a query or a path: text, with objects as JSON. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
