import type { Localized } from './landing-types';

export type LandingRole = {
  /** URL part: `loker-<key>-<city>`, `loker-remote-<key>`. */
  readonly key: string;
  /** As written inside a sentence ("Lowongan {name} di Jakarta"). */
  readonly name: Localized;
  /** What the preset searches for; the API's synonyms widen it (hr → HRD, SDM, ...). */
  readonly search: string;
  /** What the job is about, in one sentence, so each page says something of its own. */
  readonly about: Localized;
};

const role = (key: string, name: Localized, search: string, about: Localized): LandingRole => ({
  key,
  name,
  search,
  about,
});

const same = (text: string): Localized => ({ idn: text, en: text });

const DIGITAL_MARKETING = role(
  'digital-marketing',
  same('digital marketing'),
  'digital marketing',
  {
    idn: 'Tim digital marketing mengelola iklan online, kampanye media sosial, dan analisis performa untuk menumbuhkan penjualan.',
    en: 'Digital marketers run online ads, social media campaigns and performance analysis to grow sales.',
  },
);
const SEO_SPECIALIST = role('seo-specialist', same('SEO specialist'), 'seo', {
  idn: 'SEO specialist membuat situs mudah ditemukan di Google lewat riset kata kunci, optimasi konten, dan perbaikan teknis.',
  en: 'SEO specialists help websites get found on Google through keyword research, content optimisation and technical fixes.',
});
const SOCIAL_MEDIA = role(
  'social-media-specialist',
  same('social media specialist'),
  'social media',
  {
    idn: 'Social media specialist merencanakan konten, mengelola akun brand, dan membangun komunitas di Instagram, TikTok, dan platform lain.',
    en: 'Social media specialists plan content, run brand accounts and build communities on Instagram, TikTok and other platforms.',
  },
);
const CONTENT_WRITER = role('content-writer', same('content writer'), 'content writer', {
  idn: 'Content writer menulis artikel, naskah, dan copy untuk situs, media sosial, dan kampanye pemasaran.',
  en: 'Content writers produce articles, scripts and copy for websites, social media and marketing campaigns.',
});
const DATA_ANALYST = role('data-analyst', same('data analyst'), 'data analyst', {
  idn: 'Data analyst mengolah data menjadi laporan dan insight untuk pengambilan keputusan, biasanya dengan SQL, Excel, atau Python.',
  en: 'Data analysts turn data into reports and insights that help teams decide, usually with SQL, Excel or Python.',
});
const GRAPHIC_DESIGNER = role('graphic-designer', same('graphic designer'), 'graphic designer', {
  idn: 'Graphic designer membuat materi visual seperti konten media sosial, banner, kemasan, dan identitas brand.',
  en: 'Graphic designers create visuals such as social media content, banners, packaging and brand identities.',
});
const SOFTWARE_ENGINEER = role(
  'software-engineer',
  same('software engineer'),
  'software engineer',
  {
    idn: 'Software engineer membangun dan merawat aplikasi web, aplikasi mobile, dan sistem backend.',
    en: 'Software engineers build and maintain web apps, mobile apps and backend systems.',
  },
);
const CUSTOMER_SERVICE = role('customer-service', same('customer service'), 'customer service', {
  idn: 'Customer service menjawab pertanyaan dan keluhan pelanggan lewat telepon, chat, atau langsung di outlet.',
  en: 'Customer service staff answer customer questions and complaints by phone, chat or in person.',
});
const ADMIN = role('admin', { idn: 'admin', en: 'admin' }, 'admin', {
  idn: 'Staf admin mengurus dokumen, input data, dan administrasi harian kantor.',
  en: 'Admin staff handle documents, data entry and day-to-day office administration.',
});
const HR = role('hrd', { idn: 'HRD', en: 'HR' }, 'hr', {
  idn: 'Tim HRD mengurus rekrutmen, administrasi karyawan, penggajian, dan pengembangan SDM.',
  en: 'HR teams handle recruitment, employee administration, payroll and people development.',
});

/** The 10 roles of the spec's role-by-city pages, in the spec's order. */
export const ROLE_CITY_ROLES: readonly LandingRole[] = [
  DIGITAL_MARKETING,
  SEO_SPECIALIST,
  SOCIAL_MEDIA,
  CONTENT_WRITER,
  DATA_ANALYST,
  GRAPHIC_DESIGNER,
  SOFTWARE_ENGINEER,
  CUSTOMER_SERVICE,
  ADMIN,
  HR,
];

