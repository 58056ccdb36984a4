// What people write around a mentoring session in the demo: reviews after it (mostly Indonesian,
// some English; ratings mostly 4–5, a few 3s; one about a CV only follows a career session), the
// notes a mentee adds when booking, and the reasons given for a rejection, a cancellation or a
// reschedule. Fictional, everyday wording.

export type ReviewText = {
  rating: 3 | 4 | 5;
  comment: string;
  /** The mentoring category a review speaks of (CV, LPDP essay, ...); none: fits any session. */
  category?: string;
};

export const REVIEW_TEXTS: readonly ReviewText[] = [
  {
    category: 'karier-rekrutmen',
    rating: 5,
    comment: 'Sangat membantu! CV saya langsung direvisi bagian per bagian.',
  },
  {
    category: 'karier-rekrutmen',
    rating: 5,
    comment:
      'Kak mentornya sabar banget menjelaskan. Sekarang saya lebih paham cara menjawab pertanyaan "ceritakan tentang dirimu".',
  },
  {
    category: 'karier-rekrutmen',
    rating: 5,
    comment: 'Dapat banyak insight soal negosiasi gaji. Minggu depan saya coba praktikkan.',
  },
  {
    rating: 5,
    comment: 'Sesi 45 menit terasa cepat sekali. Materinya padat dan langsung bisa diterapkan.',
  },
  {
    category: 'karier-rekrutmen',
    rating: 5,
    comment: 'Mock interview-nya realistis, feedback-nya detail dan jujur. Terima kasih, Kak!',
  },
  {
    category: 'teknologi-data',
    rating: 5,
    comment:
      'Saya dari jurusan akuntansi dan bingung mulai belajar data. Sekarang punya roadmap yang jelas.',
  },
  {
    category: 'desain-kreatif',
    rating: 5,
    comment: 'Mentor terbaik! Portofolio saya jadi jauh lebih rapi dan bercerita.',
  },
  {
    category: 'studi-lanjut-beasiswa',
    rating: 5,
    comment: 'Esai LPDP saya dibaca dengan teliti, banyak masukan soal kontribusi untuk Indonesia.',
  },
  {
    rating: 5,
    comment: 'Penjelasannya runtut, contoh-contohnya relevan dengan kondisi industri sekarang.',
  },
  {
    category: 'teknologi-data',
    rating: 5,
    comment:
      'Akhirnya paham bedanya data analyst dan data scientist, dan mana yang cocok buat saya.',
  },
  { rating: 5, comment: 'Ramah, tepat waktu, dan sangat terstruktur. Recommended!' },
  {
    category: 'karier-rekrutmen',
    rating: 5,
    comment: 'Saya lolos tahap HR interview setelah sesi ini. Terima kasih banyak, Kak!',
  },
  {
    rating: 5,
    comment: 'Diskusinya santai tapi daging semua. Dapat PR kecil yang bikin saya terus bergerak.',
  },
  {
    category: 'bisnis-pemasaran',
    rating: 5,
    comment: 'Mentor membagikan template cold email ke investor, sangat berguna untuk usaha saya.',
  },
  {
    category: 'keuangan',
    rating: 5,
    comment: 'Sesi ini membuka mata saya soal jalur karier di perbankan syariah.',
  },
  {
    category: 'karier-rekrutmen',
    rating: 5,
    comment:
      'Very insightful session. The mentor gave concrete feedback on my CV and LinkedIn headline.',
  },
  {
    category: 'studi-lanjut-beasiswa',
    rating: 5,
    comment:
      'Great mentor, very patient and practical. I finally have a clear study plan for IELTS.',
  },
  {
    category: 'teknologi-data',
    rating: 5,
    comment: 'Helped me structure my system design answers. The whiteboard exercise was gold.',
  },
  {
    category: 'karier-rekrutmen',
    rating: 5,
    comment: 'Clear, honest and encouraging. Exactly what I needed before my final interview.',
  },
  {
    rating: 5,
    comment: 'Walaupun beda zona waktu, jadwalnya pas dan sesinya sangat produktif.',
  },
  {
    category: 'pengembangan-diri',
    rating: 5,
    comment: 'Saya jadi lebih percaya diri presentasi di depan atasan. Latihannya sangat membantu.',
  },
  {
    category: 'pengembangan-diri',
    rating: 5,
    comment: 'Masukan soal personal branding di LinkedIn langsung saya terapkan, hasilnya terasa.',
  },
  {
    category: 'studi-lanjut-beasiswa',
    rating: 5,
    comment: 'Terima kasih sudah berbagi pengalaman kuliah di luar negeri, jadi makin semangat.',
  },
  {
    category: 'bisnis-pemasaran',
    rating: 5,
    comment: 'Detail sekali membahas studi kasus konsultan, termasuk cara menyusun kerangka.',
  },
  { rating: 5, comment: 'Mentornya asyik dan suportif. Pasti booking lagi!' },
  {
    category: 'keuangan',
    rating: 5,
    comment: 'Ditunjukkan cara membaca laporan keuangan dengan contoh perusahaan nyata. Mantap.',
  },
  {
    category: 'karier-rekrutmen',
    rating: 5,
    comment: 'Sebagai fresh graduate, saya jadi tahu posisi apa yang realistis untuk dilamar.',
  },
  {
    category: 'keuangan',
    rating: 5,
    comment: 'Dibantu menyusun rencana keuangan bulanan, sekarang bisa mulai menabung rutin.',
  },
  {
    category: 'desain-kreatif',
    rating: 5,
    comment: 'Feedback portofolio UI/UX-nya sangat tajam, terutama bagian proses riset.',
  },
  {
    rating: 5,
    comment: 'Sesinya tepat sasaran. Semua pertanyaan saya terjawab dengan contoh nyata.',
  },
  {
    rating: 4,
    comment: 'Sesinya bagus, hanya saja waktunya terasa kurang karena pertanyaan saya banyak.',
  },
  {
    rating: 4,
    comment: 'Masukannya bermanfaat. Mungkin lain kali saya siapkan pertanyaan lebih spesifik.',
  },
  { rating: 4, comment: 'Informatif dan ramah. Koneksi internet sempat putus sebentar.' },
  {
    category: 'teknologi-data',
    rating: 4,
    comment:
      'Penjelasan tentang SQL sangat jelas, tapi saya berharap ada latihan soal lebih banyak.',
  },
  {
    rating: 4,
    comment: 'Membantu memetakan pilihan karier. Saya masih perlu waktu untuk memutuskan.',
  },
  {
    rating: 4,
    comment: 'Good session overall, a bit rushed at the end but the notes afterwards helped.',
  },
  {
    category: 'karier-rekrutmen',
    rating: 4,
    comment: 'Useful tips on salary negotiation, especially for startup offers.',
  },
  {
    rating: 4,
    comment: 'Mentornya berpengalaman, contoh-contohnya dari industri FMCG sangat relevan.',
  },
  {
    category: 'karier-rekrutmen',
    rating: 4,
    comment: 'CV saya jadi lebih ringkas. Bagian pengalaman organisasi masih perlu saya rapikan.',
  },
  {
    category: 'studi-lanjut-beasiswa',
    rating: 4,
    comment: 'Banyak referensi beasiswa yang baru saya tahu. Terima kasih atas daftarnya.',
  },
  {
    category: 'bisnis-pemasaran',
    rating: 4,
    comment: 'Diskusi tentang memulai usaha cukup lengkap, terutama soal legalitas UMKM.',
  },
  {
    category: 'teknologi-data',
    rating: 4,
    comment:
      'Saran untuk wawancara teknisnya oke, walau saya berharap bisa latihan coding langsung.',
  },
  {
    category: 'karier-rekrutmen',
    rating: 4,
    comment: 'Mentor memberi gambaran jujur soal kerja di Singapura, plus dan minusnya.',
  },
  {
    rating: 4,
    comment: 'Sesi yang menyenangkan. Catatan ringkasannya dikirim setelah sesi, sangat membantu.',
  },
  {
    rating: 4,
    comment: 'Bagus untuk pemula. Untuk level lanjut mungkin perlu sesi tambahan.',
  },
  {
    category: 'karier-rekrutmen',
    rating: 4,
    comment: 'Penjelasan soal psikotes dan assessment center membuat saya lebih tenang.',
  },
  {
    category: 'desain-kreatif',
    rating: 4,
    comment: 'The mentor knows the industry well. I would have liked more time on my portfolio.',
  },
  {
    category: 'studi-lanjut-beasiswa',
    rating: 4,
    comment: 'Cukup membantu untuk menyusun motivation letter, terutama bagian pembuka.',
  },
  {
    rating: 4,
    comment: 'Mentornya to the point. Saya dapat tiga langkah konkret untuk bulan depan.',
  },
  {
    category: 'pengembangan-diri',
    rating: 4,
    comment: 'Saran manajemen waktunya praktis, sedang saya coba terapkan di kantor.',
  },
  {
    category: 'teknologi-data',
    rating: 4,
    comment: 'Pembahasan tentang transisi karier dari teknik sipil ke produk sangat relevan.',
  },
  { rating: 4, comment: 'Sesinya informatif, hanya mulai terlambat lima menit.' },
  {
    rating: 4,
    comment: 'Insightful, although some examples were more relevant to larger companies.',
  },
  {
    rating: 3,
    comment: 'Cukup membantu, tapi pembahasannya terlalu umum untuk kasus saya.',
  },
  {
    rating: 3,
    comment: 'Mentornya baik, namun sesi sempat tertunda karena kendala teknis.',
  },
  {
    rating: 3,
    comment: 'Materinya oke, tapi saya berharap ada contoh yang lebih sesuai dengan bidang saya.',
  },
  {
    category: 'karier-rekrutmen',
    rating: 3,
    comment: 'It was fine, but I expected more specific feedback on my CV.',
  },
  {
    rating: 3,
    comment: 'Waktunya terlalu singkat untuk membahas semua pertanyaan. Lain kali pilih 60 menit.',
  },
  {
    rating: 5,
    comment: 'Sudah tiga kali sesi dengan mentor ini dan selalu ada hal baru yang saya pelajari.',
  },
  {
    rating: 5,
    comment: 'Terima kasih, Kak! Saya akhirnya berani melamar ke perusahaan impian.',
  },
  {
    category: 'pengembangan-diri',
    rating: 5,
    comment: 'Latihan public speaking-nya seru, dapat teknik mengatasi grogi yang ampuh.',
  },
  {
    category: 'karier-rekrutmen',
    rating: 5,
    comment: 'Mentor membantu saya memilih antara dua tawaran kerja dengan kerangka yang jelas.',
  },
];

