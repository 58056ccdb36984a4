import { describe, expect, it } from 'vitest';
import { PROTECTED_WORDS } from './protected-words';
import { INDONESIAN_ROOTS } from './roots-id';
import { INDONESIAN_STEM_FIXUPS, stemIndonesian } from './stem-id';
import { stemToken } from './stem';

describe('Indonesian stemming: the required results', () => {
  it.each([
    ['pengalaman', 'pengalaman'],
    ['berpengalaman', 'pengalaman'],
    ['selatan', 'selatan'],
    ['perawat', 'rawat'],
    ['perawatan', 'rawat'],
    ['akuntansi', 'akuntansi'],
    ['akuntan', 'akuntan'],
    ['pemasaran', 'pasar'],
    ['penjualan', 'jual'],
    ['berjualan', 'jual'],
    ['pekerjaan', 'kerja'],
    ['bekerja', 'kerja'],
    ['pekerja', 'kerja'],
    ['pengembang', 'kembang'],
    ['mengelola', 'kelola'],
    ['pengelolaan', 'kelola'],
    ['keuangan', 'uang'],
    ['lulusan', 'lulus'],
    ['administrasi', 'administrasi'],
    ['menguasai', 'kuasa'],
    ['penguasaan', 'kuasa'],
    ['membuat', 'buat'],
    ['pelayanan', 'layan'],
    ['mahasiswa', 'mahasiswa'],
    ['berdomisili', 'domisili'],
    ['diutamakan', 'utama'],
    ['gudang', 'gudang'],
    ['perusahaan', 'usaha'],
    ['peserta', 'peserta'],
  ])('%s → %s', (word, stem) => {
    expect(stemToken(word)).toBe(stem);
  });
});

describe('Indonesian stemming: affixes and recoding', () => {
  it.each([
    // particles and possessives
    ['gajinya', 'gaji'],
    ['perusahaannya', 'usaha'],
    ['pengalamannya', 'pengalaman'],
    ['berkasnya', 'berkas'],
    // nasal recoding: meng+V → kV, meny → s, mem+V → p, men+V → t
    ['mengirim', 'kirim'],
    ['mengajar', 'ajar'],
    ['menyusun', 'susun'],
    ['menyelesaikan', 'selesai'],
    ['memasarkan', 'pasar'],
    ['memimpin', 'pimpin'],
    ['menulis', 'tulis'],
    ['menilai', 'nilai'],
    ['menarik', 'tarik'],
    ['mengecek', 'cek'],
    // suffix before prefix, -an before -kan
    ['memberikan', 'beri'],
    ['masakan', 'masak'],
    ['perbankan', 'bank'],
    ['dibutuhkan', 'butuh'],
    // stacked prefixes
    ['memperbaiki', 'baik'],
    ['kepemimpinan', 'pimpin'],
    ['pengetahuan', 'tahu'],
    ['keterampilan', 'terampil'],
    ['mempersiapkan', 'siap'],
    // ke-…-an, per-…-an, ber-, ter-
    ['kebersihan', 'bersih'],
    ['keamanan', 'aman'],
    ['perhotelan', 'hotel'],
    ['pertanyaan', 'tanya'],
    ['beternak', 'ternak'],
    ['terbuka', 'buka'],
    ['tersedia', 'sedia'],
    // suffix-only forms
    ['tunjangan', 'tunjang'],
    ['bulanan', 'bulan'],
    ['laporan', 'lapor'],
  ])('%s → %s', (word, stem) => {
    expect(stemToken(word)).toBe(stem);
  });
});

describe('Indonesian stemming does not mangle', () => {
  it.each([
    // places, compass points and names that look affixed
    ['utara', 'utara'],
    ['barat', 'barat'],
    ['timur', 'timur'],
    ['tenggara', 'tenggara'],
    ['kembangan', 'kembangan'],
    ['kediri', 'kediri'],
    ['kuningan', 'kuningan'],
    ['pertamina', 'pertamina'],
    ['permata', 'permata'],
    ['perdana', 'perdana'],
    // words whose stripped form is another word
    ['perangkat', 'perangkat'],
    ['pengacara', 'pengacara'],
    ['masalah', 'masalah'],
    ['sekolah', 'sekolah'],
    ['kelas', 'kelas'],
    ['kemeja', 'kemeja'],
    ['divisi', 'divisi'],
    ['jaringan', 'jaringan'],
    ['pengumuman', 'pengumuman'],
    ['pertama', 'pertama'],
    ['perempuan', 'perempuan'],
    ['pelanggan', 'pelanggan'],
    ['karyawan', 'karyawan'],
    // unknown words are left alone rather than cut
    ['pemalang', 'pemalang'],
    ['penyanyi', 'penyanyi'],
    ['pantai', 'pantai'],
    // Indonesian words ending in s are not English plurals
    ['tugas', 'tugas'],
    ['proses', 'proses'],
    ['sukses', 'sukses'],
    ['teks', 'teks'],
    ['bisnis', 'bisnis'],
    ['lepas', 'lepas'],
  ])('%s stays %s', (word, stem) => {
    expect(stemToken(word)).toBe(stem);
  });

  it('keeps learning and teaching apart', () => {
    expect(stemToken('belajar')).toBe('belajar');
    expect(stemToken('pembelajaran')).toBe('belajar');
    expect(stemToken('mengajar')).toBe('ajar');
    expect(stemToken('pengajar')).toBe('ajar');
  });

  it('maps a protected word reached by suffixes only, never by a prefix', () => {
    expect(stemToken('pemerintahan')).toBe('pemerintah');
    expect(stemToken('pengembangan')).toBe('kembang'); // not the district Kembangan
  });

  it('returns null for words it does not recognise', () => {
    expect(stemIndonesian('software')).toBeNull();
    expect(stemIndonesian('jakarta')).toBeNull();
    expect(stemIndonesian('penyanyi')).toBeNull();
    expect(stemIndonesian('constructor')).toBeNull();
  });
});

describe('stemmer data', () => {
  it('roots are lowercase words of three letters or more, without duplicates', () => {
    for (const root of INDONESIAN_ROOTS) expect(root).toMatch(/^[a-z]{3,}$/);
    expect(new Set(INDONESIAN_ROOTS).size).toBe(INDONESIAN_ROOTS.length);
    expect(INDONESIAN_ROOTS.length).toBeGreaterThanOrEqual(400);
  });

  it('protected words are lowercase tokens without duplicates', () => {
    for (const word of PROTECTED_WORDS) expect(word).toMatch(/^[a-z0-9]+$/);
    expect(new Set(PROTECTED_WORDS).size).toBe(PROTECTED_WORDS.length);
  });

  it('fix-ups map to themselves or to a root, and are applied', () => {
    for (const [word, stem] of Object.entries(INDONESIAN_STEM_FIXUPS)) {
      expect(stemIndonesian(word)).toBe(stem);
      expect(stem).toMatch(/^[a-z]+$/);
    }
  });
});
