// Mentoring reference data of the demo: categories and topics of sessions, academic expertise,
// languages, the cities mentors live in (real district codes of idn-area-data, each with its time
// zone) and real universities for education entries. Indonesian first, English beside it.
// The mentor profiles drawn from these live in ../mentor-profiles.ts, sessions in
// ../mentoring-sessions.ts.
import type { MentorCityKey } from './mentor-personas';

export type Named = { slug: string; nameId: string; nameEn: string };
export type TopicDef = Named & { categorySlug: string };
export type ExpertiseDef = Named & { categorySlug: string };

export const MENTORING_CATEGORIES: readonly Named[] = [
  { slug: 'karier-rekrutmen', nameId: 'Karier & Rekrutmen', nameEn: 'Career & Recruitment' },
  { slug: 'teknologi-data', nameId: 'Teknologi & Data', nameEn: 'Technology & Data' },
  { slug: 'bisnis-pemasaran', nameId: 'Bisnis & Pemasaran', nameEn: 'Business & Marketing' },
  { slug: 'desain-kreatif', nameId: 'Desain & Kreatif', nameEn: 'Design & Creative' },
  { slug: 'keuangan', nameId: 'Keuangan', nameEn: 'Finance' },
  {
    slug: 'studi-lanjut-beasiswa',
    nameId: 'Studi Lanjut & Beasiswa',
    nameEn: 'Further Study & Scholarships',
  },
  { slug: 'pengembangan-diri', nameId: 'Pengembangan Diri', nameEn: 'Personal Development' },
];

function topics(categorySlug: string, rows: [string, string, string][]): TopicDef[] {
  return rows.map(([slug, nameId, nameEn]) => ({ slug, nameId, nameEn, categorySlug }));
}

