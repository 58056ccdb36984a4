import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { PAGES, isStaticRoute } from '@/lib/routes';
import { FOOTER_COLUMNS } from './footer-links';

const STATIC_PATHS = new Set(
  Object.values(PAGES)
    .map((page) => page.path)
    .filter(isStaticRoute),
);

// Where the footer's anchors must exist, by page.
const ANCHOR_SOURCES: Record<string, string> = {
  [PAGES.postJobFree.path]: '../employer-landing/employer-landing-page.tsx',
};

const links = FOOTER_COLUMNS.flatMap((column) => column.links);

describe('footer links', () => {
  it('lead to pages of this site only', () => {
    for (const { href } of links) {
      expect(href, href).toMatch(/^\/(?!\/)/);
      const [path] = href.split('#');
      expect(STATIC_PATHS.has(path ?? ''), href).toBe(true);
    }
  });

  it('name anchors that the page has', async () => {
    for (const { href } of links.filter((link) => link.href.includes('#'))) {
      const [path, anchor] = href.split('#');
      const source = ANCHOR_SOURCES[path ?? ''];
      expect(source, `no source known for ${href}`).toBeDefined();
      const text = await readFile(new URL(source ?? '', import.meta.url), 'utf8');
      expect(text, href).toContain(`id="${anchor}"`);
    }
  });

  it('have a label in both languages', async () => {
    for (const locale of ['idn', 'en']) {
      const common = JSON.parse(
        await readFile(new URL(`../../../messages/${locale}/common.json`, import.meta.url), 'utf8'),
      ) as { footer: Record<string, string> };
      for (const key of [...FOOTER_COLUMNS.map((c) => c.heading), ...links.map((l) => l.label)]) {
        expect(common.footer[key], `${locale} footer.${key}`).toBeTruthy();
      }
    }
  });
});
