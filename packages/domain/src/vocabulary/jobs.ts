// What a job posting is made of, as the employer picks it and the job seeker reads it.
import {
  APPLICATION_TYPES,
  EMPLOYMENT_TYPES,
  HIRING_STAGE_TYPES,
  QUESTION_TYPES,
  SALARY_TYPES,
  SORT_PARAMS,
  WORKPLACE_TYPES,
  type SalaryType,
} from '../enums';
import type { Locale } from '../locale';
import { JOB_REPORT_REASONS } from '../moderation/report-reasons';
import { defineVocabulary, type Label } from './vocabulary';

export const EMPLOYMENT_TYPE_VOCABULARY = defineVocabulary('employmentType', EMPLOYMENT_TYPES, {
  fullTime: { idn: 'Full time', en: 'Full-time' },
  internship: { idn: 'Magang', en: 'Internship' },
  partTime: { idn: 'Part time', en: 'Part-time' },
  contract: { idn: 'Kontrak', en: 'Contract' },
  freelance: { idn: 'Freelance', en: 'Freelance' },
});

export const WORKPLACE_TYPE_VOCABULARY = defineVocabulary('workplaceType', WORKPLACE_TYPES, {
  remote: { idn: 'Remote', en: 'Remote' },
  onSite: { idn: 'Kerja di kantor', en: 'On-site' },
  hybrid: { idn: 'Hybrid', en: 'Hybrid' },
});

/** The period a salary is paid for, as the employer picks it ('Per bulan'). */
export const SALARY_PERIOD_VOCABULARY = defineVocabulary('salaryPeriod', SALARY_TYPES, {
  monthly: { idn: 'Per bulan', en: 'Per month' },
  hourly: { idn: 'Per jam', en: 'Per hour' },
  daily: { idn: 'Per hari', en: 'Per day' },
  yearly: { idn: 'Per tahun', en: 'Per year' },
  project: { idn: 'Per proyek', en: 'Per project' },
});

// The same periods as they follow an amount ('Rp5jt – Rp8jt/bulan'): a second form of the one
// term above, kept beside it so both change together.
const SALARY_PERIOD_SUFFIXES: Record<SalaryType, Label> = {
  monthly: { idn: '/bulan', en: '/month' },
  hourly: { idn: '/jam', en: '/hour' },
  daily: { idn: '/hari', en: '/day' },
  yearly: { idn: '/tahun', en: '/year' },
  project: { idn: '/proyek', en: '/project' },
};

export function salaryPeriodSuffix(period: SalaryType, locale: Locale): string {
  return SALARY_PERIOD_SUFFIXES[period][locale];
}

export const APPLICATION_TYPE_VOCABULARY = defineVocabulary('applicationType', APPLICATION_TYPES, {
  easyApply: { idn: 'Easy Apply di Jenjang', en: 'Easy Apply on Jenjang' },
  external: { idn: 'Di situs perusahaan', en: 'On the company’s site' },
});

export const QUESTION_TYPE_VOCABULARY = defineVocabulary('questionType', QUESTION_TYPES, {
  checkbox: {
    idn: 'Pilihan ganda (boleh lebih dari satu)',
    en: 'Multiple choice (several answers)',
  },
  radio: { idn: 'Pilih satu', en: 'Single choice' },
  numeric: { idn: 'Angka', en: 'Number' },
  date: { idn: 'Tanggal', en: 'Date' },
  shortText: { idn: 'Teks singkat', en: 'Short text' },
});

/** The kinds of step an employer puts in a job's hiring process. */
export const HIRING_STEP_TYPE_VOCABULARY = defineVocabulary('hiringStepType', HIRING_STAGE_TYPES, {
  techTest: { idn: 'Tes teknis', en: 'Tech test' },
  hrInterview: { idn: 'Interview HR', en: 'HR interview' },
  userInterview: { idn: 'Interview user', en: 'User interview' },
  custom: { idn: 'Tahapan lain', en: 'Other step' },
});

export const SORT_VOCABULARY = defineVocabulary('sort', SORT_PARAMS, {
  mostRelevant: { idn: 'Paling relevan', en: 'Most relevant' },
  mostActivelyHiring: { idn: 'Paling aktif merekrut', en: 'Most actively hiring' },
  highestSalary: { idn: 'Gaji tertinggi', en: 'Highest salary' },
  publishedAt: { idn: 'Terbaru', en: 'Newest' },
});

/** Why a person reports a job; the admin's queue reads the same words. */
export const JOB_REPORT_REASON_VOCABULARY = defineVocabulary(
  'jobReportReason',
  JOB_REPORT_REASONS,
  {
    scam: { idn: 'Penipuan', en: 'Scam' },
    misleading: { idn: 'Informasi menyesatkan', en: 'Misleading information' },
    discriminatory: { idn: 'Diskriminatif', en: 'Discriminatory' },
    asksForMoney: { idn: 'Meminta uang atau biaya', en: 'Asks for money or fees' },
  },
);
