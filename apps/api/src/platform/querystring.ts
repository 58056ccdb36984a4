// Query arrays arrive as repeated keys (`cityIds=1&cityIds=2`); existing clients also send the
// indexed form (`employmentTypes[0]=fullTime`) or `key[]=v`. Both become one `key` array.
import { parse } from 'node:querystring';

const BRACKETED = /^([A-Za-z][\w-]*)\[\d*\]$/;

export function parseQueryString(raw: string): Record<string, string | string[]> {
  const parsed = parse(raw);
  const result: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (value === undefined) continue;
    const match = BRACKETED.exec(key);
    const name = match?.[1] ?? key;
    const values = Array.isArray(value) ? value : [value];
    const existing = result[name];
    if (existing === undefined && !match) {
      result[name] = value;
    } else {
      const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
      result[name] = [...list, ...values];
    }
  }
  return result;
}
