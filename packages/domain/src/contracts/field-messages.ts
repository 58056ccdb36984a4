// What a field says when its value breaks a contract, in both languages. One mapping from a zod
// issue to a sentence, used by the API's validation answers and by the web's forms, so a field
// reads the same whichever side caught the problem. A contract names a specific message by
// giving a key below as the check's error (`.min(2, { error: 'nameTooShort' })`); every other
// issue gets a generic sentence by its code. No zod import: the web's pages may read this
// without shipping a schema library.
import type { Locale } from '../locale';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-rules';

type Texts = Record<Locale, string>;

const GENERIC = {
  invalidType: { idn: 'Wajib diisi dengan tipe yang benar.', en: 'Missing or of the wrong type.' },
  required: { idn: 'Wajib diisi.', en: 'Required.' },
  tooSmall: { idn: 'Minimal {min}.', en: 'Must be at least {min}.' },
  tooBig: { idn: 'Maksimal {max}.', en: 'Must be at most {max}.' },
  notAllowed: {
    idn: 'Bukan salah satu nilai yang diizinkan.',
    en: 'Not one of the allowed values.',
  },
  wrongFormat: { idn: 'Format tidak sesuai.', en: 'Wrong format.' },
  number: { idn: 'Masukkan angka.', en: 'Enter a number.' },
  wholeNumber: { idn: 'Masukkan angka bulat.', en: 'Enter a whole number.' },
  // The API's own refusals before or beside a contract: a URL and text PostgreSQL cannot store.
  badUrlEncoding: {
    idn: 'Alamat tidak dienkode dengan benar (percent-encoding).',
    en: 'The address is not correctly percent-encoded.',
  },
  unstorableText: {
    idn: 'Berisi karakter yang tidak diizinkan (NUL atau karakter Unicode yang rusak).',
    en: 'Contains a character that is not allowed (a NUL or a broken Unicode character).',
  },
} as const satisfies Record<string, Texts>;

const ACCOUNT = {
  emailRequired: { idn: 'Masukkan email-mu.', en: 'Enter your email.' },
  emailInvalid: {
    idn: 'Format email belum benar, contoh: nama@email.com.',
    en: 'Enter a valid email, for example name@email.com.',
  },
  passwordRequired: { idn: 'Masukkan kata sandi.', en: 'Enter your password.' },
  passwordTooShort: {
    idn: `Kata sandi minimal ${PASSWORD_MIN_LENGTH} karakter.`,
    en: `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`,
  },
  passwordTooLong: {
    idn: `Kata sandi maksimal ${PASSWORD_MAX_LENGTH} karakter.`,
    en: `The password must have at most ${PASSWORD_MAX_LENGTH} characters.`,
  },
  confirmMismatch: {
    idn: 'Kata sandi tidak sama dengan yang di atas.',
    en: 'This does not match the password above.',
  },
  nameTooShort: {
    idn: 'Nama minimal {min} karakter.',
    en: 'The name needs at least {min} characters.',
  },
  nameTooLong: {
    idn: 'Nama maksimal {max} karakter.',
    en: 'The name can have at most {max} characters.',
  },
  handphoneInvalid: {
    idn: 'Nomor HP hanya boleh berisi angka, spasi, tanda minus, dan + di depan (6–20 karakter).',
    en: 'A phone number may only contain digits, spaces, dashes and a leading + (6–20 characters).',
  },
  codeInvalid: {
    idn: 'Masukkan 6 digit angka dari email.',
    en: 'Enter the 6 digits from the email.',
  },
  confirmWordMismatch: {
    idn: 'Ketik {word} persis seperti tertulis.',
    en: 'Type {word} exactly as shown.',
  },
} as const satisfies Record<string, Texts>;

const PROFILE = {
  textTooLong: { idn: 'Maksimal {max} karakter.', en: 'At most {max} characters.' },
  invalidDate: { idn: 'Tanggal tidak valid.', en: 'Not a valid date.' },
  endDateRequired: {
    idn: 'Isi tanggal selesai, atau tandai sebagai pekerjaan saat ini.',
    en: 'Give an end date, or mark it as your current job.',
  },
  endDateWhileOccupied: {
    idn: 'Pekerjaan saat ini tidak punya tanggal selesai.',
    en: 'A current job has no end date.',
  },
  endBeforeStart: {
    idn: 'Tidak boleh sebelum tanggal atau tahun mulai.',
    en: 'Must not be before the start.',
  },
  startInFuture: {
    idn: 'Tanggal mulai tidak boleh di masa depan.',
    en: 'The start date must not be in the future.',
  },
  gpaAboveMax: {
    idn: 'IPK tidak boleh melebihi nilai maksimalnya.',
    en: 'The GPA must not exceed its maximum.',
  },
  birthdateOutOfRange: {
    idn: 'Tanggal lahir tidak masuk akal.',
    en: 'The birthdate is not plausible.',
  },
  duplicateSkill: {
    idn: 'Keahlian ini sudah ada di daftar.',
    en: 'This skill is already listed.',
  },
  tooMany: { idn: 'Maksimal {max} pilihan.', en: 'At most {max} choices.' },
  tooManyEntries: { idn: 'Maksimal {max} entri.', en: 'At most {max} entries.' },
  chooseOne: { idn: 'Pilih salah satu.', en: 'Choose one.' },
  majorRequired: { idn: 'Isi jurusanmu.', en: 'Enter your major.' },
  majorTooLong: {
    idn: 'Jurusan maksimal {max} karakter.',
    en: 'The major must be at most {max} characters.',
  },
  chooseRole: { idn: 'Pilih paling sedikit satu posisi.', en: 'Choose at least one role.' },
  chooseCity: { idn: 'Pilih paling sedikit satu kota.', en: 'Choose at least one city.' },
} as const satisfies Record<string, Texts>;

