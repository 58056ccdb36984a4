import { CITIES } from '@jenjang/domain';

type CitySlug = (typeof CITIES)[number]['slug'];

export type LandingCity = {
  readonly slug: CitySlug;
  readonly name: string;
  /** Bali pages also search Denpasar, its capital, which the data lists as its own city. */
  readonly cityIds: readonly number[];
};

function city(slug: CitySlug, extra: readonly CitySlug[] = []): LandingCity {
  const find = (s: CitySlug) => CITIES.find((c) => c.slug === s)!;
  const main = find(slug);
  return { slug, name: main.name, cityIds: [main.id, ...extra.map((s) => find(s).id)] };
}

export const LANDING_CITY = {
  jakarta: city('jakarta'),
  bandung: city('bandung'),
  surabaya: city('surabaya'),
  yogyakarta: city('yogyakarta'),
  medan: city('medan'),
  bali: city('bali', ['denpasar']),
  makassar: city('makassar'),
  semarang: city('semarang'),
  palembang: city('palembang'),
  bekasi: city('bekasi'),
  tangerang: city('tangerang'),
  depok: city('depok'),
  malang: city('malang'),
  bogor: city('bogor'),
} as const satisfies Partial<Record<CitySlug, LandingCity>>;

/** The 12 cities of the spec's role-by-city pages, in the spec's order. */
export const ROLE_CITY_CITIES: readonly LandingCity[] = [
  LANDING_CITY.jakarta,
  LANDING_CITY.bandung,
  LANDING_CITY.surabaya,
  LANDING_CITY.yogyakarta,
  LANDING_CITY.medan,
  LANDING_CITY.bali,
  LANDING_CITY.makassar,
  LANDING_CITY.semarang,
  LANDING_CITY.palembang,
  LANDING_CITY.bekasi,
  LANDING_CITY.tangerang,
  LANDING_CITY.depok,
];

/** "Part time in many cities": the big student cities. */
export const PART_TIME_CITIES: readonly LandingCity[] = [
  LANDING_CITY.jakarta,
  LANDING_CITY.bandung,
  LANDING_CITY.surabaya,
  LANDING_CITY.yogyakarta,
  LANDING_CITY.malang,
  LANDING_CITY.semarang,
  LANDING_CITY.medan,
  LANDING_CITY.bali,
  LANDING_CITY.makassar,
  LANDING_CITY.bogor,
  LANDING_CITY.depok,
  LANDING_CITY.tangerang,
  LANDING_CITY.bekasi,
  LANDING_CITY.palembang,
];

/** 'bandung' → 'Bandung' (any city of the spec). */
export function cityName(slug: string | undefined): string {
  return CITIES.find((c) => c.slug === slug)?.name ?? '';
}
