// Demo CVs of the CV analyzer as models for writeCvPdf / writeCvDocx: a fair Indonesian CV and
// a weak English one (duties without results, no summary). The seed analyses them for the demo
// accounts and the tests submit them; fictional people, fictional companies.
import type { CvModel } from '../src/modules/cv-review/writers/cv-model';

export const FAIR_INDONESIAN_CV: CvModel = {
  language: 'idn',
  blocks: [
    { kind: 'heading', text: 'Siti Rahmawati' },
    {
      kind: 'paragraph',
      text: 'siti.rahmawati@contoh.id | +62 812 3456 7890 | Jakarta | linkedin.com/in/siti-rahmawati',
    },
    { kind: 'heading', text: 'Ringkasan' },
    {
      kind: 'paragraph',
      text: 'Staf akuntansi dengan 3 tahun pengalaman menyusun laporan keuangan bulanan dan rekonsiliasi bank untuk perusahaan distribusi.',
    },
    { kind: 'heading', text: 'Pengalaman Kerja' },
    { kind: 'paragraph', text: 'Staf Akuntansi, PT Sumber Makmur Sejahtera (Jan 2022 - Sekarang)' },
    {
      kind: 'bullets',
      items: [
        'Menyusun laporan keuangan bulanan untuk 4 cabang, selesai 2 hari lebih cepat dari tenggat.',
        'Bertanggung jawab atas rekonsiliasi bank.',
        'Mengurangi selisih kas sebesar 35% dengan prosedur pencocokan harian.',
      ],
    },
    { kind: 'paragraph', text: 'Admin Keuangan, CV Cahaya Abadi (Mar 2020 - Des 2021)' },
    {
      kind: 'bullets',
      items: ['Membantu pencatatan faktur.', 'Menginput data pembayaran ke sistem.'],
    },
    { kind: 'heading', text: 'Pendidikan' },
    { kind: 'paragraph', text: 'S1 Akuntansi, Universitas Nusantara (2016 - 2020), IPK 3,52' },
    { kind: 'heading', text: 'Keahlian' },
    {
      kind: 'paragraph',
      text: 'Microsoft Excel, SAP, Perpajakan (Brevet A dan B), Laporan Keuangan, Rekonsiliasi Bank',
    },
    { kind: 'heading', text: 'Organisasi' },
    {
      kind: 'paragraph',
      text: 'Bendahara Himpunan Mahasiswa Akuntansi (2018 - 2019)',
    },
  ],
};

export const WEAK_ENGLISH_CV: CvModel = {
  language: 'en',
  blocks: [
    { kind: 'heading', text: 'Andi Pratama' },
    { kind: 'paragraph', text: 'andi.pratama@example | Bandung' },
    { kind: 'heading', text: 'Experience' },
    { kind: 'paragraph', text: 'Sales Staff, PT Toko Serba Ada (2021 - 2023)' },
    {
      kind: 'bullets',
      items: [
        'Responsible for helping customers.',
        'Was tasked with arranging the products on the shelves.',
        'Helped with stock taking.',
      ],
    },
    { kind: 'heading', text: 'Education' },
    { kind: 'paragraph', text: 'SMA Negeri 3 Bandung (2018 - 2021)' },
  ],
};

/** The demo job seeker siswa@jenjang.test (Putri Maharani): a decent first CV, in Indonesian. */
export const PUTRI_CV: CvModel = {
  language: 'idn',
  blocks: [
    { kind: 'heading', text: 'Putri Maharani' },
    {
      kind: 'paragraph',
      text: 'putri.maharani@contoh.id | +62 813 2233 4455 | Jakarta | github.com/putrimaharani',
    },
    { kind: 'heading', text: 'Ringkasan' },
    {
      kind: 'paragraph',
      text: 'Lulusan Teknik Informatika yang senang mengolah data menjadi keputusan. Berpengalaman magang sebagai analis data dengan SQL dan Python.',
    },
    { kind: 'heading', text: 'Pengalaman Kerja' },
    { kind: 'paragraph', text: 'Data Analyst Intern, PT Data Cipta Lestari (Jul 2023 - Des 2023)' },
    {
      kind: 'bullets',
      items: [
        'Membuat dasbor penjualan mingguan dengan SQL dan Looker Studio untuk 12 kota.',
        'Bertugas membersihkan data pelanggan.',
        'Mengotomatiskan laporan stok dengan Python sehingga menghemat 6 jam kerja per minggu.',
      ],
    },
    { kind: 'heading', text: 'Pendidikan' },
    {
      kind: 'paragraph',
      text: 'S1 Teknik Informatika, Universitas Negeri Nusantara (2020 - 2024), IPK 3,61',
    },
    { kind: 'heading', text: 'Keahlian' },
    {
      kind: 'paragraph',
      text: 'SQL, Python, Microsoft Excel, Looker Studio, Statistika, Komunikasi',
    },
    { kind: 'heading', text: 'Organisasi' },
    { kind: 'paragraph', text: 'Bendahara Himpunan Mahasiswa Informatika (2022 - 2023)' },
  ],
};

/** The demo job seeker siswa2@jenjang.test (Bagas Saputra): a thin CV in English. */
export const BAGAS_CV: CvModel = {
  language: 'en',
  blocks: [
    { kind: 'heading', text: 'Bagas Saputra' },
    { kind: 'paragraph', text: 'bagas.saputra@example | Surabaya' },
    { kind: 'heading', text: 'Experience' },
    { kind: 'paragraph', text: 'Freelance Graphic Designer (2022 - 2024)' },
    {
      kind: 'bullets',
      items: [
        'Responsible for making social media posts.',
        'Was asked to design banners for local shops.',
      ],
    },
    { kind: 'heading', text: 'Education' },
    { kind: 'paragraph', text: 'SMK Negeri 5 Surabaya, Visual Communication Design (2019 - 2022)' },
    { kind: 'heading', text: 'Skills' },
    { kind: 'paragraph', text: 'Figma, Canva' },
  ],
};

/** A scanned CV: the page is a picture, so no text can be read (the failed demo analysis). */
export const SCANNED_CV: CvModel = {
  language: 'idn',
  blocks: [
    { kind: 'image', caption: 'Putri Maharani - CV hasil pindaian', widthPt: 480, heightPt: 640 },
  ],
};
