// Common pre-screening questions an employer picks from in the job editor instead of typing them
// again for every job. Each entry is a valid JobQuestionInput once its language is chosen (the
// unit test checks every entry against the contract), so picking one never makes a form invalid.
import type { Locale } from '../locale';
import type { QuestionType } from '../enums';
import type { JobQuestionInput } from '../contracts/employer-jobs';

type Texts = Record<Locale, string>;

export type LibraryQuestion = {
  key: string;
  type: QuestionType;
  title: Texts;
  mandatory: boolean;
  options: Texts[];
};

const yesNo: Texts[] = [
  { idn: 'Ya', en: 'Yes' },
  { idn: 'Tidak', en: 'No' },
];

export const QUESTION_LIBRARY: readonly LibraryQuestion[] = [
  {
    key: 'yearsOfExperience',
    type: 'numeric',
    title: {
      idn: 'Berapa tahun pengalaman kerjamu di bidang ini?',
      en: 'How many years of experience do you have in this field?',
    },
    mandatory: true,
    options: [],
  },
  {
    key: 'expectedSalary',
    type: 'numeric',
    title: {
      idn: 'Berapa gaji yang kamu harapkan per bulan (Rupiah)?',
      en: 'What monthly salary do you expect (Rupiah)?',
    },
    mandatory: true,
    options: [],
  },
  {
    key: 'startDate',
    type: 'date',
    title: { idn: 'Kapan kamu bisa mulai bekerja?', en: 'When can you start?' },
    mandatory: true,
    options: [],
  },
  {
    key: 'willingToRelocate',
    type: 'radio',
    title: {
      idn: 'Apakah kamu bersedia ditempatkan di kota lowongan ini?',
      en: "Are you willing to work in this job's city?",
    },
    mandatory: true,
    options: yesNo,
  },
  {
    key: 'workOnSite',
    type: 'radio',
    title: { idn: 'Bersedia bekerja dari kantor?', en: 'Are you willing to work on site?' },
    mandatory: false,
    options: yesNo,
  },
  {
    key: 'shiftWork',
    type: 'radio',
    title: {
      idn: 'Apakah kamu bersedia bekerja dengan sistem shift?',
      en: 'Are you willing to work in shifts?',
    },
    mandatory: false,
    options: yesNo,
  },
  {
    key: 'ownVehicle',
    type: 'radio',
    title: {
      idn: 'Apakah kamu memiliki kendaraan pribadi dan SIM yang berlaku?',
      en: "Do you have your own vehicle and a valid driver's licence?",
    },
    mandatory: false,
    options: yesNo,
  },
  {
    key: 'languages',
    type: 'checkbox',
    title: {
      idn: 'Bahasa apa saja yang kamu kuasai secara profesional?',
      en: 'Which languages do you speak at a professional level?',
    },
    mandatory: false,
    options: [
      { idn: 'Bahasa Indonesia', en: 'Indonesian' },
      { idn: 'Bahasa Inggris', en: 'English' },
      { idn: 'Bahasa Mandarin', en: 'Mandarin' },
      { idn: 'Bahasa Jepang', en: 'Japanese' },
    ],
  },
  {
    key: 'officeTools',
    type: 'checkbox',
    title: {
      idn: 'Aplikasi kerja apa yang biasa kamu gunakan?',
      en: 'Which work applications do you use regularly?',
    },
    mandatory: false,
    options: [
      { idn: 'Microsoft Excel', en: 'Microsoft Excel' },
      { idn: 'Google Workspace', en: 'Google Workspace' },
      { idn: 'Canva', en: 'Canva' },
      { idn: 'Figma', en: 'Figma' },
    ],
  },
  {
    key: 'portfolio',
    type: 'shortText',
    title: {
      idn: 'Tautan portofolio atau LinkedIn kamu',
      en: 'A link to your portfolio or LinkedIn',
    },
    mandatory: false,
    options: [],
  },
  {
    key: 'whyThisRole',
    type: 'shortText',
    title: {
      idn: 'Mengapa kamu tertarik dengan posisi ini?',
      en: 'Why are you interested in this role?',
    },
    mandatory: false,
    options: [],
  },
];

/** A library question in the job's language, ready for the editor's question list. */
export function libraryQuestionInput(question: LibraryQuestion, locale: Locale): JobQuestionInput {
  return {
    type: question.type,
    title: question.title[locale],
    description: '',
    mandatory: question.mandatory,
    options: question.options.map((o) => o[locale]),
  };
}

export function findLibraryQuestion(key: string): LibraryQuestion | undefined {
  return QUESTION_LIBRARY.find((q) => q.key === key);
}
