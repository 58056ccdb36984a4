// Industries (company sectors). The slug `bank` serves the spec's "bank Surabaya (industry Bank)"
// landing preset; names are shown in Indonesian and English.

/** How companies of an industry are usually funded and sized; drives the generated attributes. */
export type IndustryProfile = 'startup' | 'corporate' | 'local' | 'state';

export type IndustryDef = {
  slug: string;
  nameId: string;
  nameEn: string;
  profile: IndustryProfile;
  /** Two ways to say what a company of this industry does; `{name}` and `{city}` are filled in. */
  about: readonly (readonly [id: string, en: string])[];
};

export const INDUSTRIES: readonly IndustryDef[] = [
  {
    slug: 'teknologi-informasi',
    nameId: 'Teknologi Informasi',
    nameEn: 'Information Technology',
    profile: 'startup',
    about: [
      [
        '{name} adalah perusahaan teknologi yang membangun perangkat lunak dan layanan cloud untuk bisnis di seluruh Indonesia.',
        '{name} is a technology company building software and cloud services for businesses across Indonesia.',
      ],
      [
        '{name} membantu perusahaan dari berbagai sektor bertransformasi digital melalui aplikasi, integrasi sistem, dan analitik data.',
        '{name} helps companies in many sectors go digital through applications, systems integration and data analytics.',
      ],
    ],
  },
  {
    slug: 'e-commerce',
    nameId: 'E-commerce',
    nameEn: 'E-commerce',
    profile: 'startup',
    about: [
      [
        '{name} adalah platform belanja online yang menghubungkan jutaan pembeli dengan penjual lokal dan UMKM.',
        '{name} is an online shopping platform connecting millions of buyers with local sellers and small businesses.',
      ],
      [
        '{name} menghadirkan pengalaman belanja daring yang mudah, cepat, dan terpercaya, dari kebutuhan harian hingga produk fesyen.',
        '{name} offers easy, fast and trusted online shopping, from daily needs to fashion.',
      ],
    ],
  },
  {
    slug: 'fmcg',
    nameId: 'FMCG (Barang Konsumsi)',
    nameEn: 'FMCG (Consumer Goods)',
    profile: 'corporate',
    about: [
      [
        '{name} memproduksi dan mendistribusikan produk makanan, minuman, dan perawatan diri yang dapat ditemukan di ribuan toko di Indonesia.',
        '{name} makes and distributes food, beverage and personal-care products found in thousands of shops across Indonesia.',
      ],
      [
        '{name} adalah produsen barang konsumsi dengan merek-merek yang dekat dengan keseharian keluarga Indonesia.',
        '{name} is a consumer-goods maker whose brands are part of Indonesian families’ everyday lives.',
      ],
    ],
  },
  {
    slug: 'manufaktur',
    nameId: 'Manufaktur',
    nameEn: 'Manufacturing',
    profile: 'corporate',
    about: [
      [
        '{name} adalah perusahaan manufaktur yang memasok komponen dan bahan baku untuk industri dalam dan luar negeri.',
        '{name} is a manufacturer supplying components and materials to industries at home and abroad.',
      ],
      [
        '{name} mengoperasikan pabrik modern di {city} dengan standar mutu dan keselamatan kerja yang ketat.',
        '{name} runs a modern plant in {city} with strict quality and workplace-safety standards.',
      ],
    ],
  },
  {
    slug: 'logistik',
    nameId: 'Logistik & Transportasi',
    nameEn: 'Logistics & Transportation',
    profile: 'corporate',
    about: [
      [
        '{name} menyediakan layanan pengiriman, pergudangan, dan distribusi yang menjangkau kota-kota besar hingga pelosok Indonesia.',
        '{name} provides delivery, warehousing and distribution services reaching from major cities to remote corners of Indonesia.',
      ],
      [
        '{name} adalah mitra logistik bagi bisnis ritel, e-commerce, dan manufaktur dengan armada dan gudang di berbagai kota.',
        '{name} is a logistics partner for retail, e-commerce and manufacturing businesses, with fleets and warehouses in many cities.',
      ],
    ],
  },
  {
    slug: 'pendidikan',
    nameId: 'Pendidikan',
    nameEn: 'Education',
    profile: 'local',
    about: [
      [
        '{name} adalah lembaga pendidikan yang berfokus pada pembelajaran yang menyenangkan dan berpusat pada siswa.',
        '{name} is an education provider focused on engaging, student-centred learning.',
      ],
      [
        '{name} membantu ribuan pelajar meraih prestasi melalui kelas tatap muka dan pembelajaran daring.',
        '{name} helps thousands of learners succeed through in-person classes and online learning.',
      ],
    ],
  },
  {
    slug: 'kesehatan',
    nameId: 'Kesehatan',
    nameEn: 'Healthcare',
    profile: 'local',
    about: [
      [
        '{name} memberikan layanan kesehatan yang ramah, terjangkau, dan berkualitas bagi masyarakat {city} dan sekitarnya.',
        '{name} provides friendly, affordable, high-quality healthcare to people in and around {city}.',
      ],
      [
        '{name} adalah penyedia layanan kesehatan dengan tenaga medis profesional dan fasilitas yang terus berkembang.',
        '{name} is a healthcare provider with professional medical staff and growing facilities.',
      ],
    ],
  },
  {
    slug: 'ritel',
    nameId: 'Ritel',
    nameEn: 'Retail',
    profile: 'local',
    about: [
      [
        '{name} adalah jaringan toko ritel yang melayani kebutuhan sehari-hari pelanggan dengan harga bersahabat.',
        '{name} is a retail chain serving customers’ everyday needs at friendly prices.',
      ],
      [
        '{name} mengelola gerai-gerai ritel di {city} dan kota sekitarnya, serta toko online yang terus bertumbuh.',
        '{name} runs retail outlets in {city} and nearby cities, plus a growing online store.',
      ],
    ],
  },
  {
    slug: 'fnb',
    nameId: 'Makanan & Minuman (F&B)',
    nameEn: 'Food & Beverage',
    profile: 'local',
    about: [
      [
        '{name} adalah usaha kuliner yang menyajikan cita rasa lokal dengan bahan-bahan segar pilihan.',
        '{name} is a food business serving local flavours made with carefully chosen fresh ingredients.',
      ],
      [
        '{name} mengelola kedai dan restoran yang menjadi tempat favorit untuk berkumpul di {city}.',
        '{name} runs cafés and restaurants that have become favourite meeting places in {city}.',
      ],
    ],
  },
  {
    slug: 'media',
    nameId: 'Media & Hiburan',
    nameEn: 'Media & Entertainment',
    profile: 'startup',
    about: [
      [
        '{name} adalah perusahaan media yang memproduksi konten berita, hiburan, dan video untuk audiens digital.',
        '{name} is a media company producing news, entertainment and video content for digital audiences.',
      ],
      [
        '{name} membantu merek bercerita melalui konten kreatif di media sosial, YouTube, dan platform streaming.',
        '{name} helps brands tell their stories through creative content on social media, YouTube and streaming platforms.',
      ],
    ],
  },
  {
    slug: 'konsultan',
    nameId: 'Konsultan',
    nameEn: 'Consulting',
    profile: 'local',
    about: [
      [
        '{name} adalah firma konsultan yang mendampingi klien dalam strategi bisnis, keuangan, dan perpajakan.',
        '{name} is a consulting firm advising clients on business strategy, finance and tax.',
      ],
      [
        '{name} melayani perusahaan nasional dan multinasional dengan solusi yang praktis dan berbasis data.',
        '{name} serves national and multinational companies with practical, data-driven solutions.',
      ],
    ],
  },
  {
    slug: 'properti',
    nameId: 'Properti & Konstruksi',
    nameEn: 'Property & Construction',
    profile: 'corporate',
    about: [
      [
        '{name} adalah pengembang properti yang membangun hunian dan kawasan komersial yang nyaman dan terencana.',
        '{name} is a property developer building comfortable, well-planned homes and commercial areas.',
      ],
      [
        '{name} bergerak di bidang konstruksi dan pengembangan properti dengan proyek di berbagai kota.',
        '{name} works in construction and property development, with projects in several cities.',
      ],
    ],
  },
  {
    slug: 'otomotif',
    nameId: 'Otomotif',
    nameEn: 'Automotive',
    profile: 'corporate',
    about: [
      [
        '{name} bergerak di bidang penjualan, perawatan, dan suku cadang kendaraan bermotor.',
        '{name} sells, services and supplies parts for motor vehicles.',
      ],
      [
        '{name} adalah perusahaan otomotif yang melayani pelanggan ritel maupun armada korporat.',
        '{name} is an automotive company serving both retail customers and corporate fleets.',
      ],
    ],
  },
  {
    slug: 'energi',
    nameId: 'Energi & Pertambangan',
    nameEn: 'Energy & Mining',
    profile: 'corporate',
    about: [
      [
        '{name} adalah perusahaan energi yang berkomitmen pada operasi yang aman, efisien, dan berkelanjutan.',
        '{name} is an energy company committed to safe, efficient and sustainable operations.',
      ],
      [
        '{name} mengembangkan proyek energi terbarukan dan infrastruktur kelistrikan di berbagai wilayah Indonesia.',
        '{name} develops renewable-energy and power-infrastructure projects across Indonesia.',
      ],
    ],
  },
  {
    slug: 'telekomunikasi',
    nameId: 'Telekomunikasi',
    nameEn: 'Telecommunications',
    profile: 'corporate',
    about: [
      [
        '{name} menyediakan layanan internet dan jaringan fiber optik untuk rumah tangga dan bisnis.',
        '{name} provides internet and fibre-optic network services for homes and businesses.',
      ],
      [
        '{name} adalah penyedia infrastruktur telekomunikasi yang memperluas konektivitas di kota-kota Indonesia.',
        '{name} is a telecommunications infrastructure provider expanding connectivity in Indonesian cities.',
      ],
    ],
  },
  {
    slug: 'pemerintahan-bumn',
    nameId: 'Pemerintahan & BUMN',
    nameEn: 'Government & State-Owned Enterprises',
    profile: 'state',
    about: [
      [
        '{name} adalah badan usaha milik negara yang menjalankan layanan publik dan infrastruktur strategis.',
        '{name} is a state-owned enterprise running public services and strategic infrastructure.',
      ],
      [
        '{name} adalah badan usaha milik daerah yang melayani kebutuhan dasar masyarakat {city}.',
        '{name} is a regionally owned enterprise serving the basic needs of the people of {city}.',
      ],
    ],
  },
  {
    slug: 'fintech',
    nameId: 'Fintech',
    nameEn: 'Financial Technology',
    profile: 'startup',
    about: [
      [
        '{name} adalah perusahaan teknologi finansial yang memudahkan pembayaran, tabungan, dan pinjaman bagi masyarakat Indonesia.',
        '{name} is a fintech company making payments, savings and loans easier for people in Indonesia.',
      ],
      [
        '{name} membangun layanan keuangan digital yang aman dan terdaftar serta diawasi oleh OJK.',
        '{name} builds secure digital financial services, registered with and supervised by the OJK.',
      ],
    ],
  },
  {
    slug: 'perhotelan-pariwisata',
    nameId: 'Perhotelan & Pariwisata',
    nameEn: 'Hospitality & Tourism',
    profile: 'local',
    about: [
      [
        '{name} menghadirkan pengalaman menginap yang hangat dengan sentuhan keramahan khas Indonesia.',
        '{name} offers warm stays with a touch of Indonesian hospitality.',
      ],
      [
        '{name} melayani wisatawan domestik dan mancanegara dengan layanan perjalanan dan akomodasi terbaik.',
        '{name} serves domestic and international travellers with first-rate travel and accommodation services.',
      ],
    ],
  },
  {
    slug: 'agrikultur',
    nameId: 'Agrikultur',
    nameEn: 'Agriculture',
    profile: 'corporate',
    about: [
      [
        '{name} bergerak di bidang perkebunan dan pengolahan hasil pertanian dengan praktik yang berkelanjutan.',
        '{name} runs plantations and processes farm produce using sustainable practices.',
      ],
      [
        '{name} bekerja sama dengan ribuan petani untuk meningkatkan hasil panen dan kesejahteraan mereka.',
        '{name} works with thousands of farmers to raise their yields and livelihoods.',
      ],
    ],
  },
  {
    slug: 'bank',
    nameId: 'Perbankan',
    nameEn: 'Banking',
    profile: 'corporate',
    about: [
      [
        '{name} adalah bank yang melayani nasabah perorangan, UMKM, dan korporasi dengan layanan yang terpercaya.',
        '{name} is a bank serving individuals, small businesses and corporations with trusted services.',
      ],
      [
        '{name} menyediakan produk tabungan, kredit, dan layanan perbankan digital untuk masyarakat luas.',
        '{name} offers savings, lending and digital banking services to the wider public.',
      ],
    ],
  },
];
