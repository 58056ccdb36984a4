// Every landing page of the spec ("Landing pages with preset searches"): hand-written topics
// plus the generated families. Route, sitemap, llms.txt and tests all read this module.
import { EMPLOYMENT_TYPE_VOCABULARY } from '@jenjang/domain';
import { PART_TIME_CITIES, ROLE_CITY_CITIES, type LandingCity } from './landing-cities';
import { REMOTE_ROLES, ROLE_CITY_ROLES, type LandingRole } from './landing-roles';
import { TOPIC_PAGES } from './landing-topics';
import type { LandingPage } from './landing-types';

export type { LandingFamily, LandingPage, LandingPreset, Localized } from './landing-types';
export { LANDING_FAMILIES } from './landing-types';
export { TOPIC_PAGES };

/** Capitalises the first letter for titles and headings ('digital marketing' → 'Digital marketing'). */
const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase('id-ID') + text.slice(1);

/** `loker-digital-marketing-jakarta`: one role in one city. */
export function roleCityPage(role: LandingRole, city: LandingCity): LandingPage {
  const r = role.name;
  return {
    slug: `loker-${role.key}-${city.slug}`,
    family: 'roleCity',
    roleKey: role.key,
    citySlug: city.slug,
    title: {
      idn: `Loker ${r.idn} di ${city.name}`,
      en: `${capitalize(r.en)} jobs in ${city.name}`,
    },
    heading: {
      idn: `Lowongan ${r.idn} di ${city.name}`,
      en: `${capitalize(r.en)} jobs in ${city.name}`,
    },
    description: {
      idn: `Lowongan ${r.idn} terbaru di ${city.name}: lihat perusahaan yang sedang merekrut, kisaran gaji, dan syaratnya, lalu lamar gratis di Jenjang.`,
      en: `The latest ${r.en} jobs in ${city.name}: see which companies are hiring, the salary ranges and requirements, and apply for free on Jenjang.`,
    },
    intro: {
      idn: `${role.about.idn} Berikut lowongan ${r.idn} yang masih dibuka di ${city.name}.`,
      en: `${role.about.en} Here are the ${r.en} openings in ${city.name} that are still accepting applications.`,
    },
    summary: {
      idn: `Lowongan ${r.idn} yang masih dibuka di ${city.name}.`,
      en: `Open ${r.en} jobs in ${city.name}, Indonesia.`,
    },
    preset: { search: role.search, cityIds: city.cityIds },
  };
}

/** `loker-remote-data-scientist`: one role, remote only. */
export function remoteRolePage(role: LandingRole): LandingPage {
  const r = role.name;
  return {
    slug: `loker-remote-${role.key}`,
    family: 'remoteRole',
    roleKey: role.key,
    title: { idn: `Loker ${r.idn} remote`, en: `Remote ${r.en} jobs` },
    heading: { idn: `Lowongan ${r.idn} remote`, en: `Remote ${r.en} jobs` },
    description: {
      idn: `Lowongan ${r.idn} remote dan work from home dari perusahaan di Indonesia. Kerja dari mana saja dan lamar gratis di Jenjang.`,
      en: `Remote and work-from-home ${r.en} jobs at companies in Indonesia. Work from anywhere and apply for free on Jenjang.`,
    },
    intro: {
      idn: `${role.about.idn} Semua lowongan di sini bisa dikerjakan dari rumah.`,
      en: `${role.about.en} Every job here can be done from home.`,
    },
    summary: {
      idn: `Lowongan ${r.idn} remote (kerja dari rumah) di perusahaan Indonesia.`,
      en: `Remote, work-from-home ${r.en} jobs at companies in Indonesia.`,
    },
    preset: { search: role.search, location: ['remote'] },
  };
}

/** `loker-part-time-bandung`: part-time jobs in one city. */
export function partTimeCityPage(city: LandingCity): LandingPage {
  return {
    slug: `loker-part-time-${city.slug}`,
    family: 'partTimeCity',
    citySlug: city.slug,
    title: { idn: `Loker part time ${city.name}`, en: `Part-time jobs in ${city.name}` },
    heading: { idn: `Lowongan part time di ${city.name}`, en: `Part-time jobs in ${city.name}` },
    description: {
      idn: `Lowongan part time terbaru di ${city.name}: shift, akhir pekan, dan jam fleksibel untuk mahasiswa maupun pekerja. Lamar gratis di Jenjang.`,
      en: `The latest part-time jobs in ${city.name}: shifts, weekends and flexible hours for students and workers alike. Apply for free on Jenjang.`,
    },
    intro: {
      idn: `Cari kerja paruh waktu di ${city.name}? Berikut lowongan part time yang masih dibuka, dari kafe dan ritel sampai kantor.`,
      en: `Looking for part-time work in ${city.name}? Here are the part-time jobs still open, from cafés and shops to offices.`,
    },
    summary: {
      idn: `Lowongan part time (paruh waktu) yang masih dibuka di ${city.name}.`,
      en: `Open part-time jobs in ${city.name}, Indonesia.`,
    },
    preset: { employment: ['partTime'], cityIds: city.cityIds },
  };
}

