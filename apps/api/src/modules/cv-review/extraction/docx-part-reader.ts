// One WordprocessingML part (the body, a header or a footer) → lines. A paragraph is a line;
// a break in it starts another; runs a reader cannot see (white or near-white on no shading,
// hidden with w:vanish, under 4 pt) are set apart as lines of their own after the visible text.
import type { CvLine, CvLinePart } from '../analysis/cv-document.js';
import {
  applyRunProperty,
  resolveRunProperties,
  type DocxStyles,
  type RunProperties,
} from './docx-styles.js';
import { tokenizeXml } from './docx-xml.js';

export type PartReading = {
  lines: CvLine[];
  tables: number;
  columns: boolean;
  images: number;
  pages: number;
};

type Piece = { text: string; hidden: CvLine['hidden']; fontSize: number | null } | 'break';

type Paragraph = {
  pieces: Piece[];
  style?: string;
  shaded: boolean;
  page: number;
};

/** Lines a table cell needs to count as a column of a layout table rather than a data cell. */
const LAYOUT_CELL_LINES = 4;
/** Under 8 half-points (4 pt): too small to read. */
const TINY_HALF_POINTS = 8;

function isNearWhite(color: string | undefined): boolean {
  return (
    !!color &&
    /^[0-9a-f]{6}$/i.test(color) &&
    [0, 2, 4].every((at) => parseInt(color.slice(at, at + 2), 16) >= 0xf0)
  );
}

/** A fill that is a colour and not white: white text on it can be read. */
function isDarkFill(fill: string | undefined): boolean {
  return !!fill && fill !== 'auto' && /^[0-9a-f]{6}$/i.test(fill) && !isNearWhite(fill);
}

function hiddenKind(properties: RunProperties, shaded: boolean): CvLine['hidden'] {
  if (properties.vanish) return 'white';
  if (isNearWhite(properties.color) && !shaded) return 'white';
  if (properties.halfPoints !== undefined && properties.halfPoints < TINY_HALF_POINTS)
    return 'tiny';
  return null;
}

