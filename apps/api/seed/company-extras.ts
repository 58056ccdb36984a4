// What the company page shows beyond the companies row: workplace photos (illustrations shipped
// in the web's public folder, apps/web/public/company-photos), office locations and the verified
// badge. Drawn from a random stream of their own, so the companies and jobs stay as they were.
import { CITIES } from '@jenjang/domain';
import type { GeneratedCompany } from './companies';
import { cityName } from './companies';
import { createRng, deriveSeed } from './random';

export const COMPANY_PHOTO_SCENES: readonly {
  file: string;
  caption: readonly [id: string, en: string];
}[] = [
  { file: 'office', caption: ['Ruang kerja kami', 'Our workspace'] },
  { file: 'meeting', caption: ['Rapat mingguan tim', 'The weekly team meeting'] },
  { file: 'team', caption: ['Tim kami', 'Our team'] },
  { file: 'pantry', caption: ['Pantry dan ruang makan', 'Pantry and lunch area'] },
  { file: 'workshop', caption: ['Gudang dan area operasional', 'Warehouse and operations'] },
  { file: 'storefront', caption: ['Salah satu gerai kami', 'One of our outlets'] },
  { file: 'outing', caption: ['Outing tahunan', 'The yearly company outing'] },
  { file: 'training', caption: ['Sesi pelatihan karyawan baru', 'Training for new joiners'] },
];

export type CompanyPhotoSeed = {
  url: string;
  captionId: string;
  captionEn: string;
  position: number;
};
export type CompanyLocationSeed = { cityId: number; address: string; isHeadOffice: boolean };
export type CompanyExtras = {
  photos: CompanyPhotoSeed[];
  locations: CompanyLocationSeed[];
  /** Days before "now" the company was verified; null = not verified. */
  verifiedDaysAgo: number | null;
};

/** The same seed always gives the same extras, company by company. */
export function generateCompanyExtras(
  seed: number,
  companies: readonly GeneratedCompany[],
): Map<string, CompanyExtras> {
  const rng = createRng(deriveSeed(seed, 13));
  const out = new Map<string, CompanyExtras>();
  for (const company of companies) {
    const scenes = rng.pickMany(COMPANY_PHOTO_SCENES, rng.int(2, 4));
    const photos = scenes.map((scene, position) => ({
      url: `/company-photos/${scene.file}.svg`,
      captionId: scene.caption[0],
      captionEn: scene.caption[1],
      position,
    }));
    const otherCities = rng
      .pickMany(
        CITIES.filter((c) => c.id !== company.cityId),
        rng.weighted([
          [0, 3],
          [1, 2],
          [2, 1],
        ] as const),
      )
      .map((c) => ({
        cityId: c.id,
        address: `Kantor cabang ${cityName(c.id)}`,
        isHeadOffice: false,
      }));
    const locations = [
      { cityId: company.cityId, address: company.address, isHeadOffice: true },
      ...otherCities,
    ];
    // About a third of the companies have been verified by an admin.
    const verifiedDaysAgo = rng.chance(1 / 3) ? rng.int(5, 200) : null;
    out.set(company.slug, { photos, locations, verifiedDaysAgo });
  }
  return out;
}
