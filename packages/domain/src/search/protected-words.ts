/**
 * Words no stemmer touches. Two kinds:
 *
 * - English job words. The English stemmer only removes plural endings, but listing the common
 *   titles here keeps them safe from any future rule (and documents that 'marketing',
 *   'engineering', 'manager' are search terms as written) and from Indonesian prefix rules
 *   ('personal' starts like per-, 'server' like se-, 'member' like mem-).
 * - Indonesian words whose affix-looking shape is not an affix: compass points in place names
 *   ('Jakarta Selatan' must not become 'selat' = strait), districts and brands ('Kembangan'
 *   is not 'kembang', 'Permata' is not 'mata'), and words whose stripped form means something
 *   else ('perangkat' = device, not 'angkat' = lift; 'pengacara' = lawyer, not 'acara' = event).
 *   Also the English plural rule must not reach Indonesian words like 'teks' or tech names like
 *   'kubernetes', 'devops'.
 */
// prettier-ignore
export const PROTECTED_WORDS: readonly string[] = [
  // English job words
  'manager', 'designer', 'developer', 'engineer', 'engineering', 'marketing', 'accounting',
  'personal', 'personnel', 'person', 'perfect', 'perform', 'performance', 'permanent', 'period',
  'percent', 'server', 'senior', 'intern', 'internship', 'merchandiser', 'merchandising',
  'promoter', 'supervisor', 'programmer', 'member', 'mentor', 'mentoring', 'teller', 'barista',
  'leader', 'trainer', 'trainee', 'officer', 'customer', 'consumer', 'partner', 'writer',
  'editor', 'operator', 'planner', 'buyer', 'seller', 'driver', 'helper', 'cleaner', 'tester',
  'sales', 'telesales', 'business', 'news', 'series', 'species', 'windows', 'kubernetes', 'jenkins',
  'postgres', 'devops', 'mlops', 'gitops', 'finops', 'secops', 'analytics', 'logistics',
  'ecommerce', 'seminar', 'semester', 'media', 'medical', 'director', 'digital', 'display',
  // compass points (Jakarta Selatan, Kalimantan Barat, Nusa Tenggara, Jawa Tengah)
  'selatan', 'utara', 'barat', 'timur', 'tenggara', 'tengah', 'daya',
  // places whose name looks affixed
  'kembangan', 'kediri', 'kuningan', 'pemalang', 'pematang', 'pekalongan', 'pekanbaru',
  'kebayoran', 'kemayoran', 'penjaringan', 'pesanggrahan', 'kebumen', 'kendari', 'sleman',
  'serang', 'semarang', 'senayan', 'serpong', 'sentul', 'bekasi', 'menteng', 'kemang',
  'tebet', 'pesisir', 'perbaungan', 'pelaihari', 'seberang',
  // brands and company-name words
  'pertamina', 'permata', 'perdana', 'pegadaian', 'pelindo', 'pelni', 'pelita', 'perum',
  'perumda', 'persero', 'perseroda', 'perkasa', 'persada', 'sentosa', 'berkah', 'bersama',
  'sejahtera', 'semen', 'telkom', 'telkomsel', 'mandiri', 'kencana',
  // Indonesian words whose stripped form means something else
  'perangkat', 'pengacara', 'pemerintah', 'peserta', 'pertama', 'perempuan', 'pemuda',
  'peringkat', 'pendek', 'pekan', 'pesawat', 'penyakit', 'pengumuman', 'berita', 'berat',
  'beras', 'kelas', 'kemeja', 'ketua', 'kepala', 'keras', 'kerajinan', 'divisi', 'jaringan',
  'masalah', 'sekolah', 'seragam', 'berkas', 'teks', 'kurs', 'pers', 'bagian', 'atasan',
  'bawahan', 'lapangan', 'anggaran', 'pendanaan', 'selera', 'seni', 'sesi', 'setia',
];

export const PROTECTED_WORD_SET: ReadonlySet<string> = new Set(PROTECTED_WORDS);
