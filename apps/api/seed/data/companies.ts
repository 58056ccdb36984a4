// Fictional companies: names made up for the demo (never real brands), each with an industry, a
// kind of employer and a home city among the spec's 18. The rest of each profile (size, funding, culture, benefits,
// founding year, descriptions) is generated from the seed in ../companies.ts.
import type { CityId } from '@jenjang/domain';
import type { EmployerKind } from './employers';

export type CompanySeed = {
  name: string;
  industry: string;
  /** What the company is within its industry, which decides whom it hires (employers.ts). */
  kind: EmployerKind;
  city: CityId;
};

const JAKARTA = 49180;
const BANDUNG = 179;
const SURABAYA = 265;
const YOGYAKARTA = 227;
const BALI = 49183;
const MALANG = 261;
const DENPASAR = 282;
const MEDAN = 51;
const SEMARANG = 220;
const BOGOR = 182;
const MAKASSAR = 420;
const MANADO = 384;
const BANDAR_LAMPUNG = 139;
const CIREBON = 184;
const PALEMBANG = 114;
const BEKASI = 181;
const TANGERANG = 272;
const DEPOK = 185;

export const COMPANY_SEEDS: readonly CompanySeed[] = [
  // Teknologi Informasi
  {
    name: 'PT Nusantara Data Teknologi',
    industry: 'teknologi-informasi',
    kind: 'software-house',
    city: JAKARTA,
  },
  {
    name: 'Awan Biru Digital',
    industry: 'teknologi-informasi',
    kind: 'software-house',
    city: BANDUNG,
  },
  {
    name: 'PT Kode Kopi Solusi',
    industry: 'teknologi-informasi',
    kind: 'software-house',
    city: YOGYAKARTA,
  },
  {
    name: 'Lintas Sistem Integrasi',
    industry: 'teknologi-informasi',
    kind: 'software-house',
    city: JAKARTA,
  },
  {
    name: 'Rangkai Labs',
    industry: 'teknologi-informasi',
    kind: 'software-house',
    city: TANGERANG,
  },
  {
    name: 'PT Cakra Inovasi Digital',
    industry: 'teknologi-informasi',
    kind: 'software-house',
    city: SURABAYA,
  },
  {
    name: 'Sagara Cloud Indonesia',
    industry: 'teknologi-informasi',
    kind: 'software-house',
    city: JAKARTA,
  },
  {
    name: 'Teras Piksel Studio',
    industry: 'teknologi-informasi',
    kind: 'digital-studio',
    city: MALANG,
  },
  // E-commerce
  { name: 'Pasar Kita Online', industry: 'e-commerce', kind: 'marketplace', city: JAKARTA },
  { name: 'Belanja Ria', industry: 'e-commerce', kind: 'marketplace', city: TANGERANG },
  { name: 'PT Keranjang Nusantara', industry: 'e-commerce', kind: 'marketplace', city: JAKARTA },
  { name: 'Tokoloka', industry: 'e-commerce', kind: 'marketplace', city: BANDUNG },
  { name: 'Jualin Aja', industry: 'e-commerce', kind: 'marketplace', city: SURABAYA },
  // FMCG
  { name: 'PT Sari Rasa Pangan', industry: 'fmcg', kind: 'consumer-goods', city: BEKASI },
  { name: 'Segar Alami Indonesia', industry: 'fmcg', kind: 'consumer-goods', city: TANGERANG },
  { name: 'PT Bumi Harum Kosmetika', industry: 'fmcg', kind: 'consumer-goods', city: JAKARTA },
  { name: 'Mentari Consumer Goods', industry: 'fmcg', kind: 'consumer-goods', city: SURABAYA },
  { name: 'PT Citra Rasa Makmur', industry: 'fmcg', kind: 'consumer-goods', city: SEMARANG },
  // Manufaktur
  { name: 'PT Baja Perkasa Mandala', industry: 'manufaktur', kind: 'factory', city: BEKASI },
  { name: 'Kreasi Plastik Utama', industry: 'manufaktur', kind: 'factory', city: TANGERANG },
  { name: 'PT Tekstil Benang Emas', industry: 'manufaktur', kind: 'factory', city: BANDUNG },
  { name: 'PT Mesin Presisi Nusantara', industry: 'manufaktur', kind: 'factory', city: CIREBON },
  { name: 'PT Kemasan Hijau Lestari', industry: 'manufaktur', kind: 'factory', city: SURABAYA },
  // Logistik
  { name: 'Kirim Cepat Logistik', industry: 'logistik', kind: 'logistics', city: JAKARTA },
  { name: 'PT Armada Samudra Ekspres', industry: 'logistik', kind: 'logistics', city: SURABAYA },
  { name: 'Gudang Pintar Indonesia', industry: 'logistik', kind: 'logistics', city: BEKASI },
  { name: 'PT Jalur Nusa Kargo', industry: 'logistik', kind: 'logistics', city: MEDAN },
  {
    name: 'Antar Jemput Ekspres Sulawesi',
    industry: 'logistik',
    kind: 'logistics',
    city: MAKASSAR,
  },
  // Pendidikan
  { name: 'Sekolah Cendekia Harapan Bangsa', industry: 'pendidikan', kind: 'school', city: DEPOK },
  { name: 'Bimbel Pintar Prima', industry: 'pendidikan', kind: 'tutoring', city: BANDUNG },
  { name: 'Akademi Bahasa Lentera', industry: 'pendidikan', kind: 'english-school', city: JAKARTA },
  { name: 'Ruang Belajar Nusantara', industry: 'pendidikan', kind: 'edtech', city: YOGYAKARTA },
  {
    name: 'Yayasan Pendidikan Tunas Harapan',
    industry: 'pendidikan',
    kind: 'school',
    city: SURABAYA,
  },
  { name: 'Sekolah Bintang Timur', industry: 'pendidikan', kind: 'school', city: MAKASSAR },
  {
    name: 'Mandarin Bridge Institute',
    industry: 'pendidikan',
    kind: 'mandarin-school',
    city: MEDAN,
  },
  // Kesehatan
  { name: 'Klinik Pratama Sehat Sentosa', industry: 'kesehatan', kind: 'clinic', city: JAKARTA },
  { name: 'RS Cahaya Medika Jakarta', industry: 'kesehatan', kind: 'hospital', city: JAKARTA },
  { name: 'RS Medika Lestari Raya', industry: 'kesehatan', kind: 'hospital', city: SURABAYA },
  { name: 'Apotek Daun Sirih', industry: 'kesehatan', kind: 'pharmacy', city: SEMARANG },
  { name: 'Lab Klinik Diagnosa Cermat', industry: 'kesehatan', kind: 'medical-lab', city: BANDUNG },
  {
    name: 'Klinik Gigi Senyum Ceria Manado',
    industry: 'kesehatan',
    kind: 'dental-clinic',
    city: MANADO,
  },
  // Ritel
  { name: 'Minimarket Sinar Pagi', industry: 'ritel', kind: 'minimarket', city: BEKASI },
  { name: 'Toserba Cahaya Abadi', industry: 'ritel', kind: 'department-store', city: CIREBON },
  { name: 'PT Griya Busana Ritel', industry: 'ritel', kind: 'fashion-retail', city: BANDUNG },
  { name: 'Rumah Perabot Kita', industry: 'ritel', kind: 'furniture-store', city: TANGERANG },
  { name: 'Optik Mata Jernih', industry: 'ritel', kind: 'optician', city: MALANG },
  // F&B
  { name: 'Kopi Senja Group', industry: 'fnb', kind: 'coffee-chain', city: JAKARTA },
  { name: 'Warung Rasa Nusantara', industry: 'fnb', kind: 'restaurant', city: YOGYAKARTA },
  { name: 'Dapur Bu Ratna Catering', industry: 'fnb', kind: 'catering', city: BOGOR },
  { name: 'Roti Hangat Bakery', industry: 'fnb', kind: 'bakery', city: BANDUNG },
  { name: 'Sambal Juara Resto', industry: 'fnb', kind: 'restaurant', city: SURABAYA },
  { name: 'Seduh Pagi Coffee', industry: 'fnb', kind: 'coffee-shop', city: BALI },
  // Media
  { name: 'Layar Kaca Kreatif', industry: 'media', kind: 'production-house', city: JAKARTA },
  { name: 'Suara Kota Media', industry: 'media', kind: 'newsroom', city: SURABAYA },
  { name: 'Kanal Cerita Studio', industry: 'media', kind: 'production-house', city: BANDUNG },
  { name: 'PT Gema Digital Publika', industry: 'media', kind: 'newsroom', city: JAKARTA },
  // Konsultan
  {
    name: 'Arah Strategi Consulting',
    industry: 'konsultan',
    kind: 'management-consulting',
    city: JAKARTA,
  },
  {
    name: 'Pajak Tepat Konsultindo',
    industry: 'konsultan',
    kind: 'tax-consulting',
    city: SURABAYA,
  },
  {
    name: 'Talenta Mitra HR Consulting',
    industry: 'konsultan',
    kind: 'hr-consulting',
    city: JAKARTA,
  },
  { name: 'KAP Hadiwinata & Rekan', industry: 'konsultan', kind: 'audit-firm', city: SEMARANG },
  // Properti
  {
    name: 'PT Graha Tirta Properti',
    industry: 'properti',
    kind: 'property-developer',
    city: TANGERANG,
  },
  { name: 'Bumi Asri Residence', industry: 'properti', kind: 'property-developer', city: DEPOK },
  { name: 'PT Karya Bangun Konstruksi', industry: 'properti', kind: 'contractor', city: MAKASSAR },
  { name: 'Griya Pesona Developer', industry: 'properti', kind: 'property-developer', city: BOGOR },
  // Otomotif
  { name: 'PT Roda Jaya Motor', industry: 'otomotif', kind: 'vehicle-dealer', city: JAKARTA },
  { name: 'Bengkel Mesin Prima', industry: 'otomotif', kind: 'workshop', city: BEKASI },
  { name: 'PT Dinamika Otoparts', industry: 'otomotif', kind: 'parts-maker', city: TANGERANG },
  {
    name: 'Dealer Motor Sriwijaya Abadi',
    industry: 'otomotif',
    kind: 'vehicle-dealer',
    city: PALEMBANG,
  },
  // Energi
  { name: 'PT Surya Energi Terbarukan', industry: 'energi', kind: 'energy', city: JAKARTA },
  { name: 'PT Batu Hitam Sumatera', industry: 'energi', kind: 'energy', city: PALEMBANG },
  { name: 'PT Angin Timur Power', industry: 'energi', kind: 'energy', city: MAKASSAR },
  { name: 'PT Gas Bumi Persada', industry: 'energi', kind: 'energy', city: JAKARTA },
  // Telekomunikasi
  { name: 'PT Jaringan Serat Nusantara', industry: 'telekomunikasi', kind: 'telco', city: JAKARTA },
  { name: 'Sinyal Kuat Telekomunikasi', industry: 'telekomunikasi', kind: 'telco', city: SEMARANG },
  { name: 'PT Menara Komunika', industry: 'telekomunikasi', kind: 'telco', city: BANDUNG },
  { name: 'Lintas Fiber Net', industry: 'telekomunikasi', kind: 'telco', city: MALANG },
  // Pemerintahan & BUMN
  {
    name: 'PT Karya Negeri Nusantara (Persero)',
    industry: 'pemerintahan-bumn',
    kind: 'state-enterprise',
    city: JAKARTA,
  },
  {
    name: 'Perumda Tirta Lembah Hijau',
    industry: 'pemerintahan-bumn',
    kind: 'water-utility',
    city: BOGOR,
  },
  {
    name: 'PT Pelabuhan Samudra Timur (Persero)',
    industry: 'pemerintahan-bumn',
    kind: 'port',
    city: MAKASSAR,
  },
  {
    name: 'PT Sarana Kota Nyiur (Perseroda)',
    industry: 'pemerintahan-bumn',
    kind: 'city-enterprise',
    city: MANADO,
  },
  // Fintech
  { name: 'Arunika Finance', industry: 'fintech', kind: 'fintech', city: JAKARTA },
  { name: 'Celengan Digital', industry: 'fintech', kind: 'fintech', city: BANDUNG },
  { name: 'PT Kredit Lancar Bersama', industry: 'fintech', kind: 'fintech', city: SURABAYA },
  { name: 'Rupiah Rapi', industry: 'fintech', kind: 'fintech', city: JAKARTA },
  { name: 'Tabungin Indonesia', industry: 'fintech', kind: 'fintech', city: TANGERANG },
  // Perhotelan & Pariwisata
  { name: 'Hotel Pesona Kuta', industry: 'perhotelan-pariwisata', kind: 'hotel', city: BALI },
  {
    name: 'Sawah Teduh Retreat Ubud',
    industry: 'perhotelan-pariwisata',
    kind: 'resort',
    city: BALI,
  },
  {
    name: 'Hotel Bintang Laut Denpasar',
    industry: 'perhotelan-pariwisata',
    kind: 'hotel',
    city: DENPASAR,
  },
  {
    name: 'Jelajah Nusa Tour & Travel',
    industry: 'perhotelan-pariwisata',
    kind: 'travel-agency',
    city: YOGYAKARTA,
  },
  { name: 'Hotel Kenari Malang', industry: 'perhotelan-pariwisata', kind: 'hotel', city: MALANG },
  {
    name: 'Resort Teluk Nyiur Manado',
    industry: 'perhotelan-pariwisata',
    kind: 'resort',
    city: MANADO,
  },
  // Agrikultur
  { name: 'PT Kebun Lestari Sumatera', industry: 'agrikultur', kind: 'plantation', city: MEDAN },
  { name: 'Tani Maju Digital', industry: 'agrikultur', kind: 'agritech', city: BANDAR_LAMPUNG },
  {
    name: 'PT Kopi Gunung Tanggamus',
    industry: 'agrikultur',
    kind: 'plantation',
    city: BANDAR_LAMPUNG,
  },
  { name: 'Agro Hijau Nusantara', industry: 'agrikultur', kind: 'agro-processing', city: MALANG },
  // Perbankan
  { name: 'PT Bank Kencana Raya Tbk', industry: 'bank', kind: 'bank', city: SURABAYA },
  { name: 'BPR Sinar Rejeki Abadi', industry: 'bank', kind: 'rural-bank', city: SURABAYA },
  { name: 'Bank Samudra Artha', industry: 'bank', kind: 'bank', city: JAKARTA },
  { name: 'Bank Pesisir Timur Syariah', industry: 'bank', kind: 'bank', city: MAKASSAR },
  { name: 'Bank Lembayung Syariah', industry: 'bank', kind: 'bank', city: BANDUNG },
  { name: 'BPR Danau Toba Sejahtera', industry: 'bank', kind: 'rural-bank', city: MEDAN },
  { name: 'Bank Pelita Lampung', industry: 'bank', kind: 'bank', city: BANDAR_LAMPUNG },
  { name: 'BPR Mitra Usaha Denpasar', industry: 'bank', kind: 'rural-bank', city: DENPASAR },
];
