import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { writeCvPdf } from '../writers/write-cv-pdf.js';
import { extractCv } from './extract-cv.js';
import { CV_EXTRACTION_LIMITS } from './limits.js';
import { EMPTY_CV, IMAGE_PAGE_CV, LAYOUT_CV, TWO_PAGE_CV, textsOf } from './test-cv-models.js';

async function extracted(bytes: Uint8Array, limits = CV_EXTRACTION_LIMITS) {
  const result = await extractCv(bytes, 'pdf', limits);
  if (!result.ok) throw new Error(`extraction failed: ${result.failure}`);
  return result.document;
}

function pdfOf(draw: (doc: PDFKit.PDFDocument) => void, options: PDFKit.PDFDocumentOptions = {}) {
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  draw(doc);
  doc.end();
  return done;
}

const encryptedPdf = () => pdfOf((doc) => doc.text('Budi Santoso'), { userPassword: 'rahasia' });

describe('extractCv (PDF)', () => {
  it('reads the lines in order, with pages, header at the top and footer on the last page', async () => {
    const document = await extracted(await writeCvPdf(LAYOUT_CV));
    const texts = textsOf(document.lines);
    expect(document.kind).toBe('pdf');
    expect(document.layout.pages).toBe(2);
    expect(texts.slice(0, 3)).toEqual([
      'Budi Santoso',
      'budi.santoso@example.com | +62 812 3456 7890',
      'Experience',
    ]);
    expect(texts).toContain(
      'Backend engineer at PT Maju Jaya, building payroll services in Go & TypeScript.',
    );
    expect(texts).toContain('• Cut payroll run time by 40%');
    const footer = document.lines.at(-1)!;
    expect(footer).toMatchObject({ text: 'References available on request', page: 2 });
    expect(document.lines.find((line) => line.text === 'Projects')).toMatchObject({
      page: 2,
      fontSize: 13,
    });
  });

  it('reads a sidebar column by column, not interleaved', async () => {
    const document = await extracted(await writeCvPdf(LAYOUT_CV));
    const texts = textsOf(document.lines);
    expect(document.layout.columns).toBe(true);
    const sidebar = ['Skills', 'Go', 'TypeScript', 'PostgreSQL', 'Docker'].map((text) =>
      texts.indexOf(text),
    );
    const main = [
      'Profile',
      'Engineer with six years of experience',
      'clear code and careful tests.',
    ].map((text) => texts.indexOf(text));
    expect([...sidebar, ...main].every((index) => index >= 0)).toBe(true);
    expect(sidebar).toEqual([...sidebar].sort((a, b) => a - b));
    expect(Math.max(...sidebar)).toBeLessThan(Math.min(...main));
  });

  it('reads a ruled table row by row, counts it, and does not take it for columns', async () => {
    const table = {
      kind: 'table',
      rows: LAYOUT_CV.blocks.flatMap((b) => (b.kind === 'table' ? b.rows : [])),
    } as const;
    const document = await extracted(await writeCvPdf({ language: 'en', blocks: [table] }));
    expect(document.layout.tables).toBe(1);
    expect(document.layout.columns).toBe(false);
    expect(textsOf(document.lines).slice(0, 4)).toEqual([
      '2019',
      'Universitas Indonesia',
      '2015',
      'SMA Negeri 1 Bandung',
    ]);
    expect(document.lines.every((line) => line.part === 'table')).toBe(true);
  });

  it('reads dates set flush right beside titles line by line, not as a column', async () => {
    const schools = [
      'Universitas Indonesia',
      'SMA Negeri 1 Bandung',
      'SMP Negeri 2',
      'SD Negeri 5 Bandung',
    ];
    const bytes = await pdfOf((doc) => {
      schools.forEach((school, index) => {
        const y = 100 + index * 16;
        doc.text(school, 50, y, { lineBreak: false });
        doc.text(`${2015 - index * 3} - ${2019 - index * 3}`, 400, y, {
          width: 145,
          align: 'right',
        });
      });
    });
    const document = await extracted(bytes);
    expect(document.layout.columns).toBe(false);
    expect(textsOf(document.lines).slice(0, 4)).toEqual([
      'Universitas Indonesia',
      '2015 - 2019',
      'SMA Negeri 1 Bandung',
      '2012 - 2016',
    ]);
  });

  it('marks white and tiny text hidden, and nothing else', async () => {
    const document = await extracted(await writeCvPdf(LAYOUT_CV));
    const hidden = document.lines.filter((line) => line.hidden !== null);
    expect(hidden.map(({ text, hidden }) => ({ text, hidden }))).toEqual([
      { text: 'python java kubernetes', hidden: 'white' },
      { text: 'machine learning expert', hidden: 'tiny' },
    ]);
  });

  it('sets white words beside visible ones apart, and leaves white text on a dark panel visible', async () => {
    const bytes = await pdfOf((doc) => {
      doc.fillColor('black').text('Data analyst ', 50, 100, { continued: true });
      doc.fillColor('white').text('sql python tableau');
      doc.rect(40, 200, 200, 60).fill('#1f3864');
      doc.fillColor('white').text('Contact: siti@example.com', 50, 220);
    });
    const lines = (await extracted(bytes)).lines;
    expect(lines.map(({ text, hidden }) => ({ text, hidden }))).toEqual([
      { text: 'Data analyst', hidden: null },
      { text: 'sql python tableau', hidden: 'white' },
      { text: 'Contact: siti@example.com', hidden: null },
    ]);
  });

  it('counts images and finds the page that is only a picture', async () => {
    const layout = (await extracted(await writeCvPdf(LAYOUT_CV))).layout;
    expect(layout).toMatchObject({ images: 1, imageOnlyPages: 0, tables: 1 });
    const imagePage = (await extracted(await writeCvPdf(IMAGE_PAGE_CV))).layout;
    expect(imagePage).toMatchObject({ pages: 2, images: 1, imageOnlyPages: 1 });
  });

  it('fails with the reason: too many pages, too large, unreadable, encrypted, no text', async () => {
    const twoPages = await writeCvPdf(LAYOUT_CV);
    const limits = CV_EXTRACTION_LIMITS;
    expect(await extractCv(twoPages, 'pdf', { ...limits, maxPages: 1 })).toEqual({
      ok: false,
      failure: 'tooManyPages',
    });
    expect(await extractCv(twoPages, 'pdf', { ...limits, maxBytes: 1_000 })).toEqual({
      ok: false,
      failure: 'tooLarge',
    });
    const garbage = new TextEncoder().encode('%PDF-1.7\nthis is not a PDF at all');
    expect(await extractCv(garbage, 'pdf', limits)).toEqual({ ok: false, failure: 'unreadable' });
    expect(await extractCv(await encryptedPdf(), 'pdf', limits)).toEqual({
      ok: false,
      failure: 'unreadable',
    });
    expect(await extractCv(await writeCvPdf(EMPTY_CV), 'pdf', limits)).toEqual({
      ok: false,
      failure: 'noText',
    });
  });

  it('keeps at most maxCharacters characters of text', async () => {
    const document = await extracted(await writeCvPdf(LAYOUT_CV), {
      ...CV_EXTRACTION_LIMITS,
      maxCharacters: 20,
    });
    expect(textsOf(document.lines)).toEqual(['Budi Santoso', 'budi.san']);
    const cut = await extracted(await writeCvPdf(LAYOUT_CV), {
      ...CV_EXTRACTION_LIMITS,
      maxCharacters: 10,
    });
    expect(textsOf(cut.lines)).toEqual(['Budi Santo']);
  });

  it('reads a two-page CV quickly once pdf.js is loaded', async () => {
    const bytes = await writeCvPdf(TWO_PAGE_CV);
    await extracted(bytes); // loads pdf.js and its fonts once
    const timings: number[] = [];
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      const document = await extracted(bytes);
      timings.push(performance.now() - started);
      expect(document.layout.pages).toBeGreaterThanOrEqual(2);
    }
    const median = timings.sort((a, b) => a - b)[1]!;
    console.info(`PDF extraction of a two-page CV: median ${median.toFixed(0)} ms`);
    expect(median).toBeLessThan(3_000);
  });
});
