// Words the generated prose uses for enum values (the UI has its own translations).
import type { Benefit, CultureValueKey, FundingStage } from '@jenjang/domain';
import type { Pair } from './roles';

/** How a culture value reads inside a sentence ("budaya kerja yang inovatif dan kolaboratif"). */
export const CULTURE_WORDS: Record<CultureValueKey, Pair> = {
  innovative: ['inovatif', 'innovative'],
  nurturing: ['saling mendukung', 'nurturing'],
  passionate: ['penuh semangat', 'passionate'],
  vibrant: ['dinamis', 'vibrant'],
  adaptable: ['adaptif', 'adaptable'],
  collaborative: ['kolaboratif', 'collaborative'],
  'fast-paced': ['serba cepat', 'fast-paced'],
  open: ['terbuka', 'open'],
  driven: ['berorientasi pada hasil', 'driven'],
  progressive: ['progresif', 'progressive'],
  energetic: ['energik', 'energetic'],
  integrity: ['berintegritas', 'built on integrity'],
  quality: ['mengutamakan kualitas', 'quality-focused'],
  discipline: ['disiplin', 'disciplined'],
  trustworthy: ['saling percaya', 'trusting'],
  fun: ['menyenangkan', 'fun'],
  respectful: ['saling menghormati', 'respectful'],
  balanced: ['seimbang', 'balanced'],
};

export const BENEFIT_WORDS: Record<Benefit, Pair> = {
  medicalLeave: ['cuti sakit', 'medical leave'],
  dentalInsurance: ['asuransi gigi', 'dental insurance'],
  bonusSystem: ['bonus kinerja', 'performance bonus'],
  freeMeals: ['makan gratis', 'free meals'],
  competitiveSalary: ['gaji kompetitif', 'competitive salary'],
  casualDressCode: ['dress code santai', 'casual dress code'],
  freeLunch: ['makan siang gratis', 'free lunch'],
  selfDevelopmentAllowance: ['tunjangan pengembangan diri', 'self-development allowance'],
  transport: ['tunjangan transportasi', 'transport allowance'],
  internationalExposure: ['kesempatan proyek internasional', 'international exposure'],
  periodLeave: ['cuti haid', 'period leave'],
  teamBuilding: ['kegiatan team building', 'team building'],
  vacationTime: ['cuti tahunan', 'paid holidays'],
  wellnessProgram: ['program kesehatan karyawan', 'wellness programme'],
  childCareAssistance: ['bantuan penitipan anak', 'childcare assistance'],
  companyOutings: ['outing perusahaan', 'company outings'],
  employeeDiscounts: ['diskon karyawan', 'employee discounts'],
  gymMembership: ['keanggotaan gym', 'gym membership'],
  paidSickDays: ['cuti sakit berbayar', 'paid sick days'],
  professionalDevelopment: ['pelatihan profesional', 'professional development'],
  recreationalArea: ['area rekreasi di kantor', 'recreation area at the office'],
  maternityLeave: ['cuti melahirkan', 'maternity leave'],
  petFriendlyOffice: ['kantor ramah hewan peliharaan', 'pet-friendly office'],
  other: ['benefit lainnya', 'other benefits'],
};

export const FUNDING_WORDS: Record<FundingStage, Pair> = {
  bootstrap: [
    'tumbuh secara mandiri tanpa pendanaan eksternal',
    'have grown without outside funding',
  ],
  'Pre Seed': ['baru menerima pendanaan tahap awal', 'recently raised pre-seed funding'],
  seriesA: ['didukung pendanaan Seri A', 'are backed by Series A funding'],
  seriesB: ['didukung pendanaan Seri B', 'are backed by Series B funding'],
  seriesC: ['didukung pendanaan Seri C', 'are backed by Series C funding'],
  Others: ['', ''],
};

/** Head-count bands stored in companies.size, with how a sentence says them. */
export const SIZE_BANDS: Record<string, Pair> = {
  '1-10': ['kurang dari 10', 'fewer than 10'],
  '11-50': ['11–50', '11–50'],
  '51-200': ['51–200', '51–200'],
  '201-500': ['201–500', '201–500'],
  '501-1000': ['501–1.000', '501–1,000'],
  '1001-5000': ['1.001–5.000', '1,001–5,000'],
  '5000+': ['lebih dari 5.000', 'more than 5,000'],
};

/** The spec's education scale as a requirement line. */
export const EDUCATION_WORDS: Record<number, Pair> = {
  0: ['SMA/SMK sederajat', 'a high-school (SMA/SMK) diploma'],
  1: ['D1', 'a one-year diploma (D1)'],
  2: ['D2', 'a two-year diploma (D2)'],
  3: ['D3', 'a three-year diploma (D3)'],
  4: ['S1/D4', 'a bachelor’s degree (S1/D4)'],
  5: ['S2', 'a master’s degree (S2)'],
  6: ['S3', 'a doctorate (S3)'],
};
