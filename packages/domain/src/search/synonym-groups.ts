/**
 * Synonym and abbreviation groups, as data. Every phrase of a group means the same thing to a job
 * seeker; the index adds the group's canonical token ('syn' + id, see synonyms.ts) wherever any
 * of its phrases occurs, and a query phrase searches for that token, so 'programmer', 'SE' and
 * 'software developer' meet without the index or query containing all three.
 *
 * Rules for editing:
 * - ids are [a-z0-9]+ and stable: the canonical token is stored in the search index, so renaming
 *   or removing a group (or changing which phrases it has) needs SEARCH_ANALYZER_VERSION bumped
 *   and jobs re-analysed.
 * - Phrases are written as people type them; they are normalised like any text ('front-end' →
 *   'front end', 'C#' → 'csharp', 'F&B' → 'f b'), and a plural 's' does not matter.
 * - A phrase belongs to one group only (unit-tested). A longer phrase containing a shorter one
 *   ('frontend developer' ⊃ 'developer') is fine: the index records both groups.
 * - One- or two-letter abbreviations ('be', 'se', 'it', 'pm', 'cs', 'ob') are also ordinary words
 *   ("must be", "se-Jawa", "it is", "5 pm"), so they only count in titles, skills and queries,
 *   never in descriptions.
 * - `generic` groups name every posting ('loker', 'lowongan kerja', 'job vacancy'): a query
 *   "loker jakarta" means "jobs in Jakarta", so their phrases are dropped from queries and not
 *   indexed. A query of only such words has no terms and lists every job.
 */
export type SynonymGroup = {
  readonly id: string;
  readonly phrases: readonly string[];
  readonly generic?: boolean;
};

