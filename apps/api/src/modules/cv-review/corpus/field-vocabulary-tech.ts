// Software, design and data: titles, skills and achievements in both languages.
import type { CvField, FieldVocabulary } from './field-vocabulary';

export const TECH_FIELDS: Partial<Record<CvField, FieldVocabulary>> = {
  software: {
    titles: {
      intern: { en: 'Software Engineering Intern', idn: 'Magang Software Engineer' },
      junior: { en: 'Backend Developer', idn: 'Backend Developer' },
      senior: { en: 'Senior Software Engineer', idn: 'Senior Software Engineer' },
      lead: { en: 'Engineering Lead', idn: 'Engineering Lead' },
    },
    degree: { en: 'Bachelor of Computer Science', idn: 'Sarjana Ilmu Komputer (S.Kom.)' },
    major: { en: 'Computer Science', idn: 'Ilmu Komputer' },
    focus: {
      en: 'backend services in TypeScript and Go, PostgreSQL and cloud infrastructure',
      idn: 'layanan backend dengan TypeScript dan Go, PostgreSQL serta infrastruktur cloud',
    },
    skills: ['TypeScript', 'Node.js', 'Go', 'PostgreSQL', 'Docker', 'Kubernetes', 'AWS'],
    certifications: [
      { en: 'AWS Certified Developer Associate', idn: 'AWS Certified Developer Associate' },
      {
        en: 'Certified Kubernetes Application Developer',
        idn: 'Certified Kubernetes Application Developer',
      },
    ],
    achievements: [
      {
        action: {
          en: 'Rewrote the order service in Go with a PostgreSQL queue',
          idn: 'Menulis ulang layanan pesanan dengan Go dan antrean PostgreSQL',
        },
        base: {
          en: 'rewrite the order service in Go with a PostgreSQL queue',
          idn: 'menulis ulang layanan pesanan dengan Go dan antrean PostgreSQL',
        },
        passive: {
          en: 'The order service was rewritten in Go with a PostgreSQL queue',
          idn: 'Layanan pesanan ditulis ulang dengan Go dan antrean PostgreSQL',
        },
        outcome: {
          en: 'cutting p95 latency from 900 to 180 ms',
          idn: 'memangkas latensi p95 dari 900 menjadi 180 ms',
        },
        outcomeQualitative: {
          en: 'making checkout noticeably faster',
          idn: 'membuat proses checkout jauh lebih cepat',
        },
        duty: {
          en: 'Maintained the order service and fixed reported bugs',
          idn: 'Memelihara layanan pesanan dan memperbaiki bug yang masuk',
        },
      },
      {
        action: {
          en: 'Built a continuous delivery pipeline with GitHub Actions',
          idn: 'Membangun pipeline continuous delivery dengan GitHub Actions',
        },
        base: {
          en: 'build a continuous delivery pipeline with GitHub Actions',
          idn: 'membangun pipeline continuous delivery dengan GitHub Actions',
        },
        passive: {
          en: 'A continuous delivery pipeline was created with GitHub Actions',
          idn: 'Pipeline continuous delivery dibangun dengan GitHub Actions',
        },
        outcome: {
          en: 'raising releases from 2 a month to 15 a week',
          idn: 'menaikkan frekuensi rilis dari 2 kali sebulan menjadi 15 kali seminggu',
        },
        outcomeQualitative: {
          en: 'letting the team release several times a week',
          idn: 'memungkinkan tim merilis beberapa kali seminggu',
        },
        duty: {
          en: 'Deployed releases to the staging and production servers',
          idn: 'Melakukan deployment rilis ke server staging dan produksi',
        },
      },
      {
        action: {
          en: 'Designed a caching layer for the product catalog API',
          idn: 'Merancang lapisan cache untuk API katalog produk',
        },
        base: {
          en: 'design a caching layer for the product catalog API',
          idn: 'merancang lapisan cache untuk API katalog produk',
        },
        passive: {
          en: 'A caching layer was designed for the product catalog API',
          idn: 'Lapisan cache dirancang untuk API katalog produk',
        },
        outcome: {
          en: 'lowering database load by 60% during flash sales',
          idn: 'menurunkan beban basis data sebesar 60% saat flash sale',
        },
        outcomeQualitative: {
          en: 'keeping the catalog stable during flash sales',
          idn: 'menjaga katalog tetap stabil saat flash sale',
        },
        duty: {
          en: 'Wrote API endpoints for the product catalog',
          idn: 'Menulis endpoint API untuk katalog produk',
        },
      },
      {
        action: {
          en: 'Introduced contract tests between the mobile app and the API',
          idn: 'Menerapkan contract test antara aplikasi mobile dan API',
        },
        base: {
          en: 'introduce contract tests between the mobile app and the API',
          idn: 'menerapkan contract test antara aplikasi mobile dan API',
        },
        passive: {
          en: 'Contract tests were introduced between the mobile app and the API',
          idn: 'Contract test diterapkan antara aplikasi mobile dan API',
        },
        outcome: {
          en: 'reducing production incidents from 9 to 2 per quarter',
          idn: 'menurunkan insiden produksi dari 9 menjadi 2 per kuartal',
        },
        outcomeQualitative: {
          en: 'reducing production incidents',
          idn: 'menurunkan jumlah insiden produksi',
        },
        duty: {
          en: 'Reviewed pull requests from other developers',
          idn: 'Memeriksa pull request dari developer lain',
        },
      },
      {
        action: {
          en: 'Migrated the payment module to a Kubernetes cluster',
          idn: 'Memigrasikan modul pembayaran ke klaster Kubernetes',
        },
        base: {
          en: 'migrate the payment module to a Kubernetes cluster',
          idn: 'memigrasikan modul pembayaran ke klaster Kubernetes',
        },
        passive: {
          en: 'The payment module was migrated to a Kubernetes cluster',
          idn: 'Modul pembayaran dimigrasikan ke klaster Kubernetes',
        },
        outcome: {
          en: 'saving Rp 45 million a month in server costs',
          idn: 'menghemat biaya server Rp 45 juta per bulan',
        },
        outcomeQualitative: {
          en: 'lowering monthly server costs',
          idn: 'menurunkan biaya server bulanan',
        },
        duty: { en: 'Monitored the payment servers', idn: 'Memantau server pembayaran' },
      },
      {
        action: {
          en: 'Mentored junior developers through weekly code reviews',
          idn: 'Membimbing developer junior melalui code review mingguan',
        },
        base: {
          en: 'mentor junior developers through weekly code reviews',
          idn: 'membimbing developer junior melalui code review mingguan',
        },
        passive: {
          en: 'Junior developers were mentored through weekly code reviews',
          idn: 'Developer junior dibimbing melalui code review mingguan',
        },
        outcome: {
          en: 'bringing 4 of them to independent on-call within 6 months',
          idn: 'menyiapkan 4 orang untuk on-call mandiri dalam 6 bulan',
        },
        outcomeQualitative: {
          en: 'preparing them for independent on-call work',
          idn: 'menyiapkan mereka untuk on-call mandiri',
        },
        duty: { en: 'Took part in the on-call rotation', idn: 'Mengikuti jadwal on-call' },
      },
    ],
  },
  design: {
    titles: {
      intern: { en: 'UI/UX Design Intern', idn: 'Magang UI/UX Designer' },
      junior: { en: 'UI Designer', idn: 'UI Designer' },
      senior: { en: 'Senior Product Designer', idn: 'Senior Product Designer' },
      lead: { en: 'Lead Product Designer', idn: 'Lead Product Designer' },
    },
    degree: {
      en: 'Bachelor of Visual Communication Design',
      idn: 'Sarjana Desain Komunikasi Visual (S.Ds.)',
    },
    major: { en: 'Visual Communication Design', idn: 'Desain Komunikasi Visual' },
    focus: {
      en: 'user research, interaction design and design systems for mobile apps',
      idn: 'riset pengguna, desain interaksi dan design system untuk aplikasi mobile',
    },
    skills: [
      'Figma',
      'User Research',
      'Prototyping',
      'Design Systems',
      'Adobe Illustrator',
      'Usability Testing',
    ],
    certifications: [
      {
        en: 'Google UX Design Professional Certificate',
        idn: 'Google UX Design Professional Certificate',
      },
      {
        en: 'Interaction Design Foundation: Mobile UX',
        idn: 'Interaction Design Foundation: Mobile UX',
      },
    ],
    achievements: [
      {
        action: {
          en: 'Redesigned the checkout flow of the mobile app',
          idn: 'Mendesain ulang alur checkout aplikasi mobile',
        },
        base: {
          en: 'redesign the checkout flow of the mobile app',
          idn: 'mendesain ulang alur checkout aplikasi mobile',
        },
        passive: {
          en: 'The checkout flow of the mobile app was redesigned',
          idn: 'Alur checkout aplikasi mobile didesain ulang',
        },
        outcome: {
          en: 'raising completed payments by 17%',
          idn: 'menaikkan pembayaran yang selesai sebesar 17%',
        },
        outcomeQualitative: {
          en: 'raising the share of completed payments',
          idn: 'menaikkan porsi pembayaran yang selesai',
        },
        duty: {
          en: 'Made screen mockups for the mobile app',
          idn: 'Membuat mockup layar untuk aplikasi mobile',
        },
      },
      {
        action: {
          en: 'Built a shared design system in Figma',
          idn: 'Membangun design system bersama di Figma',
        },
        base: {
          en: 'build a shared design system in Figma',
          idn: 'membangun design system bersama di Figma',
        },
        passive: {
          en: 'A shared design system was created in Figma',
          idn: 'Design system bersama dibuat di Figma',
        },
        outcome: {
          en: 'covering 120 components used by 5 product teams',
          idn: 'mencakup 120 komponen untuk 5 tim produk',
        },
        outcomeQualitative: {
          en: 'giving every product team the same components',
          idn: 'memberi setiap tim produk komponen yang sama',
        },
        duty: {
          en: 'Updated icons and colour styles in the Figma library',
          idn: 'Memperbarui ikon dan gaya warna di pustaka Figma',
        },
      },
      {
        action: {
          en: 'Ran usability tests with small business owners',
          idn: 'Menjalankan uji kegunaan dengan pemilik usaha kecil',
        },
        base: {
          en: 'run usability tests with small business owners',
          idn: 'menjalankan uji kegunaan dengan pemilik usaha kecil',
        },
        passive: {
          en: 'Usability tests were conducted with small business owners',
          idn: 'Uji kegunaan dilakukan dengan pemilik usaha kecil',
        },
        outcome: {
          en: 'finding 23 issues and halving support tickets about invoicing',
          idn: 'menemukan 23 masalah dan mengurangi separuh tiket bantuan soal penagihan',
        },
        outcomeQualitative: {
          en: 'cutting support tickets about invoicing',
          idn: 'mengurangi tiket bantuan soal penagihan',
        },
        duty: { en: 'Took notes during user interviews', idn: 'Mencatat hasil wawancara pengguna' },
      },
      {
        action: {
          en: 'Simplified the onboarding screens of the savings app',
          idn: 'Menyederhanakan layar onboarding aplikasi tabungan',
        },
        base: {
          en: 'simplify the onboarding screens of the savings app',
          idn: 'menyederhanakan layar onboarding aplikasi tabungan',
        },
        passive: {
          en: 'The onboarding screens of the savings app were simplified',
          idn: 'Layar onboarding aplikasi tabungan disederhanakan',
        },
        outcome: {
          en: 'lifting sign-up completion from 41% to 63%',
          idn: 'menaikkan penyelesaian pendaftaran dari 41% menjadi 63%',
        },
        outcomeQualitative: {
          en: 'lifting sign-up completion',
          idn: 'menaikkan penyelesaian pendaftaran',
        },
        duty: {
          en: 'Prepared assets for the developers',
          idn: 'Menyiapkan aset untuk para developer',
        },
      },
      {
        action: {
          en: 'Produced a campaign visual identity for a regional bank',
          idn: 'Menghasilkan identitas visual kampanye untuk bank daerah',
        },
        base: {
          en: 'produce a campaign visual identity for a regional bank',
          idn: 'menghasilkan identitas visual kampanye untuk bank daerah',
        },
        passive: {
          en: 'A campaign visual identity was produced for a regional bank',
          idn: 'Identitas visual kampanye dihasilkan untuk bank daerah',
        },
        outcome: {
          en: 'used across 300 branches and 2 million app users',
          idn: 'yang tampil di 300 cabang dan di aplikasi dengan 2 juta pengguna',
        },
        outcomeQualitative: {
          en: 'reaching every branch and the mobile app',
          idn: 'yang tampil di semua cabang dan aplikasi mobile',
        },
        duty: {
          en: 'Designed banners and social media posts',
          idn: 'Membuat banner dan konten media sosial',
        },
      },
      {
        action: {
          en: 'Set up a research repository for product insights',
          idn: 'Menyusun repositori riset untuk temuan produk',
        },
        base: {
          en: 'set up a research repository for product insights',
          idn: 'menyusun repositori riset untuk temuan produk',
        },
        passive: {
          en: 'A research repository was set up for product insights',
          idn: 'Repositori riset disusun untuk temuan produk',
        },
        outcome: {
          en: 'reused in 35 product decisions within a year',
          idn: 'yang menjadi dasar 35 keputusan produk dalam setahun',
        },
        outcomeQualitative: {
          en: 'so product decisions rest on earlier findings',
          idn: 'sehingga keputusan produk berpijak pada temuan sebelumnya',
        },
        duty: {
          en: 'Organized research files in shared folders',
          idn: 'Merapikan berkas riset di folder bersama',
        },
      },
    ],
  },
  data: {
    titles: {
      intern: { en: 'Data Analyst Intern', idn: 'Magang Data Analyst' },
      junior: { en: 'Data Analyst', idn: 'Data Analyst' },
      senior: { en: 'Senior Data Scientist', idn: 'Senior Data Scientist' },
      lead: { en: 'Analytics Lead', idn: 'Analytics Lead' },
    },
    degree: { en: 'Bachelor of Statistics', idn: 'Sarjana Statistika (S.Stat.)' },
    major: { en: 'Statistics', idn: 'Statistika' },
    focus: {
      en: 'analytics, forecasting and machine learning with Python and SQL',
      idn: 'analitik, peramalan dan machine learning dengan Python dan SQL',
    },
    skills: ['Python', 'SQL', 'BigQuery', 'Looker Studio', 'scikit-learn', 'Airflow'],
    certifications: [
      {
        en: 'Google Cloud Professional Data Engineer',
        idn: 'Google Cloud Professional Data Engineer',
      },
      { en: 'TensorFlow Developer Certificate', idn: 'TensorFlow Developer Certificate' },
    ],
    achievements: [
      {
        action: {
          en: 'Built a churn prediction model for prepaid customers',
          idn: 'Membangun model prediksi churn untuk pelanggan prabayar',
        },
        base: {
          en: 'build a churn prediction model for prepaid customers',
          idn: 'membangun model prediksi churn untuk pelanggan prabayar',
        },
        passive: {
          en: 'A churn prediction model was developed for prepaid customers',
          idn: 'Model prediksi churn dikembangkan untuk pelanggan prabayar',
        },
        outcome: {
          en: 'lowering monthly churn from 6.1% to 4.3%',
          idn: 'menurunkan churn bulanan dari 6,1% menjadi 4,3%',
        },
        outcomeQualitative: { en: 'lowering monthly churn', idn: 'menurunkan churn bulanan' },
        duty: {
          en: 'Pulled customer data for the retention team',
          idn: 'Menarik data pelanggan untuk tim retensi',
        },
      },
      {
        action: {
          en: 'Automated daily sales reports with Airflow and BigQuery',
          idn: 'Mengotomatiskan laporan penjualan harian dengan Airflow dan BigQuery',
        },
        base: {
          en: 'automate daily sales reports with Airflow and BigQuery',
          idn: 'mengotomatiskan laporan penjualan harian dengan Airflow dan BigQuery',
        },
        passive: {
          en: 'Daily sales reports were automated with Airflow and BigQuery',
          idn: 'Laporan penjualan harian diotomatiskan dengan Airflow dan BigQuery',
        },
        outcome: {
          en: 'saving analysts 25 hours a week',
          idn: 'menghemat 25 jam kerja analis per minggu',
        },
        outcomeQualitative: {
          en: 'freeing analysts from manual reporting',
          idn: 'membebaskan analis dari laporan manual',
        },
        duty: {
          en: 'Prepared daily sales reports in spreadsheets',
          idn: 'Menyiapkan laporan penjualan harian di spreadsheet',
        },
      },
      {
        action: {
          en: 'Designed an A/B testing framework for the app team',
          idn: 'Merancang kerangka uji A/B untuk tim aplikasi',
        },
        base: {
          en: 'design an A/B testing framework for the app team',
          idn: 'merancang kerangka uji A/B untuk tim aplikasi',
        },
        passive: {
          en: 'An A/B testing framework was designed for the app team',
          idn: 'Kerangka uji A/B dirancang untuk tim aplikasi',
        },
        outcome: {
          en: 'running 40 experiments in the first year',
          idn: 'menjalankan 40 eksperimen pada tahun pertama',
        },
        outcomeQualitative: {
          en: 'making experiments a routine part of releases',
          idn: 'menjadikan eksperimen bagian rutin setiap rilis',
        },
        duty: {
          en: 'Checked experiment data for the product managers',
          idn: 'Memeriksa data eksperimen untuk manajer produk',
        },
      },
      {
        action: {
          en: 'Forecast weekly demand for fresh products across warehouses',
          idn: 'Meramalkan permintaan mingguan produk segar di seluruh gudang',
        },
        base: {
          en: 'forecast weekly demand for fresh products across warehouses',
          idn: 'meramalkan permintaan mingguan produk segar di seluruh gudang',
        },
        passive: {
          en: 'Weekly demand for fresh products was forecast across warehouses',
          idn: 'Permintaan mingguan produk segar diramalkan di seluruh gudang',
        },
        outcome: {
          en: 'reducing food waste by 22%',
          idn: 'mengurangi sisa makanan terbuang sebesar 22%',
        },
        outcomeQualitative: { en: 'reducing food waste', idn: 'mengurangi sisa makanan terbuang' },
        duty: {
          en: 'Updated the demand spreadsheet each week',
          idn: 'Memperbarui spreadsheet permintaan setiap minggu',
        },
      },
      {
        action: {
          en: 'Cleaned and joined customer records from legacy systems',
          idn: 'Membersihkan dan menggabungkan data pelanggan dari sistem lama',
        },
        base: {
          en: 'clean and join customer records from legacy systems',
          idn: 'membersihkan dan menggabungkan data pelanggan dari sistem lama',
        },
        passive: {
          en: 'Customer records from legacy systems were cleaned and joined',
          idn: 'Data pelanggan dari sistem lama dibersihkan dan digabungkan',
        },
        outcome: { en: 'removing 180,000 duplicate records', idn: 'menghapus 180.000 data ganda' },
        outcomeQualitative: { en: 'removing duplicate records', idn: 'menghapus data ganda' },
        duty: {
          en: 'Fixed data quality issues reported by users',
          idn: 'Memperbaiki masalah kualitas data dari pengguna',
        },
      },
      {
        action: {
          en: 'Created a pricing dashboard in Looker Studio',
          idn: 'Membuat dasbor harga di Looker Studio',
        },
        base: {
          en: 'create a pricing dashboard in Looker Studio',
          idn: 'membuat dasbor harga di Looker Studio',
        },
        passive: {
          en: 'A pricing dashboard was created in Looker Studio',
          idn: 'Dasbor harga dibuat di Looker Studio',
        },
        outcome: {
          en: 'used by 60 category managers every week',
          idn: 'yang menjadi acuan 60 manajer kategori setiap minggu',
        },
        outcomeQualitative: {
          en: 'becoming the weekly reference of the category managers',
          idn: 'yang kini menjadi acuan mingguan manajer kategori',
        },
        duty: { en: 'Answered ad hoc data requests', idn: 'Menjawab permintaan data mendadak' },
      },
    ],
  },
};
