import {
  Document,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from 'docx';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { writeCvDocx } from '../writers/write-cv-docx.js';
import { extractCv } from './extract-cv.js';
import { CV_EXTRACTION_LIMITS } from './limits.js';
import { EMPTY_CV, IMAGE_PAGE_CV, LAYOUT_CV, textsOf } from './test-cv-models.js';

async function extracted(bytes: Uint8Array) {
  const result = await extractCv(bytes, 'docx', CV_EXTRACTION_LIMITS);
  if (!result.ok) throw new Error(`extraction failed: ${result.failure}`);
  return result.document;
}

/** The writer's DOCX with its body XML changed by `edit`. */
async function editedBody(edit: (xml: string) => string): Promise<Uint8Array> {
  const files = unzipSync(await writeCvDocx(LAYOUT_CV));
  files['word/document.xml'] = strToU8(edit(strFromU8(files['word/document.xml']!)));
  return zipSync(files);
}

describe('extractCv (DOCX)', () => {
  it('reads the header part first and the footer part last, with their parts', async () => {
    const document = await extracted(await writeCvDocx(LAYOUT_CV));
    expect(document.kind).toBe('docx');
    expect(document.lines.slice(0, 2)).toEqual([
      { text: 'Budi Santoso', page: 1, part: 'header', fontSize: 10.5, hidden: null },
      {
        text: 'budi.santoso@example.com | +62 812 3456 7890',
        page: 1,
        part: 'header',
        fontSize: 10.5,
        hidden: null,
      },
    ]);
    expect(document.lines.at(-1)).toEqual({
      text: 'References available on request',
      page: 2,
      part: 'footer',
      fontSize: 10.5,
      hidden: null,
    });
  });

  it('reads the body in order, with pages, entities decoded and heading sizes from the styles', async () => {
    const document = await extracted(await writeCvDocx(LAYOUT_CV));
    const texts = textsOf(document.lines);
    expect(document.layout.pages).toBe(2);
    expect(texts).toContain(
      'Backend engineer at PT Maju Jaya, building payroll services in Go & TypeScript.',
    );
    expect(texts.indexOf('Experience')).toBeLessThan(texts.indexOf('Cut payroll run time by 40%'));
    // The heading's size is not on its run: it comes from the Heading2 style.
    expect(document.lines.find((line) => line.text === 'Experience')!.fontSize).toBe(13);
    expect(document.lines.find((line) => line.text === 'Projects')).toMatchObject({ page: 2 });
    expect(document.lines.find((line) => line.text === 'Experience')).toMatchObject({ page: 1 });
  });

  it('counts tables and section columns, and reads the left column before the right', async () => {
    const document = await extracted(await writeCvDocx(LAYOUT_CV));
    expect(document.layout).toMatchObject({
      tables: 1,
      columns: true,
      images: 1,
      imageOnlyPages: 0,
    });
    const cells = document.lines.filter((line) => line.part === 'table');
    expect(textsOf(cells)).toEqual([
      '2019',
      'Universitas Indonesia',
      '2015',
      'SMA Negeri 1 Bandung',
      '2012',
      'SMP Negeri 2 Bandung',
      '2009',
      'SD Negeri 5 Bandung',
    ]);
    const texts = textsOf(document.lines);
    expect(texts.indexOf('Docker')).toBeLessThan(texts.indexOf('Profile'));
    expect(texts.indexOf('Skills')).toBeLessThan(texts.indexOf('Go'));
  });

  it('takes a table of two cells that each hold a column of text for columns, a data table not', async () => {
    const cell = (texts: string[]) =>
      new TableCell({ children: texts.map((text) => new Paragraph(text)) });
    const sidebar = new Table({
      rows: [
        new TableRow({
          children: [
            cell(['Skills', 'Go', 'SQL', 'Docker']),
            cell(['Profile', 'Engineer', 'in Jakarta', 'since 2019']),
          ],
        }),
      ],
    });
    const layout = (
      await extracted(await Packer.toBuffer(new Document({ sections: [{ children: [sidebar] }] })))
    ).layout;
    expect(layout).toMatchObject({ tables: 1, columns: true });
    const data = (
      await extracted(await writeCvDocx({ ...LAYOUT_CV, blocks: LAYOUT_CV.blocks.slice(0, 4) }))
    ).layout;
    expect(data).toMatchObject({ tables: 1, columns: false });
  });

  it('marks white, vanished and tiny runs hidden, but not white text on a dark shading', async () => {
    const document = await extracted(await writeCvDocx(LAYOUT_CV));
    const hidden = document.lines.filter((line) => line.hidden !== null);
    expect(hidden.map(({ text, hidden }) => ({ text, hidden }))).toEqual([
      { text: 'python java kubernetes', hidden: 'white' },
      { text: 'machine learning expert', hidden: 'tiny' },
    ]);
    const shaded = new Document({
      sections: [
        {
          children: [
            new Paragraph({
              shading: { type: ShadingType.SOLID, color: '1F3864', fill: '1F3864' },
              children: [new TextRun({ text: 'Sidebar on navy', color: 'FFFFFF' })],
            }),
            new Paragraph({
              children: [
                new TextRun({ text: 'Visible words ' }),
                new TextRun({ text: 'vanished words', vanish: true }),
                new TextRun({ text: ' near white', color: 'F5F5F5' }),
              ],
            }),
          ],
        },
      ],
    });
    const lines = (await extracted(await Packer.toBuffer(shaded))).lines;
    expect(lines.map(({ text, hidden }) => ({ text, hidden }))).toEqual([
      { text: 'Sidebar on navy', hidden: null },
      { text: 'Visible words', hidden: null },
      { text: 'vanished words near white', hidden: 'white' },
    ]);
  });

  it('counts a body of pictures as image-only pages', async () => {
    const picturesOnly = { language: 'en' as const, blocks: IMAGE_PAGE_CV.blocks.slice(2) };
    const withCaption = { ...picturesOnly, header: ['Sertifikat'] };
    const document = await extracted(await writeCvDocx(withCaption));
    expect(document.layout).toMatchObject({ images: 1, imageOnlyPages: 2 });
  });

  it('fails with the reason: too many pages, too large, unreadable, no text', async () => {
    const limits = CV_EXTRACTION_LIMITS;
    const cv = await writeCvDocx(LAYOUT_CV);
    expect(await extractCv(cv, 'docx', { ...limits, maxPages: 1 })).toEqual({
      ok: false,
      failure: 'tooManyPages',
    });
    expect(await extractCv(cv, 'docx', { ...limits, maxBytes: 1_000 })).toEqual({
      ok: false,
      failure: 'tooLarge',
    });
    const garbage = strToU8('PK\u0003\u0004 not really a zip');
    expect(await extractCv(garbage, 'docx', limits)).toEqual({ ok: false, failure: 'unreadable' });
    const noBody = zipSync({ 'word/styles.xml': strToU8('<w:styles/>') });
    expect(await extractCv(noBody, 'docx', limits)).toEqual({ ok: false, failure: 'unreadable' });
    expect(await extractCv(await writeCvDocx(EMPTY_CV), 'docx', limits)).toEqual({
      ok: false,
      failure: 'noText',
    });
  });

  it('refuses a zip bomb before unpacking it and a part that declares entities', async () => {
    const bomb = zipSync({ 'word/document.xml': new Uint8Array(3 * 1024 * 1024) });
    expect(await extractCv(bomb, 'docx', CV_EXTRACTION_LIMITS)).toEqual({
      ok: false,
      failure: 'tooLarge',
    });
    const entities = await editedBody((xml) =>
      xml.replace('?>', '?><!DOCTYPE w:document [<!ENTITY a "aaaaaaaaaa">]>'),
    );
    expect(await extractCv(entities, 'docx', CV_EXTRACTION_LIMITS)).toEqual({
      ok: false,
      failure: 'unreadable',
    });
  });

  it('reads text boxes once, skipping the fallback copy for old readers', async () => {
    const box =
      '<w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><w:txbxContent><w:p><w:r><w:t>In a box</w:t></w:r></w:p></w:txbxContent></w:drawing></mc:Choice>' +
      '<mc:Fallback><w:pict><v:textbox><w:txbxContent><w:p><w:r><w:t>In a box</w:t></w:r></w:p></w:txbxContent></v:textbox></w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>';
    const document = await extracted(
      await editedBody((xml) => xml.replace('<w:body>', `<w:body>${box}`)),
    );
    expect(textsOf(document.lines).filter((text) => text === 'In a box')).toHaveLength(1);
  });
});