export const MENTORING_TOPICS: readonly TopicDef[] = [
  ...topics('karier-rekrutmen', [
    ['review-cv', 'Review CV', 'CV review'],
    ['persiapan-wawancara', 'Persiapan wawancara', 'Interview preparation'],
    ['negosiasi-gaji', 'Negosiasi gaji', 'Salary negotiation'],
    ['strategi-mencari-kerja', 'Strategi mencari kerja', 'Job search strategy'],
    ['optimasi-linkedin', 'Optimasi profil LinkedIn', 'LinkedIn profile optimisation'],
    ['pindah-jalur-karier', 'Pindah jalur karier', 'Changing careers'],
    ['karier-fresh-graduate', 'Karier pertama fresh graduate', 'First job after graduating'],
    ['psikotes-assessment', 'Psikotes & assessment center', 'Aptitude tests & assessment centres'],
    ['kerja-di-luar-negeri', 'Kerja di luar negeri', 'Working abroad'],
  ]),
  ...topics('teknologi-data', [
    ['transisi-karier-data', 'Transisi karier ke data', 'Moving into a data career'],
    ['sql-analisis-data', 'SQL untuk analisis data', 'SQL for data analysis'],
    ['dasar-machine-learning', 'Dasar machine learning', 'Machine learning basics'],
    ['karier-software-engineer', 'Karier software engineer', 'Software engineering careers'],
    ['wawancara-teknis', 'Wawancara teknis & live coding', 'Technical interviews & live coding'],
    ['system-design', 'System design', 'System design'],
    ['cloud-devops', 'Cloud & DevOps', 'Cloud & DevOps'],
    ['product-management', 'Product management', 'Product management'],
    ['keamanan-siber', 'Keamanan siber', 'Cybersecurity'],
  ]),
  ...topics('bisnis-pemasaran', [
    ['digital-marketing', 'Digital marketing', 'Digital marketing'],
    ['strategi-konten', 'Strategi konten & media sosial', 'Content & social media strategy'],
    ['memulai-usaha', 'Memulai usaha (UMKM)', 'Starting a small business'],
    ['pitching-investor', 'Pitching ke investor', 'Pitching to investors'],
    ['business-development', 'Business development & sales', 'Business development & sales'],
    ['brand-management', 'Brand management', 'Brand management'],
    ['studi-kasus-konsultan', 'Studi kasus wawancara konsultan', 'Consulting case interviews'],
  ]),
  ...topics('desain-kreatif', [
    ['portofolio-ui-ux', 'Portofolio UI/UX', 'UI/UX portfolio'],
    ['riset-pengguna', 'Riset pengguna', 'User research'],
    ['desain-grafis-branding', 'Desain grafis & branding', 'Graphic design & branding'],
    ['ux-writing', 'UX writing', 'UX writing'],
    ['freelance-kreatif', 'Freelance di industri kreatif', 'Freelancing in creative work'],
    ['video-fotografi', 'Video & fotografi', 'Video & photography'],
  ]),
  ...topics('keuangan', [
    ['perencanaan-keuangan', 'Perencanaan keuangan pribadi', 'Personal financial planning'],
    ['investasi-pemula', 'Investasi untuk pemula', 'Investing for beginners'],
    ['karier-perbankan', 'Karier di perbankan', 'Careers in banking'],
    [
      'sertifikasi-akuntansi',
      'Sertifikasi akuntansi (CPA, ACCA)',
      'Accounting certifications (CPA, ACCA)',
    ],
    ['pajak-pribadi', 'Pajak pribadi & SPT tahunan', 'Personal tax & annual returns'],
    ['analisis-laporan-keuangan', 'Analisis laporan keuangan', 'Financial statement analysis'],
  ]),
  ...topics('studi-lanjut-beasiswa', [
    ['beasiswa-lpdp', 'Beasiswa LPDP', 'LPDP scholarship'],
    [
      'beasiswa-luar-negeri',
      'Beasiswa luar negeri (Chevening, AAS, Fulbright)',
      'Scholarships abroad (Chevening, AAS, Fulbright)',
    ],
    ['esai-motivation-letter', 'Esai & motivation letter', 'Essays & motivation letters'],
    ['persiapan-ielts-toefl', 'Persiapan IELTS & TOEFL', 'IELTS & TOEFL preparation'],
    ['memilih-kampus-s2', 'Memilih jurusan & kampus S2', "Choosing a master's programme"],
    ['riset-publikasi', 'Riset & publikasi ilmiah', 'Research & academic publishing'],
    ['persiapan-s3', 'Persiapan studi doktoral', 'Preparing for a PhD'],
  ]),
  ...topics('pengembangan-diri', [
    ['public-speaking', 'Public speaking', 'Public speaking'],
    ['manajemen-waktu', 'Manajemen waktu & produktivitas', 'Time management & productivity'],
    ['kepemimpinan-tim', 'Kepemimpinan tim', 'Leading a team'],
    ['komunikasi-kerja', 'Komunikasi di tempat kerja', 'Communication at work'],
    ['work-life-balance', 'Menjaga work-life balance', 'Work-life balance'],
    ['personal-branding', 'Personal branding', 'Personal branding'],
  ]),
];

export const ACADEMIC_EXPERTISE_CATEGORIES: readonly Named[] = [
  { slug: 'ilmu-komputer', nameId: 'Ilmu Komputer', nameEn: 'Computer Science' },
  { slug: 'ekonomi-bisnis', nameId: 'Ekonomi & Bisnis', nameEn: 'Economics & Business' },
  { slug: 'teknik', nameId: 'Teknik', nameEn: 'Engineering' },
  { slug: 'mipa', nameId: 'Matematika & Ilmu Pengetahuan Alam', nameEn: 'Mathematics & Sciences' },
  { slug: 'ilmu-sosial', nameId: 'Ilmu Sosial & Politik', nameEn: 'Social & Political Sciences' },
  { slug: 'kesehatan', nameId: 'Kesehatan', nameEn: 'Health Sciences' },
  { slug: 'seni-desain', nameId: 'Seni & Desain', nameEn: 'Art & Design' },
  { slug: 'hukum', nameId: 'Hukum', nameEn: 'Law' },
];

