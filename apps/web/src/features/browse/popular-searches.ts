import { EMPLOYMENT_TYPE_VOCABULARY } from '@jenjang/domain';
import type { Localized } from '@/features/landing/landing-pages';

export type PopularSearch = {
  /** What goes into the search box; the API's synonyms cover the English words too. */
  readonly search: string;
  readonly label: Localized;
};

/**
 * What job seekers in Indonesia search for most, curated by hand (no query log exists yet).
 * The /loker/populer page shows each with its live count.
 */
export const POPULAR_SEARCHES: readonly PopularSearch[] = [
  { search: 'admin', label: { idn: 'Admin', en: 'Admin' } },
  { search: 'customer service', label: { idn: 'Customer service', en: 'Customer service' } },
  { search: 'sales', label: { idn: 'Sales', en: 'Sales' } },
  { search: 'marketing', label: { idn: 'Marketing', en: 'Marketing' } },
  { search: 'digital marketing', label: { idn: 'Digital marketing', en: 'Digital marketing' } },
  { search: 'akuntan', label: { idn: 'Akuntansi', en: 'Accounting' } },
  { search: 'kasir', label: { idn: 'Kasir', en: 'Cashier' } },
  { search: 'barista', label: { idn: 'Barista', en: 'Barista' } },
  { search: 'driver', label: { idn: 'Driver', en: 'Driver' } },
  { search: 'gudang', label: { idn: 'Staf gudang', en: 'Warehouse staff' } },
  { search: 'programmer', label: { idn: 'Programmer', en: 'Programmer' } },
  { search: 'desain grafis', label: { idn: 'Desain grafis', en: 'Graphic design' } },
  { search: 'data analyst', label: { idn: 'Data analyst', en: 'Data analyst' } },
  { search: 'hrd', label: { idn: 'HRD', en: 'HR' } },
  { search: 'perawat', label: { idn: 'Perawat', en: 'Nurse' } },
  { search: 'guru', label: { idn: 'Guru', en: 'Teacher' } },
  { search: 'teknisi', label: { idn: 'Teknisi', en: 'Technician' } },
  { search: 'content creator', label: { idn: 'Content creator', en: 'Content creator' } },
  { search: 'resepsionis', label: { idn: 'Resepsionis', en: 'Receptionist' } },
  { search: 'satpam', label: { idn: 'Satpam', en: 'Security guard' } },
  { search: 'magang', label: EMPLOYMENT_TYPE_VOCABULARY.labels.internship },
  { search: 'operator produksi', label: { idn: 'Operator produksi', en: 'Production operator' } },
];
