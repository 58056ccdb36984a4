// Career tracks of the demo mentors: what a mentor of each kind is called, where such a person
// works, what they mentor on and what they studied, so that a generated profile hangs together
// (a data scientist mentors on SQL and studied statistics, not law). Company names are fictional:
// the seed's own companies (./companies.ts) plus a few made up here; universities are real.
import type { AgeBand } from './mentor-personas';

export type TrackKey =
  | 'hr'
  | 'data'
  | 'software'
  | 'product'
  | 'design'
  | 'marketing'
  | 'business'
  | 'finance'
  | 'academic'
  | 'coach'
  | 'legal'
  | 'health';

export type Track = {
  titles: Record<AgeBand, readonly string[]>;
  companies: readonly string[];
  /** Topic slugs (MENTORING_TOPICS); the first ones are the most typical. */
  topics: readonly string[];
  /** Academic expertise slugs (ACADEMIC_EXPERTISES). */
  expertises: readonly string[];
  /** Fields of study for education entries, first degree first. */
  fields: readonly string[];
  /** "… berkarier di bidang <field>" */
  fieldPhrase: string;
  /** One sentence of experience, Indonesian; one is picked. */
  experience: readonly string[];
  /** Workplaces in Singapore for the mentors living there. */
  singaporeCompanies?: readonly string[];
};

const SG_TECH = ['Harbourline Analytics Pte Ltd', 'Merlion Pay', 'Straits Cloud Pte Ltd'];
const SG_BUSINESS = ['Lion City Capital Partners', 'Harbourline Analytics Pte Ltd', 'Merlion Pay'];