// prettier-ignore
export const SYNONYM_GROUPS: readonly SynonymGroup[] = [
  {
    id: 'loker',
    generic: true,
    phrases: [
      'loker', 'info loker', 'lowongan', 'lowongan kerja', 'lowongan pekerjaan', 'job',
      'job vacancy', 'vacancy', 'job opening', 'hiring', 'we are hiring',
    ],
  },
  // roles
  {
    id: 'admin',
    phrases: [
      'admin', 'administrasi', 'administrator', 'administration', 'administrative',
      'staff admin', 'staf admin', 'admin staff', 'tenaga administrasi',
    ],
  },
  {
    id: 'softwareengineer',
    phrases: [
      'se', 'software engineer', 'software developer', 'software engineering', 'programmer',
      'programer', 'developer', 'pemrogram', 'pengembang perangkat lunak', 'pengembang software',
    ],
  },
  {
    id: 'frontend',
    phrases: [
      'fe', 'frontend', 'front end', 'frontend developer', 'frontend engineer',
      'front end developer', 'front end engineer', 'fe developer', 'fe engineer',
    ],
  },
  {
    id: 'backend',
    phrases: [
      'be', 'backend', 'back end', 'backend developer', 'backend engineer', 'back end developer',
      'back end engineer', 'be developer', 'be engineer',
    ],
  },
  {
    id: 'fullstack',
    phrases: [
      'fullstack', 'full stack', 'fullstack developer', 'full stack developer',
      'fullstack engineer', 'full stack engineer',
    ],
  },
  {
    id: 'sales',
    phrases: [
      'sales', 'penjualan', 'penjual', 'tenaga penjual', 'tenaga penjualan', 'salesman',
      'salesperson', 'sales person', 'wiraniaga',
    ],
  },
  { id: 'kasir', phrases: ['kasir', 'cashier'] },
  { id: 'akuntan', phrases: ['akuntan', 'accountant', 'akuntansi', 'accounting'] },
  {
    id: 'hr',
    phrases: [
      'hr', 'hrd', 'hrga', 'human resources', 'sumber daya manusia', 'sdm', 'personalia',
      'human capital',
    ],
  },
  {
    id: 'cs',
    phrases: [
      'cs', 'customer service', 'layanan pelanggan', 'pelayanan pelanggan', 'customer care',
      'customer support',
    ],
  },
  {
    id: 'uiux',
    phrases: [
      'ui ux', 'uiux', 'ui', 'ux', 'product designer', 'ui designer', 'ux designer',
      'user interface', 'user experience',
    ],
  },
  {
    id: 'qa',
    phrases: [
      'qa', 'quality assurance', 'tester', 'penguji', 'software tester', 'qa engineer',
      'test engineer', 'penguji perangkat lunak',
    ],
  },
  {
    id: 'qc',
    phrases: ['qc', 'quality control', 'pengendalian mutu', 'kontrol kualitas', 'qc inspector'],
  },
  {
    id: 'productmanager',
    phrases: ['pm', 'product manager', 'manajer produk', 'product management'],
  },
  {
    id: 'projectmanager',
    phrases: ['project manager', 'manajer proyek', 'project management', 'pimpinan proyek'],
  },
  {
    id: 'digitalmarketing',
    phrases: [
      'digital marketing', 'pemasaran digital', 'digital marketer', 'online marketing',
      'pemasaran online', 'internet marketing',
    ],
  },
  { id: 'marketing', phrases: ['marketing', 'pemasaran', 'marketer', 'tenaga pemasaran'] },
  {
    id: 'graphicdesigner',
    phrases: [
      'graphic designer', 'graphic design', 'desainer grafis', 'desain grafis',
      'designer grafis', 'desainer grafik',
    ],
  },
  {
    id: 'contentwriter',
    phrases: ['content writer', 'content writing', 'penulis konten', 'copywriter', 'copy writer'],
  },
  {
    id: 'contentcreator',
    phrases: ['content creator', 'kreator konten', 'konten kreator', 'pembuat konten'],
  },
  { id: 'dataanalyst', phrases: ['data analyst', 'analis data', 'data analis'] },
  { id: 'datascientist', phrases: ['data scientist', 'data science', 'ilmuwan data'] },
  { id: 'dataengineer', phrases: ['data engineer', 'data engineering'] },
  { id: 'driver', phrases: ['driver', 'sopir', 'supir', 'pengemudi'] },
  {
    id: 'kurir',
    phrases: ['kurir', 'courier', 'delivery man', 'pengantar barang', 'messenger'],
  },
  { id: 'perawat', phrases: ['perawat', 'nurse', 'ners'] },
  { id: 'bidan', phrases: ['bidan', 'midwife'] },
  { id: 'dokter', phrases: ['dokter', 'doctor', 'physician'] },
  { id: 'apoteker', phrases: ['apoteker', 'pharmacist'] },
  {
    id: 'guru',
    phrases: [
      'guru', 'teacher', 'pengajar', 'tutor', 'tenaga pengajar', 'pendidik', 'tenaga pendidik',
    ],
  },
  {
    id: 'cleaning',
    phrases: [
      'cleaning service', 'office boy', 'office girl', 'ob', 'og', 'oob', 'petugas kebersihan',
      'cleaner', 'janitor', 'pramubakti',
    ],
  },
  { id: 'gudang', phrases: ['gudang', 'warehouse', 'pergudangan'] },
  { id: 'barista', phrases: ['barista', 'coffee', 'kopi', 'peracik kopi'] },
  {
    id: 'satpam',
    phrases: [
      'satpam', 'security guard', 'security officer', 'petugas keamanan', 'penjaga keamanan',
      'sekuriti', 'scurity',
    ],
  },
  {
    id: 'spg',
    phrases: [
      'spg', 'spb', 'sales promotion girl', 'sales promotion boy', 'promotor', 'promoter',
    ],
  },
  {
    id: 'pramuniaga',
    phrases: [
      'pramuniaga', 'shop assistant', 'store assistant', 'store crew', 'crew toko',
      'penjaga toko', 'shopkeeper',
    ],
  },
  { id: 'koki', phrases: ['koki', 'chef', 'cook', 'juru masak', 'tukang masak'] },
  { id: 'waiter', phrases: ['waiter', 'waitress', 'pramusaji', 'pelayan', 'pelayan restoran'] },
  { id: 'teknisi', phrases: ['teknisi', 'technician'] },
  { id: 'mekanik', phrases: ['mekanik', 'mechanic', 'montir'] },
  {
    id: 'resepsionis',
    phrases: [
      'resepsionis', 'receptionist', 'front office', 'front desk', 'frontdesk', 'penerima tamu',
    ],
  },
  {
    id: 'sekretaris',
    phrases: ['sekretaris', 'secretary', 'personal assistant', 'asisten pribadi'],
  },
  {
    id: 'operatorproduksi',
    phrases: [
      'operator produksi', 'production operator', 'operator pabrik', 'operator mesin',
      'machine operator', 'factory worker', 'buruh pabrik',
    ],
  },
  { id: 'welder', phrases: ['welder', 'tukang las', 'juru las', 'pengelas'] },
  { id: 'electrician', phrases: ['electrician', 'teknisi listrik', 'tukang listrik'] },
  { id: 'translator', phrases: ['translator', 'penerjemah', 'interpreter', 'juru bahasa'] },
  { id: 'photographer', phrases: ['photographer', 'fotografer', 'juru foto'] },
  {
    id: 'videographer',
    phrases: ['videographer', 'videografer', 'video editor', 'editor video'],
  },
  {
    id: 'socialmedia',
    phrases: ['social media', 'media sosial', 'sosmed', 'medsos'],
  },
  {
    id: 'seo',
    phrases: ['seo', 'search engine optimization', 'search engine optimisation'],
  },
  {
    id: 'ecommerce',
    phrases: ['ecommerce', 'e commerce', 'toko online', 'online shop', 'olshop'],
  },
  {
    id: 'bizdev',
    phrases: ['business development', 'bizdev', 'bd', 'pengembangan bisnis'],
  },
  { id: 'telemarketing', phrases: ['telemarketing', 'telemarketer', 'telesales'] },
  {
    id: 'itsupport',
    phrases: [
      'it support', 'it helpdesk', 'helpdesk', 'help desk', 'technical support',
      'dukungan teknis', 'desktop support',
    ],
  },
  { id: 'it', phrases: ['it', 'ti', 'information technology', 'teknologi informasi'] },
  {
    id: 'devops',
    phrases: [
      'devops', 'dev ops', 'sre', 'site reliability engineer', 'site reliability engineering',
    ],
  },
  {
    id: 'teamleader',
    phrases: ['team leader', 'team lead', 'tl', 'ketua tim', 'kepala tim'],
  },
  { id: 'generalaffair', phrases: ['ga', 'general affair', 'general affairs'] },
  // the same title in Indonesian and English spelling
  { id: 'manager', phrases: ['manager', 'manajer'] },
  { id: 'staff', phrases: ['staff', 'staf'] },
  { id: 'designer', phrases: ['designer', 'desainer'] },
  { id: 'analyst', phrases: ['analyst', 'analis'] },
  { id: 'consultant', phrases: ['consultant', 'konsultan'] },
  { id: 'assistant', phrases: ['assistant', 'asisten'] },
  { id: 'director', phrases: ['director', 'direktur'] },
  { id: 'coordinator', phrases: ['coordinator', 'koordinator'] },
  { id: 'specialist', phrases: ['specialist', 'spesialis'] },
  { id: 'executive', phrases: ['executive', 'eksekutif'] },
  { id: 'supervisor', phrases: ['supervisor', 'spv', 'penyelia'] },
  { id: 'engineer', phrases: ['engineer', 'insinyur'] },
  { id: 'engineering', phrases: ['engineering', 'teknik'] },
  // employment terms
  {
    id: 'freshgraduate',
    phrases: [
      'fresh graduate', 'fresh grad', 'freshgraduate', 'freshgrad', 'fresh gradute',
      'lulusan baru', 'baru lulus', 'fresher', 'new graduate', 'recent graduate',
    ],
  },
  {
    id: 'remote',
    phrases: [
      'wfh', 'remote', 'kerja dari rumah', 'bekerja dari rumah', 'work from home', 'jarak jauh',
      'kerja jarak jauh', 'wfa', 'work from anywhere',
    ],
  },
  {
    id: 'magang',
    phrases: [
      'magang', 'pemagang', 'internship', 'intern', 'pkl', 'praktik kerja lapangan',
      'praktek kerja lapangan', 'kerja praktik', 'kerja praktek', 'apprentice', 'apprenticeship',
    ],
  },
  { id: 'parttime', phrases: ['part time', 'parttime', 'part timer', 'paruh waktu'] },
  { id: 'fulltime', phrases: ['full time', 'fulltime', 'penuh waktu'] },
  { id: 'kontrak', phrases: ['kontrak', 'contract', 'pkwt', 'karyawan kontrak'] },
  {
    id: 'freelance',
    phrases: ['freelance', 'freelancer', 'lepas', 'pekerja lepas', 'tenaga lepas'],
  },
  // education
  {
    id: 's1',
    phrases: [
      's1', 'sarjana', 'bachelor', 'bachelor degree', 'strata 1', 'strata satu', 'undergraduate',
    ],
  },
  {
    id: 's2',
    phrases: [
      's2', 'magister', 'master degree', 'pascasarjana', 'postgraduate', 'strata 2', 'strata dua',
    ],
  },
  {
    id: 'd3',
    phrases: ['d3', 'diploma', 'diploma 3', 'diploma tiga', 'ahli madya', 'associate degree'],
  },
  {
    id: 'sma',
    phrases: [
      'sma', 'smk', 'slta', 'smu', 'stm', 'high school', 'senior high school',
      'vocational high school', 'sekolah menengah atas', 'sekolah menengah kejuruan',
    ],
  },
  {
    id: 'computerscience',
    phrases: [
      'computer science', 'ilmu komputer', 'informatika', 'teknik informatika', 'informatics',
    ],
  },
  // languages
  {
    id: 'mandarin',
    phrases: [
      'mandarin', 'chinese', 'bahasa mandarin', 'bahasa cina', 'bahasa china', 'bahasa tionghoa',
    ],
  },
  { id: 'english', phrases: ['english', 'inggris', 'bahasa inggris'] },
  { id: 'japanese', phrases: ['japanese', 'jepang', 'bahasa jepang'] },
  { id: 'korean', phrases: ['korean', 'korea', 'bahasa korea'] },
  // tools and technologies
  { id: 'tiktok', phrases: ['tiktok', 'tik tok'] },
  { id: 'nodejs', phrases: ['nodejs', 'node js'] },
  { id: 'reactjs', phrases: ['reactjs', 'react js', 'react'] },
  { id: 'vuejs', phrases: ['vuejs', 'vue js', 'vue'] },
  { id: 'nextjs', phrases: ['nextjs', 'next js'] },
  { id: 'javascript', phrases: ['javascript', 'js', 'java script', 'ecmascript'] },
  { id: 'golang', phrases: ['golang', 'go lang', 'go language'] },
  { id: 'csharp', phrases: ['csharp', 'c sharp'] },
  { id: 'cpp', phrases: ['cpp', 'c plus plus'] },
  { id: 'dotnet', phrases: ['dotnet', 'dot net', 'aspnet', 'asp net'] },
  { id: 'postgresql', phrases: ['postgresql', 'postgres', 'psql'] },
  { id: 'excel', phrases: ['excel', 'microsoft excel', 'ms excel'] },
  {
    id: 'msoffice',
    phrases: ['microsoft office', 'ms office', 'office 365', 'microsoft 365'],
  },
  // industries and fields
  { id: 'logistik', phrases: ['logistik', 'logistics', 'logistic'] },
  { id: 'finance', phrases: ['finance', 'financial', 'keuangan', 'finansial'] },
  { id: 'hospitality', phrases: ['hospitality', 'perhotelan'] },
  { id: 'banking', phrases: ['banking', 'perbankan'] },
  { id: 'property', phrases: ['property', 'properti', 'real estate', 'realestat'] },
  { id: 'construction', phrases: ['construction', 'konstruksi'] },
  { id: 'manufacturing', phrases: ['manufacturing', 'manufaktur'] },
  { id: 'factory', phrases: ['factory', 'pabrik'] },
  { id: 'retail', phrases: ['retail', 'ritel'] },
  { id: 'mining', phrases: ['mining', 'pertambangan', 'tambang'] },
  { id: 'agriculture', phrases: ['agriculture', 'pertanian', 'agrikultur'] },
  { id: 'transportation', phrases: ['transportation', 'transportasi'] },
  {
    id: 'fnb',
    phrases: ['fnb', 'f b', 'food and beverage', 'food beverage', 'makanan dan minuman'],
  },
  {
    id: 'rnd',
    phrases: ['r d', 'research and development', 'penelitian dan pengembangan', 'litbang'],
  },
  {
    id: 'teamwork',
    phrases: ['teamwork', 'team work', 'kerja sama', 'kerjasama', 'kerja tim', 'bekerja sama'],
  },
];