export const ROLE_CITY_PAGES: readonly LandingPage[] = ROLE_CITY_ROLES.flatMap((role) =>
  ROLE_CITY_CITIES.map((city) => roleCityPage(role, city)),
);
export const REMOTE_ROLE_PAGES: readonly LandingPage[] = REMOTE_ROLES.map(remoteRolePage);
export const PART_TIME_CITY_PAGES: readonly LandingPage[] = PART_TIME_CITIES.map(partTimeCityPage);

export const LANDING_PAGES: readonly LandingPage[] = [
  ...TOPIC_PAGES,
  ...PART_TIME_CITY_PAGES,
  ...REMOTE_ROLE_PAGES,
  ...ROLE_CITY_PAGES,
];

const BY_SLUG = new Map(LANDING_PAGES.map((page) => [page.slug, page]));

export function findLandingPage(slug: string): LandingPage | undefined {
  return BY_SLUG.get(slug as LandingPage['slug']);
}

export function landingPath(page: Pick<LandingPage, 'slug'>): string {
  return `/${page.slug}`;
}

export type RelatedGroup = {
  kind: 'sameRole' | 'sameCity' | 'sameFamily' | 'more';
  pages: LandingPage[];
};

const RELATED_LIMIT = 12;

/**
 * Pages worth a look from this one: the same role elsewhere, the same city, the same family.
 * `include` leaves out pages (say, those whose search finds nothing right now).
 */
export function relatedLandingPages(
  page: LandingPage,
  include: (candidate: LandingPage) => boolean = () => true,
): RelatedGroup[] {
  const others = LANDING_PAGES.filter((p) => p.slug !== page.slug && include(p));
  const taken = new Set<string>();
  const group = (kind: RelatedGroup['kind'], pages: LandingPage[]): RelatedGroup[] => {
    const fresh = pages.filter((p) => !taken.has(p.slug)).slice(0, RELATED_LIMIT);
    for (const p of fresh) taken.add(p.slug);
    return fresh.length > 0 ? [{ kind, pages: fresh }] : [];
  };

  const sameRole = page.roleKey
    ? others.filter((p) => p.roleKey === page.roleKey && p.family === 'roleCity')
    : [];
  const sameCity = page.citySlug ? others.filter((p) => p.citySlug === page.citySlug) : [];
  // Other role-by-city pages are reached through the two groups above.
  const sameFamily =
    page.family === 'roleCity' ? [] : others.filter((p) => p.family === page.family);
  // Then the hand-written topics, and a few remote pages from pages that are not remote.
  const more = [
    ...TOPIC_PAGES,
    ...(page.family === 'remoteRole' ? [] : REMOTE_ROLE_PAGES.slice(0, 4)),
  ].filter((p) => p.slug !== page.slug && include(p));
  return [
    ...group('sameRole', sameRole),
    ...group('sameCity', sameCity),
    ...group('sameFamily', sameFamily),
    ...group('more', more),
  ].slice(0, 3);
}

const ROLE_BY_KEY = new Map([...ROLE_CITY_ROLES, ...REMOTE_ROLES].map((r) => [r.key, r]));

/**
 * A short link text where the context already says the rest: in a block about Jakarta,
 * `loker-admin-jakarta` is just "Admin"; in a block about remote work, "Data scientist".
 */
export function landingShortLabel(page: LandingPage, locale: 'idn' | 'en'): string {
  const role = page.roleKey ? ROLE_BY_KEY.get(page.roleKey) : undefined;
  if (role && (page.family === 'roleCity' || page.family === 'remoteRole')) {
    return capitalize(role.name[locale]);
  }
  if (page.family === 'partTimeCity') return EMPLOYMENT_TYPE_VOCABULARY.label('partTime', locale);
  return page.title[locale];
}
