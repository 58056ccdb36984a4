// Writes a CvModel as a DOCX with the `docx` package, the way Word users build CVs: name and
// contact in the page header, tables as w:tbl, a picture of text as an embedded PNG, white and
// tiny runs. A sidebar is written as a section of two newspaper columns (w:cols w:num="2")
// with a column break; many templates use a borderless table or text boxes instead, but section
// columns are what Word's own Layout → Columns makes, and a table would read as a table.
import {
  ColumnBreak,
  Document,
  Footer,
  Header,
  HeadingLevel,
  ImageRun,
  Packer,
  PageBreak,
  Paragraph,
  SectionType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type ISectionOptions,
} from 'docx';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { CvBlock, CvModel, CvTextStyle } from './cv-model.js';
import { makePlaceholderPng } from './placeholder-png.js';

/** Fixed so the same model gives the same bytes (core.xml dates and zip entry times). */
const FIXED_DATE = new Date(Date.UTC(2026, 0, 1, 0, 0, 0));
const PARAGRAPH_HALF_POINTS = 21;
const PIXELS_PER_POINT = 96 / 72;
const COLORS = { black: '000000', white: 'FFFFFF', grey: '666666' } as const;

type DocxChild = Paragraph | Table;

function textRun(text: string, style: CvTextStyle = {}): TextRun {
  return new TextRun({
    text,
    bold: style.bold ?? false,
    color: COLORS[style.color ?? 'black'],
    ...(style.sizePt === undefined ? {} : { size: Math.round(style.sizePt * 2) }),
  });
}

function table(rows: string[][]): Table {
  const columnCount = Math.max(1, ...rows.map((row) => row.length));
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: rows.map(
      (row) =>
        new TableRow({
          children: Array.from(
            { length: columnCount },
            (_, column) =>
              new TableCell({ children: [new Paragraph({ text: row[column] ?? '' })] }),
          ),
        }),
    ),
  });
}

function image(block: Extract<CvBlock, { kind: 'image' }>): Paragraph {
  const widthPt = block.widthPt ?? 360;
  const heightPt = block.heightPt ?? 48;
  const png = makePlaceholderPng(Math.ceil(widthPt / 2), Math.ceil(heightPt / 2), block.caption);
  const transformation = {
    width: Math.round(widthPt * PIXELS_PER_POINT),
    height: Math.round(heightPt * PIXELS_PER_POINT),
  };
  return new Paragraph({ children: [new ImageRun({ type: 'png', data: png, transformation })] });
}

/** The blocks of one section; `columns` blocks are split into sections by `sections` below. */
function children(blocks: CvBlock[]): DocxChild[] {
  return blocks.flatMap((block): DocxChild[] => {
    switch (block.kind) {
      case 'heading':
        return [
          new Paragraph({
            heading: HeadingLevel.HEADING_2,
            children: [textRun(block.text, { bold: true })],
          }),
        ];
      case 'paragraph':
        return [new Paragraph({ children: [textRun(block.text, block.style)] })];
      case 'bullets':
        return block.items.map(
          (item) => new Paragraph({ bullet: { level: 0 }, children: [textRun(item)] }),
        );
      case 'table':
        return [table(block.rows)];
      case 'image':
        return [image(block)];
      case 'pageBreak':
        return [new Paragraph({ children: [new PageBreak()] })];
      case 'columns':
        return [
          ...children(block.left),
          new Paragraph({ children: [new ColumnBreak()] }),
          ...children(block.right),
        ];
    }
  });
}

/** One section per run of ordinary blocks and one two-column section per `columns` block. */
function sections(model: CvModel): ISectionOptions[] {
  const runs: { columns: boolean; blocks: CvBlock[] }[] = [];
  for (const block of model.blocks) {
    const columns = block.kind === 'columns';
    const last = runs[runs.length - 1];
    if (!columns && last && !last.columns) last.blocks.push(block);
    else runs.push({ columns, blocks: [block] });
  }
  if (runs.length === 0) runs.push({ columns: false, blocks: [] });
  const header = new Header({
    children: (model.header ?? []).map((line) => new Paragraph({ children: [textRun(line)] })),
  });
  const footer = new Footer({
    children: (model.footer ?? []).map((line) => new Paragraph({ children: [textRun(line)] })),
  });
  // Later sections carry no header or footer reference: Word then repeats the first section's.
  return runs.map((run, index) => ({
    properties: {
      ...(index > 0 ? { type: SectionType.CONTINUOUS } : {}),
      ...(run.columns ? { column: { count: 2, space: 360, equalWidth: true } } : {}),
    },
    ...(index === 0 && model.header?.length ? { headers: { default: header } } : {}),
    ...(index === 0 && model.footer?.length ? { footers: { default: footer } } : {}),
    children: children(run.blocks),
  }));
}

/**
 * What docx leaves to chance, made fixed: core.xml's dates, the drawing ids (docx counts them
 * across every document the process writes) and the zip entry times. The entry order is kept.
 */
function makeDeterministic(packed: Uint8Array): Buffer {
  const files = unzipSync(packed);
  let drawingId = 0;
  for (const name of Object.keys(files)) {
    if (!/^word\/(document|header\d*|footer\d*)\.xml$/.test(name)) continue;
    const xml = strFromU8(files[name]!).replace(
      /<wp:docPr id="\d+"/g,
      () => `<wp:docPr id="${++drawingId}"`,
    );
    files[name] = strToU8(xml);
  }
  const core = files['docProps/core.xml'];
  if (core) {
    const stamp = FIXED_DATE.toISOString().replace(/\.\d{3}Z$/, 'Z');
    const xml = strFromU8(core).replace(
      /(<dcterms:(?:created|modified)[^>]*>)[^<]*(<\/dcterms:(?:created|modified)>)/g,
      `$1${stamp}$2`,
    );
    files['docProps/core.xml'] = strToU8(xml);
  }
  return Buffer.from(zipSync(files, { mtime: FIXED_DATE, level: 6 }));
}

/** The model as DOCX bytes; the same model always gives the same bytes. */
export async function writeCvDocx(model: CvModel): Promise<Buffer> {
  const document = new Document({
    creator: 'Jenjang',
    title: 'CV',
    styles: { default: { document: { run: { size: PARAGRAPH_HALF_POINTS, font: 'Calibri' } } } },
    sections: sections(model),
  });
  return makeDeterministic(await Packer.toBuffer(document));
}