function expertises(categorySlug: string, rows: [string, string, string][]): ExpertiseDef[] {
  return rows.map(([slug, nameId, nameEn]) => ({ slug, nameId, nameEn, categorySlug }));
}

export const ACADEMIC_EXPERTISES: readonly ExpertiseDef[] = [
  ...expertises('ilmu-komputer', [
    ['rekayasa-perangkat-lunak', 'Rekayasa Perangkat Lunak', 'Software Engineering'],
    ['sains-data', 'Sains Data', 'Data Science'],
    ['machine-learning', 'Machine Learning', 'Machine Learning'],
    ['sistem-informasi', 'Sistem Informasi', 'Information Systems'],
    ['keamanan-jaringan', 'Jaringan & Keamanan Komputer', 'Networks & Computer Security'],
    ['interaksi-manusia-komputer', 'Interaksi Manusia dan Komputer', 'Human-Computer Interaction'],
  ]),
  ...expertises('ekonomi-bisnis', [
    ['manajemen', 'Manajemen', 'Management'],
    ['akuntansi', 'Akuntansi', 'Accounting'],
    ['ilmu-ekonomi', 'Ilmu Ekonomi', 'Economics'],
    ['keuangan-perbankan', 'Keuangan & Perbankan', 'Finance & Banking'],
    ['pemasaran', 'Pemasaran', 'Marketing'],
    ['kewirausahaan', 'Kewirausahaan', 'Entrepreneurship'],
    ['manajemen-sdm', 'Manajemen Sumber Daya Manusia', 'Human Resource Management'],
  ]),
  ...expertises('teknik', [
    ['teknik-industri', 'Teknik Industri', 'Industrial Engineering'],
    ['teknik-sipil', 'Teknik Sipil', 'Civil Engineering'],
    ['teknik-elektro', 'Teknik Elektro', 'Electrical Engineering'],
    ['teknik-mesin', 'Teknik Mesin', 'Mechanical Engineering'],
    ['teknik-kimia', 'Teknik Kimia', 'Chemical Engineering'],
  ]),
  ...expertises('mipa', [
    ['statistika', 'Statistika', 'Statistics'],
    ['matematika', 'Matematika', 'Mathematics'],
    ['biologi', 'Biologi', 'Biology'],
  ]),
  ...expertises('ilmu-sosial', [
    ['psikologi', 'Psikologi', 'Psychology'],
    ['ilmu-komunikasi', 'Ilmu Komunikasi', 'Communication Studies'],
    ['hubungan-internasional', 'Hubungan Internasional', 'International Relations'],
    ['sosiologi', 'Sosiologi', 'Sociology'],
    ['administrasi-publik', 'Administrasi Publik', 'Public Administration'],
  ]),
  ...expertises('kesehatan', [
    ['kesehatan-masyarakat', 'Kesehatan Masyarakat', 'Public Health'],
    ['kedokteran', 'Kedokteran', 'Medicine'],
    ['farmasi', 'Farmasi', 'Pharmacy'],
    ['ilmu-gizi', 'Ilmu Gizi', 'Nutrition'],
  ]),
  ...expertises('seni-desain', [
    ['desain-komunikasi-visual', 'Desain Komunikasi Visual', 'Visual Communication Design'],
    ['desain-produk', 'Desain Produk', 'Product Design'],
    ['arsitektur', 'Arsitektur', 'Architecture'],
    ['film-televisi', 'Film & Televisi', 'Film & Television'],
  ]),
  ...expertises('hukum', [
    ['hukum-bisnis', 'Hukum Bisnis', 'Business Law'],
    ['hukum-internasional', 'Hukum Internasional', 'International Law'],
    ['hukum-ketenagakerjaan', 'Hukum Ketenagakerjaan', 'Labour Law'],
  ]),
];

