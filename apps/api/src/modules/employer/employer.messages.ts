// Errors of the employer area in Indonesian and English (codes: the domain's catalogue).
import { AppError, type ErrorDetail } from '../../platform/errors';
import type { ApiLocale } from '../../platform/locale';

const ERRORS = {
  EMPLOYER_ONLY: {
    status: 403,
    id: 'Halaman ini khusus akun pemberi kerja.',
    en: 'This is for employer accounts only.',
  },
  COMPANY_REQUIRED: {
    status: 409,
    id: 'Buat perusahaan atau bergabung dengan perusahaan terlebih dahulu.',
    en: 'Create a company or join one first.',
  },
  ALREADY_IN_COMPANY: {
    status: 409,
    id: 'Akunmu sudah tergabung dengan sebuah perusahaan.',
    en: 'Your account already belongs to a company.',
  },
  JOIN_REQUEST_PENDING: {
    status: 409,
    id: 'Kamu masih punya permintaan bergabung yang menunggu persetujuan.',
    en: 'You already have a join request waiting for approval.',
  },
  OWNER_ONLY: {
    status: 403,
    id: 'Hanya pemilik perusahaan yang dapat melakukan ini.',
    en: 'Only an owner of the company can do this.',
  },
  LAST_OWNER: {
    status: 409,
    id: 'Perusahaan harus tetap punya paling sedikit satu pemilik.',
    en: 'The company must keep at least one owner.',
  },
  ALREADY_MEMBER: {
    status: 409,
    id: 'Alamat email ini sudah menjadi anggota tim.',
    en: 'This address already belongs to a team member.',
  },
  INVITATION_INVALID: {
    status: 404,
    id: 'Undangan ini tidak berlaku lagi atau bukan untuk akunmu.',
    en: 'This invitation is no longer valid or is not for your account.',
  },
  COMPANY_NOT_FOUND: { status: 404, id: 'Perusahaan tidak ditemukan.', en: 'Company not found.' },
  NOT_FOUND: { status: 404, id: 'Data tidak ditemukan.', en: 'Not found.' },
  JOB_NOT_FOUND: {
    status: 404,
    id: 'Lowongan ini tidak ditemukan.',
    en: 'This job does not exist.',
  },
  JOB_STATUS_CONFLICT: {
    status: 409,
    id: 'Lowongan ini tidak dapat diubah ke status tersebut.',
    en: 'This job cannot change to that status.',
  },
  JOB_PART_IN_USE: {
    status: 409,
    id: 'Pertanyaan atau tahapan yang sudah dipakai pelamar tidak dapat dihapus.',
    en: 'A question or step that applicants already use cannot be removed.',
  },
} as const satisfies Record<string, { status: number } & Record<ApiLocale, string>>;

export type EmployerErrorCode = keyof typeof ERRORS;

export function employerError(
  code: EmployerErrorCode,
  locale: ApiLocale,
  details?: ErrorDetail[],
): AppError {
  return new AppError(code, ERRORS[code][locale], details, ERRORS[code].status);
}
