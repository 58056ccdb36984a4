// The analysis as a printable PDF (pdfkit, DejaVu Sans: report-fonts.ts): what the reader sees on the
// page, in their language: the full report once unlocked, the free part with the locked aspects
// named otherwise. Scores carry the spec's colours (0-59 red, 60-79 amber, 80+ green).
import PDFDocument from 'pdfkit';
import {
  formatCount,
  formatWibDateLong,
  type CvAspectResult,
  type CvReview,
} from '@jenjang/domain';
import type { ApiLocale } from '../../platform/locale';
import { ASPECT_NAMES, REPORT_TEXT } from './cv-review.messages';
import { loadReportFonts } from './report-fonts';

const COLOURS = { red: '#d92d20', amber: '#dc6803', green: '#039855', grey: '#667085' };

function scoreColour(score: number | null): string {
  if (score === null) return COLOURS.grey;
  if (score >= 80) return COLOURS.green;
  if (score >= 60) return COLOURS.amber;
  return COLOURS.red;
}

/** Helvetica speaks WinAnsi: other characters (emoji, scripts) would print as garbage. */
type Doc = InstanceType<typeof PDFDocument>;
/** The report's fonts' filter: drops what they cannot draw. */
type Printable = (text: string) => string;

function heading(doc: Doc, printable: Printable, text: string) {
  doc.moveDown(0.6).font('bold').fontSize(13).fillColor('#101828').text(printable(text));
}

function aspectBlock(doc: Doc, printable: Printable, aspect: CvAspectResult, locale: ApiLocale) {
  const lang = locale === 'en' ? 'en' : 'idn';
  const name = ASPECT_NAMES[aspect.aspect][locale];
  doc.moveDown(0.5).font('bold').fontSize(11.5).fillColor('#101828');
  doc.text(`${name}  `, { continued: true });
  doc.fillColor(scoreColour(aspect.score)).text(aspect.locked ? '-' : `${aspect.score}/100`);
  doc.font('regular').fontSize(10).fillColor('#344054');
  if (aspect.locked) {
    doc.fillColor(COLOURS.grey).text(REPORT_TEXT.locked[locale]);
    return;
  }
  if (aspect.summary) doc.text(printable(aspect.summary[lang]));
  if (aspect.findings.length === 0) {
    doc.fillColor(COLOURS.green).text(REPORT_TEXT.noFindings[locale]);
    return;
  }
  for (const finding of aspect.findings) {
    doc.moveDown(0.2).fillColor('#101828');
    if (finding.quote) {
      const where = finding.line ? ` (${REPORT_TEXT.line[locale]} ${finding.line})` : '';
      doc.font('italic').text(printable(`"${finding.quote}"${where}`), { indent: 10 });
    }
    doc.font('regular').fillColor('#344054').text(printable(finding.why[lang]), { indent: 10 });
    if (finding.suggestion) {
      doc
        .fillColor(COLOURS.green)
        .text(printable(`${REPORT_TEXT.suggestion[locale]}: ${finding.suggestion}`), {
          indent: 10,
        });
    }
  }
}

function jobMatchBlock(doc: Doc, printable: Printable, review: CvReview, locale: ApiLocale) {
  const match = review.jobMatch;
  if (!match) return;
  heading(doc, printable, `${REPORT_TEXT.jobMatch[locale]}: ${match.targetTitle}`);
  doc.font('regular').fontSize(10).fillColor(scoreColour(match.matchRate));
  doc.text(`${REPORT_TEXT.matchRate[locale]}: ${match.matchRate}%`);
  doc.fillColor('#344054');
  const list = (label: string, items: string[]) => {
    if (items.length > 0) doc.text(printable(`${label}: ${items.join(', ')}`));
  };
  list(REPORT_TEXT.matchedSkills[locale], match.matchedSkills);
  list(REPORT_TEXT.missingSkills[locale], match.missingSkills);
  list(REPORT_TEXT.missingKeywords[locale], match.missingKeywords);
}

/** The report's bytes (a complete PDF, %PDF-1.3 header). */
export function renderReviewPdf(review: CvReview, locale: ApiLocale): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: REPORT_TEXT.title[locale], Creator: 'Jenjang', Producer: 'Jenjang' },
  });
  const fonts = loadReportFonts();
  for (const [style, bytes] of Object.entries(fonts.files)) doc.registerFont(style, bytes);
  const printable = fonts.drawable;
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('bold').fontSize(18).fillColor('#1d4ed8').text(REPORT_TEXT.title[locale]);
  doc.font('regular').fontSize(10).fillColor('#344054').text(printable(review.fileName));
  if (review.target) {
    doc.text(printable(`${REPORT_TEXT.target[locale]}: ${review.target.title}`));
  }
  // Dates and counts as the site writes them: '28 Nov 2026, 14:05 WIB', '1.641'.
  const lang = locale === 'en' ? 'en' : 'idn';
  if (review.finishedAt) {
    const finished = formatWibDateLong(review.finishedAt, lang);
    doc.text(`${REPORT_TEXT.analysed[locale]}: ${finished} WIB`);
  }
  doc.moveDown(0.6).font('bold').fontSize(14).fillColor('#101828');
  doc.text(`${REPORT_TEXT.overall[locale]}: `, { continued: true });
  doc.fillColor(scoreColour(review.overallScore)).text(`${review.overallScore ?? '-'}%`);

  for (const aspect of review.aspects) aspectBlock(doc, printable, aspect, locale);
  jobMatchBlock(doc, printable, review, locale);
  if (review.careers.length > 0) {
    heading(doc, printable, REPORT_TEXT.careers[locale]);
    doc.font('regular').fontSize(10).fillColor('#344054');
    for (const career of review.careers) {
      doc.text(
        printable(
          `${career.name} (${career.score}/100): ${formatCount(career.openJobs, lang)} ${REPORT_TEXT.openJobs[locale]}`,
        ),
      );
    }
  }
  doc.end();
  return done;
}
