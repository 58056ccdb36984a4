// The report PDF draws what a CV quotes as it is: check marks, arrows and Vietnamese or Turkish
// names (pdfkit's Helvetica turned them into '?'), and drops only what no font here draws (emoji
// used as icons). Read back with the CV reader itself.
import type { CvReview } from '@jenjang/domain';
import { describe, expect, it } from 'vitest';
import { renderReviewPdf } from './cv-review.report';
import { extractPdf } from './extraction/extract-pdf';
import { CV_EXTRACTION_LIMITS } from './extraction/limits';

const quote = '✓ Memimpin tim 5 orang → penjualan naik 20% 📞 Nguyễn Thị Hà, Şükrü';

const review: CvReview = {
  id: '00000000-0000-4000-8000-000000000001',
  status: 'done',
  progress: 100,
  fileName: 'CV Nguyễn.pdf',
  fileKind: 'pdf',
  language: 'idn',
  target: null,
  unlocked: true,
  overallScore: 72,
  aspects: [
    {
      aspect: 'overallImpression',
      locked: false,
      score: 55,
      summary: { idn: 'Sebagian poin belum berangka.', en: 'Some bullets lack figures.' },
      findings: [
        {
          detector: 'noNumbers',
          severity: 'medium',
          quote,
          line: 7,
          why: { idn: 'Perekrut mencari angka.', en: 'Recruiters look for figures.' },
          suggestion: 'Tulis hasilnya dengan angka → 20%',
        },
      ],
    },
  ],
  jobMatch: null,
  careers: [
    { roleId: 1, name: 'Data Analyst', score: 81, openJobs: 1641, searchPath: '/?search=data' },
  ],
  stats: { pages: 1, words: 300, lines: 40 },
  failure: null,
  improvedByModel: false,
  createdAt: '2026-11-27T08:00:00.000Z',
  // 23:30 UTC: already the next day in Jakarta, the date the report must print.
  finishedAt: '2026-11-27T23:30:05.000Z',
};

async function reportText(locale: 'id' | 'en'): Promise<string> {
  const bytes = await renderReviewPdf(review, locale);
  const read = await extractPdf(bytes, CV_EXTRACTION_LIMITS);
  if (!read.ok) throw new Error(`report unreadable: ${read.failure}`);
  return read.document.lines.map((line) => line.text).join('\n');
}

describe('the report PDF', () => {
  it('keeps check marks, arrows and names beyond WinAnsi, and drops emoji', async () => {
    const text = await reportText('id');
    expect(text).toContain('✓ Memimpin tim 5 orang → penjualan naik 20%');
    expect(text).toContain('Nguyễn Thị Hà, Şükrü');
    expect(text).toContain('CV Nguyễn.pdf');
    expect(text).toContain('Tulis hasilnya dengan angka → 20%');
    expect(text).not.toContain('📞');
    expect(text).not.toContain('?');
  });

  it('is written in the reader language', async () => {
    expect(await reportText('en')).toContain('Recruiters look for figures.');
    expect(await reportText('id')).toContain('Perekrut mencari angka.');
  });

  it('writes dates in WIB and counts as the site does', async () => {
    const idn = await reportText('id');
    expect(idn).toContain('Dianalisis: 28 Nov 2026, 06:30 WIB');
    expect(idn).toContain('1.641 lowongan dibuka');
    expect(await reportText('en')).toContain('1,641 open jobs');
  });
});
