// Accounting, marketing, HR and sales: titles, skills and achievements in both languages.
import type { CvField, FieldVocabulary } from './field-vocabulary';

export const BUSINESS_FIELDS: Partial<Record<CvField, FieldVocabulary>> = {
  accounting: {
    titles: {
      intern: { en: 'Accounting Intern', idn: 'Magang Akuntansi' },
      junior: { en: 'Junior Accountant', idn: 'Staf Akuntansi' },
      senior: { en: 'Senior Accountant', idn: 'Akuntan Senior' },
      lead: { en: 'Finance Supervisor', idn: 'Supervisor Keuangan' },
    },
    degree: { en: 'Bachelor of Economics, Accounting', idn: 'Sarjana Akuntansi (S.Ak.)' },
    major: { en: 'Accounting', idn: 'Akuntansi' },
    focus: {
      en: 'financial reporting, tax compliance and month-end closing under Indonesian accounting standards',
      idn: 'pelaporan keuangan, kepatuhan pajak dan tutup buku bulanan sesuai standar akuntansi Indonesia',
    },
    skills: ['Microsoft Excel', 'SAP FI', 'Accurate', 'e-Faktur', 'PSAK', 'Power BI'],
    certifications: [
      { en: 'Tax Brevet A and B, IAI', idn: 'Brevet Pajak A dan B, IAI' },
      { en: 'Certified Accounting Technician, IAI', idn: 'Certified Accounting Technician, IAI' },
    ],
    achievements: [
      {
        action: {
          en: 'Automated bank reconciliations with Excel macros',
          idn: 'Mengotomatiskan rekonsiliasi bank dengan makro Excel',
        },
        base: {
          en: 'automate bank reconciliations with Excel macros',
          idn: 'mengotomatiskan rekonsiliasi bank dengan makro Excel',
        },
        passive: {
          en: 'Bank reconciliations were automated with Excel macros',
          idn: 'Rekonsiliasi bank diotomatiskan dengan makro Excel',
        },
        outcome: {
          en: 'cutting month-end closing from 10 to 6 days',
          idn: 'memangkas waktu tutup buku dari 10 menjadi 6 hari',
        },
        outcomeQualitative: {
          en: 'shortening the month-end close',
          idn: 'mempercepat proses tutup buku bulanan',
        },
        duty: {
          en: 'Prepared bank reconciliations and month-end closing entries',
          idn: 'Menyusun rekonsiliasi bank dan jurnal penutup bulanan',
        },
      },
      {
        action: {
          en: 'Reworked the accounts payable approval flow in SAP',
          idn: 'Merombak alur persetujuan utang usaha di SAP',
        },
        base: {
          en: 'rework the accounts payable approval flow in SAP',
          idn: 'merombak alur persetujuan utang usaha di SAP',
        },
        passive: {
          en: 'The accounts payable approval flow was reworked in SAP',
          idn: 'Alur persetujuan utang usaha dirombak di SAP',
        },
        outcome: {
          en: 'lowering late vendor payments by 35%',
          idn: 'menurunkan keterlambatan pembayaran pemasok sebesar 35%',
        },
        outcomeQualitative: {
          en: 'lowering late vendor payments',
          idn: 'menurunkan keterlambatan pembayaran pemasok',
        },
        duty: {
          en: 'Processed vendor invoices and payment requests',
          idn: 'Memproses faktur pemasok dan permintaan pembayaran',
        },
      },
      {
        action: {
          en: 'Reconciled VAT records against e-Faktur data every month',
          idn: 'Mencocokkan catatan PPN dengan data e-Faktur setiap bulan',
        },
        base: {
          en: 'reconcile VAT records against e-Faktur data every month',
          idn: 'mencocokkan catatan PPN dengan data e-Faktur setiap bulan',
        },
        passive: {
          en: 'VAT records were reconciled against e-Faktur data every month',
          idn: 'Catatan PPN dicocokkan dengan data e-Faktur setiap bulan',
        },
        outcome: {
          en: 'recovering Rp 420 million of unclaimed input tax',
          idn: 'memulihkan pajak masukan senilai Rp 420 juta yang tertunda',
        },
        outcomeQualitative: {
          en: 'recovering unclaimed input tax',
          idn: 'memulihkan pajak masukan yang tertunda',
        },
        duty: {
          en: 'Filed monthly VAT and income tax returns',
          idn: 'Melaporkan SPT Masa PPN dan PPh setiap bulan',
        },
      },
      {
        action: {
          en: 'Built a cash flow forecast model in Power BI',
          idn: 'Membangun model proyeksi arus kas di Power BI',
        },
        base: {
          en: 'build a cash flow forecast model in Power BI',
          idn: 'membangun model proyeksi arus kas di Power BI',
        },
        passive: {
          en: 'A cash flow forecast model was created in Power BI',
          idn: 'Model proyeksi arus kas dibuat di Power BI',
        },
        outcome: {
          en: 'keeping forecast error under 5% for 8 quarters',
          idn: 'menjaga selisih proyeksi di bawah 5% selama 8 kuartal',
        },
        outcomeQualitative: {
          en: 'giving management earlier warning of cash shortfalls',
          idn: 'memberi manajemen peringatan lebih awal tentang kekurangan kas',
        },
        duty: {
          en: 'Maintained the weekly cash position report',
          idn: 'Memperbarui laporan posisi kas mingguan',
        },
      },
      {
        action: {
          en: 'Led the fixed asset count across branch offices',
          idn: 'Memimpin penghitungan aset tetap di kantor cabang',
        },
        base: {
          en: 'run the fixed asset count across branch offices',
          idn: 'menjalankan penghitungan aset tetap di kantor cabang',
        },
        passive: {
          en: 'The fixed asset count was completed across branch offices',
          idn: 'Penghitungan aset tetap diselesaikan di kantor cabang',
        },
        outcome: {
          en: 'tagging 2,300 assets and closing 14 audit findings',
          idn: 'menandai 2.300 aset dan menutup 14 temuan audit',
        },
        outcomeQualitative: {
          en: 'closing the open audit findings',
          idn: 'menutup temuan audit yang masih terbuka',
        },
        duty: { en: 'Updated the fixed asset register', idn: 'Memperbarui daftar aset tetap' },
      },
      {
        action: {
          en: 'Standardized the consolidation template for subsidiaries',
          idn: 'Menyeragamkan templat konsolidasi untuk anak perusahaan',
        },
        base: {
          en: 'standardize the consolidation template for subsidiaries',
          idn: 'menyeragamkan templat konsolidasi untuk anak perusahaan',
        },
        passive: {
          en: 'The consolidation template was standardized for subsidiaries',
          idn: 'Templat konsolidasi diseragamkan untuk anak perusahaan',
        },
        outcome: {
          en: 'delivering quarterly reports 4 days earlier',
          idn: 'mempercepat laporan kuartalan 4 hari',
        },
        outcomeQualitative: {
          en: 'delivering quarterly reports earlier',
          idn: 'mempercepat penyampaian laporan kuartalan',
        },
        duty: {
          en: 'Compiled quarterly financial statements',
          idn: 'Menyusun laporan keuangan kuartalan',
        },
      },
    ],
  },
  marketing: {
    titles: {
      intern: { en: 'Marketing Intern', idn: 'Magang Pemasaran' },
      junior: { en: 'Marketing Executive', idn: 'Staf Pemasaran' },
      senior: {
        en: 'Senior Digital Marketing Specialist',
        idn: 'Spesialis Pemasaran Digital Senior',
      },
      lead: { en: 'Marketing Manager', idn: 'Manajer Pemasaran' },
    },
    degree: { en: 'Bachelor of Communication Science', idn: 'Sarjana Ilmu Komunikasi (S.I.Kom.)' },
    major: { en: 'Communication Science', idn: 'Ilmu Komunikasi' },
    focus: {
      en: 'performance marketing, content strategy and brand campaigns for consumer products',
      idn: 'pemasaran berbasis performa, strategi konten dan kampanye merek untuk produk konsumen',
    },
    skills: ['Google Ads', 'Meta Ads Manager', 'Google Analytics 4', 'SEO', 'Canva', 'HubSpot'],
    certifications: [
      { en: 'Google Ads Search Certification', idn: 'Sertifikasi Google Ads Search' },
      {
        en: 'HubSpot Content Marketing Certification',
        idn: 'Sertifikasi HubSpot Content Marketing',
      },
    ],
    achievements: [
      {
        action: {
          en: 'Planned and ran search and social ad campaigns for a snack brand',
          idn: 'Merencanakan dan menjalankan kampanye iklan pencarian dan media sosial untuk merek camilan',
        },
        base: {
          en: 'run search and social ad campaigns for a snack brand',
          idn: 'menjalankan kampanye iklan pencarian dan media sosial untuk merek camilan',
        },
        passive: {
          en: 'Search and social ad campaigns were managed for a snack brand',
          idn: 'Kampanye iklan pencarian dan media sosial dikelola untuk merek camilan',
        },
        outcome: {
          en: 'raising online sales by 48% in 6 months',
          idn: 'menaikkan penjualan daring sebesar 48% dalam 6 bulan',
        },
        outcomeQualitative: { en: 'raising online sales', idn: 'menaikkan penjualan daring' },
        duty: {
          en: 'Scheduled posts for the brand social media accounts',
          idn: 'Menjadwalkan unggahan untuk akun media sosial merek',
        },
      },
      {
        action: {
          en: 'Rewrote product pages around search intent',
          idn: 'Menulis ulang halaman produk sesuai niat pencarian',
        },
        base: {
          en: 'rewrite product pages around search intent',
          idn: 'menulis ulang halaman produk sesuai niat pencarian',
        },
        passive: {
          en: 'Product pages were rewritten around search intent',
          idn: 'Halaman produk ditulis ulang sesuai niat pencarian',
        },
        outcome: {
          en: 'growing organic traffic from 20,000 to 65,000 visits a month',
          idn: 'menumbuhkan trafik organik dari 20.000 menjadi 65.000 kunjungan per bulan',
        },
        outcomeQualitative: { en: 'growing organic traffic', idn: 'menumbuhkan trafik organik' },
        duty: {
          en: 'Wrote product descriptions for the online store',
          idn: 'Menulis deskripsi produk untuk toko daring',
        },
      },
      {
        action: {
          en: 'Launched a referral program with a loyalty partner',
          idn: 'Meluncurkan program referal bersama mitra loyalitas',
        },
        base: {
          en: 'launch a referral program with a loyalty partner',
          idn: 'meluncurkan program referal bersama mitra loyalitas',
        },
        passive: {
          en: 'A referral program was launched with a loyalty partner',
          idn: 'Program referal diluncurkan bersama mitra loyalitas',
        },
        outcome: {
          en: 'adding 12,000 new customers at a 30% lower acquisition cost',
          idn: 'menambah 12.000 pelanggan baru dengan biaya akuisisi 30% lebih rendah',
        },
        outcomeQualitative: {
          en: 'adding new customers at a lower acquisition cost',
          idn: 'menambah pelanggan baru dengan biaya akuisisi lebih rendah',
        },
        duty: {
          en: 'Coordinated promotions with partner merchants',
          idn: 'Mengoordinasikan promosi dengan merchant mitra',
        },
      },
      {
        action: {
          en: 'Introduced weekly A/B tests on email subject lines',
          idn: 'Menerapkan uji A/B mingguan pada judul email',
        },
        base: {
          en: 'introduce weekly A/B tests on email subject lines',
          idn: 'menerapkan uji A/B mingguan pada judul email',
        },
        passive: {
          en: 'Weekly A/B tests were introduced on email subject lines',
          idn: 'Uji A/B mingguan diterapkan pada judul email',
        },
        outcome: {
          en: 'lifting the open rate from 18% to 27%',
          idn: 'menaikkan tingkat buka email dari 18% menjadi 27%',
        },
        outcomeQualitative: {
          en: 'lifting the email open rate',
          idn: 'menaikkan tingkat buka email',
        },
        duty: {
          en: 'Sent the monthly customer newsletter',
          idn: 'Mengirim buletin pelanggan bulanan',
        },
      },
      {
        action: {
          en: 'Negotiated a new media buying agreement',
          idn: 'Menegosiasikan perjanjian pembelian media yang baru',
        },
        base: {
          en: 'negotiate a new media buying agreement',
          idn: 'menegosiasikan perjanjian pembelian media yang baru',
        },
        passive: {
          en: 'A new media buying agreement was negotiated',
          idn: 'Perjanjian pembelian media yang baru dinegosiasikan',
        },
        outcome: {
          en: 'saving Rp 600 million of the yearly budget',
          idn: 'menghemat Rp 600 juta dari anggaran tahunan',
        },
        outcomeQualitative: {
          en: 'saving a large part of the yearly budget',
          idn: 'menghemat sebagian besar anggaran tahunan',
        },
        duty: {
          en: 'Tracked the monthly marketing budget',
          idn: 'Mencatat anggaran pemasaran bulanan',
        },
      },
      {
        action: {
          en: 'Produced a short video series with local creators',
          idn: 'Memproduksi seri video pendek bersama kreator lokal',
        },
        base: {
          en: 'produce a short video series with local creators',
          idn: 'memproduksi seri video pendek bersama kreator lokal',
        },
        passive: {
          en: 'A short video series was produced with local creators',
          idn: 'Seri video pendek diproduksi bersama kreator lokal',
        },
        outcome: {
          en: 'reaching 3.2 million views in 2 months',
          idn: 'menjangkau 3,2 juta penayangan dalam 2 bulan',
        },
        outcomeQualitative: {
          en: 'reaching a new and younger audience',
          idn: 'menjangkau audiens baru yang lebih muda',
        },
        duty: {
          en: 'Prepared content calendars for the social media team',
          idn: 'Menyiapkan kalender konten untuk tim media sosial',
        },
      },
    ],
  },
  hr: {
    titles: {
      intern: { en: 'Human Resources Intern', idn: 'Magang SDM' },
      junior: { en: 'HR Generalist', idn: 'Staf SDM' },
      senior: { en: 'Senior Talent Acquisition Specialist', idn: 'Spesialis Rekrutmen Senior' },
      lead: { en: 'HR Business Partner', idn: 'HR Business Partner' },
    },
    degree: { en: 'Bachelor of Psychology', idn: 'Sarjana Psikologi (S.Psi.)' },
    major: { en: 'Psychology', idn: 'Psikologi' },
    focus: {
      en: 'recruitment, onboarding and employee engagement for fast-growing teams',
      idn: 'rekrutmen, orientasi karyawan baru dan keterlibatan karyawan untuk tim yang tumbuh cepat',
    },
    skills: [
      'Talent Acquisition',
      'LinkedIn Recruiter',
      'Talenta',
      'Psikotes',
      'Employee Relations',
      'Microsoft Excel',
    ],
    certifications: [
      { en: 'BNSP Certified Human Resources Staff', idn: 'Sertifikasi BNSP Staf SDM' },
      { en: 'SHRM Essentials of Human Resources', idn: 'SHRM Essentials of Human Resources' },
    ],
    achievements: [
      {
        action: {
          en: 'Redesigned the interview process for engineering roles',
          idn: 'Merancang ulang proses wawancara untuk posisi teknik',
        },
        base: {
          en: 'redesign the interview process for engineering roles',
          idn: 'merancang ulang proses wawancara untuk posisi teknik',
        },
        passive: {
          en: 'The interview process for engineering roles was redesigned',
          idn: 'Proses wawancara untuk posisi teknik dirancang ulang',
        },
        outcome: {
          en: 'cutting time to hire from 45 to 28 days',
          idn: 'memangkas waktu rekrutmen dari 45 menjadi 28 hari',
        },
        outcomeQualitative: { en: 'cutting the time to hire', idn: 'memangkas waktu rekrutmen' },
        duty: {
          en: 'Scheduled interviews with candidates and hiring managers',
          idn: 'Menjadwalkan wawancara dengan kandidat dan manajer perekrut',
        },
      },
      {
        action: {
          en: 'Recruited sales staff for new branches in Java and Bali',
          idn: 'Merekrut tenaga penjualan untuk cabang baru di Jawa dan Bali',
        },
        base: {
          en: 'recruit sales staff for new branches in Java and Bali',
          idn: 'merekrut tenaga penjualan untuk cabang baru di Jawa dan Bali',
        },
        passive: {
          en: 'Sales staff were recruited for new branches in Java and Bali',
          idn: 'Tenaga penjualan direkrut untuk cabang baru di Jawa dan Bali',
        },
        outcome: {
          en: 'filling 85 positions within 3 months',
          idn: 'mengisi 85 posisi dalam 3 bulan',
        },
        outcomeQualitative: {
          en: 'filling every opening before the branches opened',
          idn: 'mengisi semua posisi sebelum pembukaan cabang',
        },
        duty: {
          en: 'Screened CVs and posted job advertisements',
          idn: 'Menyaring CV dan memasang iklan lowongan',
        },
      },
      {
        action: {
          en: 'Created a structured onboarding program for new hires',
          idn: 'Menyusun program orientasi terstruktur untuk karyawan baru',
        },
        base: {
          en: 'create a structured onboarding program for new hires',
          idn: 'menyusun program orientasi terstruktur untuk karyawan baru',
        },
        passive: {
          en: 'A structured onboarding program was created for new hires',
          idn: 'Program orientasi terstruktur disusun untuk karyawan baru',
        },
        outcome: {
          en: 'reducing first-year turnover from 22% to 12%',
          idn: 'menurunkan tingkat keluar karyawan tahun pertama dari 22% menjadi 12%',
        },
        outcomeQualitative: {
          en: 'reducing first-year turnover',
          idn: 'menurunkan tingkat keluar karyawan tahun pertama',
        },
        duty: {
          en: 'Prepared employment contracts and onboarding documents',
          idn: 'Menyiapkan kontrak kerja dan dokumen orientasi',
        },
      },
      {
        action: {
          en: 'Moved attendance and leave requests to the Talenta system',
          idn: 'Memindahkan absensi dan pengajuan cuti ke sistem Talenta',
        },
        base: {
          en: 'move attendance and leave requests to the Talenta system',
          idn: 'memindahkan absensi dan pengajuan cuti ke sistem Talenta',
        },
        passive: {
          en: 'Attendance and leave requests were moved to the Talenta system',
          idn: 'Absensi dan pengajuan cuti dipindahkan ke sistem Talenta',
        },
        outcome: {
          en: 'saving 30 hours of payroll work each month',
          idn: 'menghemat 30 jam kerja penggajian setiap bulan',
        },
        outcomeQualitative: {
          en: 'saving the payroll team hours of manual work',
          idn: 'menghemat jam kerja manual tim penggajian',
        },
        duty: {
          en: 'Recorded employee attendance and leave balances',
          idn: 'Mencatat absensi dan sisa cuti karyawan',
        },
      },
      {
        action: {
          en: 'Ran a yearly engagement survey and action plans with managers',
          idn: 'Menjalankan survei keterlibatan tahunan dan rencana tindak lanjut bersama manajer',
        },
        base: {
          en: 'run a yearly engagement survey and action plans with managers',
          idn: 'menjalankan survei keterlibatan tahunan dan rencana tindak lanjut bersama manajer',
        },
        passive: {
          en: 'A yearly engagement survey was conducted with managers',
          idn: 'Survei keterlibatan tahunan dilaksanakan bersama manajer',
        },
        outcome: {
          en: 'raising the engagement score from 68 to 79',
          idn: 'menaikkan skor keterlibatan dari 68 menjadi 79',
        },
        outcomeQualitative: {
          en: 'raising the engagement score',
          idn: 'menaikkan skor keterlibatan karyawan',
        },
        duty: {
          en: 'Answered employee questions about benefits',
          idn: 'Menjawab pertanyaan karyawan tentang tunjangan',
        },
      },
      {
        action: {
          en: 'Organized campus hiring days with partner universities',
          idn: 'Mengadakan hari rekrutmen kampus bersama universitas mitra',
        },
        base: {
          en: 'organize campus hiring days with partner universities',
          idn: 'mengadakan hari rekrutmen kampus bersama universitas mitra',
        },
        passive: {
          en: 'Campus hiring days were organized with partner universities',
          idn: 'Hari rekrutmen kampus diadakan bersama universitas mitra',
        },
        outcome: {
          en: 'bringing in 40 management trainees',
          idn: 'menjaring 40 peserta management trainee',
        },
        outcomeQualitative: {
          en: 'bringing in a strong class of management trainees',
          idn: 'menjaring peserta management trainee yang kuat',
        },
        duty: {
          en: 'Attended job fairs on behalf of the company',
          idn: 'Mewakili perusahaan di bursa kerja',
        },
      },
    ],
  },
  sales: {
    titles: {
      intern: { en: 'Sales Intern', idn: 'Magang Penjualan' },
      junior: { en: 'Sales Executive', idn: 'Staf Penjualan' },
      senior: { en: 'Key Account Manager', idn: 'Key Account Manager' },
      lead: { en: 'Area Sales Manager', idn: 'Area Sales Manager' },
    },
    degree: { en: 'Bachelor of Management', idn: 'Sarjana Manajemen (S.M.)' },
    major: { en: 'Management', idn: 'Manajemen' },
    focus: {
      en: 'business-to-business sales, key account management and distributor development',
      idn: 'penjualan antarbisnis, pengelolaan akun utama dan pengembangan distributor',
    },
    skills: [
      'Salesforce',
      'Negotiation',
      'Key Account Management',
      'Microsoft Excel',
      'Forecasting',
      'Presentation',
    ],
    certifications: [
      { en: 'Professional Selling Skills Training', idn: 'Pelatihan Professional Selling Skills' },
      { en: 'Salesforce Certified Associate', idn: 'Salesforce Certified Associate' },
    ],
    achievements: [
      {
        action: {
          en: 'Opened new modern trade accounts in East Java',
          idn: 'Membuka akun ritel modern baru di Jawa Timur',
        },
        base: {
          en: 'open new modern trade accounts in East Java',
          idn: 'membuka akun ritel modern baru di Jawa Timur',
        },
        passive: {
          en: 'New modern trade accounts were opened in East Java',
          idn: 'Akun ritel modern baru dibuka di Jawa Timur',
        },
        outcome: {
          en: 'adding Rp 8.5 billion in yearly revenue',
          idn: 'menambah pendapatan tahunan Rp 8,5 miliar',
        },
        outcomeQualitative: {
          en: 'adding a new stream of yearly revenue',
          idn: 'menambah sumber pendapatan tahunan yang baru',
        },
        duty: {
          en: 'Visited retail stores in the assigned territory',
          idn: 'Mengunjungi toko ritel di wilayah penugasan',
        },
      },
      {
        action: {
          en: 'Closed a three-year supply contract with a national hospital group',
          idn: 'Menutup kontrak pasokan tiga tahun dengan grup rumah sakit nasional',
        },
        base: {
          en: 'close a three-year supply contract with a national hospital group',
          idn: 'menutup kontrak pasokan tiga tahun dengan grup rumah sakit nasional',
        },
        passive: {
          en: 'A three-year supply contract was closed with a national hospital group',
          idn: 'Kontrak pasokan tiga tahun ditutup dengan grup rumah sakit nasional',
        },
        outcome: {
          en: 'worth Rp 12 billion, the largest deal of 2024',
          idn: 'senilai Rp 12 miliar, transaksi terbesar tahun 2024',
        },
        outcomeQualitative: {
          en: 'making it the largest deal of the branch that year',
          idn: 'menjadikannya transaksi terbesar cabang pada tahun itu',
        },
        duty: {
          en: 'Prepared quotations and sales contracts for clients',
          idn: 'Menyiapkan penawaran harga dan kontrak penjualan untuk klien',
        },
      },
      {
        action: {
          en: 'Exceeded the quarterly sales target for the Surabaya area',
          idn: 'Melampaui target penjualan kuartalan area Surabaya',
        },
        base: {
          en: 'reach the quarterly sales target for the Surabaya area',
          idn: 'mencapai target penjualan kuartalan area Surabaya',
        },
        passive: {
          en: 'The quarterly sales target for the Surabaya area was exceeded',
          idn: 'Target penjualan kuartalan area Surabaya dilampaui',
        },
        outcome: {
          en: 'reaching 128% of target for 6 quarters in a row',
          idn: 'mencapai 128% dari target selama 6 kuartal berturut-turut',
        },
        outcomeQualitative: {
          en: 'ranking first among the area teams',
          idn: 'menempati peringkat pertama di antara tim area',
        },
        duty: {
          en: 'Reported weekly sales figures to the area manager',
          idn: 'Melaporkan angka penjualan mingguan kepada manajer area',
        },
      },
      {
        action: {
          en: 'Trained distributor salespeople on the new product line',
          idn: 'Melatih tenaga penjual distributor tentang lini produk baru',
        },
        base: {
          en: 'train distributor salespeople on the new product line',
          idn: 'melatih tenaga penjual distributor tentang lini produk baru',
        },
        passive: {
          en: 'Distributor salespeople were trained on the new product line',
          idn: 'Tenaga penjual distributor dilatih tentang lini produk baru',
        },
        outcome: {
          en: 'growing distributor sell-out by 26%',
          idn: 'menumbuhkan penjualan distributor sebesar 26%',
        },
        outcomeQualitative: {
          en: 'growing distributor sell-out',
          idn: 'menumbuhkan penjualan distributor',
        },
        duty: {
          en: 'Answered product questions from distributors',
          idn: 'Menjawab pertanyaan produk dari distributor',
        },
      },
      {
        action: {
          en: 'Rebuilt the sales pipeline in Salesforce',
          idn: 'Menata ulang jalur penjualan di Salesforce',
        },
        base: {
          en: 'rebuild the sales pipeline in Salesforce',
          idn: 'menata ulang jalur penjualan di Salesforce',
        },
        passive: {
          en: 'The sales pipeline was rebuilt in Salesforce',
          idn: 'Jalur penjualan ditata ulang di Salesforce',
        },
        outcome: {
          en: 'raising the win rate from 21% to 34%',
          idn: 'menaikkan tingkat kemenangan dari 21% menjadi 34%',
        },
        outcomeQualitative: {
          en: 'raising the win rate of the team',
          idn: 'menaikkan tingkat kemenangan tim',
        },
        duty: {
          en: 'Entered customer visits into the CRM',
          idn: 'Mencatat kunjungan pelanggan ke dalam CRM',
        },
      },
      {
        action: {
          en: 'Recovered overdue receivables from key accounts',
          idn: 'Menagih piutang jatuh tempo dari akun utama',
        },
        base: {
          en: 'recover overdue receivables from key accounts',
          idn: 'menagih piutang jatuh tempo dari akun utama',
        },
        passive: {
          en: 'Overdue receivables were recovered from key accounts',
          idn: 'Piutang jatuh tempo ditagih dari akun utama',
        },
        outcome: {
          en: 'collecting Rp 2.1 billion within 60 days',
          idn: 'mengumpulkan Rp 2,1 miliar dalam 60 hari',
        },
        outcomeQualitative: {
          en: 'bringing overdue balances back to current',
          idn: 'memulihkan saldo yang menunggak',
        },
        duty: {
          en: 'Followed up on customer payments',
          idn: 'Menindaklanjuti pembayaran pelanggan',
        },
      },
    ],
  },
};
