// Files of the repository for the guard tests (vocabulary, voice, catalogue counts): the guards
// read what the web and the API ship, so a rule of the domain holds where people read it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

const SKIPPED_DIRS = new Set(['node_modules', '.next', 'dist', '.data', 'screenshots']);

/** Every file under `dir` (relative to the repository) whose name passes `keep`. */
export function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  const out: string[] = [];
  const walk = (absolute: string) => {
    for (const entry of readdirSync(absolute, { withFileTypes: true })) {
      if (SKIPPED_DIRS.has(entry.name)) continue;
      const path = join(absolute, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (keep(path)) out.push(relative(REPO_ROOT, path));
    }
  };
  walk(join(REPO_ROOT, dir));
  return out.sort();
}

export function readRepoFile(path: string): string {
  return readFileSync(join(REPO_ROOT, path), 'utf8');
}

export const isTestFile = (path: string) => /\.test(-helpers)?\.tsx?$|test-helpers/.test(path);

/** Source files a person's text can come from (tests and test fixtures left out). */
export function shippedSources(dir: string): string[] {
  return filesUnder(dir, (path) => /\.tsx?$/.test(path) && !isTestFile(path));
}

export type CatalogueLeaf = { file: string; locale: string; path: string; text: string };

/** Every message of the web's catalogues, one leaf string each. */
export function catalogueLeaves(): CatalogueLeaf[] {
  const leaves: CatalogueLeaf[] = [];
  for (const file of filesUnder('apps/web/messages', (path) => path.endsWith('.json'))) {
    const locale = file.split('/').at(-2)!;
    const walk = (node: unknown, path: string) => {
      if (typeof node === 'string') leaves.push({ file, locale, path, text: node });
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) walk(value, path ? `${path}.${key}` : key);
      }
    };
    walk(JSON.parse(readRepoFile(file)), '');
  }
  return leaves;
}

/**
 * The string literals of a TypeScript source, quoted or template (placeholders and all); lines
 * that are comments are left out.
 */
export function stringLiterals(source: string): string[] {
  const out: string[] = [];
  source = source.replace(/^\s*(\/\/|\/?\*).*$/gm, '');
  const pattern = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g;
  for (const match of source.matchAll(pattern)) out.push(match[1] ?? match[2] ?? match[3] ?? '');
  return out;
}
