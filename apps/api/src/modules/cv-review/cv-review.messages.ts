// What the CV analyzer says, in Indonesian and English: its errors, why an analysis failed, and
// the labels of the PDF report.
import type { CvReviewAspect, CvReviewFailureCode } from '@jenjang/domain';
import { AppError } from '../../platform/errors';
import type { ApiLocale } from '../../platform/locale';

type Localized = Record<ApiLocale, string>;

const ERRORS = {
  CV_REVIEW_NOT_FOUND: {
    status: 404,
    id: 'Analisis CV tidak ditemukan.',
    en: 'This CV analysis does not exist.',
  },
  CV_REVIEW_NOT_READY: {
    status: 409,
    id: 'Analisis CV ini belum selesai. Laporan lengkap bisa dibuka setelah selesai.',
    en: 'This CV analysis has not finished. The full report can be unlocked once it is done.',
  },
  IDEMPOTENCY_KEY_CONFLICT: {
    status: 422,
    id: 'Idempotency-Key ini sudah dipakai untuk CV lain.',
    en: 'This Idempotency-Key was already used for another CV.',
  },
  PROFILE_CV_MISSING: {
    status: 404,
    id: 'Belum ada CV di profilmu. Unggah CV di profil atau pilih berkas untuk dianalisis.',
    en: 'There is no CV on your profile. Upload one to your profile or choose a file to analyse.',
  },
} as const satisfies Record<string, { status: number } & Localized>;

export type CvReviewErrorCode = keyof typeof ERRORS;

export function cvReviewError(code: CvReviewErrorCode, locale: ApiLocale): AppError {
  return new AppError(code, ERRORS[code][locale], undefined, ERRORS[code].status);
}

const FIELD_PROBLEMS = {
  jobNotFound: {
    id: 'Lowongan ini tidak ada. Pilih lowongan lain atau tempel deskripsinya.',
    en: 'This job does not exist. Pick another job or paste its description.',
  },
  fileMissing: {
    id: 'Pilih satu berkas CV di kolom "file", atau pakai CV di profilmu.',
    en: 'Choose one CV file in the "file" field, or use the CV on your profile.',
  },
  fields: {
    id: 'Kirim formulir sebagai multipart/form-data dengan kolom source, jobId atau targetText.',
    en: 'Send the form as multipart/form-data with the fields source, jobId or targetText.',
  },
} as const satisfies Record<string, Localized>;

const INVALID: Localized = {
  id: 'Permintaan analisis CV tidak valid.',
  en: 'The CV analysis request is not valid.',
};

export function cvReviewFieldError(
  field: string,
  problem: keyof typeof FIELD_PROBLEMS,
  locale: ApiLocale,
): AppError {
  return new AppError('VALIDATION_ERROR', INVALID[locale], [
    { field, message: FIELD_PROBLEMS[problem][locale] },
  ]);
}

const FAILURES = {
  tooLarge: {
    id: 'Berkas CV terlalu besar untuk dianalisis (maksimal 5 MB).',
    en: 'The CV file is too large to analyse (at most 5 MB).',
  },
  tooManyPages: {
    id: 'CV ini terlalu panjang untuk dianalisis (maksimal 10 halaman). CV yang baik cukup 1–2 halaman.',
    en: 'This CV is too long to analyse (at most 10 pages). A good CV fits on 1–2 pages.',
  },
  unreadable: {
    id: 'Berkas CV rusak atau tidak dapat dibaca. Simpan ulang sebagai PDF atau DOCX lalu coba lagi.',
    en: 'The CV file is damaged or cannot be read. Save it again as a PDF or DOCX and try again.',
  },
  noText: {
    id: 'Tidak ada teks yang bisa dibaca di CV ini; mungkin isinya gambar hasil pindaian. ATS juga tidak bisa membacanya: buat CV dengan teks asli.',
    en: 'There is no readable text in this CV; it may be a scanned image. An ATS cannot read it either: make a CV with real text.',
  },
  timeout: {
    id: 'Membaca CV ini memakan waktu terlalu lama. Simpan ulang dengan isi yang lebih sederhana lalu coba lagi.',
    en: 'Reading this CV took too long. Save it again with simpler content and try again.',
  },
  fileMissing: {
    id: 'Berkas CV untuk analisis ini tidak ditemukan lagi. Unggah ulang CV-mu.',
    en: 'The CV file of this analysis is gone. Please upload your CV again.',
  },
  internal: {
    id: 'Analisis gagal karena gangguan di sistem kami. Silakan coba lagi.',
    en: 'The analysis failed because of a problem on our side. Please try again.',
  },
} as const satisfies Record<CvReviewFailureCode, Localized>;

export function failureMessage(code: string, locale: ApiLocale): string {
  return (FAILURES[code as CvReviewFailureCode] ?? FAILURES.internal)[locale];
}

export const ASPECT_NAMES = {
  overallImpression: { id: 'Kesan keseluruhan', en: 'Overall impression' },
  contactInformation: { id: 'Informasi kontak', en: 'Contact information' },
  relevantSkills: { id: 'Keahlian yang relevan', en: 'Relevant skills' },
  professionalSummary: { id: 'Ringkasan profesional', en: 'Professional summary' },
  workExperience: { id: 'Pengalaman kerja', en: 'Work experience' },
  achievements: { id: 'Pencapaian', en: 'Achievements' },
  educationAndCertification: {
    id: 'Pendidikan dan sertifikasi',
    en: 'Education and certification',
  },
  organisationalActivity: { id: 'Pengalaman organisasi', en: 'Organisational activity' },
  writingConsistency: {
    id: 'Penulisan konsisten dan bebas salah',
    en: 'Consistent and error-free writing',
  },
  additionalSections: { id: 'Bagian tambahan', en: 'Additional sections' },
  keywords: { id: 'Kata kunci', en: 'Keywords' },
  careerRecommendation: { id: 'Rekomendasi karier', en: 'Career recommendation' },
} as const satisfies Record<CvReviewAspect, Localized>;

/** The labels of the PDF report. */
export const REPORT_TEXT = {
  title: { id: 'Laporan Analisis CV', en: 'CV Analysis Report' },
  overall: { id: 'Skor keseluruhan', en: 'Overall score' },
  target: { id: 'Target', en: 'Target' },
  analysed: { id: 'Dianalisis', en: 'Analysed' },
  locked: {
    id: 'Terkunci: buka laporan lengkap dengan 1 kredit di Jenjang.',
    en: 'Locked: unlock the full report with 1 credit on Jenjang.',
  },
  line: { id: 'baris', en: 'line' },
  suggestion: { id: 'Saran', en: 'Suggestion' },
  noFindings: { id: 'Tidak ada catatan. Bagus!', en: 'Nothing to note. Well done!' },
  jobMatch: { id: 'Kecocokan dengan lowongan', en: 'Match with the job' },
  matchRate: { id: 'Tingkat kecocokan', en: 'Match rate' },
  matchedSkills: { id: 'Keahlian yang cocok', en: 'Matched skills' },
  missingSkills: { id: 'Keahlian yang belum ada', en: 'Missing skills' },
  missingKeywords: { id: 'Kata kunci yang belum ada', en: 'Missing keywords' },
  careers: { id: 'Karier yang cocok', en: 'Careers that fit' },
  openJobs: { id: 'lowongan dibuka', en: 'open jobs' },
} as const satisfies Record<string, Localized>;