/** What a mentee writes when booking, by mentoring category slug. */
export const SESSION_NOTES: Readonly<Record<string, readonly string[]>> = {
  'karier-rekrutmen': [
    'Halo Kak, saya fresh graduate Teknik Informatika. Mohon bantu review CV saya sebelum melamar program management trainee.',
    'Minggu depan saya ada wawancara user di perusahaan FMCG. Ingin latihan menjawab pertanyaan perilaku (STAR).',
    'Saya mendapat tawaran kerja pertama dan bingung cara menegosiasikan gaji tanpa terkesan tidak sopan.',
    'Sudah melamar ke 40 lowongan tapi belum ada panggilan. Ingin tahu apa yang salah dari strategi saya.',
    'Ingin merapikan profil LinkedIn supaya lebih sering dilirik perekrut.',
    'Saya akan ikut assessment center bulan depan. Apa yang perlu disiapkan?',
  ],
  'teknologi-data': [
    'Saya lulusan akuntansi yang ingin pindah ke data analyst. Mulai belajar dari mana dan butuh berapa lama?',
    'Mohon masukan untuk proyek portofolio analisis data penjualan yang sedang saya kerjakan.',
    'Ada technical interview backend minggu depan, ingin latihan soal live coding dan system design dasar.',
    'Saya bingung memilih antara fokus ke cloud/DevOps atau tetap di backend.',
    'Ingin diskusi cara menjelaskan proyek machine learning saya kepada pewawancara non-teknis.',
  ],
  'bisnis-pemasaran': [
    'Saya punya usaha kuliner rumahan dan ingin mulai jualan online. Mohon arahan strategi kontennya.',
    'Sedang menyiapkan pitch deck untuk inkubator startup, mohon masukan alur ceritanya.',
    'Ingin latihan studi kasus untuk wawancara di firma konsultan.',
    'Bagaimana cara membangun brand awareness dengan anggaran iklan yang kecil?',
  ],
  'desain-kreatif': [
    'Mohon review portofolio UI/UX saya, terutama studi kasus aplikasi kesehatan.',
    'Saya desainer grafis yang ingin pindah ke UX. Skill apa yang perlu saya tambah?',
    'Ingin tahu cara menentukan tarif freelance desain yang wajar untuk klien lokal.',
    'Bagaimana menyusun riset pengguna sederhana untuk proyek kampus?',
  ],
  keuangan: [
    'Gaji pertama saya baru masuk. Ingin belajar membagi pos pengeluaran, tabungan, dan investasi.',
    'Saya tertarik karier di perbankan, bedanya ODP dan MT itu apa saja?',
    'Sedang menimbang ambil sertifikasi ACCA atau CPA Indonesia, mana yang lebih cocok untuk saya?',
    'Mohon bantu memahami cara mengisi SPT tahunan untuk karyawan dengan dua pemberi kerja.',
  ],
  'studi-lanjut-beasiswa': [
    'Saya sedang menyiapkan esai LPDP tujuan Belanda. Mohon masukan untuk draf pertama saya.',
    'Skor IELTS saya masih 6.0, target 6.5. Strategi belajar apa yang efektif dalam dua bulan?',
    'Ingin diskusi memilih kampus S2 di Australia untuk jurusan kebijakan publik.',
    'Bagaimana cara menghubungi calon supervisor untuk program doktoral?',
    'Mohon review motivation letter untuk beasiswa Chevening.',
  ],
  'pengembangan-diri': [
    'Saya baru dipromosikan menjadi team lead dan merasa kewalahan memimpin teman sendiri.',
    'Sering grogi saat presentasi di depan klien. Ingin latihan public speaking.',
    'Bagaimana menjaga work-life balance saat kerja remote dengan tim beda zona waktu?',
    'Ingin membangun personal branding sebagai profesional muda di bidang saya.',
  ],
};

