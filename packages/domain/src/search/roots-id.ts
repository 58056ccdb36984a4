/**
 * Indonesian root words the stemmer may strip affixes down to. A stripped form is accepted ONLY
 * if it is in this list (or the fix-up table), so a word whose stem is missing here is indexed
 * as written — a missed conflation, never a mangled word. That is the trade this module makes:
 * the Nazief–Adriani / ECS rules alone turn 'perawat' into 'awat' and 'selatan' into 'selat'.
 *
 * Curated from the vocabulary of Indonesian job ads (duties, requirements, benefits, industries).
 * What to leave OUT matters as much as what to put in: a short root that is also the tail of an
 * unrelated word would pull that word in. Deliberately absent, with the word they would mangle:
 * alam (pengalaman — see fix-ups), umum (pengumuman), angkat is in but 'perangkat' is protected,
 * las (kelas — welding goes through fix-ups), meja (kemeja), dana (perdana), diri (Kediri),
 * visi (divisi), rajin (kerajinan = handicraft), masa (masalah), kuning (Kuningan), gadai
 * (Pegadaian), mata (Permata), jaring (jaringan = network), tua (ketua), acara (pengacara).
 *
 * Some entries are here only to stop other rules: a word found here is its own stem, so the
 * English plural rule never turns 'proses' into 'prose' or 'teks' into 'tek'.
 */
