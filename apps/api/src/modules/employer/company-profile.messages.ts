// Errors of the company profile editor's uploads and photos, in Indonesian and English.
import {
  COMPANY_IMAGE_LIMITS,
  COMPANY_PHOTOS_MAX,
  type CompanyImagePurpose,
} from '@jenjang/domain';
import { AppError } from '../../platform/errors';
import type { ApiLocale } from '../../platform/locale';
import type { ImageProblem } from './company-images';

const MB = 1024 * 1024;
const WHAT = {
  logo: { id: 'Logo', en: 'The logo' },
  photo: { id: 'Foto', en: 'The photo' },
} as const;

function problemText(
  problem: ImageProblem | 'missing' | 'incomplete',
  purpose: CompanyImagePurpose,
  locale: ApiLocale,
): string {
  const limits = COMPANY_IMAGE_LIMITS[purpose];
  const what = WHAT[purpose][locale];
  const en = locale === 'en';
  switch (problem) {
    case 'missing':
      return en ? 'Choose one image in the "file" field.' : 'Pilih satu gambar di kolom "file".';
    case 'incomplete':
      return en
        ? 'The upload was cut off or is malformed. Please upload it again.'
        : 'Unggahan terputus atau rusak. Silakan unggah lagi.';
    case 'empty':
      return en ? 'The file is empty.' : 'Berkasnya kosong.';
    case 'tooLarge':
      return en
        ? `${what} must be at most ${limits.maxBytes / MB} MB.`
        : `${what} maksimal ${limits.maxBytes / MB} MB.`;
    case 'wrongType':
      return en
        ? `${what} must be a PNG, JPEG or WebP image (SVG is not accepted). This file is none of them.`
        : `${what} harus berupa gambar PNG, JPEG, atau WebP (SVG tidak diterima). Isi berkas ini bukan salah satunya.`;
    case 'damaged':
      return en
        ? 'This image is damaged or cannot be read. Save it again and upload it again.'
        : 'Gambar ini rusak atau tidak dapat dibaca. Simpan ulang lalu unggah lagi.';
    case 'trailingData':
    case 'markup':
      return en
        ? 'This file holds more than an image (extra data or code). Save it again as a plain image.'
        : 'Berkas ini berisi lebih dari sekadar gambar (data tambahan atau kode). Simpan ulang sebagai gambar biasa.';
    case 'tooSmall':
      return en
        ? `${what} must be at least ${limits.minSide} × ${limits.minSide} pixels.`
        : `${what} minimal ${limits.minSide} × ${limits.minSide} piksel.`;
    case 'tooManyPixels':
      return en
        ? `${what} can be at most ${limits.maxSide} pixels on a side and ${limits.maxPixels / 1_000_000} megapixels.`
        : `${what} maksimal ${limits.maxSide} piksel per sisi dan ${limits.maxPixels / 1_000_000} megapiksel.`;
  }
}

const NOT_ACCEPTED = {
  id: 'Gambar tidak dapat diterima.',
  en: 'The image cannot be accepted.',
} as const satisfies Record<ApiLocale, string>;

/** 400 VALIDATION_ERROR (413 PAYLOAD_TOO_LARGE for size), the reason on the field `file`. */
export function imageFileError(
  problem: ImageProblem | 'missing' | 'incomplete',
  purpose: CompanyImagePurpose,
  locale: ApiLocale,
): AppError {
  const message = problemText(problem, purpose, locale);
  if (problem === 'tooLarge')
    return new AppError('PAYLOAD_TOO_LARGE', message, [{ field: 'file', message }], 413);
  return new AppError('VALIDATION_ERROR', NOT_ACCEPTED[locale], [{ field: 'file', message }]);
}

const ERRORS = {
  PHOTO_LIMIT_REACHED: {
    status: 409,
    id: `Maksimal ${COMPANY_PHOTOS_MAX} foto. Hapus satu foto sebelum menambah yang baru.`,
    en: `At most ${COMPANY_PHOTOS_MAX} photos. Delete one before adding another.`,
  },
} as const satisfies Record<string, { status: number } & Record<ApiLocale, string>>;

const NOT_FOUND = {
  photo: { id: 'Foto tidak ditemukan.', en: 'Photo not found.' },
  file: { id: 'Berkas tidak ditemukan.', en: 'File not found.' },
} as const satisfies Record<string, Record<ApiLocale, string>>;

export function companyProfileError(code: keyof typeof ERRORS, locale: ApiLocale): AppError {
  return new AppError(code, ERRORS[code][locale], undefined, ERRORS[code].status);
}

/** 404 NOT_FOUND: a photo of another company answers exactly like a missing one. */
export function notFoundError(what: keyof typeof NOT_FOUND, locale: ApiLocale): AppError {
  return new AppError('NOT_FOUND', NOT_FOUND[what][locale], undefined, 404);
}
