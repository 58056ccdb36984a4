import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './namespaces';
import { routing } from './routing';

const MESSAGES_DIR = fileURLToPath(new URL('../../../messages/', import.meta.url));

type Tree = { [key: string]: string | Tree };

function readNamespace(locale: string, namespace: string): Tree {
  return JSON.parse(readFileSync(`${MESSAGES_DIR}${locale}/${namespace}.json`, 'utf8')) as Tree;
}

/** { a: { b: 'x' } } → [['a.b', 'x']] */
function flatten(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? flatten(value, path)
      : [[path, value] as [string, unknown]];
  });
}

/**
 * ICU arguments ({year}) and rich-text tags (<link>) a translation must keep, each once: English
 * repeats `{count}` in its plural branches where Indonesian has one form.
 */
const placeholders = (text: string) => [
  ...new Set([...text.matchAll(/\{(\w+)|<(\w+)>/g)].map((m) => m[1] ?? `<${m[2]}>`).sort()),
];

describe('translation files', () => {
  it.each(routing.locales)('%s has exactly the namespaces of the spec', (locale) => {
    const files = readdirSync(`${MESSAGES_DIR}${locale}`).filter((name) => name.endsWith('.json'));
    expect(files.map((name) => name.replace(/\.json$/, '')).sort()).toEqual([...NAMESPACES].sort());
  });

  describe.each(NAMESPACES)('namespace %s', (namespace) => {
    it('exists in every locale', () => {
      for (const locale of routing.locales) {
        expect(existsSync(`${MESSAGES_DIR}${locale}/${namespace}.json`), locale).toBe(true);
      }
    });

    it('has the same keys in every locale', () => {
      const [reference, ...others] = routing.locales.map(
        (locale) => new Set(flatten(readNamespace(locale, namespace)).map(([key]) => key)),
      );
      for (const [index, keys] of others.entries()) {
        const locale = routing.locales[index + 1];
        const missing = [...reference!].filter((key) => !keys.has(key));
        const extra = [...keys].filter((key) => !reference!.has(key));
        expect({ locale, missing, extra }).toEqual({ locale, missing: [], extra: [] });
      }
    });

    it('has non-empty strings with the same placeholders and tags in every locale', () => {
      const byLocale = routing.locales.map(
        (locale) => new Map(flatten(readNamespace(locale, namespace))),
      );
      for (const [key, value] of byLocale[0]!) {
        for (const [index, messages] of byLocale.entries()) {
          const text = messages.get(key);
          expect(typeof text === 'string' && text.trim() !== '', `${key} (${index})`).toBe(true);
          expect(placeholders(text as string), key).toEqual(placeholders(value as string));
        }
      }
    });
  });
});