export const TRACKS: Readonly<Record<TrackKey, Track>> = {
  hr: {
    titles: {
      young: ['Talent Acquisition Specialist', 'Recruiter'],
      middle: ['HR Business Partner', 'Talent Acquisition Lead', 'Senior Recruiter'],
      senior: ['Head of People', 'HR Director'],
    },
    companies: [
      'Talenta Mitra HR Consulting',
      'PT Bank Kencana Raya Tbk',
      'Mentari Consumer Goods',
      'Pasar Kita Online',
      'PT Sari Rasa Pangan',
      'Sagara Cloud Indonesia',
    ],
    topics: [
      'review-cv',
      'persiapan-wawancara',
      'negosiasi-gaji',
      'strategi-mencari-kerja',
      'optimasi-linkedin',
      'karier-fresh-graduate',
      'psikotes-assessment',
      'komunikasi-kerja',
    ],
    expertises: ['psikologi', 'manajemen-sdm', 'manajemen'],
    fields: ['Psikologi', 'Manajemen Sumber Daya Manusia', 'Manajemen'],
    fieldPhrase: 'rekrutmen dan pengembangan SDM',
    experience: [
      'Setiap bulan saya menyaring ratusan CV, jadi saya tahu apa yang membuat perekrut berhenti membaca.',
      'Saya pernah merancang program management trainee yang kini menerima ribuan pelamar tiap angkatan.',
      'Sudah lebih dari 500 wawancara saya pimpin, dari posisi magang sampai manajer.',
    ],
  },
  data: {
    titles: {
      young: ['Data Analyst', 'Analytics Engineer', 'Business Intelligence Analyst'],
      middle: ['Senior Data Scientist', 'Data Science Lead', 'Analytics Manager'],
      senior: ['Head of Data', 'VP Data & Analytics'],
    },
    companies: [
      'PT Nusantara Data Teknologi',
      'Tokoloka',
      'Celengan Digital',
      'Pasar Kita Online',
      'Arunika Finance',
      'Rupiah Rapi',
    ],
    singaporeCompanies: SG_TECH,
    topics: [
      'transisi-karier-data',
      'sql-analisis-data',
      'dasar-machine-learning',
      'wawancara-teknis',
      'review-cv',
      'pindah-jalur-karier',
      'persiapan-wawancara',
    ],
    expertises: ['sains-data', 'statistika', 'machine-learning', 'sistem-informasi', 'matematika'],
    fields: ['Statistika', 'Ilmu Komputer', 'Matematika', 'Sains Data'],
    fieldPhrase: 'data dan analitik',
    experience: [
      'Saya membangun tim analitik dari nol dan sudah mewawancarai lebih dari seratus kandidat data analyst.',
      'Saya sendiri pindah ke data dari jurusan non-IT, jadi saya paham betul rasanya memulai dari awal.',
      'Model rekomendasi yang saya kembangkan dipakai jutaan pengguna setiap hari.',
    ],
  },
  software: {
    titles: {
      young: ['Software Engineer', 'Backend Engineer', 'Mobile Engineer'],
      middle: ['Senior Software Engineer', 'Engineering Manager', 'Tech Lead'],
      senior: ['VP of Engineering', 'Chief Technology Officer'],
    },
    companies: [
      'Sagara Cloud Indonesia',
      'PT Kode Kopi Solusi',
      'Rangkai Labs',
      'PT Cakra Inovasi Digital',
      'Awan Biru Digital',
      'PT Keranjang Nusantara',
    ],
    singaporeCompanies: SG_TECH,
    topics: [
      'karier-software-engineer',
      'wawancara-teknis',
      'system-design',
      'cloud-devops',
      'review-cv',
      'keamanan-siber',
      'kerja-di-luar-negeri',
    ],
    expertises: ['rekayasa-perangkat-lunak', 'keamanan-jaringan', 'sistem-informasi'],
    fields: ['Teknik Informatika', 'Ilmu Komputer', 'Sistem Informasi', 'Teknik Elektro'],
    fieldPhrase: 'rekayasa perangkat lunak',
    experience: [
      'Saya memimpin migrasi sistem pembayaran ke arsitektur microservices tanpa downtime.',
      'Saya rutin menjadi pewawancara teknis dan tahu di mana kandidat biasanya tergelincir saat live coding.',
      'Berawal dari bootcamp, saya kini memimpin tim berisi dua belas engineer.',
    ],
  },
  product: {
    titles: {
      young: ['Associate Product Manager', 'Product Manager'],
      middle: ['Senior Product Manager', 'Group Product Manager'],
      senior: ['Chief Product Officer', 'VP of Product'],
    },
    companies: ['Tokoloka', 'Pasar Kita Online', 'Celengan Digital', 'Tabungin Indonesia'],
    singaporeCompanies: SG_TECH,
    topics: [
      'product-management',
      'riset-pengguna',
      'pindah-jalur-karier',
      'kepemimpinan-tim',
      'persiapan-wawancara',
      'komunikasi-kerja',
    ],
    expertises: ['sistem-informasi', 'teknik-industri', 'manajemen', 'interaksi-manusia-komputer'],
    fields: ['Teknik Industri', 'Sistem Informasi', 'Manajemen'],
    fieldPhrase: 'manajemen produk digital',
    experience: [
      'Saya meluncurkan fitur pembayaran cicilan yang kini dipakai jutaan pengguna.',
      'Sebelum menjadi PM, saya lima tahun di tim operasional, jadi saya paham sudut pandang bisnis.',
      'Saya pernah menangani produk dari tahap ide sampai mencapai product-market fit.',
    ],
  },
  design: {
    titles: {
      young: ['UI/UX Designer', 'Product Designer'],
      middle: ['Senior Product Designer', 'Design Lead', 'UX Researcher'],
      senior: ['Head of Design', 'Creative Director'],
    },
    companies: [
      'Teras Piksel Studio',
      'Layar Kaca Kreatif',
      'Tokoloka',
      'Kanal Cerita Studio',
      'Awan Biru Digital',
    ],
    singaporeCompanies: ['Merlion Pay', 'Straits Cloud Pte Ltd'],
    topics: [
      'portofolio-ui-ux',
      'riset-pengguna',
      'desain-grafis-branding',
      'ux-writing',
      'freelance-kreatif',
      'review-cv',
    ],
    expertises: ['desain-komunikasi-visual', 'interaksi-manusia-komputer', 'desain-produk'],
    fields: ['Desain Komunikasi Visual', 'Desain Produk', 'Arsitektur'],
    fieldPhrase: 'desain produk digital',
    experience: [
      'Saya menilai puluhan portofolio setiap kuartal dan senang membantu menyusun studi kasus yang bercerita.',
      'Saya memulai karier sebagai desainer grafis lepas sebelum pindah ke desain produk.',
      'Design system yang saya bangun dipakai oleh lima tim produk sekaligus.',
    ],
  },
  marketing: {
    titles: {
      young: ['Digital Marketing Specialist', 'Content Strategist', 'Social Media Lead'],
      middle: ['Brand Manager', 'Head of Growth', 'Marketing Manager'],
      senior: ['Chief Marketing Officer', 'Marketing Director'],
    },
    companies: [
      'PT Bumi Harum Kosmetika',
      'Kopi Senja Group',
      'Mentari Consumer Goods',
      'Suara Kota Media',
      'Belanja Ria',
      'PT Gema Digital Publika',
    ],
    topics: [
      'digital-marketing',
      'strategi-konten',
      'brand-management',
      'personal-branding',
      'public-speaking',
      'optimasi-linkedin',
    ],
    expertises: ['pemasaran', 'ilmu-komunikasi', 'manajemen'],
    fields: ['Ilmu Komunikasi', 'Manajemen Pemasaran', 'Manajemen'],
    fieldPhrase: 'pemasaran dan komunikasi merek',
    experience: [
      'Kampanye digital yang saya pimpin pernah menggandakan penjualan sebuah merek lokal dalam enam bulan.',
      'Saya mengelola anggaran iklan digital bernilai miliaran rupiah per tahun.',
      'Saya memulai karier dari agensi kecil dan kini memimpin tim pemasaran nasional.',
    ],
  },
  business: {
    titles: {
      young: ['Business Development Associate', 'Business Analyst'],
      middle: ['Business Development Manager', 'Management Consultant', 'Founder & CEO'],
      senior: ['Managing Partner', 'Komisaris'],
    },
    companies: [
      'Arah Strategi Consulting',
      'Kopi Senja Group',
      'Tani Maju Digital',
      'Gudang Pintar Indonesia',
      'Jelajah Nusa Tour & Travel',
    ],
    singaporeCompanies: SG_BUSINESS,
    topics: [
      'memulai-usaha',
      'pitching-investor',
      'business-development',
      'studi-kasus-konsultan',
      'kepemimpinan-tim',
      'negosiasi-gaji',
    ],
    expertises: ['kewirausahaan', 'manajemen', 'ilmu-ekonomi', 'teknik-industri'],
    fields: ['Manajemen', 'Teknik Industri', 'Ilmu Ekonomi'],
    fieldPhrase: 'pengembangan bisnis dan strategi',
    experience: [
      'Saya mendirikan usaha agritech yang kini bermitra dengan lebih dari dua ribu petani.',
      'Sebagai konsultan, saya menangani proyek transformasi untuk BUMN dan perusahaan keluarga.',
      'Saya pernah menggalang pendanaan seri A dan tahu rasanya ditolak puluhan investor.',
    ],
  },
  finance: {
    titles: {
      young: ['Financial Analyst', 'Relationship Manager', 'Auditor'],
      middle: ['Senior Auditor', 'Credit Risk Manager', 'Finance Manager'],
      senior: ['Chief Financial Officer', 'Direktur Keuangan'],
    },
    companies: [
      'PT Bank Kencana Raya Tbk',
      'Bank Samudra Artha',
      'KAP Hadiwinata & Rekan',
      'Bank Lembayung Syariah',
      'Arunika Finance',
    ],
    singaporeCompanies: SG_BUSINESS,
    topics: [
      'perencanaan-keuangan',
      'investasi-pemula',
      'karier-perbankan',
      'sertifikasi-akuntansi',
      'pajak-pribadi',
      'analisis-laporan-keuangan',
    ],
    expertises: ['akuntansi', 'keuangan-perbankan', 'ilmu-ekonomi'],
    fields: ['Akuntansi', 'Manajemen Keuangan', 'Ilmu Ekonomi'],
    fieldPhrase: 'keuangan dan perbankan',
    experience: [
      'Saya lulus ujian CPA sambil bekerja penuh waktu, dan senang berbagi cara membagi waktunya.',
      'Saya memulai dari program officer development bank dan kini memimpin tim kredit korporasi.',
      'Saya mengaudit perusahaan tercatat di bursa selama hampir sepuluh tahun.',
    ],
  },
  academic: {
    titles: {
      young: ['Peneliti', 'Asisten Dosen'],
      middle: ['Dosen', 'Peneliti Senior', 'Lektor Kepala'],
      senior: ['Guru Besar', 'Profesor Riset'],
    },
    // An academic works at a university: the seed uses the mentor's last school.
    companies: [],
    topics: [
      'beasiswa-lpdp',
      'beasiswa-luar-negeri',
      'esai-motivation-letter',
      'persiapan-ielts-toefl',
      'memilih-kampus-s2',
      'riset-publikasi',
      'persiapan-s3',
    ],
    expertises: [
      'kesehatan-masyarakat',
      'hubungan-internasional',
      'biologi',
      'teknik-sipil',
      'teknik-kimia',
      'ilmu-ekonomi',
      'administrasi-publik',
      'sosiologi',
    ],
    fields: ['Biologi', 'Teknik Sipil', 'Hubungan Internasional', 'Ilmu Ekonomi'],
    fieldPhrase: 'riset dan pendidikan tinggi',
    experience: [
      'Saya penerima beasiswa LPDP dan kini ikut menjadi pewawancara seleksi substansi.',
      'Saya menulis lebih dari dua puluh publikasi internasional bersama mahasiswa bimbingan.',
      'Saya menempuh S2 dan S3 di luar negeri dengan beasiswa, dan pernah gagal dua kali sebelum lolos.',
    ],
  },
  coach: {
    titles: {
      young: ['Career Coach', 'Learning & Development Specialist'],
      middle: ['Leadership Coach', 'Learning & Development Manager'],
      senior: ['Executive Coach', 'Organisational Psychologist'],
    },
    companies: ['Talenta Mitra HR Consulting', 'Ruang Belajar Nusantara', 'Akademi Bahasa Lentera'],
    topics: [
      'public-speaking',
      'manajemen-waktu',
      'kepemimpinan-tim',
      'komunikasi-kerja',
      'work-life-balance',
      'personal-branding',
      'pindah-jalur-karier',
    ],
    expertises: ['psikologi', 'ilmu-komunikasi', 'manajemen-sdm'],
    fields: ['Psikologi', 'Ilmu Komunikasi'],
    fieldPhrase: 'coaching dan pengembangan diri',
    experience: [
      'Saya sudah mendampingi lebih dari tiga ratus profesional muda menemukan arah kariernya.',
      'Saya coach bersertifikat ICF dan pernah memfasilitasi pelatihan kepemimpinan untuk perusahaan multinasional.',
      'Saya pernah mengalami burnout, dan dari situ belajar menata ritme kerja yang sehat.',
    ],
  },
  legal: {
    titles: {
      young: ['Legal Associate', 'Legal Officer'],
      middle: ['Senior Associate', 'Legal Counsel'],
      senior: ['General Counsel', 'Partner'],
    },
    companies: ['Siregar Lubis & Rekan', 'PT Karya Negeri Nusantara (Persero)', 'Merlion Pay'],
    topics: [
      'karier-fresh-graduate',
      'persiapan-wawancara',
      'negosiasi-gaji',
      'komunikasi-kerja',
      'beasiswa-luar-negeri',
    ],
    expertises: ['hukum-bisnis', 'hukum-ketenagakerjaan', 'hukum-internasional'],
    fields: ['Ilmu Hukum', 'Hukum Bisnis'],
    fieldPhrase: 'hukum korporasi',
    experience: [
      'Saya menangani transaksi merger dan akuisisi serta kepatuhan ketenagakerjaan.',
      'Saya memulai karier di kantor hukum besar sebelum pindah menjadi in-house counsel.',
    ],
  },
  health: {
    titles: {
      young: ['Dokter Umum', 'Ahli Gizi Klinis'],
      middle: ['Spesialis Kesehatan Masyarakat', 'Manajer Mutu Rumah Sakit'],
      senior: ['Direktur Rumah Sakit', 'Dokter Spesialis'],
    },
    companies: [
      'RS Medika Lestari Raya',
      'Klinik Pratama Sehat Sentosa',
      'Lab Klinik Diagnosa Cermat',
    ],
    topics: [
      'karier-fresh-graduate',
      'beasiswa-lpdp',
      'riset-publikasi',
      'work-life-balance',
      'kepemimpinan-tim',
    ],
    expertises: ['kedokteran', 'kesehatan-masyarakat', 'ilmu-gizi', 'farmasi'],
    fields: ['Pendidikan Dokter', 'Kesehatan Masyarakat', 'Farmasi', 'Ilmu Gizi'],
    fieldPhrase: 'layanan kesehatan',
    experience: [
      'Saya menjalani internsip dokter di daerah terpencil dan kini mengelola program kesehatan ibu dan anak.',
      'Saya aktif di program imunisasi nasional dan membimbing tenaga kesehatan muda.',
    ],
  },
};

