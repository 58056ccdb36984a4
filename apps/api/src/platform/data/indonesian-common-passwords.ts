// Words Indonesian users often build passwords from (religious phrases, endearments, places,
// football clubs, brands, this product). A password whose letters, once trailing digits and
// symbols are removed, are exactly one of these is refused: "Bismillah123!", "jenjang2026".
// prettier-ignore
export const INDONESIAN_COMMON_WORDS: ReadonlySet<string> = new Set([
  // this product and its context
  'jenjang', 'jenjangkarir', 'jenjangcareer', 'karir', 'karier', 'loker', 'lowongan', 'kerja',
  'pekerjaan', 'magang', 'mentor', 'mentoring', 'siswa', 'mahasiswa', 'kampus', 'kuliah',
  'sekolah', 'password', 'katasandi', 'sandi', 'rahasia', 'rahasiaku', 'kunci', 'masuk', 'login',
  'admin', 'administrator', 'pengguna', 'akun', 'akunku', 'daftar',
  // religious phrases
  'bismillah', 'alhamdulillah', 'allahuakbar', 'subhanallah', 'astaghfirullah', 'insyaallah',
  'inshaallah', 'mashaallah', 'masyaallah', 'assalamualaikum', 'lailahaillallah', 'muhammad',
  'yesus', 'yesuskristus', 'tuhanyesus', 'haleluya', 'amin', 'aamiin', 'rohkudus',
  // endearments and feelings
  'sayang', 'sayangku', 'sayangkamu', 'cinta', 'cintaku', 'cintakamu', 'akucintakamu',
  'akusayangkamu', 'kasih', 'kekasih', 'kasihku', 'rindu', 'bahagia', 'selamanya', 'manis',
  'cantik', 'ganteng', 'imut', 'lucu', 'bidadari', 'pangeran', 'putri', 'kesayangan',
  'mama', 'papa', 'mamaku', 'papaku', 'mamapapa', 'ibu', 'bapak', 'ayah', 'bunda', 'ayahbunda',
  'keluarga', 'adik', 'kakak', 'sahabat', 'teman', 'temanku',
  // country, places, symbols
  'indonesia', 'indonesiaraya', 'merdeka', 'garuda', 'garudaindonesia', 'pancasila', 'nusantara',
  'jakarta', 'bandung', 'surabaya', 'yogyakarta', 'jogja', 'jogjakarta', 'semarang', 'medan',
  'makassar', 'palembang', 'malang', 'bali', 'denpasar', 'bogor', 'bekasi', 'tangerang', 'depok',
  'solo', 'surakarta', 'sumatera', 'kalimantan', 'sulawesi', 'papua', 'jawa', 'sunda', 'batak',
  // football clubs and sport
  'persib', 'persija', 'persebaya', 'arema', 'aremania', 'bonek', 'jakmania', 'viking', 'bobotoh',
  'psm', 'psis', 'pssi', 'timnas', 'sepakbola', 'bola',
  // everyday words
  'kucing', 'anjing', 'harimau', 'matahari', 'bintang', 'bulan', 'pelangi', 'bunga', 'mawar',
  'melati', 'senja', 'hujan', 'langit', 'lautan', 'gunung', 'semangat', 'sukses', 'juara',
  'rejeki', 'rezeki', 'berkah', 'barokah', 'selamat', 'kopi', 'nasigoreng', 'bakso', 'indomie',
  'doraemon', 'naruto', 'onepiece', 'mobilelegend', 'mobilelegends', 'pubg', 'freefire',
  'qwerty', 'asdfgh', 'zxcvbn', 'abcdef', 'abcdefg', 'abcdefgh',
]);
