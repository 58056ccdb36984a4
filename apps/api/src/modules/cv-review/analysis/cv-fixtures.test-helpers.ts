// CvDocument literals for the analyzer's tests: a good, a fair and a poor CV in each language.
import type { CvDocument, CvLayoutSignals, CvLine } from './cv-document';

export function cvDocument(texts: readonly string[], layout: Partial<CvLayoutSignals> = {}): CvDocument {
  const lines: CvLine[] = texts.map((text) => ({ text, page: 1, part: 'body', fontSize: 11, hidden: null }));
  return {
    kind: 'pdf',
    lines,
    layout: { pages: 1, tables: 0, columns: false, images: 0, imageOnlyPages: 0, ...layout },
  };
}

/** The CV with one line replaced (1-based line number), to plant a defect. */
export function withLine(texts: readonly string[], lineNumber: number, text: string): string[] {
  return texts.map((t, i) => (i === lineNumber - 1 ? text : t));
}

/** The CV with lines inserted after the given 1-based line number. */
export function withInserted(texts: readonly string[], afterLine: number, ...inserted: string[]): string[] {
  return [...texts.slice(0, afterLine), ...inserted, ...texts.slice(afterLine)];
}

export const GOOD_CV_IDN: readonly string[] = [
  'Rina Kartika Sari',
  'Digital Marketing Specialist',
  'rina.kartika@gmail.com | +62 812-3456-7890 | linkedin.com/in/rinakartika | Jakarta Selatan',
  'Ringkasan',
  'Digital marketing specialist dengan 4 tahun pengalaman mengelola kampanye iklan berbayar dan media sosial',
  'untuk brand e-commerce. Meningkatkan penjualan online sebesar 45% dalam satu tahun dan menurunkan biaya',
  'akuisisi pelanggan 30% melalui optimasi Google Ads dan Meta Ads.',
  'Pengalaman Kerja',
  'Digital Marketing Specialist — PT Niaga Cepat Indonesia',
  'Jan 2022 – Sekarang',
  '• Mengelola anggaran iklan Rp150 juta per bulan di Google Ads dan Meta Ads dengan ROAS rata-rata 4,2',
  '• Meningkatkan konversi toko online sebesar 38% dalam 6 bulan melalui uji A/B halaman produk',
  '• Memimpin tim konten 3 orang yang memproduksi 60 unggahan per bulan',
  'Social Media Executive — PT Kreasi Muda',
  'Agu 2020 – Des 2021',
  '• Mengembangkan strategi konten Instagram yang menambah 25.000 pengikut dalam 12 bulan',
  '• Menyusun laporan performa mingguan untuk 5 klien dan mempercepat penyusunannya 40%',
  '• Menjalankan 14 kampanye influencer dengan total jangkauan 2,1 juta akun',
  'Pendidikan',
  'S1 Ilmu Komunikasi — Universitas Padjadjaran',
  'Agu 2016 – Jul 2020',
  'IPK 3,62 / 4,00',
  'Keahlian',
  'Google Ads, Meta Ads, SEO, Google Analytics, Copywriting, Canva, Microsoft Excel, Tableau',
  'Organisasi',
  'Ketua Divisi Humas — Himpunan Mahasiswa Komunikasi',
  'Agu 2018 – Jul 2019',
  '• Memimpin 12 anggota dan mendatangkan 40 sponsor untuk seminar nasional',
  'Proyek',
  'Dashboard Pemasaran — membangun dashboard Looker Studio untuk memantau 8 kanal iklan secara harian',
  'Sertifikasi',
  'Google Ads Search Certification (2023)',
  'Meta Certified Digital Marketing Associate (2022)',
  'Bahasa',
  'Indonesia (penutur asli), Inggris (TOEFL 580)',
];

