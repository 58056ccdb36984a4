// Writes a CvModel as an A4 PDF with pdfkit's standard Helvetica (no font files, no downloads).
// The layouts an ATS struggles with are written the way real CVs carry them: a sidebar as two
// columns whose lines share heights, a picture of text with no text layer, white and tiny text.
import PDFDocument from 'pdfkit';
import type { CvBlock, CvModel, CvTextStyle } from './cv-model.js';
import { makePlaceholderPng } from './placeholder-png.js';

/** Fixed so the same model gives the same bytes (pdfkit derives the file id from the info). */
const FIXED_DATE = new Date(Date.UTC(2026, 0, 1, 0, 0, 0));
const MARGIN = 50;
const PARAGRAPH_PT = 10.5;
const HEADING_PT = 13;
const FOOTER_PT = 9;
const BLOCK_GAP_PT = 6;
const CELL_PADDING_PT = 4;
const SIDEBAR_SHARE = 0.35;
const COLUMN_GAP_PT = 18;
const COLORS = { black: '#000000', white: '#ffffff', grey: '#666666' } as const;

type Doc = PDFKit.PDFDocument;
type Area = { x: number; width: number };

function writeText(doc: Doc, text: string, area: Area, style: CvTextStyle = {}): void {
  doc
    .font(style.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(style.sizePt ?? PARAGRAPH_PT)
    .fillColor(COLORS[style.color ?? 'black'])
    .text(text, area.x, doc.y, { width: area.width });
  doc.fillColor(COLORS.black);
}

function writeTable(doc: Doc, rows: string[][], area: Area): void {
  const columnCount = Math.max(1, ...rows.map((row) => row.length));
  const columnWidth = area.width / columnCount;
  const textWidth = columnWidth - 2 * CELL_PADDING_PT;
  doc.font('Helvetica').fontSize(PARAGRAPH_PT).fillColor(COLORS.black).lineWidth(0.5);
  for (const row of rows) {
    const textHeight = Math.max(
      PARAGRAPH_PT,
      ...row.map((cell) => doc.heightOfString(cell, { width: textWidth })),
    );
    const rowHeight = textHeight + 2 * CELL_PADDING_PT;
    if (doc.y + rowHeight > doc.page.maxY()) doc.addPage();
    const top = doc.y;
    for (let column = 0; column < columnCount; column++) {
      const left = area.x + column * columnWidth;
      doc.rect(left, top, columnWidth, rowHeight).stroke();
      const cell = row[column] ?? '';
      if (cell) doc.text(cell, left + CELL_PADDING_PT, top + CELL_PADDING_PT, { width: textWidth });
    }
    doc.y = top + rowHeight;
  }
}

function writeImage(doc: Doc, block: Extract<CvBlock, { kind: 'image' }>, area: Area): void {
  const width = Math.min(area.width, block.widthPt ?? 360);
  const height = block.heightPt ?? 48;
  if (doc.y + height > doc.page.maxY()) doc.addPage();
  const png = makePlaceholderPng(Math.ceil(width / 2), Math.ceil(height / 2), block.caption);
  const top = doc.y;
  doc.image(png, area.x, top, { width, height });
  doc.y = top + height;
}

/**
 * A sidebar: the left column is written first, then the right one from the same top, so their
 * lines sit at the same heights (a reader that goes by position alone interleaves them). The
 * columns are assumed to fit on one page, as a CV's sidebar does; a late start begins a page.
 */
function writeColumns(doc: Doc, left: CvBlock[], right: CvBlock[], area: Area): void {
  if (doc.y > doc.page.height / 2) doc.addPage();
  const top = doc.y;
  const leftWidth = area.width * SIDEBAR_SHARE;
  writeBlocks(doc, left, { x: area.x, width: leftWidth });
  const leftBottom = doc.y;
  doc.y = top;
  const rightX = area.x + leftWidth + COLUMN_GAP_PT;
  writeBlocks(doc, right, { x: rightX, width: area.width - leftWidth - COLUMN_GAP_PT });
  doc.y = Math.max(leftBottom, doc.y);
}

function writeBlock(doc: Doc, block: CvBlock, area: Area): void {
  switch (block.kind) {
    case 'heading':
      writeText(doc, block.text, area, { bold: true, sizePt: HEADING_PT });
      break;
    case 'paragraph':
      writeText(doc, block.text, area, block.style);
      break;
    case 'bullets':
      for (const item of block.items) writeText(doc, `\u2022 ${item}`, area);
      break;
    case 'table':
      writeTable(doc, block.rows, area);
      break;
    case 'columns':
      writeColumns(doc, block.left, block.right, area);
      break;
    case 'image':
      writeImage(doc, block, area);
      break;
    case 'pageBreak':
      doc.addPage();
      return;
  }
  doc.y += BLOCK_GAP_PT;
}

function writeBlocks(doc: Doc, blocks: CvBlock[], area: Area): void {
  for (const block of blocks) writeBlock(doc, block, area);
}

function writeFooter(doc: Doc, lines: string[], area: Area): void {
  doc.font('Helvetica').fontSize(FOOTER_PT);
  const height = lines.reduce((sum, line) => sum + doc.heightOfString(line, area), 0);
  // A point of slack: pdfkit moves a line that ends exactly at the margin to a new page.
  const top = doc.page.maxY() - height - 1;
  if (doc.y > top) doc.addPage();
  doc.y = top;
  for (const line of lines) writeText(doc, line, area, { sizePt: FOOTER_PT });
}

/** The model as PDF bytes; the same model always gives the same bytes. */
export function writeCvPdf(model: CvModel): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Producer: 'Jenjang',
      Creator: 'Jenjang',
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  });
  const area: Area = { x: MARGIN, width: doc.page.width - 2 * MARGIN };
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const line of model.header ?? []) writeText(doc, line, area);
  if (model.header?.length) doc.y += BLOCK_GAP_PT;
  writeBlocks(doc, model.blocks, area);
  if (model.footer?.length) writeFooter(doc, model.footer, area);
  doc.end();
  return done;
}
