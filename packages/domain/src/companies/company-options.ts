// The icons (lucide-react names) of the spec's culture values and benefits; their names and
// culture subtitles are the web's messages (both languages). Company head-count bands, in order.
import type { Benefit, CultureValueKey } from '../enums';

export const CULTURE_VALUE_ICONS: Record<CultureValueKey, string> = {
  innovative: 'lightbulb',
  nurturing: 'sprout',
  passionate: 'flame',
  vibrant: 'sparkles',
  adaptable: 'shuffle',
  collaborative: 'users',
  'fast-paced': 'zap',
  open: 'door-open',
  driven: 'target',
  progressive: 'trending-up',
  energetic: 'battery-charging',
  integrity: 'shield-check',
  quality: 'badge-check',
  discipline: 'clock',
  trustworthy: 'handshake',
  fun: 'party-popper',
  respectful: 'heart-handshake',
  balanced: 'scale',
};

export const BENEFIT_ICONS: Record<Benefit, string> = {
  medicalLeave: 'stethoscope',
  dentalInsurance: 'smile',
  bonusSystem: 'gift',
  freeMeals: 'utensils',
  competitiveSalary: 'wallet',
  casualDressCode: 'shirt',
  freeLunch: 'sandwich',
  selfDevelopmentAllowance: 'book-open',
  transport: 'bus',
  internationalExposure: 'globe',
  periodLeave: 'calendar-heart',
  teamBuilding: 'users',
  vacationTime: 'palmtree',
  wellnessProgram: 'heart-pulse',
  childCareAssistance: 'baby',
  companyOutings: 'tent',
  employeeDiscounts: 'percent',
  gymMembership: 'dumbbell',
  paidSickDays: 'thermometer',
  professionalDevelopment: 'graduation-cap',
  recreationalArea: 'gamepad-2',
  maternityLeave: 'baby',
  petFriendlyOffice: 'paw-print',
  other: 'plus',
};

/** Head-count bands as stored in companies.size, smallest first (the explore filter's order). */
export const COMPANY_SIZES = [
  '1-10',
  '11-50',
  '51-200',
  '201-500',
  '501-1000',
  '1001-5000',
  '5000+',
] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];
