import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { CvModel } from './cv-model.js';
import { writeCvDocx } from './write-cv-docx.js';
import { writeCvPdf } from './write-cv-pdf.js';

const model: CvModel = {
  language: 'en',
  header: ['Budi Santoso', 'budi@example.com'],
  footer: ['References on request'],
  blocks: [
    { kind: 'heading', text: 'Experience' },
    { kind: 'bullets', items: ['Built a payroll app'] },
    { kind: 'table', rows: [['2020', 'PT Maju']] },
    {
      kind: 'columns',
      left: [{ kind: 'paragraph', text: 'Skills' }],
      right: [{ kind: 'paragraph', text: 'Profile' }],
    },
    { kind: 'image', caption: 'Portfolio' },
    { kind: 'paragraph', text: 'hidden words', style: { color: 'white' } },
  ],
};

describe('CV writers', () => {
  it('write the same PDF bytes for the same model', async () => {
    const first = await writeCvPdf(model);
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await writeCvPdf(model)).equals(first)).toBe(true);
  });

  it('write the same DOCX bytes for the same model, with fixed dates and real header parts', async () => {
    const first = await writeCvDocx(model);
    expect((await writeCvDocx(model)).equals(first)).toBe(true);
    const files = unzipSync(first);
    expect(strFromU8(files['docProps/core.xml']!)).toContain('2026-01-01T00:00:00Z');
    expect(strFromU8(files['word/header1.xml']!)).toContain('Budi Santoso');
    expect(strFromU8(files['word/footer1.xml']!)).toContain('References on request');
    const body = strFromU8(files['word/document.xml']!);
    expect(body).toContain('w:num="2"');
    expect(body).toContain('<w:tbl>');
    expect(body).toContain('w:val="FFFFFF"');
    expect(Object.keys(files).some((name) => name.startsWith('word/media/'))).toBe(true);
  });
});
