// Fixed section texts of the corpus CVs: summaries, organisation roles, achievements and the
// training list of the long CVs.
import type { CvLanguage } from '@jenjang/domain';
import type { Bilingual } from './corpus-vocabulary';
import type { CvPersona } from './corpus-spec';
import type { FieldVocabulary } from './field-vocabulary';

export function summarySentences(input: {
  persona: CvPersona;
  language: CvLanguage;
  vocabulary: FieldVocabulary;
  title: string;
  university: string;
  /** null writes "several years" (a CV without figures). */
  years: number | null;
}): string[] {
  const { language, vocabulary, university } = input;
  const focus = vocabulary.focus[language];
  const major = vocabulary.major[language];
  if (language === 'en') {
    const years = input.years === null ? 'several years' : `${input.years} years`;
    const first =
      input.persona === 'experienced'
        ? `${input.title} with ${years} of experience in ${focus}.`
        : input.persona === 'freshGraduate'
          ? `${major} graduate from ${university} with internship experience in ${focus}.`
          : `Final-year ${major} student at ${university} with internship experience in ${focus}.`;
    return [
      first,
      'I turn manual routines into reliable, measurable processes and work closely with business and product teams.',
      'Colleagues rely on me for clear writing, careful follow-up and calm work under deadlines.',
    ];
  }
  const years = input.years === null ? 'beberapa tahun' : `${input.years} tahun`;
  const first =
    input.persona === 'experienced'
      ? `${input.title} dengan pengalaman ${years} di bidang ${focus}.`
      : input.persona === 'freshGraduate'
        ? `Lulusan ${major} dari ${university} dengan pengalaman magang di bidang ${focus}.`
        : `Mahasiswa tingkat akhir ${major} di ${university} dengan pengalaman magang di bidang ${focus}.`;
  return [
    first,
    'Terbiasa mengubah pekerjaan manual menjadi proses yang andal dan terukur serta bekerja erat dengan tim bisnis dan produk.',
    'Rekan kerja mengenal saya sebagai penulis yang jelas, teliti dalam tindak lanjut dan tenang saat tenggat waktu.',
  ];
}

export function titleLine(
  persona: CvPersona,
  language: CvLanguage,
  vocabulary: FieldVocabulary,
  currentTitle: string,
): string {
  const major = vocabulary.major[language];
  if (persona === 'experienced') return currentTitle;
  if (persona === 'student') return language === 'en' ? `${major} Student` : `Mahasiswa ${major}`;
  return language === 'en' ? `${major} Graduate` : `Lulusan ${major}`;
}

export const ORGANISATION_ROLES: readonly Bilingual[] = [
  { en: 'Head of Sponsorship', idn: 'Ketua Divisi Sponsor' },
  { en: 'Program Coordinator', idn: 'Koordinator Program' },
  { en: 'Vice Chair', idn: 'Wakil Ketua' },
  { en: 'Public Relations Lead', idn: 'Koordinator Hubungan Masyarakat' },
];

export function achievementLine(persona: CvPersona, language: CvLanguage, company: string): string {
  if (persona === 'experienced')
    return language === 'en'
      ? `Employee of the Year, ${company}`
      : `Karyawan Terbaik Tahun Ini, ${company}`;
  return language === 'en'
    ? 'Finalist, National Business Case Competition'
    : 'Finalis Kompetisi Studi Kasus Bisnis Nasional';
}

export const TRAINING_COURSES: readonly Bilingual[] = [
  { en: 'Advanced Excel for Finance', idn: 'Excel Lanjutan untuk Keuangan' },
  { en: 'Public Speaking for Professionals', idn: 'Berbicara di Depan Umum untuk Profesional' },
  { en: 'Agile Project Management Basics', idn: 'Dasar Manajemen Proyek Agile' },
  { en: 'Business Writing Workshop', idn: 'Lokakarya Penulisan Bisnis' },
  { en: 'Leadership for New Managers', idn: 'Kepemimpinan untuk Manajer Baru' },
  { en: 'Negotiation Skills', idn: 'Keterampilan Negosiasi' },
  { en: 'Data Visualization with Looker Studio', idn: 'Visualisasi Data dengan Looker Studio' },
  { en: 'Time Management Workshop', idn: 'Lokakarya Manajemen Waktu' },
];

export const SKILL_LEVELS: Record<
  CvLanguage,
  { header: [string, string]; levels: [string, string] }
> = {
  en: { header: ['Skill', 'Level'], levels: ['Advanced', 'Intermediate'] },
  idn: { header: ['Keahlian', 'Tingkat'], levels: ['Mahir', 'Menengah'] },
};
