// The report's typeface: DejaVu Sans from the npm package `dejavu-fonts-ttf` (Bitstream Vera and
// DejaVu licences, in NOTICE.md), embedded and subset by pdfkit. pdfkit's built-in Helvetica
// speaks only WinAnsi, so a CV line with a check mark, an arrow or a Vietnamese name came out
// with question marks; DejaVu covers those. What even it lacks (emoji, which CV templates use as
// icons) is dropped, so the PDF never shows an empty box.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);
const TTF_DIR = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

const FILES = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
} as const;

export type ReportFontStyle = keyof typeof FILES;

export type ReportFonts = {
  /** The font files, for pdfkit's registerFont. */
  files: Record<ReportFontStyle, Buffer>;
  /** Keeps what all three faces can draw; the rest of a line goes. */
  drawable: (text: string) => string;
};

/** Read for each report (pdfkit reads a registered font anyway); a few milliseconds. */
export function loadReportFonts(): ReportFonts {
  const files = {
    regular: readFileSync(join(TTF_DIR, FILES.regular)),
    bold: readFileSync(join(TTF_DIR, FILES.bold)),
    italic: readFileSync(join(TTF_DIR, FILES.italic)),
  };
  const faces = Object.values(files).map((bytes) => fontkit.create(bytes));
  const canDraw = (codePoint: number) =>
    faces.every((face) => 'hasGlyphForCodePoint' in face && face.hasGlyphForCodePoint(codePoint));
  return {
    files,
    drawable: (text) =>
      Array.from(text)
        .filter((char) => char === '\n' || canDraw(char.codePointAt(0)!))
        .join('')
        .replace(/[ \t]{2,}/g, ' '),
  };
}
