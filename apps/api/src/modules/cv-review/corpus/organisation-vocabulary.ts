// Organisational activity bullets, shared by every field (student bodies and committees).
import type { Achievement, CvField, FieldVocabulary } from './field-vocabulary';
import { BUSINESS_FIELDS } from './field-vocabulary-business';
import { TECH_FIELDS } from './field-vocabulary-tech';

export const ORGANISATION_ACHIEVEMENTS: readonly Achievement[] = [
  {
    action: {
      en: 'Led the sponsorship team of the faculty career fair',
      idn: 'Memimpin tim sponsor bursa kerja fakultas',
    },
    base: {
      en: 'run the sponsorship team of the faculty career fair',
      idn: 'menjalankan tim sponsor bursa kerja fakultas',
    },
    passive: {
      en: 'Sponsorships for the faculty career fair were secured by my team',
      idn: 'Sponsor bursa kerja fakultas didapatkan oleh tim saya',
    },
    outcome: {
      en: 'securing Rp 150 million from 18 companies',
      idn: 'mendapatkan dana Rp 150 juta dari 18 perusahaan',
    },
    outcomeQualitative: {
      en: 'securing the full event budget from sponsors',
      idn: 'mendapatkan seluruh dana acara dari sponsor',
    },
    duty: {
      en: 'Contacted companies about sponsorship',
      idn: 'Menghubungi perusahaan untuk sponsor',
    },
  },
  {
    action: {
      en: 'Organized a peer tutoring program for first-year students',
      idn: 'Mengadakan program tutor sebaya untuk mahasiswa tahun pertama',
    },
    base: {
      en: 'organize a peer tutoring program for first-year students',
      idn: 'mengadakan program tutor sebaya untuk mahasiswa tahun pertama',
    },
    passive: {
      en: 'A peer tutoring program was organized for first-year students',
      idn: 'Program tutor sebaya diadakan untuk mahasiswa tahun pertama',
    },
    outcome: {
      en: 'reaching 240 students over 2 semesters',
      idn: 'menjangkau 240 mahasiswa selama 2 semester',
    },
    outcomeQualitative: {
      en: 'reaching most of the first-year class',
      idn: 'menjangkau sebagian besar mahasiswa angkatan baru',
    },
    duty: {
      en: 'Attended weekly meetings of the association',
      idn: 'Menghadiri rapat mingguan himpunan',
    },
  },
  {
    action: {
      en: 'Coordinated a community literacy project in a nearby village',
      idn: 'Mengoordinasikan proyek literasi masyarakat di desa sekitar kampus',
    },
    base: {
      en: 'coordinate a community literacy project in a nearby village',
      idn: 'mengoordinasikan proyek literasi masyarakat di desa sekitar kampus',
    },
    passive: {
      en: 'A community literacy project was coordinated in a nearby village',
      idn: 'Proyek literasi masyarakat dikoordinasikan di desa sekitar kampus',
    },
    outcome: {
      en: 'with 25 volunteers and 1,200 donated books',
      idn: 'dengan 25 relawan dan 1.200 buku sumbangan',
    },
    outcomeQualitative: {
      en: 'opening the first reading corner of the village',
      idn: 'membuka pojok baca pertama di desa tersebut',
    },
    duty: {
      en: 'Joined the community service program',
      idn: 'Mengikuti program pengabdian masyarakat',
    },
  },
  {
    action: {
      en: 'Grew the membership of the entrepreneurship club',
      idn: 'Menumbuhkan keanggotaan klub kewirausahaan',
    },
    base: {
      en: 'grow the membership of the entrepreneurship club',
      idn: 'menumbuhkan keanggotaan klub kewirausahaan',
    },
    passive: {
      en: 'The membership of the entrepreneurship club was expanded',
      idn: 'Keanggotaan klub kewirausahaan diperluas',
    },
    outcome: {
      en: 'from 35 to 110 active members in one year',
      idn: 'dari 35 menjadi 110 anggota aktif dalam satu tahun',
    },
    outcomeQualitative: {
      en: 'making it one of the most active clubs on campus',
      idn: 'menjadikannya salah satu klub paling aktif di kampus',
    },
    duty: { en: 'Managed the club social media account', idn: 'Mengurus akun media sosial klub' },
  },
];

