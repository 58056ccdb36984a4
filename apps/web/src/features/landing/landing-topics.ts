// The hand-written landing pages: one or two per item of the spec's list, each with its own
// words. The generated families (role × city, remote roles, part time per city) are in
// landing-pages.ts.
import { SALARY_PRESET_MAX, SALARY_PRESET_MIN } from '@jenjang/domain';
import { LANDING_CITY } from './landing-cities';
import type { LandingPage } from './landing-types';

const FRESH_GRADUATE_SEARCH = 'fresh graduate';

export const TOPIC_PAGES: readonly LandingPage[] = [
  {
    slug: 'loker-cleaning-service',
    family: 'cleaningService',
    title: { idn: 'Loker cleaning service terbaru', en: 'Cleaning service jobs' },
    heading: { idn: 'Lowongan cleaning service', en: 'Cleaning service jobs' },
    description: {
      idn: 'Lowongan cleaning service dan office boy/girl terbaru di kantor, hotel, mal, dan rumah sakit. Banyak yang menerima lulusan SMA/SMK. Lamar gratis di Jenjang.',
      en: 'The latest cleaning service and office boy/girl jobs at offices, hotels, malls and hospitals, many open to high-school graduates. Apply for free on Jenjang.',
    },
    intro: {
      idn: 'Petugas kebersihan, office boy, dan office girl dibutuhkan hampir di setiap gedung. Berikut lowongan yang masih dibuka, termasuk yang tidak mensyaratkan pengalaman.',
      en: 'Cleaners, office boys and office girls are needed in almost every building. Here are the openings that are still accepting applications, including ones that need no experience.',
    },
    summary: {
      idn: 'Lowongan cleaning service, office boy, dan office girl yang masih dibuka di Indonesia.',
      en: 'Open cleaning service, office boy and office girl jobs in Indonesia.',
    },
    preset: { search: 'cleaning service' },
  },
  {
    slug: 'loker-fresh-graduate',
    family: 'freshGraduate',
    title: { idn: 'Loker fresh graduate terbaru', en: 'Jobs for fresh graduates' },
    heading: { idn: 'Lowongan untuk fresh graduate', en: 'Jobs for fresh graduates' },
    description: {
      idn: 'Lowongan kerja untuk fresh graduate dan lulusan baru dari SMA/SMK, D3, sampai S1. Temukan posisi pertamamu dan lamar gratis di Jenjang.',
      en: 'Jobs for fresh graduates, from high-school leavers to diploma and bachelor graduates. Find your first role and apply for free on Jenjang.',
    },
    intro: {
      idn: 'Baru lulus dan mencari pekerjaan pertama? Lowongan ini terbuka untuk fresh graduate, jadi pengalaman kerja bukan syarat utama.',
      en: 'Just graduated and looking for your first job? These openings welcome fresh graduates, so work experience is not the main requirement.',
    },
    summary: {
      idn: 'Lowongan yang terbuka untuk fresh graduate dan lulusan baru di Indonesia.',
      en: 'Open jobs in Indonesia that accept fresh graduates and recent school leavers.',
    },
    preset: { search: FRESH_GRADUATE_SEARCH },
  },
  {
    slug: 'loker-dibutuhkan-segera',
    family: 'urgentlyNeeded',
    title: { idn: 'Loker dibutuhkan segera, bisa langsung kerja', en: 'Urgent hiring: start soon' },
    heading: { idn: 'Lowongan yang dibutuhkan segera', en: 'Jobs that are hiring urgently' },
    description: {
      idn: 'Lowongan dari perusahaan yang sedang butuh karyawan secepatnya. Proses rekrutmen biasanya lebih singkat, jadi kamu bisa mulai kerja lebih cepat.',
      en: 'Jobs at companies that need people as soon as possible. Hiring is usually quicker, so you can start work sooner.',
    },
    intro: {
      idn: 'Perusahaan di daftar ini menandai lowongannya sebagai dibutuhkan segera. Lamar lebih awal: posisi seperti ini sering cepat terisi.',
      en: 'The companies below marked these jobs as urgently needed. Apply early: roles like these are often filled quickly.',
    },
    summary: {
      idn: 'Lowongan yang ditandai perusahaan sebagai dibutuhkan segera (urgent hiring).',
      en: 'Jobs that employers have marked as urgently needed (urgent hiring).',
    },
    preset: { urgentlyNeeded: true },
  },
  {
    slug: 'loker-wfh',
    family: 'remote',
    title: { idn: 'Loker WFH dan remote terbaru', en: 'Work-from-home and remote jobs' },
    heading: { idn: 'Lowongan kerja dari rumah (WFH)', en: 'Work-from-home jobs' },
    description: {
      idn: 'Lowongan kerja remote dan work from home dari perusahaan di Indonesia: IT, marketing, desain, customer service, dan lainnya. Lamar gratis di Jenjang.',
      en: 'Remote and work-from-home jobs at companies in Indonesia: IT, marketing, design, customer service and more. Apply for free on Jenjang.',
    },
    intro: {
      idn: 'Semua lowongan di sini bisa dikerjakan dari rumah atau dari mana saja. Perhatikan zona waktu dan kebutuhan perangkat yang diminta tiap perusahaan.',
      en: 'Every job here can be done from home or from anywhere. Check each company’s time zone and equipment requirements.',
    },
    summary: {
      idn: 'Lowongan remote dan work from home (WFH) dari perusahaan di Indonesia.',
      en: 'Remote and work-from-home (WFH) jobs at companies in Indonesia.',
    },
    preset: { location: ['remote'] },
  },
  {
    slug: 'loker-manager',
    family: 'manager',
    title: { idn: 'Loker manager terbaru', en: 'Manager jobs' },
    heading: { idn: 'Lowongan manager', en: 'Manager jobs' },
    description: {
      idn: 'Lowongan manager dan posisi manajerial di bidang sales, marketing, operasional, keuangan, dan HR. Bandingkan gaji dan lamar gratis di Jenjang.',
      en: 'Manager and management jobs in sales, marketing, operations, finance and HR. Compare salaries and apply for free on Jenjang.',
    },
    intro: {
      idn: 'Siap memimpin tim? Berikut posisi manager yang sedang dibuka, dari manajer toko sampai manajer divisi.',
      en: 'Ready to lead a team? Here are the manager roles that are open now, from store managers to department heads.',
    },
    summary: {
      idn: 'Lowongan manager dan posisi manajerial yang masih dibuka di Indonesia.',
      en: 'Open manager and management positions in Indonesia.',
    },
    preset: { search: 'manager' },
  },
  {
    slug: 'loker-management-trainee',
    family: 'managementTrainee',
    title: { idn: 'Loker management trainee (MT)', en: 'Management trainee programmes' },
    heading: { idn: 'Lowongan management trainee', en: 'Management trainee programmes' },
    description: {
      idn: 'Program management trainee (MT) untuk lulusan baru yang ingin berkarier cepat menuju posisi pemimpin. Lihat syarat dan lamar gratis di Jenjang.',
      en: 'Management trainee (MT) programmes for recent graduates on a fast track to leadership. See the requirements and apply for free on Jenjang.',
    },
    intro: {
      idn: 'Program MT melatihmu di beberapa divisi sebelum ditempatkan sebagai calon pemimpin. Biasanya terbuka untuk lulusan S1 dengan IPK tertentu.',
      en: 'MT programmes rotate you through several departments before placing you as a future leader. They usually ask for a bachelor’s degree and a minimum GPA.',
    },
    summary: {
      idn: 'Program management trainee (MT) yang sedang membuka pendaftaran.',
      en: 'Management trainee (MT) programmes that are currently recruiting.',
    },
    preset: { search: 'management trainee' },
  },
  {
    slug: 'loker-gaji-tinggi',
    family: 'highSalary',
    title: { idn: 'Loker gaji tinggi', en: 'High-paying jobs' },
    heading: { idn: 'Lowongan dengan gaji tertinggi', en: 'The highest-paying jobs' },
    description: {
      idn: 'Lowongan kerja dengan gaji tertinggi di Jenjang, diurutkan dari kisaran gaji terbesar. Lihat posisi, syarat, dan lamar gratis.',
      en: 'The best-paid jobs on Jenjang, sorted from the highest salary range down. See the roles and requirements and apply for free.',
    },
    intro: {
      idn: 'Daftar ini mengurutkan lowongan berdasarkan gaji yang dicantumkan perusahaan, dari yang tertinggi.',
      en: 'This list sorts jobs by the salary the company states, highest first.',
    },
    summary: {
      idn: 'Lowongan di Indonesia diurutkan dari gaji tertinggi yang dicantumkan perusahaan.',
      en: 'Jobs in Indonesia sorted by the highest salary stated by the employer.',
    },
    preset: { sortParam: 'highestSalary' },
  },
  {
    slug: 'loker-data-entry',
    family: 'dataEntry',
    title: { idn: 'Loker data entry terbaru', en: 'Data entry jobs' },
    heading: { idn: 'Lowongan data entry', en: 'Data entry jobs' },
    description: {
      idn: 'Lowongan data entry dan admin input data, termasuk part time dan kerja dari rumah. Cocok untuk yang teliti dan terbiasa dengan Excel. Lamar gratis di Jenjang.',
      en: 'Data entry and data input jobs, including part-time and work-from-home roles. A good fit if you are careful and at home in Excel. Apply for free on Jenjang.',
    },
    intro: {
      idn: 'Pekerjaan data entry menuntut ketelitian dan kecepatan mengetik. Banyak posisi ini terbuka untuk lulusan SMA/SMK dan mahasiswa.',
      en: 'Data entry work calls for accuracy and fast typing. Many of these roles are open to high-school graduates and students.',
    },
    summary: {
      idn: 'Lowongan data entry dan input data yang masih dibuka di Indonesia.',
      en: 'Open data entry and data input jobs in Indonesia.',
    },
    preset: { search: 'data entry' },
  },
  {
    slug: 'loker-fresh-graduate-s1-semua-jurusan',
    family: 'freshGraduateAnyMajor',
    title: {
      idn: 'Loker fresh graduate S1 semua jurusan',
      en: 'Fresh graduate jobs for any major',
    },
    heading: {
      idn: 'Lowongan fresh graduate S1 semua jurusan, tanpa pengalaman',
      en: 'Fresh graduate jobs for any major, no experience needed',
    },
    description: {
      idn: 'Lowongan untuk lulusan S1 semua jurusan (juga SMA/SMK dan diploma) yang belum punya pengalaman kerja. Mulai kariermu dan lamar gratis di Jenjang.',
      en: 'Jobs for bachelor graduates of any major (and high-school and diploma graduates) without work experience. Start your career and apply for free on Jenjang.',
    },
    intro: {
      idn: 'Jurusanmu tidak harus sama dengan posisinya. Lowongan ini menerima pendidikan sampai S1 dan terbuka untuk fresh graduate.',
      en: 'Your major does not have to match the role. These jobs accept education up to a bachelor’s degree and are open to fresh graduates.',
    },
    summary: {
      idn: 'Lowongan untuk fresh graduate S1 semua jurusan (pendidikan SMA sampai S1) tanpa syarat pengalaman.',
      en: 'Jobs for fresh graduates of any major with education from high school up to a bachelor’s degree, no experience required.',
    },
    // The spec's preset (lastEducations 0-4): SMA/SMK up to S1. Jobs that asked for "S1/D4"
    // before D4 had an id of its own still carry 4 (migration 0023 added 9 beside it).
    preset: { search: FRESH_GRADUATE_SEARCH, lastEducations: [0, 1, 2, 3, 4] },
  },
  {
    slug: 'loker-hybrid',
    family: 'hybrid',
    title: { idn: 'Loker hybrid terbaru', en: 'Hybrid jobs' },
    heading: { idn: 'Lowongan kerja hybrid', en: 'Hybrid jobs' },
    description: {
      idn: 'Lowongan kerja hybrid: sebagian hari di kantor, sebagian dari rumah. Temukan perusahaan dengan jadwal fleksibel dan lamar gratis di Jenjang.',
      en: 'Hybrid jobs: some days at the office, some from home. Find companies with flexible schedules and apply for free on Jenjang.',
    },
    intro: {
      idn: 'Kerja hybrid memberi keseimbangan antara kolaborasi di kantor dan fokus di rumah. Jumlah hari di kantor berbeda di tiap perusahaan.',
      en: 'Hybrid work balances collaboration at the office with focus at home. The number of office days differs by company.',
    },
    summary: {
      idn: 'Lowongan dengan sistem kerja hybrid (kantor dan rumah) di Indonesia.',
      en: 'Hybrid jobs in Indonesia, split between the office and home.',
    },
    preset: { location: ['hybrid'] },
  },
  {
    slug: 'loker-part-time-mahasiswa',
    family: 'partTimeStudents',
    title: { idn: 'Loker part time untuk mahasiswa', en: 'Part-time jobs for students' },
    heading: { idn: 'Lowongan part time untuk mahasiswa', en: 'Part-time jobs for students' },
    description: {
      idn: 'Lowongan part time yang bisa disambi kuliah: jam kerja fleksibel, shift, dan akhir pekan. Tambah penghasilan dan pengalaman, lamar gratis di Jenjang.',
      en: 'Part-time jobs that fit around your studies: flexible hours, shifts and weekends. Earn and gain experience, and apply for free on Jenjang.',
    },
    intro: {
      idn: 'Cari kerja sambil kuliah? Lowongan part time ini menyebut mahasiswa sebagai kandidat yang dicari.',
      en: 'Looking for work while you study? These part-time jobs mention students as the people they are looking for.',
    },
    summary: {
      idn: 'Lowongan part time yang terbuka untuk mahasiswa di Indonesia.',
      en: 'Part-time jobs in Indonesia that are open to university students.',
    },
    preset: { employment: ['partTime'], search: 'mahasiswa' },
  },
  {
    slug: 'loker-part-time-online',
    family: 'partTimeOnline',
    title: { idn: 'Loker part time online dari rumah', en: 'Online part-time jobs' },
    heading: { idn: 'Lowongan part time online', en: 'Online part-time jobs' },
    description: {
      idn: 'Lowongan part time online yang bisa dikerjakan dari rumah: admin, customer service, penulis, desain, dan lainnya. Lamar gratis di Jenjang.',
      en: 'Online part-time jobs you can do from home: admin, customer service, writing, design and more. Apply for free on Jenjang.',
    },
    intro: {
      idn: 'Semua lowongan di sini paruh waktu dan remote, jadi cukup dengan laptop dan koneksi internet yang stabil.',
      en: 'Every job here is part-time and remote, so all you need is a laptop and a stable connection.',
    },
    summary: {
      idn: 'Lowongan part time yang dikerjakan online dari rumah.',
      en: 'Part-time jobs done online from home.',
    },
    preset: { employment: ['partTime'], location: ['remote'] },
  },
  {
    slug: 'loker-driver-jakarta',
    family: 'driverJakarta',
    citySlug: LANDING_CITY.jakarta.slug,
    title: { idn: 'Loker driver Jakarta terbaru', en: 'Driver jobs in Jakarta' },
    heading: { idn: 'Lowongan driver di Jakarta', en: 'Driver jobs in Jakarta' },
    description: {
      idn: 'Lowongan driver, sopir pribadi, sopir kantor, dan pengemudi operasional di Jakarta. Cek syarat SIM dan gaji, lalu lamar gratis di Jenjang.',
      en: 'Driver jobs in Jakarta: private drivers, company drivers and delivery drivers. Check the licence and pay requirements and apply for free on Jenjang.',
    },
    intro: {
      idn: 'Lowongan pengemudi di Jakarta dan sekitarnya. Siapkan SIM yang sesuai (A atau B1) dan pengetahuan rute ibu kota.',
      en: 'Driving jobs in and around Jakarta. Have the right licence ready (A or B1) and know your way around the capital.',
    },
    summary: {
      idn: 'Lowongan driver dan sopir yang masih dibuka di Jakarta.',
      en: 'Open driver jobs in Jakarta, Indonesia.',
    },
    preset: { search: 'driver', cityIds: LANDING_CITY.jakarta.cityIds },
  },
  {
    slug: 'loker-bank-surabaya',
    family: 'bankSurabaya',
    citySlug: LANDING_CITY.surabaya.slug,
    title: { idn: 'Loker bank Surabaya terbaru', en: 'Bank jobs in Surabaya' },
    heading: { idn: 'Lowongan bank di Surabaya', en: 'Banking jobs in Surabaya' },
    description: {
      idn: 'Lowongan bank di Surabaya: teller, customer service, marketing kredit, dan staf kantor pusat. Lihat syarat dan lamar gratis di Jenjang.',
      en: 'Banking jobs in Surabaya: tellers, customer service, credit marketing and head-office staff. See the requirements and apply for free on Jenjang.',
    },
    intro: {
      idn: 'Bank dan BPR di Surabaya terus merekrut, dari frontliner sampai analis kredit. Banyak posisi terbuka untuk lulusan D3 dan S1.',
      en: 'Banks in Surabaya keep hiring, from front-line staff to credit analysts. Many roles are open to diploma and bachelor graduates.',
    },
    summary: {
      idn: 'Lowongan di industri perbankan di Surabaya, Jawa Timur.',
      en: 'Open jobs in the banking industry in Surabaya, East Java.',
    },
    preset: { industry: ['bank'], cityIds: LANDING_CITY.surabaya.cityIds },
  },
  ...[LANDING_CITY.yogyakarta, LANDING_CITY.surabaya].map((city): LandingPage => ({
    slug: `loker-gaji-5-juta-${city.slug}`,
    family: 'salaryFiveMillion',
    citySlug: city.slug,
    title: {
      idn: `Loker gaji 5 juta di ${city.name}`,
      en: `Jobs paying 5 million+ in ${city.name}`,
    },
    heading: {
      idn: `Lowongan gaji 5 juta ke atas di ${city.name}`,
      en: `Jobs in ${city.name} paying Rp5 million or more`,
    },
    description: {
      idn: `Lowongan di ${city.name} dengan gaji mulai Rp5 juta per bulan. Bandingkan posisi dan kisaran gaji, lalu lamar gratis di Jenjang.`,
      en: `Jobs in ${city.name} paying from Rp5 million a month. Compare the roles and salary ranges and apply for free on Jenjang.`,
    },
    intro: {
      idn: `Semua lowongan di sini mencantumkan gaji antara Rp5 juta dan Rp60 juta per bulan, untuk posisi di ${city.name}.`,
      en: `Every job here states a salary between Rp5 million and Rp60 million a month, for roles in ${city.name}.`,
    },
    summary: {
      idn: `Lowongan di ${city.name} dengan gaji Rp5 juta sampai Rp60 juta per bulan.`,
      en: `Jobs in ${city.name}, Indonesia, with a stated salary of Rp5–60 million a month.`,
    },
    preset: { salaryMin: SALARY_PRESET_MIN, salaryMax: SALARY_PRESET_MAX, cityIds: city.cityIds },
  })),
  {
    slug: 'loker-bali-tanpa-pengalaman',
    family: 'baliNoExperience',
    citySlug: LANDING_CITY.bali.slug,
    title: { idn: 'Loker Bali tanpa pengalaman', en: 'Jobs in Bali with no experience needed' },
    heading: { idn: 'Lowongan di Bali tanpa pengalaman', en: 'Jobs in Bali, no experience needed' },
    description: {
      idn: 'Lowongan di Bali yang terbuka untuk pelamar tanpa pengalaman: hotel, restoran, ritel, dan kantor di Denpasar dan sekitarnya. Lamar gratis di Jenjang.',
      en: 'Jobs in Bali open to applicants without experience: hotels, restaurants, retail and offices in Denpasar and beyond. Apply for free on Jenjang.',
    },
    intro: {
      idn: 'Ingin mulai bekerja di Bali? Lowongan ini terbuka untuk fresh graduate, banyak di antaranya di sektor pariwisata dan perhotelan.',
      en: 'Want to start working in Bali? These jobs welcome fresh graduates, many of them in tourism and hospitality.',
    },
    summary: {
      idn: 'Lowongan di Bali (termasuk Denpasar) yang terbuka untuk pelamar tanpa pengalaman.',
      en: 'Jobs in Bali, including Denpasar, that are open to applicants without experience.',
    },
    preset: { search: FRESH_GRADUATE_SEARCH, cityIds: LANDING_CITY.bali.cityIds },
  },
  {
    slug: 'loker-tiktok',
    family: 'tiktok',
    title: { idn: 'Loker TikTok: host live, konten, dan affiliate', en: 'TikTok jobs' },
    heading: { idn: 'Lowongan seputar TikTok', en: 'TikTok jobs' },
    description: {
      idn: 'Lowongan host live streaming, content creator, admin TikTok Shop, dan TikTok ads specialist. Lihat syarat dan lamar gratis di Jenjang.',
      en: 'Jobs for live-stream hosts, content creators, TikTok Shop admins and TikTok ads specialists. See the requirements and apply for free on Jenjang.',
    },
    intro: {
      idn: 'Brand dan toko online membutuhkan orang yang paham TikTok: membuat video, memandu live, dan mengelola iklan.',
      en: 'Brands and online shops need people who know TikTok: making videos, hosting live streams and running ads.',
    },
    summary: {
      idn: 'Lowongan yang berkaitan dengan TikTok: host live, konten, TikTok Shop, dan iklan.',
      en: 'Jobs involving TikTok: live-stream hosting, content, TikTok Shop and ads.',
    },
    preset: { search: 'tiktok' },
  },
  {
    slug: 'loker-bahasa-mandarin',
    family: 'mandarin',
    title: { idn: 'Loker bahasa Mandarin', en: 'Mandarin-speaking jobs' },
    heading: { idn: 'Lowongan yang membutuhkan bahasa Mandarin', en: 'Jobs for Mandarin speakers' },
    description: {
      idn: 'Lowongan untuk yang menguasai bahasa Mandarin: penerjemah, admin, sales, dan staf perusahaan Tiongkok di Indonesia. Lamar gratis di Jenjang.',
      en: 'Jobs for Mandarin speakers: translators, admins, sales and staff at Chinese companies in Indonesia. Apply for free on Jenjang.',
    },
    intro: {
      idn: 'Kemampuan bahasa Mandarin makin dicari, terutama oleh perusahaan manufaktur, perdagangan, dan teknologi.',
      en: 'Mandarin skills are increasingly in demand, especially at manufacturing, trading and technology companies.',
    },
    summary: {
      idn: 'Lowongan di Indonesia yang meminta kemampuan bahasa Mandarin.',
      en: 'Jobs in Indonesia that ask for Mandarin Chinese language skills.',
    },
    preset: { search: 'mandarin' },
  },
];