/** Roles with a remote page (`loker-remote-<key>`): the spec's list and a few more. */
export const REMOTE_ROLES: readonly LandingRole[] = [
  role('developer', same('developer'), 'developer', {
    idn: 'Developer remote membangun aplikasi web, mobile, dan backend bersama tim yang tersebar di banyak kota.',
    en: 'Remote developers build web, mobile and backend software with teams spread across many cities.',
  }),
  role('frontend-developer', same('frontend developer'), 'frontend', {
    idn: 'Frontend developer membangun tampilan aplikasi web dengan JavaScript, React, Vue, atau framework lain.',
    en: 'Frontend developers build the interfaces of web apps with JavaScript, React, Vue or other frameworks.',
  }),
  role('backend-developer', same('backend developer'), 'backend', {
    idn: 'Backend developer membangun API, database, dan layanan server yang menjalankan sebuah produk.',
    en: 'Backend developers build the APIs, databases and server-side services a product runs on.',
  }),
  role('qa-engineer', { idn: 'QA engineer', en: 'QA engineer' }, 'qa', {
    idn: 'QA engineer menguji aplikasi secara manual maupun otomatis agar rilis bebas bug.',
    en: 'QA engineers test software by hand and with automated tests so that releases ship without bugs.',
  }),
  role('data-scientist', same('data scientist'), 'data scientist', {
    idn: 'Data scientist membangun model statistik dan machine learning dari data bisnis.',
    en: 'Data scientists build statistical and machine-learning models from business data.',
  }),
  DATA_ANALYST,
  role('data-engineer', same('data engineer'), 'data engineer', {
    idn: 'Data engineer membangun pipeline dan gudang data yang dipakai tim analitik.',
    en: 'Data engineers build the pipelines and warehouses that analytics teams rely on.',
  }),
  role('ui-ux-designer', same('UI/UX designer'), 'ui ux', {
    idn: 'UI/UX designer merancang alur dan tampilan aplikasi agar mudah dan enak dipakai.',
    en: 'UI/UX designers shape the flows and screens of apps so they are easy and pleasant to use.',
  }),
  GRAPHIC_DESIGNER,
  role('video-editor', same('video editor'), 'video editor', {
    idn: 'Video editor menyunting video untuk YouTube, TikTok, iklan, dan konten brand.',
    en: 'Video editors cut videos for YouTube, TikTok, ads and brand content.',
  }),
  role('content-creator', same('content creator'), 'content creator', {
    idn: 'Content creator membuat foto, video, dan tulisan untuk akun media sosial brand.',
    en: "Content creators make photos, videos and posts for a brand's social media accounts.",
  }),
  CONTENT_WRITER,
  SOCIAL_MEDIA,
  DIGITAL_MARKETING,
  role('marketing', same('marketing'), 'marketing', {
    idn: 'Tim marketing merencanakan kampanye, riset pasar, dan promosi produk.',
    en: 'Marketing teams plan campaigns, research the market and promote products.',
  }),
  role('email-marketing', same('email marketing'), 'email marketing', {
    idn: 'Email marketer menyusun newsletter dan kampanye email otomatis yang mendorong penjualan.',
    en: 'Email marketers write newsletters and automated email campaigns that drive sales.',
  }),
  SEO_SPECIALIST,
  role('market-research', same('market research'), 'market research', {
    idn: 'Peneliti pasar mengumpulkan dan menganalisis data konsumen serta pesaing lewat survei dan wawancara.',
    en: 'Market researchers gather and analyse consumer and competitor data through surveys and interviews.',
  }),
  role('business-development', same('business development'), 'business development', {
    idn: 'Business development mencari mitra dan peluang bisnis baru, lalu menjaga hubungan dengan klien.',
    en: 'Business developers find new partners and business opportunities and look after client relationships.',
  }),
  role('sales', same('sales'), 'sales', {
    idn: 'Sales remote menawarkan produk lewat telepon, chat, dan video call, lalu menutup penjualan.',
    en: 'Remote sales people pitch products by phone, chat and video call, and close the deals.',
  }),
  CUSTOMER_SERVICE,
  role('virtual-assistant', same('virtual assistant'), 'virtual assistant', {
    idn: 'Virtual assistant membantu urusan administrasi, jadwal, dan email klien dari jarak jauh.',
    en: "Virtual assistants handle a client's admin, calendar and email from a distance.",
  }),
  role('product-manager', same('product manager'), 'product manager', {
    idn: 'Product manager menentukan apa yang dibangun tim produk dan memastikan hasilnya berguna bagi pengguna.',
    en: 'Product managers decide what a product team builds and make sure it is useful to its users.',
  }),
  role('project-manager', same('project manager'), 'project manager', {
    idn: 'Project manager merencanakan jadwal, anggaran, dan tim agar proyek selesai tepat waktu.',
    en: 'Project managers plan schedules, budgets and people so that projects finish on time.',
  }),
  role('finance', same('finance'), 'finance', {
    idn: 'Staf finance mengelola laporan keuangan, anggaran, dan arus kas perusahaan.',
    en: "Finance staff look after a company's financial reports, budgets and cash flow.",
  }),
  role('akuntan', { idn: 'akuntan', en: 'accountant' }, 'akuntan', {
    idn: 'Akuntan mencatat transaksi, menyusun laporan keuangan, dan menyiapkan audit.',
    en: 'Accountants record transactions, prepare financial statements and get ready for audits.',
  }),
  role('konsultan-pajak', { idn: 'konsultan pajak', en: 'tax consultant' }, 'pajak', {
    idn: 'Konsultan pajak menghitung, melaporkan, dan merencanakan pajak untuk klien perorangan maupun perusahaan.',
    en: 'Tax consultants calculate, file and plan taxes for individual and business clients.',
  }),
  role('guru', { idn: 'guru', en: 'teacher' }, 'guru', {
    idn: 'Guru dan tutor online mengajar lewat kelas video, dari les sekolah sampai kursus bahasa.',
    en: 'Online teachers and tutors teach over video, from school lessons to language courses.',
  }),
  role('penerjemah', { idn: 'penerjemah', en: 'translator' }, 'penerjemah', {
    idn: 'Penerjemah mengalihbahasakan dokumen, subtitle, dan konten situs antara bahasa Indonesia dan bahasa lain.',
    en: 'Translators render documents, subtitles and web content between Indonesian and other languages.',
  }),
];
