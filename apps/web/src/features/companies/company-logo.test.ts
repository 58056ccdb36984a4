import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { companyMark } from '@jenjang/domain';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CompanyLogo } from './company-logo';

const render = (name: string, logoUrl: string | null) =>
  renderToStaticMarkup(createElement(CompanyLogo, { name, logoUrl }));

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return Promise.resolve(/(?<!\.test)\.tsx?$/.test(entry.name) ? [full] : []);
    }),
  );
  return nested.flat();
}

describe('CompanyLogo', () => {
  it('draws the generated mark of a company without a logo, the same on every render', () => {
    const html = render('Apotek Daun Sirih', null);
    const mark = companyMark('Apotek Daun Sirih');
    expect(html).toContain('<svg');
    expect(html).toContain(`>${mark.initials.text}</text>`);
    for (const shape of mark.shapes) expect(html).toContain(`fill="${shape.fill}"`);
    expect(render('Apotek Daun Sirih', null)).toBe(html);
    expect(render('Kopi Senja Group', null)).not.toBe(html);
  });

  it('shows an uploaded logo instead', () => {
    const html = render('Apotek Daun Sirih', '/v1/company-files/logo.png');
    expect(html).toContain('src="/v1/company-files/logo.png"');
    expect(html).not.toContain('<svg');
  });

  it('is the one logo component of the web', async () => {
    const src = path.resolve(import.meta.dirname, '../..');
    const defining: string[] = [];
    for (const file of await sourceFiles(src)) {
      const text = await readFile(file, 'utf8');
      if (/function CompanyLogo\b/.test(text)) defining.push(path.relative(src, file));
    }
    expect(defining).toEqual(['features/companies/company-logo.tsx']);
  });
});