/** Languages a mentor speaks, by ISO 639 code (the `mentors.languages` column holds codes). */
export const LANGUAGES: Readonly<Record<string, { nameId: string; nameEn: string }>> = {
  id: { nameId: 'Bahasa Indonesia', nameEn: 'Indonesian' },
  en: { nameId: 'Bahasa Inggris', nameEn: 'English' },
  jv: { nameId: 'Bahasa Jawa', nameEn: 'Javanese' },
  su: { nameId: 'Bahasa Sunda', nameEn: 'Sundanese' },
  min: { nameId: 'Bahasa Minang', nameEn: 'Minangkabau' },
  ban: { nameId: 'Bahasa Bali', nameEn: 'Balinese' },
  bug: { nameId: 'Bahasa Bugis', nameEn: 'Buginese' },
  mak: { nameId: 'Bahasa Makassar', nameEn: 'Makassarese' },
  bbc: { nameId: 'Bahasa Batak Toba', nameEn: 'Batak Toba' },
  btx: { nameId: 'Bahasa Batak Karo', nameEn: 'Batak Karo' },
  zh: { nameId: 'Bahasa Mandarin', nameEn: 'Mandarin Chinese' },
  ja: { nameId: 'Bahasa Jepang', nameEn: 'Japanese' },
  nl: { nameId: 'Bahasa Belanda', nameEn: 'Dutch' },
  de: { nameId: 'Bahasa Jerman', nameEn: 'German' },
};

export type MentorCity = {
  label: string;
  timeZone: 'Asia/Jakarta' | 'Asia/Makassar' | 'Asia/Jayapura' | 'Asia/Singapore';
  /** Real kecamatan codes (idn-area-data); empty abroad, where the district is null. */
  districtCodes: readonly string[];
  /** Universities nearby, most likely for a mentor's first degree. */
  localSchools: readonly string[];
};

export const MENTOR_CITIES: Readonly<Record<MentorCityKey, MentorCity>> = {
  jakarta: {
    label: 'Jakarta',
    timeZone: 'Asia/Jakarta',
    // Kebayoran Baru, Tebet, Setiabudi, Cilandak, Pasar Minggu (Jakarta Selatan), Menteng
    // (Pusat), Kelapa Gading (Utara), Grogol Petamburan (Barat), Duren Sawit (Timur).
    districtCodes: [
      '31.74.07',
      '31.74.01',
      '31.74.02',
      '31.74.06',
      '31.74.04',
      '31.71.06',
      '31.72.06',
      '31.73.02',
      '31.75.07',
    ],
    localSchools: [
      'Universitas Indonesia',
      'Universitas Bina Nusantara',
      'Universitas Katolik Indonesia Atma Jaya',
      'Universitas Prasetiya Mulya',
      'Politeknik Negeri Jakarta',
    ],
  },
  bandung: {
    label: 'Bandung',
    timeZone: 'Asia/Jakarta',
    // Coblong, Sukajadi, Buahbatu, Lengkong, Antapani, Sukasari.
    districtCodes: ['32.73.02', '32.73.07', '32.73.22', '32.73.13', '32.73.20', '32.73.01'],
    localSchools: [
      'Institut Teknologi Bandung',
      'Universitas Padjadjaran',
      'Telkom University',
      'Politeknik Negeri Bandung',
    ],
  },
  surabaya: {
    label: 'Surabaya',
    timeZone: 'Asia/Jakarta',
    // Gubeng, Wonokromo, Sukolilo, Tegalsari, Rungkut, Mulyorejo.
    districtCodes: ['35.78.08', '35.78.04', '35.78.09', '35.78.05', '35.78.03', '35.78.26'],
    localSchools: [
      'Institut Teknologi Sepuluh Nopember',
      'Universitas Airlangga',
      'Universitas Kristen Petra',
      'Universitas Brawijaya',
    ],
  },
  yogyakarta: {
    label: 'Yogyakarta',
    timeZone: 'Asia/Jakarta',
    // Gondokusuman, Umbulharjo, Kotagede (Kota Yogyakarta), Depok and Mlati (Sleman).
    districtCodes: ['34.71.03', '34.71.13', '34.71.14', '34.04.07', '34.04.06'],
    localSchools: [
      'Universitas Gadjah Mada',
      'Universitas Islam Indonesia',
      'Universitas Negeri Yogyakarta',
      'Universitas Diponegoro',
    ],
  },
  makassar: {
    label: 'Makassar',
    timeZone: 'Asia/Makassar',
    // Panakkukang, Tamalate, Rappocini, Tamalanrea.
    districtCodes: ['73.71.09', '73.71.10', '73.71.13', '73.71.14'],
    localSchools: ['Universitas Hasanuddin', 'Universitas Negeri Makassar'],
  },
  denpasar: {
    label: 'Denpasar',
    timeZone: 'Asia/Makassar',
    // Denpasar Selatan, Barat, Timur, Utara.
    districtCodes: ['51.71.01', '51.71.03', '51.71.02', '51.71.04'],
    localSchools: ['Universitas Udayana', 'Universitas Pendidikan Ganesha'],
  },
  jayapura: {
    label: 'Jayapura',
    timeZone: 'Asia/Jayapura',
    // Jayapura Utara, Jayapura Selatan, Abepura, Heram.
    districtCodes: ['91.71.01', '91.71.02', '91.71.03', '91.71.05'],
    localSchools: ['Universitas Cenderawasih', 'Universitas Sam Ratulangi'],
  },
  medan: {
    label: 'Medan',
    timeZone: 'Asia/Jakarta',
    // Medan Baru, Medan Petisah, Medan Johor, Medan Sunggal, Medan Selayang.
    districtCodes: ['12.71.17', '12.71.19', '12.71.11', '12.71.02', '12.71.21'],
    localSchools: ['Universitas Sumatera Utara', 'Institut Teknologi Del'],
  },
  singapore: {
    label: 'Singapura',
    timeZone: 'Asia/Singapore',
    districtCodes: [],
    localSchools: [
      'Universitas Indonesia',
      'Institut Teknologi Bandung',
      'Universitas Gadjah Mada',
    ],
  },
};

