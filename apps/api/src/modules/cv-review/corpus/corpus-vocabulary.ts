// The fictional people, places and section names the corpus CVs are made of. Names, companies
// and e-mail addresses are invented (companies do not exist; mail goes to reserved example
// domains); universities and cities are real, as they would be in any Indonesian CV.
import type { CvLanguage } from '@jenjang/domain';

export type Bilingual = Record<CvLanguage, string>;

export const FIRST_NAMES = [
  'Rina',
  'Andi',
  'Dewi',
  'Bagus',
  'Siti',
  'Fajar',
  'Ayu',
  'Rizky',
  'Nadia',
  'Yoga',
  'Putri',
  'Hendra',
  'Larasati',
  'Dimas',
  'Intan',
  'Galih',
  'Maya',
  'Teguh',
  'Citra',
  'Wahyu',
] as const;

export const LAST_NAMES = [
  'Pratama',
  'Saputra',
  'Lestari',
  'Wibowo',
  'Rahmawati',
  'Nugroho',
  'Kusuma',
  'Hidayat',
  'Permata',
  'Santoso',
  'Anggraini',
  'Siregar',
  'Halim',
  'Wijaya',
  'Maharani',
  'Setiawan',
] as const;

export const MAIL_DOMAINS = ['example.com', 'example.co.id', 'example.org'] as const;

export const CITIES = [
  'Jakarta Selatan',
  'Bandung',
  'Surabaya',
  'Yogyakarta',
  'Semarang',
  'Medan',
  'Denpasar',
  'Makassar',
  'Tangerang Selatan',
  'Bekasi',
  'Malang',
] as const;

export const UNIVERSITIES = [
  'Universitas Indonesia',
  'Institut Teknologi Bandung',
  'Universitas Gadjah Mada',
  'Universitas Bina Nusantara',
  'Telkom University',
  'Universitas Airlangga',
  'Institut Teknologi Sepuluh Nopember',
  'Universitas Padjadjaran',
  'Universitas Brawijaya',
  'Universitas Diponegoro',
] as const;

/** Fictional employers: listed companies (Tbk), mid-sized firms and startups. */
export const COMPANIES = [
  'PT Sinar Nusantara Tbk',
  'PT Cahaya Samudra Logistik',
  'PT Bumi Arta Finansial Tbk',
  'PT Kopi Senja Digital',
  'PT Lumbung Data Indonesia',
  'PT Mitra Niaga Sejahtera',
  'PT Awan Teknologi Kita',
  'PT Rumah Desain Kreatif',
  'PT Pasar Kita Daring',
  'PT Rasa Nusantara Pangan Tbk',
  'PT Jaya Kencana Retail Tbk',
  'PT Langit Biru Media',
  'PT Sentosa Karya Mandiri',
  'PT Arunika Edukasi Indonesia',
] as const;

/** Student bodies and committees for the organisational activity section. */
export const ORGANISATIONS: readonly Bilingual[] = [
  { en: 'Student Executive Board (BEM)', idn: 'Badan Eksekutif Mahasiswa (BEM)' },
  { en: 'Faculty Career Fair Committee', idn: 'Panitia Bursa Kerja Fakultas' },
  { en: 'Student Association of the Department', idn: 'Himpunan Mahasiswa Jurusan' },
  { en: 'Campus Entrepreneurship Club', idn: 'Klub Kewirausahaan Kampus' },
];

export const HEADINGS = {
  summary: { en: 'Professional Summary', idn: 'Ringkasan Profesional' },
  experience: { en: 'Work Experience', idn: 'Pengalaman Kerja' },
  internships: { en: 'Internship Experience', idn: 'Pengalaman Magang' },
  education: { en: 'Education', idn: 'Pendidikan' },
  skills: { en: 'Skills', idn: 'Keahlian' },
  organisation: { en: 'Organizational Experience', idn: 'Pengalaman Organisasi' },
  certifications: { en: 'Certifications', idn: 'Sertifikasi' },
  languages: { en: 'Languages', idn: 'Bahasa' },
  achievements: { en: 'Achievements', idn: 'Prestasi' },
  projects: { en: 'Projects', idn: 'Proyek' },
  training: { en: 'Training and Courses', idn: 'Pelatihan dan Kursus' },
} as const satisfies Record<string, Bilingual>;

export const MONTHS_SHORT: Record<CvLanguage, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  idn: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
};

export const MONTHS_LONG: Record<CvLanguage, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  idn: [
    'Januari',
    'Februari',
    'Maret',
    'April',
    'Mei',
    'Juni',
    'Juli',
    'Agustus',
    'September',
    'Oktober',
    'November',
    'Desember',
  ],
};

export const PRESENT: Bilingual = { en: 'Present', idn: 'Sekarang' };

export const LANGUAGE_LINES: Bilingual = {
  en: 'Indonesian (native), English (professional working proficiency)',
  idn: 'Bahasa Indonesia (penutur asli), Bahasa Inggris (aktif dalam pekerjaan)',
};