export const GOOD_CV_EN: readonly string[] = [
  'Andi Pratama',
  'Accountant',
  'andi.pratama@outlook.com | 0813-9876-5432 | linkedin.com/in/andipratama | Surabaya',
  'Professional Summary',
  'Accountant with 5 years of experience in financial reporting, tax compliance and month-end closing for',
  'manufacturing companies. Cut the monthly closing cycle from 10 to 6 days and led the migration of the',
  'general ledger to SAP for a team of 8 people.',
  'Work Experience',
  'Senior Accountant — PT Sinar Baja Nusantara',
  'Mar 2021 – Present',
  '• Closed the books every month within 6 working days, 4 days faster than before',
  '• Reconciled 40 bank accounts monthly and cleared 98% of open items within 30 days',
  '• Led the SAP general ledger migration for 3 entities, completed 2 weeks ahead of plan',
  'Junior Accountant — PT Karya Logam',
  'Jan 2019 – Feb 2021',
  '• Prepared monthly VAT and income tax returns for 2 companies with zero penalties',
  '• Built an Excel model that reduced invoice matching time by 50%',
  '• Trained 4 new staff on accounts payable procedures',
  'Education',
  'Bachelor of Accounting — Universitas Airlangga',
  'Aug 2014 – Dec 2018',
  'GPA 3.71 / 4.00',
  'Skills',
  'Financial Reporting, Taxation, SAP, Microsoft Excel, Accurate, Budgeting, Audit',
  'Organisations',
  'Treasurer — Accounting Student Association',
  'Sep 2016 – Aug 2017',
  '• Managed a budget of Rp 80 million for 6 events and published quarterly reports',
  'Certifications',
  'Brevet A & B Tax Certification (2020)',
  'Chartered Accountant (CA) candidate, 2024',
  'Languages',
  'Indonesian (native), English (professional working proficiency)',
  'Projects',
  'Cash Flow Dashboard — built a Power BI dashboard that tracks daily cash positions across 3 banks',
  'and 12 cost centres, now used by the CFO in every weekly finance meeting.',
];

/** A fair CV: complete, but duties instead of results, a weak verb, a typo, few extras. */
export const FAIR_CV_EN: readonly string[] = [
  'Dewi Lestari',
  'Administrative Staff',
  'dewi.lestari@yahoo.com | 0857-1122-3344 | Bandung',
  'Summary',
  'Administrative staff with 3 years of experience in office administration, filing and scheduling.',
  'Work Experience',
  'Administrative Staff — PT Mitra Usaha Sejahtera',
  'Feb 2021 – Present',
  '• Responsible for incoming and outgoing letters',
  '• Helped with preparing meeting schedules for the directors',
  '• Managed the filing of 1,200 contracts in a new digital archive',
  '• Handled office supplies purchasing',
  'Receptionist — CV Sumber Rejeki',
  'Jan 2019 – Dec 2020',
  '• Greeted around 40 visitors a day and answered the main phone line',
  '• Kept the visitor log and prepared the weekly reception report for the office manager',
  '• Responsible for the meeting room bookings',
  'Education',
  'Diploma 3 in Office Administration — Politeknik Negeri Bandung',
  'Aug 2015 – Jul 2018',
  'Skills',
  'Microsoft Office, Filing, Scheduling, Data Entry, Customer Service',
  'Organisations',
  'Member — Student Photography Club',
  'Sep 2016 – Jun 2017',
  '• Took photos for campus events and edited them for the club newsletter',
  'Languages',
  'Indonesian, English (intermediate)',
  'Interests',
  'Photography, reading, cooking',
  'I am a hardworking person who is eager to learn new things and to grow with the company.',
  'I am able to work in a team and individually, and I can work under pressure with deadlines.',
];

/** A poor CV: no phone, no summary, duties without any figure, typos, far too short. */
export const POOR_CV_IDN: readonly string[] = [
  'Budi Santoso',
  'budi.santoso@gmail.com',
  'Pengalaman Kerja',
  'Staf Gudang — PT Logistik Jaya',
  '2020 – 2022',
  '• Bertanggung jawab atas stok barang di gudang',
  '• Membantu proses bongkar muat barang',
  '• Tugas: mengurus pengiriman barang ke pelanggan',
  'Pendidikan',
  'SMK Negeri 2 Bekasi',
  '2016 – 2019',
  'Keahlian',
  'Microsoft Excel, Forklift',
];
