// What pdf.js's text content does not say, read from a page's operator list: the fill colour
// each piece of text is painted in (white text is the keyword-stuffing trick), the images, the
// dark areas white text may legitimately sit on, and the ruling lines of tables.
import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PageBox } from './page-layout.js';

type Matrix = [number, number, number, number, number, number];

/** Characters as painted, in content order, each with whether its fill was white. */
export type PaintedText = { characters: string; white: boolean[] };

export type PageOperators = {
  painted: PaintedText;
  images: number;
  /** Filled non-white areas and images: white text on them is visible. */
  backdrops: PageBox[];
  /** Stroked paths: table cell borders among them. */
  rulings: PageBox[];
};

type OperatorList = { fnArray: number[]; argsArray: unknown[] };

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const TEXT_OPS = new Set<number>([
  OPS.showText,
  OPS.showSpacedText,
  OPS.nextLineShowText,
  OPS.nextLineSetSpacingShowText,
]);
const IMAGE_OPS = new Set<number>([
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintImageXObjectRepeat,
]);
const FILL_OPS = new Set<number>([
  OPS.fill,
  OPS.eoFill,
  OPS.fillStroke,
  OPS.eoFillStroke,
  OPS.closeFillStroke,
  OPS.closeEOFillStroke,
]);
const STROKE_OPS = new Set<number>([
  OPS.stroke,
  OPS.closeStroke,
  OPS.fillStroke,
  OPS.eoFillStroke,
  OPS.closeFillStroke,
  OPS.closeEOFillStroke,
]);
/** Word's PDF export draws cell borders as thin filled rectangles rather than strokes. */
const RULE_THICKNESS_PT = 2;

function isThin(box: PageBox): boolean {
  return box.x1 - box.x0 <= RULE_THICKNESS_PT || box.y1 - box.y0 <= RULE_THICKNESS_PT;
}

/** Near-white: every channel at least 240 of 255 (#F0F0F0 on white cannot be read either). */
export function isNearWhite(hex: string): boolean {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  return !!match && match.slice(1).every((channel) => parseInt(channel, 16) >= 0xf0);
}

function multiply(m: Matrix, n: number[]): Matrix {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = n;
  return [
    m[0] * a + m[2] * b,
    m[1] * a + m[3] * b,
    m[0] * c + m[2] * d,
    m[1] * c + m[3] * d,
    m[0] * e + m[2] * f + m[4],
    m[1] * e + m[3] * f + m[5],
  ];
}

/** The axis-aligned box of [x0, y0, x1, y1] (user space) in page space. */
function toPage(m: Matrix, [x0, y0, x1, y1]: number[]): PageBox {
  const corners = [
    [x0!, y0!],
    [x1!, y0!],
    [x0!, y1!],
    [x1!, y1!],
  ].map(([x, y]) => [m[0] * x! + m[2] * y! + m[4], m[1] * x! + m[3] * y! + m[5]] as const);
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

function glyphText(args: unknown): string {
  const glyphs = Array.isArray(args) ? (args[args.length - 1] as unknown) : null;
  if (!Array.isArray(glyphs)) return '';
  let text = '';
  for (const glyph of glyphs) {
    if (
      glyph &&
      typeof glyph === 'object' &&
      'unicode' in glyph &&
      typeof glyph.unicode === 'string'
    ) {
      text += glyph.unicode;
    }
  }
  return text;
}

/** Walks the operators keeping the graphics state (fill colour, transform) across save/restore. */
export function readPageOperators(list: OperatorList): PageOperators {
  const painted: PaintedText = { characters: '', white: [] };
  const backdrops: PageBox[] = [];
  const rulings: PageBox[] = [];
  let images = 0;
  let state = { fill: '#000000', matrix: IDENTITY };
  const stack: (typeof state)[] = [];
  list.fnArray.forEach((fn, index) => {
    const args = list.argsArray[index] as unknown[] | null;
    if (fn === OPS.save) stack.push(state);
    else if (fn === OPS.restore || fn === OPS.paintFormXObjectEnd) state = stack.pop() ?? state;
    else if (fn === OPS.transform && args)
      state = { ...state, matrix: multiply(state.matrix, args as number[]) };
    else if (fn === OPS.paintFormXObjectBegin && args) {
      stack.push(state);
      if (Array.isArray(args[0]))
        state = { ...state, matrix: multiply(state.matrix, args[0] as number[]) };
    } else if (fn === OPS.setFillRGBColor && args) {
      state = { ...state, fill: typeof args[0] === 'string' ? args[0] : '#000000' };
    } else if (fn === OPS.setFillColorN || fn === OPS.shadingFill) {
      state = { ...state, fill: '#000000' }; // a pattern or shading: not plain white
    } else if (TEXT_OPS.has(fn)) {
      const characters = glyphText(args).normalize('NFKC').replace(/\s+/g, '');
      painted.characters += characters;
      for (let i = 0; i < characters.length; i++) painted.white.push(isNearWhite(state.fill));
    } else if (IMAGE_OPS.has(fn)) {
      images++;
      backdrops.push(toPage(state.matrix, [0, 0, 1, 1]));
    } else if (fn === OPS.constructPath && args) {
      const [paint, , minMax] = args as [number, unknown, number[] | null];
      if (!minMax || minMax.length < 4) return;
      const box = toPage(state.matrix, minMax);
      if (STROKE_OPS.has(paint) || (FILL_OPS.has(paint) && isThin(box))) rulings.push(box);
      else if (FILL_OPS.has(paint) && !isNearWhite(state.fill)) backdrops.push(box);
    }
  });
  return { painted, images, backdrops, rulings };
}
