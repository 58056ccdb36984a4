import { beforeAll, describe, expect, it } from 'vitest';
import { createCvAnalyzer, type CvAnalyzer } from './analyze-cv';
import { cvDocument } from './cv-fixtures.test-helpers';

let analyzer: CvAnalyzer;
beforeAll(() => {
  analyzer = createCvAnalyzer();
});

// Words real CVs use that a plain en-US dictionary or a small root list does not know.
const ENGLISH_CV_WORDS = [
  'onboarded upskilled stakeholders analytics scalable automations proactive teamwork ',
  'multitasking storytelling workflows reconciled mentored spearheaded streamlined revamped ',
  'rebranding deliverables geospatial pipelines retargeting remarketing monetization ',
  'shortlisted payables receivables accrual accruals amortization depreciation audited ',
  'cybersecurity virtualization containerized orchestrated benchmarking wireframes prototyped ',
  'usability personas hashtags livestream livestreaming telesales merchandising planogram ',
  'replenishment forklift preventive troubleshooting troubleshot headhunting sourcing ',
  'interviewed timesheets logbook optimised organised analysed utilised prioritised centre ',
  'programme modelling travelled labelled catalogue licence enrolment judgement fulfilment ',
  'favourite behaviour colleagues outsourced onsite offsite upsell cashflow bookkeeping ',
  'invoicing microsoft googled hackathon hackathons bootcamp internship internships ',
  'freelancing freelanced coursework capstone thesis alumni cumlaude summa valedictorian ',
  'overachieved underperforming datasets scraping webscraping crawler crawlers deployed ',
  'deployments refactored refactoring debugging unittest linting responsive realtime frontend ',
  'fullstack devops uptime downtime latency throughput caching cached queueing logistics ',
  'warehousing dispatching rostering barista baristas housekeeping concierge homestay ',
  'hospitality copywriter vlog vlogs podcast podcasts reels storyboards storyboarding ',
  'animator infographics layouting typesetting proofreading transcribing subtitling ',
  'translating interpreting tutoring mentoring coaching upskilling reskilling',
]
  .join('')
  .split(' ');
const INDONESIAN_CV_WORDS = [
  'perusahaan pengalaman pendidikan keahlian kemampuan pelatihan sertifikasi mengelola ',
  'meningkatkan menurunkan memimpin mengembangkan menyusun menjalankan melakukan ',
  'berkoordinasi berkolaborasi bertanggung pelanggan penjualan pemasaran keuangan akuntansi ',
  'perpajakan pembukuan rekonsiliasi anggaran laporan bulanan mingguan harian tahunan ',
  'karyawan rekrutmen wawancara penggajian administrasi kearsipan persuratan dokumentasi ',
  'penjadwalan pengadaan pembelian gudang persediaan pengiriman ekspedisi armada pelayanan ',
  'keluhan kepuasan konten unggahan pengikut kampanye iklan berbayar jangkauan konversi ',
  'strategi analisis visualisasi dasbor basis pemrograman aplikasi pengembangan pengujian ',
  'perangkat jaringan keamanan infrastruktur server desain antarmuka pengguna prototipe riset ',
  'wawancara observasi himpunan mahasiswa ketua wakil sekretaris bendahara koordinator divisi ',
  'acara kepanitiaan relawan sosial lingkungan pengabdian masyarakat kuliah kerja nyata ',
  'magang praktik lapangan skripsi penelitian jurnal publikasi lomba juara finalis beasiswa ',
  'penghargaan berprestasi lulusan terbaik cumlaude fasih menengah penutur asli membaca ',
  'menulis berenang memasak bersepeda fotografi videografi penyuntingan penerjemahan ',
  'menerjemahkan berbahasa tersertifikasi terakreditasi terverifikasi berorientasi detail ',
  'teliti bertanggungjawab komunikatif kooperatif adaptif inisiatif kepemimpinan kerjasama ',
  'kolaboratif solutif analitis kritis kreatif inovatif proaktif responsif efektif efisien ',
  'optimal maksimal signifikan konsisten terukur tercapai melampaui target omzet pendapatan ',
  'laba keuntungan penghematan biaya operasional produktivitas kualitas kuantitas akurasi ',
  'ketepatan waktu tenggat jadwal prosedur standar operasional kebijakan regulasi kepatuhan ',
  'audit internal eksternal',
]
  .join('')
  .split(' ');

function spellingFindings(lines: string[]) {
  return analyzer
    .analyze({ document: cvDocument(lines), target: null, roles: [] })
    .aspects.flatMap((aspect) => aspect.findings)
    .filter((finding) => finding.detector === 'spelling');
}

describe('spelling', () => {
  it('does not report the vocabulary of real CVs', () => {
    expect(
      spellingFindings(
        ENGLISH_CV_WORDS.map((word) => `Experience with the ${word} in all of the projects`),
      ),
    ).toEqual([]);
    expect(
      spellingFindings(
        INDONESIAN_CV_WORDS.map((word) => `Pengalaman dengan ${word} untuk yang di dalam tim`),
      ),
    ).toEqual([]);
  });

  it('reports common typos with their correction', () => {
    const english: [string, string][] = [
      ['managment', 'management'],
      ['recieve', 'receive'],
      ['experiance', 'experience'],
      ['acheived', 'achieved'],
      ['developement', 'development'],
      ['responsibilty', 'responsibility'],
      ['comunication', 'communication'],
      ['enviroment', 'environment'],
      ['sucessful', 'successful'],
      // Two swaps are words ('seals', 'sales'): the dictionary's ranking picks the likelier.
      ['saels', 'sales'],
    ];
    for (const [typo, correction] of english) {
      const [finding] = spellingFindings([`Experience with the ${typo} in all of the projects`]);
      expect(finding?.suggestion).toBe(`Replace "${typo}" with "${correction}".`);
    }
    const indonesian: [string, string][] = [
      ['pengalamn', 'pengalaman'],
      ['pelangan', 'pelanggan'],
      ['kordinasi', 'koordinasi'],
      ['komunkasi', 'komunikasi'],
      ['mengelolah', 'mengelola'],
      ['bertangung', 'bertanggung'],
      // A dropped letter before a swap ('bualan'), and an everyday word before a rare one
      // ('bulakan').
      ['bulaan', 'bulanan'],
      ['pembayran', 'pembayaran'],
    ];
    for (const [typo, correction] of indonesian) {
      const [finding] = spellingFindings([`Pengalaman dengan ${typo} untuk yang di dalam tim`]);
      expect(finding?.suggestion).toBe(`Ganti "${typo}" dengan "${correction}".`);
    }
  });

  it('knows Indonesian words beyond the root list through the hunspell-id dictionary', () => {
    // Ordinary words the stemmer's root list lacks; each read as a typo before the dictionary.
    const words = [
      'mengurangi',
      'sebaya',
      'menerapkan',
      'absensi',
      'kerangka',
      'analis',
      'terbuang',
    ];
    expect(
      spellingFindings(words.map((word) => `Pengalaman dengan ${word} untuk yang di dalam tim`)),
    ).toEqual([]);
  });

  it('still reports an Indonesian typo the dictionary suggests a fix for', () => {
    const [finding] = spellingFindings(['Mencatat absensi dan sisa cuti karyawn setiap bulan']);
    expect(finding?.suggestion).toBe('Ganti "karyawn" dengan "karyawan".');
  });
});