/** The font size most of the characters have. */
function dominantSize(pieces: { text: string; fontSize: number | null }[]): number | null {
  const lengths = new Map<number | null, number>();
  for (const piece of pieces)
    lengths.set(piece.fontSize, (lengths.get(piece.fontSize) ?? 0) + piece.text.length);
  return [...lengths].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

function paragraphLines(paragraph: Paragraph, part: CvLinePart): CvLine[] {
  const lines: CvLine[] = [];
  const groups: Exclude<Piece, 'break'>[][] = [[]];
  for (const piece of paragraph.pieces) {
    if (piece === 'break') groups.push([]);
    else groups[groups.length - 1]!.push(piece);
  }
  for (const group of groups) {
    for (const hidden of [null, 'white', 'tiny'] as const) {
      const pieces = group.filter((piece) => piece.hidden === hidden);
      const text = pieces
        .map((piece) => piece.text)
        .join('')
        .replace(/\s+/g, ' ')
        .trim();
      if (text)
        lines.push({ text, page: paragraph.page, part, fontSize: dominantSize(pieces), hidden });
    }
  }
  return lines;
}

/**
 * Reads the part's tokens with a little state: the paragraphs open (text boxes nest them), the
 * run's properties, table depth and cell shading. Alternate content is read once (mc:Choice);
 * its mc:Fallback repeats the same text and pictures for old readers.
 */
export function readDocxPart(
  xml: string,
  part: 'body' | 'header' | 'footer',
  styles: DocxStyles,
  countRenderedBreaks: boolean,
): PartReading {
  const reading: PartReading = { lines: [], tables: 0, columns: false, images: 0, pages: 1 };
  const paragraphs: Paragraph[] = [];
  const cellShading: boolean[] = [];
  let tableDepth = 0;
  /** Lines in each cell of the current row of an outermost table. */
  let rowCellLines: number[] = [];
  let fallbackDepth = 0;
  let inParagraphProperties = false;
  let inRunProperties = false;
  let inText = false;
  let run: { direct: RunProperties; style?: string; shaded: boolean } | null = null;

  const paragraph = () => paragraphs[paragraphs.length - 1];
  const shaded = () => !!(cellShading.some(Boolean) || paragraph()?.shaded || run?.shaded);
  const addText = (text: string) => {
    const current = paragraph();
    if (!current) return;
    const properties = resolveRunProperties(styles, current.style, run?.style, run?.direct ?? {});
    current.pieces.push({
      text,
      hidden: hiddenKind(properties, shaded()),
      fontSize: properties.halfPoints === undefined ? null : properties.halfPoints / 2,
    });
  };
  const newPage = () => {
    reading.pages++;
    paragraph()?.pieces.push('break');
    for (const open of paragraphs) open.page = reading.pages;
  };

  for (const token of tokenizeXml(xml)) {
    if (token.type === 'text') {
      if (inText && fallbackDepth === 0) addText(token.text);
      continue;
    }
    const { name } = token;
    if (name === 'mc:Fallback') {
      if (token.type === 'open' && !token.selfClosing) fallbackDepth++;
      else if (token.type === 'close') fallbackDepth--;
      continue;
    }
    if (fallbackDepth > 0) continue;
    if (token.type === 'close') {
      if (name === 'w:p') {
        const done = paragraphs.pop();
        const lines = done
          ? paragraphLines(done, tableDepth > 0 && part === 'body' ? 'table' : part)
          : [];
        reading.lines.push(...lines);
        if (tableDepth > 0 && rowCellLines.length > 0)
          rowCellLines[rowCellLines.length - 1]! += lines.length;
      } else if (name === 'w:pPr') inParagraphProperties = false;
      else if (name === 'w:rPr') inRunProperties = false;
      else if (name === 'w:t') inText = false;
      else if (name === 'w:r') run = null;
      else if (name === 'w:tbl') tableDepth--;
      else if (name === 'w:tc') cellShading.pop();
      else if (name === 'w:tr' && tableDepth === 1) {
        // Cells side by side that each hold a column of text: a sidebar template's layout table.
        if (rowCellLines.filter((lines) => lines >= LAYOUT_CELL_LINES).length >= 2)
          reading.columns = true;
        rowCellLines = [];
      }
      continue;
    }
    const { attributes, selfClosing } = token;
    switch (name) {
      case 'w:p':
        if (!selfClosing) paragraphs.push({ pieces: [], shaded: false, page: reading.pages });
        break;
      case 'w:pPr':
        inParagraphProperties = !selfClosing;
        break;
      case 'w:pStyle':
        if (inParagraphProperties && paragraph()) paragraph()!.style = attributes['w:val'];
        break;
      case 'w:pageBreakBefore':
        if (inParagraphProperties && !countRenderedBreaks && attributes['w:val'] !== '0') newPage();
        break;
      case 'w:r':
        if (!selfClosing) run = { direct: {}, shaded: false };
        break;
      case 'w:rPr':
        inRunProperties = !selfClosing && !inParagraphProperties;
        break;
      case 'w:rStyle':
        if (inRunProperties && run) run.style = attributes['w:val'];
        break;
      case 'w:shd':
      case 'w:highlight': {
        const fill = name === 'w:shd' ? attributes['w:fill'] : attributes['w:val'];
        const dark =
          name === 'w:shd' ? isDarkFill(fill) : !!fill && fill !== 'none' && fill !== 'white';
        if (inRunProperties && run) run.shaded ||= dark;
        else if (inParagraphProperties && paragraph()) paragraph()!.shaded ||= dark;
        else if (cellShading.length > 0) cellShading[cellShading.length - 1] ||= dark;
        break;
      }
      case 'w:t':
        inText = !selfClosing;
        break;
      case 'w:tab':
        if (!inParagraphProperties) addText(' ');
        break;
      case 'w:noBreakHyphen':
        addText('-');
        break;
      case 'w:br':
      case 'w:cr':
        if (attributes['w:type'] === 'page' && !countRenderedBreaks) newPage();
        else paragraph()?.pieces.push('break');
        break;
      case 'w:lastRenderedPageBreak':
        if (countRenderedBreaks) newPage();
        break;
      case 'w:tbl':
        tableDepth++;
        reading.tables++;
        break;
      case 'w:tc':
        if (!selfClosing) cellShading.push(false);
        if (!selfClosing && tableDepth === 1) rowCellLines.push(0);
        break;
      case 'w:cols':
        if (Number(attributes['w:num'] ?? '1') > 1) reading.columns = true;
        break;
      case 'a:blip':
      case 'v:imagedata':
        reading.images++;
        break;
      default:
        if (inRunProperties && run) applyRunProperty(run.direct, name, attributes);
    }
  }
  return reading;
}