/** How many mentors of each track the demo has, the two seeded accounts aside (35 in all). */
export const TRACK_MIX: Readonly<Record<TrackKey, number>> = {
  hr: 2,
  data: 5,
  software: 4,
  product: 3,
  design: 4,
  marketing: 3,
  business: 3,
  finance: 4,
  academic: 3,
  coach: 2,
  legal: 1,
  health: 1,
};

/** How a mentor works with a mentee: one sentence of the bio. */
export const APPROACH_SENTENCES: readonly string[] = [
  'Di sesi mentoring, saya suka membedah masalah yang konkret: bawa CV, portofolio, atau pertanyaanmu.',
  'Saya percaya mentoring yang baik itu jujur tapi tetap suportif.',
  'Kita akan menyusun langkah kecil yang bisa langsung kamu kerjakan minggu ini.',
  'Jangan ragu bertanya hal yang kamu anggap sepele, justru dari situ biasanya jawabannya ketemu.',
  'Saya senang membantu teman-teman dari luar Jawa yang merasa aksesnya terbatas.',
  'Setiap sesi saya tutup dengan rangkuman dan pekerjaan rumah kecil.',
  'Saya terbuka berdiskusi dalam Bahasa Indonesia maupun Inggris.',
  'Fokus saya membantu kamu mengenali kekuatan sendiri lalu menjualnya dengan percaya diri.',
];

/** An optional last sentence about life outside work. */
export const PERSONAL_SENTENCES: readonly string[] = [
  'Di luar pekerjaan, saya aktif sebagai relawan Kelas Inspirasi.',
  'Akhir pekan biasanya saya habiskan dengan bersepeda atau mencoba kedai kopi baru.',
  'Saya juga mengelola komunitas belajar daring dengan ribuan anggota.',
  'Saya {parent} dari dua anak dan paham tantangan membagi waktu antara kerja dan keluarga.',
  'Sesekali saya menulis di blog tentang pengalaman kerja.',
  'Saya pencinta kuliner daerah dan selalu punya rekomendasi tempat makan.',
];
