// Companies on the talent side: explore them, and one company's page.
import {
  BENEFIT_ICONS,
  BENEFITS,
  COMPANY_SIZES,
  CULTURE_VALUE_ICONS,
  CULTURE_VALUE_KEYS,
  wibDateOf,
  type Benefit,
  type CompanyCard,
  type CompanyDetail,
  type CompanyExploreQuery,
  type CompanyFilters,
  type CultureValueKey,
  type Paginated,
} from '@jenjang/domain';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { ApiLocale } from '../../platform/locale';
import {
  selectCityOptions,
  selectCompanyCards,
  selectCompanyLocations,
  selectCompanyOpenJobs,
  selectCompanyPhotos,
  selectCompanyProfile,
  selectIndustryOptions,
  type CompanyCardRow,
} from './companies.queries';
import { RESPONSE_WINDOW_DAYS } from './response-figures.queries';

export type CompaniesDeps = { db: Database; clock: Clock };

const DAY_MS = 86_400_000;
const OPEN_JOBS_ON_PAGE = 50;

function companyNotFound(locale: ApiLocale): AppError {
  return new AppError(
    'NOT_FOUND',
    locale === 'en' ? 'This company does not exist.' : 'Perusahaan ini tidak ditemukan.',
    undefined,
    404,
  );
}

/** Days with one decimal (0.04 days is "within the hour", still not zero). */
function roundDays(days: number | null): number | null {
  return days === null ? null : Math.round(days * 10) / 10;
}

function toCard(row: CompanyCardRow, locale: ApiLocale): CompanyCard {
  const count = row.applicationCount === null ? 0 : Number(row.applicationCount);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    logoUrl: row.logoUrl,
    industry:
      row.industryId !== null && row.industrySlug !== null
        ? {
            id: row.industryId,
            slug: row.industrySlug,
            name: (locale === 'en' ? row.industryNameEn : row.industryNameId) ?? '',
          }
        : null,
    city:
      row.cityId !== null && row.cityName !== null ? { id: row.cityId, name: row.cityName } : null,
    size: row.size,
    verified: row.verifiedAt !== null,
    openJobCount: Number(row.openJobCount),
    response: {
      applicationCount: count,
      medianDaysToFirstResponse: roundDays(row.medianDays === null ? null : Number(row.medianDays)),
      answeredShare:
        count === 0 || row.answeredShare === null
          ? null
          : Math.round(Number(row.answeredShare) * 1000) / 1000,
    },
  };
}

function window(deps: CompaniesDeps) {
  const now = deps.clock.now();
  return {
    wibToday: wibDateOf(now),
    since: new Date(now.getTime() - RESPONSE_WINDOW_DAYS * DAY_MS),
  };
}

/** GET /v1/companies */
export async function exploreCompanies(
  deps: CompaniesDeps,
  query: CompanyExploreQuery,
  locale: ApiLocale,
): Promise<Paginated<CompanyCard>> {
  const rows = await selectCompanyCards(deps.db, {
    ...window(deps),
    search: query.search,
    industryIds: query.industryIds,
    cityIds: query.cityIds,
    sizes: query.sizes,
    hasOpenJobs: query.hasOpenJobs,
    sort: query.sort,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const total = rows[0] ? Number(rows[0].total) : 0;
  return {
    docs: rows.map((row) => toCard(row, locale)),
    totalDocs: total,
    page: query.page,
    limit: query.limit,
    totalPages: Math.ceil(total / query.limit),
  };
}

/** GET /v1/companies/filters */
export async function listCompanyFilters(
  deps: CompaniesDeps,
  locale: ApiLocale,
): Promise<CompanyFilters> {
  const [industries, cities] = await Promise.all([
    selectIndustryOptions(deps.db),
    selectCityOptions(deps.db),
  ]);
  return {
    industries: industries.map((i) => ({
      id: i.id,
      slug: i.slug,
      name: locale === 'en' ? i.nameEn : i.nameId,
      companyCount: Number(i.companyCount),
    })),
    cities: cities.map((c) => ({ ...c, companyCount: Number(c.companyCount) })),
    sizes: [...COMPANY_SIZES],
  };
}

const isCultureValue = (v: string): v is CultureValueKey =>
  (CULTURE_VALUE_KEYS as readonly string[]).includes(v);
const isBenefit = (v: string): v is Benefit => (BENEFITS as readonly string[]).includes(v);

/** GET /v1/companies/slug/{slug} */
export async function getCompanyDetail(
  deps: CompaniesDeps,
  slug: string,
  locale: ApiLocale,
): Promise<CompanyDetail> {
  const times = window(deps);
  const [card] = await selectCompanyCards(deps.db, {
    ...times,
    slug,
    industryIds: [],
    cityIds: [],
    sizes: [],
    sort: 'name',
    limit: 1,
    offset: 0,
  });
  if (!card) throw companyNotFound(locale);
  const [profile, photos, locations, openJobs] = await Promise.all([
    selectCompanyProfile(deps.db, card.id),
    selectCompanyPhotos(deps.db, card.id),
    selectCompanyLocations(deps.db, card.id),
    selectCompanyOpenJobs(deps.db, {
      companyId: card.id,
      wibToday: times.wibToday,
      limit: OPEN_JOBS_ON_PAGE,
    }),
  ]);
  if (!profile) throw companyNotFound(locale);
  const en = locale === 'en';
  return {
    ...toCard(card, locale),
    // An English text left empty in the editor shows the Indonesian one.
    description: (en && profile.descriptionEn) || profile.descriptionId,
    website: profile.website,
    address: profile.address,
    foundedYear: profile.foundedYear,
    fundingStage: profile.fundingStage,
    verifiedAt: card.verifiedAt ? new Date(card.verifiedAt).toISOString() : null,
    locations,
    cultureValues: profile.cultureValues
      .filter(isCultureValue)
      .map((key) => ({ key, icon: CULTURE_VALUE_ICONS[key] })),
    benefits: profile.benefits
      .filter(isBenefit)
      .map((value) => ({ value, icon: BENEFIT_ICONS[value] })),
    photos: photos.map((p) => ({
      url: p.url,
      caption: (en && p.captionEn) || p.captionId,
      position: p.position,
    })),
    openJobs: openJobs.map((j) => ({
      ...j,
      publishedAt: new Date(j.publishedAt).toISOString(),
    })),
  };
}