// prettier-ignore
export const INDONESIAN_ROOTS: readonly string[] = [
  // work, hiring, pay
  'kerja', 'karya', 'lamar', 'rekrut', 'gaji', 'tunjang', 'upah', 'bayar', 'cuti', 'libur',
  'lembur', 'tugas', 'jabat', 'tempat', 'tetap', 'kontrak', 'magang', 'pensiun', 'henti',
  'wawancara', 'seleksi', 'syarat', 'lengkap', 'izin', 'hadir', 'absen', 'jadwal', 'giat',
  'prestasi', 'karir', 'karier', 'posisi', 'lowong', 'butuh', 'usaha', 'kantor', 'mitra',
  'untung', 'rugi', 'hasil', 'potong', 'samping', 'jamin', 'insentif', 'bonus', 'komisi',
  // skills, learning, traits
  'latih', 'ajar', 'didik', 'lulus', 'mampu', 'ahli', 'terampil', 'kuasa', 'paham', 'tahu',
  'kenal', 'bimbing', 'bina', 'damping', 'asuh', 'minat', 'bakat', 'pikir', 'ingat', 'rasa',
  'yakin', 'ingin', 'suka', 'cinta', 'percaya', 'jujur', 'teliti', 'rapi', 'ramah', 'sabar',
  'disiplin', 'tanggung', 'jawab', 'semangat', 'kreatif', 'inisiatif', 'inovasi', 'tegas',
  'cepat', 'tepat', 'mandiri', 'tangguh', 'gigih', 'cermat', 'sopan', 'tekun', 'sehat',
  'tanggap', 'sikap', 'fokus', 'kualitas', 'integritas', 'komitmen', 'orientasi', 'motivasi',
  'senang', 'tarik', 'sahabat', 'bahasa', 'sifat', 'pribadi', 'tampil', 'penting', 'puas',
  'manfaat', 'partisipasi', 'kolaborasi', 'koordinasi', 'komunikasi', 'presentasi', 'negosiasi',
  // duties: doing, managing, reporting
  'buat', 'urus', 'atur', 'tulis', 'baca', 'hitung', 'catat', 'kirim', 'antar', 'jaga',
  'bersih', 'masak', 'rancang', 'ukur', 'uji', 'periksa', 'laku', 'terima', 'tawar', 'bantu',
  'pimpin', 'cari', 'temu', 'hubung', 'jual', 'beli', 'pasar', 'kelola', 'layan', 'rawat',
  'kembang', 'susun', 'siap', 'sedia', 'kumpul', 'olah', 'analisis', 'analisa', 'nilai',
  'awas', 'pantau', 'lapor', 'capai', 'tingkat', 'bangun', 'pasang', 'pelihara', 'baik',
  'operasi', 'kendali', 'promosi', 'distribusi', 'produksi', 'desain', 'verifikasi',
  'evaluasi', 'identifikasi', 'integrasi', 'dokumentasi', 'arsip', 'simpan', 'ambil', 'angkat',
  'kemas', 'sortir', 'muat', 'bongkar', 'angkut', 'kendara', 'kemudi', 'jalan', 'tangan',
  'selesai', 'ikut', 'sampai', 'saji', 'jelas', 'terjemah', 'sunting', 'rekam', 'liput',
  'potret', 'siar', 'cetak', 'jahit', 'sablon', 'rakit', 'cat', 'cuci', 'setrika', 'jemput',
  'pesan', 'tagih', 'setor', 'tabung', 'pinjam', 'pajak', 'audit', 'sewa', 'tukar', 'kembali',
  'ulang', 'ganti', 'ubah', 'rencana', 'tentu', 'putus', 'dukung', 'rekap', 'timbang', 'sebar',
  'salur', 'kunjung', 'tanya', 'coba', 'minta', 'beri', 'milik', 'punya', 'pasti', 'jadi',
  'isi', 'patuh', 'sambut', 'hadap', 'cipta', 'cegah', 'tambah', 'mudah', 'luas', 'baru',
  'rujuk', 'rilis', 'jangkau', 'jalin', 'pakai', 'luncur', 'pasok', 'titip', 'hemat', 'dekat',
  'dapat', 'pulih', 'arah', 'ulas', 'harap', 'tantang', 'tuju', 'sasar', 'pilih', 'bicara',
  'dengar', 'sapa', 'ucap', 'gambar', 'rias', 'cukur', 'pijat', 'tata', 'hias', 'rangkai',
  'pamer', 'iklan', 'survei', 'kaji', 'datang', 'pulang', 'mulai', 'akhir', 'lanjut', 'naik',
  'turun', 'masuk', 'keluar', 'tinggal', 'letak', 'gerak', 'tumbuh', 'cerita', 'dasar',
  'basis', 'kait', 'buka', 'daftar', 'biasa', 'libat', 'sempat', 'keluh', 'tanam', 'panen',
  'tani', 'ternak', 'kebun', 'tambang', 'gali', 'tebang', 'takar', 'dagang', 'niaga', 'cek',
  // qualities and states (ke-…-an nouns)
  'aman', 'selamat', 'layak', 'maju', 'bijak', 'benar', 'andal', 'akurat', 'tertib', 'rusak',
  'sejahtera', 'hamil', 'lahir', 'bahaya', 'agama', 'badan', 'usia', 'latar', 'domisili',
  'utama', 'sesuai', 'tes', 'cahaya', 'alat', 'orang', 'panjang', 'anggota', 'guna',
  'optimal', 'minimal', 'otomatis', 'edukasi', 'transformasi', 'kuat', 'lemah', 'ramai',
  // money and business
  'uang', 'modal', 'biaya', 'harga', 'kredit', 'bank', 'buku', 'saham', 'investasi',
  'asuransi', 'akuntansi', 'administrasi', 'sekretaris', 'toko', 'ekspor', 'impor',
  // fields, places, industries
  'kapal', 'labuh', 'terbang', 'laut', 'ikan', 'hutan', 'minyak', 'energi', 'rumah', 'tanah',
  'kota', 'desa', 'wilayah', 'daerah', 'negara', 'hukum', 'adil', 'polisi', 'guru', 'sekolah',
  'kuliah', 'dosen', 'mahasiswa', 'sosial', 'budaya', 'seni', 'musik', 'olahraga', 'wisata',
  'hotel', 'restoran', 'kopi', 'makan', 'minum', 'taman', 'tukang', 'bengkel', 'mobil',
  'motor', 'gudang', 'kasir', 'dokter', 'farmasi', 'bidan', 'obat', 'gizi', 'sakit', 'terapi',
  'listrik', 'mesin', 'komputer', 'program', 'aplikasi', 'data', 'informasi', 'teknologi',
  'ketik', 'kode', 'lindung', 'suluh', 'pusat', 'dinas', 'cabang', 'lokasi', 'hari', 'bulan',
  'tahun', 'minggu', 'laksana', 'tindak', 'pandu', 'panggil', 'hibur', 'lingkung', 'ganggu',
  'tonton', 'pupuk', 'inap', 'hormat', 'bawa', 'banding', 'balas', 'lampir', 'raih', 'surat',
  'terus', 'imbang', 'skala', 'perhati', 'ekonomi', 'umur', 'tari', 'lukis', 'kawal', 'nasihat',
  'selia', 'ecer', 'cerdas', 'asal',
  // loanwords Indonesian ads conjugate: menghandle, mengupdate, memonitor, mensupport
  'handle', 'update', 'upload', 'monitor', 'support', 'maintain', 'manage', 'develop',
  'follow', 'review', 'input', 'edit', 'posting', 'report', 'create', 'submit', 'order',
  // identity entries: stop the English plural rule and the particle rule from touching them
  'proses', 'sukses', 'akses', 'stres', 'ekspres', 'progres', 'kompres', 'teks', 'kurs',
  'pers', 'berkas', 'masalah', 'seragam', 'pengadaan', 'kemeja', 'karyawan', 'pelanggan',
  'langgan', 'nasabah', 'perlu', 'peran', 'bisnis', 'teknis', 'praktis', 'khusus', 'kasus',
  'kursus', 'status', 'teknisi',
];

export const INDONESIAN_ROOT_SET: ReadonlySet<string> = new Set(INDONESIAN_ROOTS);
