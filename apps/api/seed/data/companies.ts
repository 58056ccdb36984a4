// Fictional companies: names made up for the demo (never real brands), each with an industry and
// a home city among the spec's 18. The rest of each profile (size, funding, culture, benefits,
// founding year, descriptions) is generated from the seed in ../companies.ts.
import type { CityId } from '@jenjang/domain';

export type CompanySeed = {
  name: string;
  industry: string;
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
  { name: 'PT Nusantara Data Teknologi', industry: 'teknologi-informasi', city: JAKARTA },
  { name: 'Awan Biru Digital', industry: 'teknologi-informasi', city: BANDUNG },
  { name: 'PT Kode Kopi Solusi', industry: 'teknologi-informasi', city: YOGYAKARTA },
  { name: 'Lintas Sistem Integrasi', industry: 'teknologi-informasi', city: JAKARTA },
  { name: 'Rangkai Labs', industry: 'teknologi-informasi', city: TANGERANG },
  { name: 'PT Cakra Inovasi Digital', industry: 'teknologi-informasi', city: SURABAYA },
  { name: 'Sagara Cloud Indonesia', industry: 'teknologi-informasi', city: JAKARTA },
  { name: 'Teras Piksel Studio', industry: 'teknologi-informasi', city: MALANG },
  // E-commerce
  { name: 'Pasar Kita Online', industry: 'e-commerce', city: JAKARTA },
  { name: 'Belanja Ria', industry: 'e-commerce', city: TANGERANG },
  { name: 'PT Keranjang Nusantara', industry: 'e-commerce', city: JAKARTA },
  { name: 'Tokoloka', industry: 'e-commerce', city: BANDUNG },
  { name: 'Jualin Aja', industry: 'e-commerce', city: SURABAYA },
  // FMCG
  { name: 'PT Sari Rasa Pangan', industry: 'fmcg', city: BEKASI },
  { name: 'Segar Alami Indonesia', industry: 'fmcg', city: TANGERANG },
  { name: 'PT Bumi Harum Kosmetika', industry: 'fmcg', city: JAKARTA },
  { name: 'Mentari Consumer Goods', industry: 'fmcg', city: SURABAYA },
  { name: 'PT Citra Rasa Makmur', industry: 'fmcg', city: SEMARANG },
  // Manufaktur
  { name: 'PT Baja Perkasa Mandala', industry: 'manufaktur', city: BEKASI },
  { name: 'Kreasi Plastik Utama', industry: 'manufaktur', city: TANGERANG },
  { name: 'PT Tekstil Benang Emas', industry: 'manufaktur', city: BANDUNG },
  { name: 'PT Mesin Presisi Nusantara', industry: 'manufaktur', city: CIREBON },
  { name: 'PT Kemasan Hijau Lestari', industry: 'manufaktur', city: SURABAYA },
  // Logistik
  { name: 'Kirim Cepat Logistik', industry: 'logistik', city: JAKARTA },
  { name: 'PT Armada Samudra Ekspres', industry: 'logistik', city: SURABAYA },
  { name: 'Gudang Pintar Indonesia', industry: 'logistik', city: BEKASI },
  { name: 'PT Jalur Nusa Kargo', industry: 'logistik', city: MEDAN },
  { name: 'Antar Jemput Ekspres Sulawesi', industry: 'logistik', city: MAKASSAR },
  // Pendidikan
  { name: 'Sekolah Cendekia Harapan Bangsa', industry: 'pendidikan', city: DEPOK },
  { name: 'Bimbel Pintar Prima', industry: 'pendidikan', city: BANDUNG },
  { name: 'Akademi Bahasa Lentera', industry: 'pendidikan', city: JAKARTA },
  { name: 'Ruang Belajar Nusantara', industry: 'pendidikan', city: YOGYAKARTA },
  { name: 'Mandarin Bridge Institute', industry: 'pendidikan', city: MEDAN },
  // Kesehatan
  { name: 'Klinik Pratama Sehat Sentosa', industry: 'kesehatan', city: JAKARTA },
  { name: 'RS Medika Lestari Raya', industry: 'kesehatan', city: SURABAYA },
  { name: 'Apotek Daun Sirih', industry: 'kesehatan', city: SEMARANG },
  { name: 'Lab Klinik Diagnosa Cermat', industry: 'kesehatan', city: BANDUNG },
  { name: 'Klinik Gigi Senyum Ceria Manado', industry: 'kesehatan', city: MANADO },
  // Ritel
  { name: 'Minimarket Sinar Pagi', industry: 'ritel', city: BEKASI },
  { name: 'Toserba Cahaya Abadi', industry: 'ritel', city: CIREBON },
  { name: 'PT Griya Busana Ritel', industry: 'ritel', city: BANDUNG },
  { name: 'Rumah Perabot Kita', industry: 'ritel', city: TANGERANG },
  { name: 'Optik Mata Jernih', industry: 'ritel', city: MALANG },
  // F&B
  { name: 'Kopi Senja Group', industry: 'fnb', city: JAKARTA },
  { name: 'Warung Rasa Nusantara', industry: 'fnb', city: YOGYAKARTA },
  { name: 'Dapur Bu Ratna Catering', industry: 'fnb', city: BOGOR },
  { name: 'Roti Hangat Bakery', industry: 'fnb', city: BANDUNG },
  { name: 'Sambal Juara Resto', industry: 'fnb', city: SURABAYA },
  { name: 'Seduh Pagi Coffee', industry: 'fnb', city: BALI },
  // Media
  { name: 'Layar Kaca Kreatif', industry: 'media', city: JAKARTA },
  { name: 'Suara Kota Media', industry: 'media', city: SURABAYA },
  { name: 'Kanal Cerita Studio', industry: 'media', city: BANDUNG },
  { name: 'PT Gema Digital Publika', industry: 'media', city: JAKARTA },
  // Konsultan
  { name: 'Arah Strategi Consulting', industry: 'konsultan', city: JAKARTA },
  { name: 'Pajak Tepat Konsultindo', industry: 'konsultan', city: SURABAYA },
  { name: 'Talenta Mitra HR Consulting', industry: 'konsultan', city: JAKARTA },
  { name: 'KAP Hadiwinata & Rekan', industry: 'konsultan', city: SEMARANG },
  // Properti
  { name: 'PT Graha Tirta Properti', industry: 'properti', city: TANGERANG },
  { name: 'Bumi Asri Residence', industry: 'properti', city: DEPOK },
  { name: 'PT Karya Bangun Konstruksi', industry: 'properti', city: MAKASSAR },
  { name: 'Griya Pesona Developer', industry: 'properti', city: BOGOR },
  // Otomotif
  { name: 'PT Roda Jaya Motor', industry: 'otomotif', city: JAKARTA },
  { name: 'Bengkel Mesin Prima', industry: 'otomotif', city: BEKASI },
  { name: 'PT Dinamika Otoparts', industry: 'otomotif', city: TANGERANG },
  { name: 'Dealer Motor Sriwijaya Abadi', industry: 'otomotif', city: PALEMBANG },
  // Energi
  { name: 'PT Surya Energi Terbarukan', industry: 'energi', city: JAKARTA },
  { name: 'PT Batu Hitam Sumatera', industry: 'energi', city: PALEMBANG },
  { name: 'PT Angin Timur Power', industry: 'energi', city: MAKASSAR },
  { name: 'PT Gas Bumi Persada', industry: 'energi', city: JAKARTA },
  // Telekomunikasi
  { name: 'PT Jaringan Serat Nusantara', industry: 'telekomunikasi', city: JAKARTA },
  { name: 'Sinyal Kuat Telekomunikasi', industry: 'telekomunikasi', city: SEMARANG },
  { name: 'PT Menara Komunika', industry: 'telekomunikasi', city: BANDUNG },
  { name: 'Lintas Fiber Net', industry: 'telekomunikasi', city: MALANG },
  // Pemerintahan & BUMN
  { name: 'PT Karya Negeri Nusantara (Persero)', industry: 'pemerintahan-bumn', city: JAKARTA },
  { name: 'Perumda Tirta Lembah Hijau', industry: 'pemerintahan-bumn', city: BOGOR },
  { name: 'PT Pelabuhan Samudra Timur (Persero)', industry: 'pemerintahan-bumn', city: MAKASSAR },
  { name: 'PT Sarana Kota Nyiur (Perseroda)', industry: 'pemerintahan-bumn', city: MANADO },
  // Fintech
  { name: 'Arunika Finance', industry: 'fintech', city: JAKARTA },
  { name: 'Celengan Digital', industry: 'fintech', city: BANDUNG },
  { name: 'PT Kredit Lancar Bersama', industry: 'fintech', city: SURABAYA },
  { name: 'Rupiah Rapi', industry: 'fintech', city: JAKARTA },
  { name: 'Tabungin Indonesia', industry: 'fintech', city: TANGERANG },
  // Perhotelan & Pariwisata
  { name: 'Hotel Pesona Kuta', industry: 'perhotelan-pariwisata', city: BALI },
  { name: 'Sawah Teduh Retreat Ubud', industry: 'perhotelan-pariwisata', city: BALI },
  { name: 'Hotel Bintang Laut Denpasar', industry: 'perhotelan-pariwisata', city: DENPASAR },
  { name: 'Jelajah Nusa Tour & Travel', industry: 'perhotelan-pariwisata', city: YOGYAKARTA },
  { name: 'Hotel Kenari Malang', industry: 'perhotelan-pariwisata', city: MALANG },
  { name: 'Resort Teluk Nyiur Manado', industry: 'perhotelan-pariwisata', city: MANADO },
  // Agrikultur
  { name: 'PT Kebun Lestari Sumatera', industry: 'agrikultur', city: MEDAN },
  { name: 'Tani Maju Digital', industry: 'agrikultur', city: BANDAR_LAMPUNG },
  { name: 'PT Kopi Gunung Tanggamus', industry: 'agrikultur', city: BANDAR_LAMPUNG },
  { name: 'Agro Hijau Nusantara', industry: 'agrikultur', city: MALANG },
  // Perbankan
  { name: 'PT Bank Kencana Raya Tbk', industry: 'bank', city: SURABAYA },
  { name: 'BPR Sinar Rejeki Abadi', industry: 'bank', city: SURABAYA },
  { name: 'Bank Samudra Artha', industry: 'bank', city: JAKARTA },
  { name: 'Bank Pesisir Timur Syariah', industry: 'bank', city: MAKASSAR },
  { name: 'Bank Lembayung Syariah', industry: 'bank', city: BANDUNG },
  { name: 'BPR Danau Toba Sejahtera', industry: 'bank', city: MEDAN },
  { name: 'Bank Pelita Lampung', industry: 'bank', city: BANDAR_LAMPUNG },
  { name: 'BPR Mitra Usaha Denpasar', industry: 'bank', city: DENPASAR },
];