const EMPLOYER = {
  companyNameRequired: { idn: 'Isi nama perusahaan.', en: 'Enter the company name.' },
  chooseCompanySize: { idn: 'Pilih jumlah karyawan.', en: 'Choose the number of employees.' },
  websiteInvalid: {
    idn: 'Alamat situs belum benar, contoh: https://perusahaan.co.id.',
    en: 'Enter a valid website, for example https://company.co.id.',
  },
  jobTitleRequired: { idn: 'Isi judul lowongan.', en: 'Enter the job title.' },
  jobTitleTooShort: {
    idn: 'Judul lowongan minimal {min} karakter.',
    en: 'The job title needs at least {min} characters.',
  },
  chooseEmploymentType: {
    idn: 'Pilih paling sedikit satu jenis pekerjaan.',
    en: 'Choose at least one employment type.',
  },
  descriptionRequired: { idn: 'Isi deskripsi pekerjaan.', en: 'Enter the job description.' },
  salaryRangeReversed: {
    idn: 'Gaji maksimal tidak boleh lebih kecil dari gaji minimal.',
    en: 'The maximum salary cannot be below the minimum.',
  },
  externalUrlRequired: {
    idn: 'Isi alamat lamaran di situs perusahaan (https://...).',
    en: "Enter the application address on the company's site (https://...).",
  },
  questionsNeedEasyApply: {
    idn: 'Pertanyaan seleksi hanya untuk lowongan Easy Apply.',
    en: 'Pre-screening questions need an Easy Apply job.',
  },
  questionTitleRequired: { idn: 'Isi pertanyaannya.', en: 'Enter the question.' },
  optionsTooFew: {
    idn: 'Pertanyaan pilihan butuh paling sedikit 2 opsi.',
    en: 'A choice question needs at least 2 options.',
  },
  optionsNotAllowed: {
    idn: 'Jenis pertanyaan ini tidak memakai opsi.',
    en: 'This question type takes no options.',
  },
  optionsDuplicate: { idn: 'Ada opsi yang sama.', en: 'Two options are the same.' },
  stepNameRequired: { idn: 'Isi nama tahapan.', en: 'Enter the step name.' },
  duplicateChoice: { idn: 'Ada pilihan yang sama.', en: 'A choice is listed twice.' },
  duplicateCity: {
    idn: 'Satu kota hanya boleh dicantumkan sekali.',
    en: 'Each city can be listed only once.',
  },
  photoOrderMismatch: {
    idn: 'Urutan harus memuat setiap foto perusahaan tepat satu kali.',
    en: "The order must list each of the company's photos exactly once.",
  },
  headOfficeOne: {
    idn: 'Tandai tepat satu kantor sebagai kantor pusat.',
    en: 'Mark exactly one office as the head office.',
  },
  endYearBeforeStart: {
    idn: 'Tahun selesai tidak boleh sebelum tahun mulai.',
    en: 'The end year cannot be before the start year.',
  },
  jobOrDescription: {
    idn: 'Pilih satu lowongan atau tempel deskripsinya, jangan keduanya.',
    en: 'Choose a job or paste a description, not both.',
  },
} as const satisfies Record<string, Texts>;

const TEXTS: Record<string, Texts> = { ...GENERIC, ...ACCOUNT, ...PROFILE, ...EMPLOYER };

export type FieldMessageKey =
  keyof typeof GENERIC | keyof typeof ACCOUNT | keyof typeof PROFILE | keyof typeof EMPLOYER;

export function isFieldMessageKey(value: unknown): value is FieldMessageKey {
  return typeof value === 'string' && Object.hasOwn(TEXTS, value);
}

/** A zod issue as both sides see it (the API gets it back from Fastify without its path). */
export type FieldIssue = {
  code: string;
  message?: string;
  minimum?: unknown;
  maximum?: unknown;
  expected?: unknown;
  received?: unknown;
  origin?: unknown;
  params?: unknown;
};

/** The message a contract named, or the generic one for the issue's kind; null: none fits. */
export function fieldMessageKey(issue: FieldIssue): FieldMessageKey | null {
  if (isFieldMessageKey(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int') return 'wholeNumber';
      return issue.received === 'NaN' ? 'number' : 'invalidType';
    case 'too_small':
      // An empty text where one is needed reads better as "required" than as "at least 1".
      return issue.origin === 'string' && issue.minimum === 1 ? 'required' : 'tooSmall';
    case 'too_big':
      return 'tooBig';
    case 'invalid_value':
    case 'invalid_enum_value':
      return 'notAllowed';
    case 'invalid_format':
    case 'invalid_string':
      return 'wrongFormat';
    default:
      return null;
  }
}

function fill(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}

/** The sentence for one issue in the page's or the request's language. */
export function fieldMessage(issue: FieldIssue, locale: Locale): string {
  const key = fieldMessageKey(issue);
  if (key === null) {
    const detail = issue.message ?? issue.code;
    return locale === 'en' ? detail : `Nilai tidak valid (${detail}).`;
  }
  const params =
    typeof issue.params === 'object' && issue.params !== null
      ? (issue.params as Record<string, unknown>)
      : {};
  return fill(TEXTS[key]![locale], { min: issue.minimum, max: issue.maximum, ...params });
}

/** A named message outside zod (the API's own checks, e.g. a rule that needs the database). */
export function fieldMessageText(
  key: FieldMessageKey,
  locale: Locale,
  values: Record<string, unknown> = {},
): string {
  return fill(TEXTS[key]![locale], values);
}
