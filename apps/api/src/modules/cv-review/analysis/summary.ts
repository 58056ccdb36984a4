// The professional summary: a section with a summary heading, or a paragraph near the top
// (between the name and the first heading) long enough to be one.
import type { CvFinding, CvLanguage } from '@jenjang/domain';
import type { CvLine } from './cv-document';
import { wordsOf } from './cv-text';
import { documentFinding } from './finding';
import { sectionsOf, type CvSections } from './sections';

/** A paragraph of at least this many words near the top reads as a summary without a heading. */
const UNHEADED_SUMMARY_WORDS = 25;

export type SummaryFacts = { words: number; findings: CvFinding[] };

function isContactLine(text: string): boolean {
  return /@|https?:|www\.|linkedin|\+?62|08\d|\b(telp|phone|hp|email|alamat|address)\b/i.test(text);
}

export function checkSummary(
  lines: readonly CvLine[],
  sections: CvSections,
  language: CvLanguage,
): SummaryFacts {
  const headed = sectionsOf(sections, 'summary').flatMap((s) => s.lines);
  let words = headed.reduce((sum, i) => sum + wordsOf(lines[i]?.text ?? '').length, 0);
  if (words === 0) {
    // Short lines at the top are the name, the title and contact details; a paragraph is prose.
    words = sections.top
      .map((i) => lines[i])
      .filter(
        (line): line is CvLine =>
          Boolean(line) && !line?.hidden && line?.part === 'body' && !isContactLine(line.text),
      )
      .map((line) => wordsOf(line.text).length)
      .filter((count) => count >= 6)
      .reduce((sum, count) => sum + count, 0);
    if (words < UNHEADED_SUMMARY_WORDS) words = 0;
  }
  const findings: CvFinding[] = [];
  if (words === 0) {
    findings.push(
      documentFinding(
        'noSummary',
        'medium',
        {
          idn: 'CV ini tidak punya ringkasan profesional; 2–3 kalimat di bagian atas membantu perekrut langsung paham siapa kamu dan posisi yang dituju.',
          en: 'This CV has no professional summary; 2-3 sentences at the top tell a recruiter at once who you are and what role you want.',
        },
        language === 'idn'
          ? 'Tambahkan bagian "Ringkasan" di bawah nama, mis. "[Jabatan] dengan [N] tahun pengalaman di [bidang], terbiasa [keahlian utama]; berhasil [pencapaian dengan angka]."'
          : 'Add a "Summary" under your name, e.g. "[Title] with [N] years in [field], skilled in [key skills]; [achievement with a number]."',
      ),
    );
  }
  return { words, findings };
}