/** Universities abroad for a master's or doctorate (public names). */
export const SCHOOLS_ABROAD: readonly string[] = [
  'National University of Singapore',
  'Nanyang Technological University',
  'The University of Melbourne',
  'Monash University',
  'The Australian National University',
  'The University of Edinburgh',
  'University College London',
  'Delft University of Technology',
  'Wageningen University & Research',
  'KAIST',
  'The University of Tokyo',
  'University of Groningen',
];

/** Indonesian universities for a master's (public names). */
export const SCHOOLS_MASTERS: readonly string[] = [
  'Universitas Indonesia',
  'Institut Teknologi Bandung',
  'Universitas Gadjah Mada',
  'IPB University',
  'Institut Teknologi Sepuluh Nopember',
  'Universitas Airlangga',
];

/**
 * Job seekers who book sessions in the demo besides siswa@ and siswa2@jenjang.test: accounts
 * without a password (status 'imported'), e-mail `first.last@jenjang.test`.
 */
export const MENTEE_NAMES: readonly string[] = [
  'Nadia Safitri',
  'Rangga Aditya',
  'Tiara Maharani',
  'Yosua Manurung',
  'Aisyah Zahra',
  'Bima Sakti Nugraha',
  'Citra Ayuningtyas',
  'Daffa Alfarizi',
  'Eka Wulandari',
  'Farhan Hakim',
  'Gita Puspita',
  'Hana Marpaung',
  'Ilham Saputra',
  'Jessica Tanoto',
  'Kadek Ari Wibawa',
  'Larasati Dewanti',
  'Muhammad Rafi',
  'Nabila Khairunnisa',
  'Oktavianus Kogoya',
  'Putu Gede Arimbawa',
  'Qori Amalia',
  'Reza Pahlevi',
  'Salsabila Anjani',
  'Teguh Wicaksono',
];
