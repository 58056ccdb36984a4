// CV models the extraction tests write as PDF and DOCX and read back.
import type { CvBlock, CvModel } from '../writers/cv-model.js';

const paragraph = (text: string): CvBlock => ({ kind: 'paragraph', text });

/** Every layout the extractor must see through, on two pages. */
export const LAYOUT_CV: CvModel = {
  language: 'en',
  header: ['Budi Santoso', 'budi.santoso@example.com | +62 812 3456 7890'],
  footer: ['References available on request'],
  blocks: [
    { kind: 'heading', text: 'Experience' },
    paragraph('Backend engineer at PT Maju Jaya, building payroll services in Go & TypeScript.'),
    { kind: 'bullets', items: ['Cut payroll run time by 40%', 'Mentored three junior engineers'] },
    {
      kind: 'table',
      rows: [
        ['2019', 'Universitas Indonesia'],
        ['2015', 'SMA Negeri 1 Bandung'],
        ['2012', 'SMP Negeri 2 Bandung'],
        ['2009', 'SD Negeri 5 Bandung'],
      ],
    },
    {
      kind: 'columns',
      left: ['Skills', 'Go', 'TypeScript', 'PostgreSQL', 'Docker'].map(paragraph),
      right: [
        'Profile',
        'Engineer with six years of experience',
        'in payroll and HR systems for',
        'companies across Indonesia, who likes',
        'clear code and careful tests.',
      ].map(paragraph),
    },
    { kind: 'paragraph', text: 'python java kubernetes', style: { color: 'white' } },
    { kind: 'paragraph', text: 'machine learning expert', style: { sizePt: 2 } },
    { kind: 'pageBreak' },
    { kind: 'heading', text: 'Projects' },
    paragraph('Open source contributor to a payroll library.'),
    { kind: 'image', caption: 'Certificates' },
  ],
};

/** Text on page 1, then a page that is only a picture of text. */
export const IMAGE_PAGE_CV: CvModel = {
  language: 'idn',
  blocks: [
    { kind: 'heading', text: 'Pengalaman' },
    paragraph('Staf administrasi di CV Sumber Rejeki.'),
    { kind: 'pageBreak' },
    { kind: 'image', caption: 'Sertifikat', widthPt: 400, heightPt: 500 },
  ],
};

/** Three pages of ordinary text: about the size of a long CV. */
export const TWO_PAGE_CV: CvModel = {
  language: 'en',
  header: ['Siti Rahma', 'siti.rahma@example.com'],
  blocks: [
    { kind: 'heading', text: 'Experience' },
    ...Array.from({ length: 30 }, (_, index) =>
      paragraph(
        `Project ${index + 1}: built and ran reporting services for a logistics company in Jakarta.`,
      ),
    ),
    { kind: 'pageBreak' },
    { kind: 'heading', text: 'Education' },
    ...Array.from({ length: 20 }, (_, index) =>
      paragraph(`Course ${index + 1}: data engineering and statistics.`),
    ),
  ],
};

export const EMPTY_CV: CvModel = { language: 'en', blocks: [] };

export function textsOf(lines: { text: string }[]): string[] {
  return lines.map((line) => line.text);
}
