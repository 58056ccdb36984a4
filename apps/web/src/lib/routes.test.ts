import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EMPLOYMENT_TYPES, employmentTypeLandingPath } from '@jenjang/domain';
import { describe, expect, it } from 'vitest';
import { routing } from './i18n/routing';
import { PAGE_KEYS, PAGES } from './routes';

const APP_DIR = fileURLToPath(new URL('../app/[locale]/', import.meta.url));
const MESSAGES_DIR = fileURLToPath(new URL('../../messages/', import.meta.url));

// Route groups that may hold a page: (site) has the standard chrome, the maintenance page sits
// outside it so that it queries nothing.
const GROUPS = ['(site)/', '', '(site)/(home)/'];

function pageFileFor(path: string): string | undefined {
  const folder = path === '/' ? '' : `${path.slice(1)}/`;
  return GROUPS.map((group) => `${APP_DIR}${group}${folder}page.tsx`).find((file) =>
    existsSync(file),
  );
}

// /404 is any path no route claims: the root not-found page answers it (see app/not-found.tsx).
const ROOT_NOT_FOUND = fileURLToPath(new URL('../app/not-found.tsx', import.meta.url));

describe('route table', () => {
  it.each(PAGE_KEYS)('%s has a page file', (key) => {
    const file = key === 'notFound' ? ROOT_NOT_FOUND : pageFileFor(PAGES[key].path);
    expect(file && existsSync(file), PAGES[key].path).toBe(true);
  });

  it('/404 has no page of its own, so that it answers with a real 404 status', () => {
    expect(pageFileFor(PAGES.notFound.path)).toBeUndefined();
  });

  it.each(PAGE_KEYS)('%s has a title and description in every locale', (key) => {
    const { namespace } = PAGES[key];
    for (const locale of routing.locales) {
      const messages = JSON.parse(
        readFileSync(`${MESSAGES_DIR}${locale}/${namespace}.json`, 'utf8'),
      ) as { pages?: Record<string, { title?: string; description?: string }> };
      expect(
        messages.pages?.[key]?.title,
        `${locale} ${namespace}.pages.${key}.title`,
      ).toBeTruthy();
      expect(messages.pages?.[key]?.description, `${locale} description`).toBeTruthy();
    }
  });
});

describe('employment type landing pages', () => {
  it('are the domain package’s /loker/tipe/loker-* paths', () => {
    const inTable = Object.values(PAGES)
      .map((page) => page.path)
      .filter((path) => path.startsWith('/loker/tipe/'));
    expect(inTable.sort()).toEqual(EMPLOYMENT_TYPES.map(employmentTypeLandingPath).sort());
  });
});
