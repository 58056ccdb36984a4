// How part-time and freelance work is paid, by role, the way Indonesian postings say it: a
// part-time barista or tutor per hour, a freelance tour guide or event SPG per day, a freelance
// designer or writer per project. Full-time, contract and internship postings pay per month, and
// so does part-time work of a role not listed here. Roles that are never hired part time or
// freelance (an accountant, a nurse) have no such employment in their mix (roles.ts).
import type { SalaryType } from '@jenjang/domain';

export type CasualPay = {
  partTime?: Extract<SalaryType, 'hourly' | 'monthly'>;
  freelance?: Extract<SalaryType, 'hourly' | 'daily' | 'project'>;
  /** The hourly or daily rate relative to the role's monthly band (a tutor's hour is dear). */
  rateFactor?: number;
};

export const CASUAL_PAY: Readonly<Record<string, CasualPay>> = {
  kasir: { partTime: 'hourly' },
  'customer-service': { partTime: 'hourly' },
  telemarketing: { partTime: 'hourly' },
  barista: { partTime: 'hourly' },
  'pelayan-restoran': { partTime: 'hourly' },
  pramuniaga: { partTime: 'hourly' },
  'juru-masak': { partTime: 'hourly' },
  'cleaning-service': { partTime: 'hourly' },
  'staff-gudang': { partTime: 'hourly' },
  'sales-promotion': { partTime: 'hourly', freelance: 'daily' },
  'host-live-streaming': { partTime: 'hourly', freelance: 'hourly', rateFactor: 1.6 },
  tutor: { partTime: 'hourly', freelance: 'hourly', rateFactor: 3 },
  'guru-bahasa-inggris': { partTime: 'hourly', freelance: 'hourly', rateFactor: 3 },
  'guru-bahasa-mandarin': { partTime: 'hourly', freelance: 'hourly', rateFactor: 3 },
  'pemandu-wisata': { freelance: 'daily', rateFactor: 1.3 },
  kurir: { freelance: 'daily' },
  fotografer: { freelance: 'daily', rateFactor: 1.5 },
  'graphic-designer': { freelance: 'project' },
  'video-editor': { freelance: 'project' },
  'content-creator': { freelance: 'project' },
  'content-writer': { freelance: 'project' },
  illustrator: { freelance: 'project' },
  'virtual-assistant': { freelance: 'hourly', rateFactor: 1.4 },
  'data-entry': { partTime: 'hourly', freelance: 'project' },
  'dokter-gigi': { partTime: 'hourly', rateFactor: 1.5 },
};