export const REJECT_REASONS: readonly string[] = [
  'Mohon maaf, topik ini di luar keahlian saya. Coba cari mentor di kategori Keuangan ya.',
  'Maaf, di jam tersebut saya ada dinas luar kota mendadak. Silakan pilih jadwal lain.',
  'Catatanmu masih terlalu umum. Boleh ajukan ulang dengan pertanyaan yang lebih spesifik?',
  'Saya sedang membatasi sesi minggu ini. Silakan booking untuk minggu depan.',
];

export const MENTEE_CANCEL_REASONS: readonly string[] = [
  'Mohon maaf Kak, ada jadwal wawancara kerja yang bentrok.',
  'Saya sakit dan belum bisa mengikuti sesi. Nanti saya booking ulang.',
  'Ada ujian susulan di kampus pada jam yang sama.',
  'Koneksi internet di tempat saya sedang bermasalah karena pemadaman listrik.',
];

export const MENTOR_CANCEL_REASONS: readonly string[] = [
  'Mohon maaf, ada rapat mendadak dengan direksi. Silakan pilih jadwal lain.',
  'Saya harus ke luar kota karena urusan keluarga. Maaf atas ketidaknyamanannya.',
  'Mohon maaf, saya sedang sakit. Mari jadwalkan ulang minggu depan.',
];