/**
 * Which of ORGANISATION_ACHIEVEMENTS each of ORGANISATIONS (same order) carries, so a bullet
 * fits the body it is listed under.
 */
export const ORGANISATION_BULLETS: readonly (readonly number[])[] = [[2, 1], [0], [1, 2], [3]];

/** Work bullets any field can carry (team and process work), so longer CVs need not repeat. */
export const GENERIC_WORK_ACHIEVEMENTS: readonly Achievement[] = [
  {
    action: {
      en: 'Trained new team members on internal tools and procedures',
      idn: 'Melatih anggota tim baru tentang perangkat dan prosedur internal',
    },
    base: {
      en: 'train new team members on internal tools and procedures',
      idn: 'melatih anggota tim baru tentang perangkat dan prosedur internal',
    },
    passive: {
      en: 'New team members were trained on internal tools and procedures',
      idn: 'Anggota tim baru dilatih tentang perangkat dan prosedur internal',
    },
    outcome: {
      en: 'bringing 6 new hires to full productivity within a month',
      idn: 'membuat 6 karyawan baru produktif penuh dalam satu bulan',
    },
    outcomeQualitative: {
      en: 'bringing new hires to full productivity sooner',
      idn: 'membuat karyawan baru lebih cepat produktif',
    },
    duty: {
      en: 'Answered questions from new team members',
      idn: 'Menjawab pertanyaan anggota tim baru',
    },
  },
  {
    action: {
      en: 'Documented the standard operating procedures of the team',
      idn: 'Menuliskan prosedur operasional standar tim',
    },
    base: {
      en: 'document the standard operating procedures of the team',
      idn: 'menuliskan prosedur operasional standar tim',
    },
    passive: {
      en: 'The standard operating procedures of the team were documented',
      idn: 'Prosedur operasional standar tim didokumentasikan',
    },
    outcome: {
      en: 'reducing repeated questions to the supervisor by 40%',
      idn: 'mengurangi pertanyaan berulang kepada atasan sebesar 40%',
    },
    outcomeQualitative: {
      en: 'reducing repeated questions to the supervisor',
      idn: 'mengurangi pertanyaan berulang kepada atasan',
    },
    duty: {
      en: 'Filed team documents in the shared drive',
      idn: 'Mengarsipkan dokumen tim di drive bersama',
    },
  },
  {
    action: {
      en: 'Presented monthly performance reviews to the management team',
      idn: 'Mempresentasikan tinjauan kinerja bulanan kepada tim manajemen',
    },
    base: {
      en: 'present monthly performance reviews to the management team',
      idn: 'mempresentasikan tinjauan kinerja bulanan kepada tim manajemen',
    },
    passive: {
      en: 'Monthly performance reviews were presented to the management team',
      idn: 'Tinjauan kinerja bulanan dipresentasikan kepada tim manajemen',
    },
    outcome: {
      en: 'leading to 3 process changes adopted across the company',
      idn: 'menghasilkan 3 perubahan proses yang berlaku di seluruh perusahaan',
    },
    outcomeQualitative: {
      en: 'leading to process changes adopted across the company',
      idn: 'menghasilkan perubahan proses yang berlaku di seluruh perusahaan',
    },
    duty: {
      en: 'Collected figures for the monthly management meeting',
      idn: 'Mengumpulkan angka untuk rapat manajemen bulanan',
    },
  },
];

export function fieldVocabulary(field: CvField): FieldVocabulary {
  const vocabulary = BUSINESS_FIELDS[field] ?? TECH_FIELDS[field];
  if (!vocabulary) throw new Error(`No vocabulary for the field ${field}`);
  return vocabulary;
}
