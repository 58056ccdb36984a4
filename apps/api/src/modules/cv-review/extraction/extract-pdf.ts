// PDF bytes → CvDocument with pdf.js (legacy build, for Node). Fonts are never turned into
// font faces and no code is evaluated; pdf.js runs in this thread (extractCvInWorker puts the
// whole extraction in a worker thread with a time and memory limit).
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { CvExtractionLimits, CvLine } from '../analysis/cv-document.js';
import type { CvExtractionResult } from './extract-cv.js';
import { layOutPage, type PageBox, type PlacedText } from './page-layout.js';
import { readPageOperators, type PaintedText } from './pdf-operators.js';
import { findRuledTables, MAX_RULINGS } from './pdf-tables.js';

const STANDARD_FONT_DATA_URL =
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts',
  ) + path.sep;
/** Text under 4 pt cannot be read on paper; CVs use it to stuff keywords. */
const TINY_FONT_PT = 4;
/** A page with an image and fewer characters than this carries its words in the image. */
const IMAGE_ONLY_MAX_CHARACTERS = 20;

type TextItem = { str: string; transform: number[]; width: number };

function isTextItem(item: object): item is TextItem {
  return 'str' in item && 'transform' in item;
}

function inside(box: PageBox, x: number, y: number): boolean {
  return x >= box.x0 && x <= box.x1 && y >= box.y0 && y <= box.y1;
}

/**
 * Text content and operators list the same characters in the same order, so each text item's
 * colour is that of the painted characters at its position in the stream (most of them white:
 * white). White on a filled area or an image is visible and not hidden.
 */
function placeItems(items: TextItem[], painted: PaintedText, backdrops: PageBox[]): PlacedText[] {
  let position = 0;
  return items.map((item) => {
    const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = item.transform;
    const fontSize = Math.hypot(c, d) || Math.hypot(a, b);
    const characters = item.str.normalize('NFKC').replace(/\s+/g, '').length;
    const colours = painted.white.slice(position, position + characters);
    position += characters;
    const mostlyWhite = colours.length > 0 && colours.filter(Boolean).length * 2 > colours.length;
    const onBackdrop = backdrops.some((box) => inside(box, x + item.width / 2, y + fontSize / 3));
    const hidden = mostlyWhite && !onBackdrop ? 'white' : fontSize < TINY_FONT_PT ? 'tiny' : null;
    return { text: item.str, x, y, width: item.width, fontSize, hidden };
  });
}

export async function extractPdf(
  bytes: Uint8Array,
  limits: CvExtractionLimits,
): Promise<CvExtractionResult> {
  const task = getDocument({
    data: new Uint8Array(bytes), // pdf.js takes the buffer over; the caller keeps its bytes
    disableFontFace: true,
    isEvalSupported: false,
    useSystemFonts: false,
    useWorkerFetch: false,
    standardFontDataUrl: STANDARD_FONT_DATA_URL,
    verbosity: 0,
  });
  try {
    const pdf = await task.promise.catch(() => null);
    if (!pdf) return { ok: false, failure: 'unreadable' };
    if (pdf.numPages > limits.maxPages) return { ok: false, failure: 'tooManyPages' };
    const lines: CvLine[] = [];
    let images = 0;
    let imageOnlyPages = 0;
    let columns = false;
    let tables = 0;
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const [content, operatorList] = await Promise.all([
        page.getTextContent(),
        page.getOperatorList(),
      ]);
      const operators = readPageOperators(operatorList);
      const items = placeItems(
        content.items.flatMap((item) => (isTextItem(item) ? [item] : [])),
        operators.painted,
        operators.backdrops,
      );
      // A page of thousands of paths is a drawing; its lines are not table rulings worth the time.
      const rulings = operators.rulings.length > MAX_RULINGS ? [] : operators.rulings;
      const laidOut = layOutPage(items, rulings);
      const characters = items.reduce((sum, item) => sum + item.text.replace(/\s+/g, '').length, 0);
      images += operators.images;
      if (operators.images > 0 && characters < IMAGE_ONLY_MAX_CHARACTERS) imageOnlyPages++;
      columns ||= laidOut.columns;
      const grids = findRuledTables(rulings);
      tables += grids.length;
      for (const { text, fontSize, hidden, x, y } of laidOut.lines) {
        const part = grids.some((grid) => inside(grid, x + 1, y + 1)) ? 'table' : 'body';
        lines.push({ text, fontSize, hidden, page: number, part });
      }
      page.cleanup();
    }
    return {
      ok: true,
      document: {
        kind: 'pdf',
        lines,
        layout: { pages: pdf.numPages, tables, columns, images, imageOnlyPages },
      },
    };
  } catch {
    return { ok: false, failure: 'unreadable' };
  } finally {
    await task.destroy();
  }
}
