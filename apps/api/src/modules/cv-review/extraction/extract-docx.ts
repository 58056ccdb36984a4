// DOCX bytes → CvDocument. The archive is checked for zip bombs and unsafe names with the same
// check uploads pass (inspectDocxArchive) before anything is unpacked. Headers and footers are
// read too: CVs put the name and contact there, and readers that skip them lose both.
import { unzipSync } from 'fflate';
import type { CvExtractionLimits, CvLine } from '../analysis/cv-document.js';
import { inspectDocxArchive } from '../../students/cv/docx-archive.js';
import { readDocxPart, type PartReading } from './docx-part-reader.js';
import { NO_STYLES, readStyles } from './docx-styles.js';
import { decodePart } from './docx-xml.js';
import type { CvExtractionResult } from './extract-cv.js';

const BODY = 'word/document.xml';
const STYLES = 'word/styles.xml';
const APP_PROPERTIES = 'docProps/app.xml';
/** As for PDF pages: pictures with fewer characters than this carry their words in the pictures. */
const IMAGE_ONLY_MAX_CHARACTERS = 20;
const HEADER_OR_FOOTER = /^word\/(header|footer)(\d*)\.xml$/;

function partNumber(name: string): number {
  return Number(HEADER_OR_FOOTER.exec(name)?.[2] || 0);
}

/** Lines of all headers (or footers) in part order, each text once (first-page and default
 * headers often repeat each other). */
function uniqueLines(readings: PartReading[]): CvLine[] {
  const seen = new Set<string>();
  return readings
    .flatMap((reading) => reading.lines)
    .filter((line) => !seen.has(line.text) && seen.add(line.text));
}

export async function extractDocx(
  bytes: Uint8Array,
  limits: CvExtractionLimits,
): Promise<CvExtractionResult> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const problem = await inspectDocxArchive(buffer);
  if (problem === 'tooLargeUnpacked') return { ok: false, failure: 'tooLarge' };
  if (problem) return { ok: false, failure: 'unreadable' };
  try {
    const files = unzipSync(bytes, {
      filter: ({ name }) =>
        name === BODY || name === STYLES || name === APP_PROPERTIES || HEADER_OR_FOOTER.test(name),
    });
    const body = files[BODY];
    if (!body) return { ok: false, failure: 'unreadable' };
    const bodyXml = decodePart(body);
    const styles = files[STYLES] ? readStyles(decodePart(files[STYLES])) : NO_STYLES;
    // Word records where its own layout broke pages; other writers only have explicit breaks.
    const countRenderedBreaks = bodyXml.includes('w:lastRenderedPageBreak');
    const bodyReading = readDocxPart(bodyXml, 'body', styles, countRenderedBreaks);
    const partsOf = (kind: 'header' | 'footer') =>
      Object.keys(files)
        .filter((name) => HEADER_OR_FOOTER.exec(name)?.[1] === kind)
        .sort((a, b) => partNumber(a) - partNumber(b))
        .map((name) => readDocxPart(decodePart(files[name]!), kind, styles, false));
    const headers = partsOf('header');
    const footers = partsOf('footer');
    const statedPages = Number(
      /<Pages>(\d+)<\/Pages>/.exec(
        files[APP_PROPERTIES] ? decodePart(files[APP_PROPERTIES]) : '',
      )?.[1] ?? 0,
    );
    const pages = Math.max(1, statedPages, bodyReading.pages);
    if (pages > limits.maxPages) return { ok: false, failure: 'tooManyPages' };
    const all = [bodyReading, ...headers, ...footers];
    const images = all.reduce((sum, reading) => sum + reading.images, 0);
    const bodyCharacters = bodyReading.lines.reduce((sum, line) => sum + line.text.length, 0);
    return {
      ok: true,
      document: {
        kind: 'docx',
        lines: [
          ...uniqueLines(headers).map((line) => ({ ...line, page: 1 })),
          ...bodyReading.lines,
          ...uniqueLines(footers).map((line) => ({ ...line, page: pages })),
        ],
        layout: {
          pages,
          tables: all.reduce((sum, reading) => sum + reading.tables, 0),
          columns: bodyReading.columns,
          images,
          // Pages are not laid out here: a body of pictures and almost no text counts whole.
          imageOnlyPages: images > 0 && bodyCharacters < IMAGE_ONLY_MAX_CHARACTERS ? pages : 0,
        },
      },
    };
  } catch {
    return { ok: false, failure: 'unreadable' };
  }
}
