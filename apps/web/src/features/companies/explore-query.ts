// The /karir address <-> the explore query: filters live in the URL (shareable, work without
// JavaScript), the API contract checks them; anything it refuses falls back to no filter.
import { COMPANY_SIZES, COMPANY_SORTS, type CompanySize, type CompanySort } from '@jenjang/domain';

export const COMPANIES_PAGE_SIZE = 12;

export type ExploreParams = {
  search: string;
  industryId: number | null;
  cityId: number | null;
  size: CompanySize | null;
  hasOpenJobs: boolean;
  sort: CompanySort;
  page: number;
};

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

function positiveInt(text: string, max = 2_147_483_647): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= max ? n : null;
}

export function parseExploreParams(params: SearchParams): ExploreParams {
  const size = first(params.size);
  const sort = first(params.sort);
  return {
    search: first(params.search).slice(0, 100),
    industryId: positiveInt(first(params.industry)),
    cityId: positiveInt(first(params.city)),
    size: (COMPANY_SIZES as readonly string[]).includes(size) ? (size as CompanySize) : null,
    hasOpenJobs: first(params.open) === '1',
    sort: (COMPANY_SORTS as readonly string[]).includes(sort)
      ? (sort as CompanySort)
      : 'mostOpenJobs',
    page: positiveInt(first(params.page), 10_000) ?? 1,
  };
}

/** The API query of GET /v1/companies. */
export function exploreApiQuery(p: ExploreParams): Record<string, string | number | undefined> {
  return {
    search: p.search || undefined,
    industryIds: p.industryId ?? undefined,
    cityIds: p.cityId ?? undefined,
    sizes: p.size ?? undefined,
    hasOpenJobs: p.hasOpenJobs ? 'true' : undefined,
    sort: p.sort,
    page: p.page,
    limit: COMPANIES_PAGE_SIZE,
  };
}

/** The /karir address of these params (defaults left out, so the plain page stays /karir). */
export function explorePageHref(p: ExploreParams, page = p.page): string {
  const query = new URLSearchParams();
  if (p.search) query.set('search', p.search);
  if (p.industryId !== null) query.set('industry', String(p.industryId));
  if (p.cityId !== null) query.set('city', String(p.cityId));
  if (p.size !== null) query.set('size', p.size);
  if (p.hasOpenJobs) query.set('open', '1');
  if (p.sort !== 'mostOpenJobs') query.set('sort', p.sort);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/karir?${text}` : '/karir';
}

export function hasFilters(p: ExploreParams): boolean {
  return Boolean(p.search || p.industryId || p.cityId || p.size || p.hasOpenJobs);
}
