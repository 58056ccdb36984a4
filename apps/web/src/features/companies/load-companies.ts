import {
  companyDetailResponseSchema,
  companyExploreResponseSchema,
  companyFiltersResponseSchema,
  type CompanyCard,
  type CompanyDetail,
  type CompanyFilters,
  type Locale,
  type Paginated,
} from '@jenjang/domain';
import { cache } from 'react';
import { ApiError, apiGet } from '@/lib/api/client';
import { exploreApiQuery, type ExploreParams } from './explore-query';

export type ExploreState = { ok: true; result: Paginated<CompanyCard> } | { ok: false };

/** One page of companies; an error becomes a state the page shows. */
export async function loadCompanyExplore(p: ExploreParams, locale: Locale): Promise<ExploreState> {
  try {
    const body = await apiGet('/v1/companies', companyExploreResponseSchema, {
      locale,
      query: exploreApiQuery(p),
      // Open-job counts change with every posting; a minute old is fine for a list.
      next: { revalidate: 60 },
    });
    return { ok: true, result: body.data };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.error(`companies unavailable: ${error.message}`);
    return { ok: false };
  }
}

/** The filter options; none (the filters hide) when the API cannot say. */
export async function loadCompanyFilters(locale: Locale): Promise<CompanyFilters | null> {
  try {
    const body = await apiGet('/v1/companies/filters', companyFiltersResponseSchema, {
      locale,
      next: { revalidate: 600 },
    });
    return body.data;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return null;
  }
}

export type CompanyDetailResult =
  { status: 'found'; company: CompanyDetail } | { status: 'not-found' } | { status: 'error' };

/** A company by slug; cached per request so the page and its metadata share one call. */
export const loadCompanyDetail = cache(
  async (slug: string, locale: Locale): Promise<CompanyDetailResult> => {
    try {
      const body = await apiGet(
        `/v1/companies/slug/${encodeURIComponent(slug)}`,
        companyDetailResponseSchema,
        { locale, cache: 'no-store' },
      );
      return { status: 'found', company: body.data.result };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 404) return { status: 'not-found' };
      console.error(`company unavailable: ${error.message}`);
      return { status: 'error' };
    }
  },
);
