// How a company describes itself: funding stage and head count.
import { COMPANY_SIZES } from '../companies/company-options';
import { BENEFITS, CULTURE_VALUE_KEYS, FUNDING_STAGES } from '../enums';
import { defineVocabulary } from './vocabulary';

export const FUNDING_STAGE_VOCABULARY = defineVocabulary('fundingStage', FUNDING_STAGES, {
  bootstrap: { idn: 'Bootstrap', en: 'Bootstrapped' },
  'Pre Seed': { idn: 'Pre-seed', en: 'Pre-seed' },
  seriesA: { idn: 'Seri A', en: 'Series A' },
  seriesB: { idn: 'Seri B', en: 'Series B' },
  seriesC: { idn: 'Seri C', en: 'Series C' },
  Others: { idn: 'Tahap lain', en: 'Other stage' },
});

/** Head-count bands (companies.size), smallest first. */
export const COMPANY_SIZE_VOCABULARY = defineVocabulary('companySize', COMPANY_SIZES, {
  '1-10': { idn: '1–10 karyawan', en: '1–10 employees' },
  '11-50': { idn: '11–50 karyawan', en: '11–50 employees' },
  '51-200': { idn: '51–200 karyawan', en: '51–200 employees' },
  '201-500': { idn: '201–500 karyawan', en: '201–500 employees' },
  '501-1000': { idn: '501–1.000 karyawan', en: '501–1,000 employees' },
  '1001-5000': { idn: '1.001–5.000 karyawan', en: '1,001–5,000 employees' },
  '5000+': { idn: '5.000+ karyawan', en: '5,000+ employees' },
});

/** What a company offers, as the employer ticks it and the job page lists it. */
export const BENEFIT_VOCABULARY = defineVocabulary('benefit', BENEFITS, {
  medicalLeave: { idn: 'Cuti sakit', en: 'Medical leave' },
  dentalInsurance: { idn: 'Asuransi gigi', en: 'Dental insurance' },
  bonusSystem: { idn: 'Sistem bonus', en: 'Bonus system' },
  freeMeals: { idn: 'Makan gratis', en: 'Free meals' },
  competitiveSalary: { idn: 'Gaji kompetitif', en: 'Competitive salary' },
  casualDressCode: { idn: 'Pakaian kasual', en: 'Casual dress code' },
  freeLunch: { idn: 'Makan siang gratis', en: 'Free lunch' },
  selfDevelopmentAllowance: {
    idn: 'Tunjangan pengembangan diri',
    en: 'Self-development allowance',
  },
  transport: { idn: 'Tunjangan transportasi', en: 'Transport allowance' },
  internationalExposure: { idn: 'Kesempatan internasional', en: 'International exposure' },
  periodLeave: { idn: 'Cuti haid', en: 'Period leave' },
  teamBuilding: { idn: 'Team building', en: 'Team building' },
  vacationTime: { idn: 'Cuti liburan', en: 'Vacation time' },
  wellnessProgram: { idn: 'Program kesehatan', en: 'Wellness program' },
  childCareAssistance: { idn: 'Bantuan penitipan anak', en: 'Childcare assistance' },
  companyOutings: { idn: 'Outing perusahaan', en: 'Company outings' },
  employeeDiscounts: { idn: 'Diskon karyawan', en: 'Employee discounts' },
  gymMembership: { idn: 'Keanggotaan gym', en: 'Gym membership' },
  paidSickDays: { idn: 'Cuti sakit berbayar', en: 'Paid sick days' },
  professionalDevelopment: { idn: 'Pengembangan profesional', en: 'Professional development' },
  recreationalArea: { idn: 'Area rekreasi', en: 'Recreational area' },
  maternityLeave: { idn: 'Cuti melahirkan', en: 'Maternity leave' },
  petFriendlyOffice: { idn: 'Kantor ramah hewan', en: 'Pet-friendly office' },
  other: { idn: 'Benefit lainnya', en: 'Other benefits' },
});

/** A company's culture values (what each means to a candidate: the web's cultureSubtitle). */
export const CULTURE_VALUE_VOCABULARY = defineVocabulary('cultureValue', CULTURE_VALUE_KEYS, {
  innovative: { idn: 'Inovatif', en: 'Innovative' },
  nurturing: { idn: 'Saling membimbing', en: 'Nurturing' },
  passionate: { idn: 'Penuh semangat', en: 'Passionate' },
  vibrant: { idn: 'Dinamis', en: 'Vibrant' },
  adaptable: { idn: 'Adaptif', en: 'Adaptable' },
  collaborative: { idn: 'Kolaboratif', en: 'Collaborative' },
  'fast-paced': { idn: 'Serba cepat', en: 'Fast-paced' },
  open: { idn: 'Terbuka', en: 'Open' },
  driven: { idn: 'Berorientasi hasil', en: 'Driven' },
  progressive: { idn: 'Progresif', en: 'Progressive' },
  energetic: { idn: 'Energik', en: 'Energetic' },
  integrity: { idn: 'Berintegritas', en: 'Integrity' },
  quality: { idn: 'Mengutamakan kualitas', en: 'Quality first' },
  discipline: { idn: 'Disiplin', en: 'Disciplined' },
  trustworthy: { idn: 'Tepercaya', en: 'Trustworthy' },
  fun: { idn: 'Menyenangkan', en: 'Fun' },
  respectful: { idn: 'Saling menghormati', en: 'Respectful' },
  balanced: { idn: 'Seimbang', en: 'Balanced' },
});
