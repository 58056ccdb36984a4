// Errors of the CV upload in both languages.
import { AppError } from '../../../platform/errors';
import type { ApiLocale } from '../../../platform/locale';

const FILE_PROBLEMS = {
  missing: {
    id: 'Pilih satu berkas CV di kolom "file".',
    en: 'Choose one CV file in the "file" field.',
  },
  wrongType: {
    id: 'CV harus berupa PDF atau DOCX. Isi berkas ini bukan keduanya.',
    en: 'The CV must be a PDF or a DOCX. This file is neither.',
  },
  empty: { id: 'Berkas CV kosong.', en: 'The CV file is empty.' },
  incomplete: {
    id: 'Unggahan CV terputus atau rusak. Silakan unggah lagi.',
    en: 'The CV upload was cut off or is malformed. Please upload it again.',
  },
  tooManyEntries: {
    id: 'Berkas DOCX ini berisi terlalu banyak bagian. Simpan ulang dari pengolah kata lalu unggah lagi.',
    en: 'This DOCX has too many parts. Save it again from your word processor and upload it again.',
  },
  unsafeEntryName: {
    id: 'Berkas DOCX ini berisi bagian dengan nama yang tidak aman.',
    en: 'This DOCX contains a part with an unsafe name.',
  },
  tooLargeUnpacked: {
    id: 'Isi berkas DOCX ini terlalu besar setelah dibuka (lebih dari 50 MB).',
    en: 'This DOCX unpacks to too much data (more than 50 MB).',
  },
  damaged: {
    id: 'Berkas DOCX ini rusak atau tidak dapat dibaca. Simpan ulang lalu unggah lagi.',
    en: 'This DOCX is damaged or cannot be read. Save it again and upload it again.',
  },
} as const satisfies Record<string, Record<ApiLocale, string>>;

const TOO_LARGE = {
  id: 'Ukuran CV maksimal 5 MB. Perkecil berkasnya lalu unggah lagi.',
  en: 'The CV must be at most 5 MB. Make the file smaller and upload it again.',
} as const satisfies Record<ApiLocale, string>;

const VALIDATION = {
  id: 'Berkas CV tidak dapat diterima.',
  en: 'The CV file cannot be accepted.',
} as const satisfies Record<ApiLocale, string>;

const NOT_FOUND = {
  id: 'Belum ada CV yang diunggah.',
  en: 'No CV has been uploaded yet.',
} as const satisfies Record<ApiLocale, string>;

export function cvFileError(problem: keyof typeof FILE_PROBLEMS, locale: ApiLocale): AppError {
  return new AppError('VALIDATION_ERROR', VALIDATION[locale], [
    { field: 'file', message: FILE_PROBLEMS[problem][locale] },
  ]);
}

export function cvTooLargeError(locale: ApiLocale): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE[locale], [
    { field: 'file', message: TOO_LARGE[locale] },
  ]);
}

export function cvNotFoundError(locale: ApiLocale): AppError {
  return new AppError('NOT_FOUND', NOT_FOUND[locale]);
}
