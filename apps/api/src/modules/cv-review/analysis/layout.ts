// What the file's layout does to an ATS, and the CV's length: tables, columns, text in images,
// hidden text (white or tiny: keyword stuffing), too long or too short.
import type { CvFinding, CvLanguage } from '@jenjang/domain';
import type { CvDocument, CvLine } from './cv-document';
import { countWords } from './cv-text';
import { documentFinding, lineFinding } from './finding';

/** Fewer words than this and a CV says too little (one page holds 300-600). */
export const MIN_WORDS = 180;
/** More words than this is too long for someone with under ten years of experience. */
export const MAX_WORDS_JUNIOR = 1100;
const MAX_PAGES = 2;
/** Images of unknown size with less text than this: the CV is probably an image of a CV. */
const IMAGE_CV_MAX_WORDS = 120;

export type LayoutFacts = { findings: CvFinding[]; words: number };

/** `readable`: the document's lines with hidden and injected ones blanked (what is counted). */
export function checkLayout(
  document: CvDocument,
  readable: readonly CvLine[],
  yearsOfExperience: number,
  language: CvLanguage,
): LayoutFacts {
  const { lines, layout } = document;
  const words = countWords(readable);
  const findings: CvFinding[] = [];
  const idn = language === 'idn';

  if (layout.pages > MAX_PAGES || (words > MAX_WORDS_JUNIOR && yearsOfExperience < 10)) {
    findings.push(
      documentFinding(
        'tooLong',
        'medium',
        {
          idn: `CV ini ${layout.pages} halaman dan ${words} kata; perekrut membaca CV dalam hitungan detik, jadi untuk pengalaman di bawah 10 tahun cukup 1–2 halaman.`,
          en: `This CV runs to ${layout.pages} pages and ${words} words; recruiters skim a CV in seconds, so under ten years of experience fits in 1-2 pages.`,
        },
        idn
          ? 'Pangkas pengalaman yang tidak relevan dan sisakan 3–5 poin terkuat per pekerjaan.'
          : 'Cut unrelated experience and keep the 3-5 strongest bullets per role.',
      ),
    );
  }
  if (words < MIN_WORDS) {
    findings.push(
      documentFinding(
        'tooShort',
        'medium',
        {
          idn: `CV ini hanya ${words} kata; terlalu sedikit untuk menunjukkan keahlian dan pencapaianmu.`,
          en: `This CV has only ${words} words; too few to show your skills and achievements.`,
        },
        idn
          ? 'Tambahkan ringkasan, 3–5 poin pencapaian per pengalaman (kerja, organisasi, proyek) dan daftar keahlian.'
          : 'Add a summary, 3-5 achievement bullets per role (work, organisations, projects) and a skills list.',
      ),
    );
  }
  if (layout.tables > 0 || lines.some((line) => line.part === 'table')) {
    findings.push(
      documentFinding(
        'tables',
        'medium',
        {
          idn: 'CV ini memakai tabel; banyak ATS membaca sel tabel secara acak atau melewatinya, sehingga isinya bisa hilang.',
          en: 'This CV uses tables; many ATSs read table cells out of order or skip them, so their content can get lost.',
        },
        idn
          ? 'Ganti tabel dengan teks biasa: judul bagian lalu poin-poin.'
          : 'Replace the tables with plain text: a heading, then bullets.',
      ),
    );
  }
  if (layout.columns) {
    findings.push(
      documentFinding(
        'columns',
        'medium',
        {
          idn: 'Teks CV disusun dalam beberapa kolom; ATS membaca baris demi baris melintasi kolom sehingga kalimat tercampur.',
          en: 'The CV is set in several columns; an ATS reads straight across them, so sentences get mixed up.',
        },
        idn ? 'Gunakan satu kolom dari atas ke bawah.' : 'Use a single column from top to bottom.',
      ),
    );
  }
  // A picture of text: an image-only page, or an image as wide as a text section. A profile
  // photo is neither. Without measured images, images in a CV of few words stand for its text.
  const picturedText =
    layout.textImages === undefined
      ? layout.images > 0 && words < IMAGE_CV_MAX_WORDS
      : layout.textImages > 0;
  if (layout.imageOnlyPages > 0 || picturedText) {
    findings.push(
      documentFinding(
        'textInImages',
        'high',
        {
          idn: 'Sebagian isi CV berupa gambar; ATS tidak bisa membaca teks di dalam gambar, jadi isinya tidak terbaca sama sekali.',
          en: 'Part of the CV is an image; an ATS cannot read text inside images, so that content is invisible to it.',
        },
        idn
          ? 'Tulis ulang isi gambar sebagai teks biasa di dokumen.'
          : 'Retype what the images say as plain text in the document.',
      ),
    );
  }
  lines.forEach((line, index) => {
    if (!line.hidden) return;
    findings.push(
      lineFinding(
        'hiddenText',
        'high',
        lines,
        index,
        line.hidden === 'white'
          ? {
              idn: 'Baris ini berwarna putih sehingga tidak terlihat; teks tersembunyi dianggap manipulasi kata kunci oleh ATS dan perekrut.',
              en: 'This line is white, so nobody can see it; hidden text is treated as keyword stuffing by ATSs and recruiters.',
            }
          : {
              idn: 'Baris ini berukuran sangat kecil sehingga tidak terbaca; teks tersembunyi dianggap manipulasi kata kunci.',
              en: 'This line is set too small to read; hidden text is treated as keyword stuffing.',
            },
        idn
          ? 'Hapus baris ini, atau tampilkan isinya secara wajar bila memang relevan.'
          : 'Delete this line, or show it normally if it is relevant.',
      ),
    );
  });
  return { findings, words };
}
