import { wibDateOf, type CityItem, type JobRoleItem, type TaxonomyItem } from '@jenjang/domain';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db';
import type { ApiLocale } from '../../platform/locale';
import { findByNames } from '../jobs/search/find-by-names';
import type { SearchLookups } from '../jobs/search/search-lookups';
import {
  selectCitiesWithCounts,
  selectIndustriesWithCounts,
  selectRoleCategoriesWithCounts,
  selectRolesMatchingName,
  selectRolesWithCounts,
} from './taxonomy.queries';

/** `lookups`: the job search's (its vocabulary and typo answers), for searching roles by name. */
export type TaxonomyDeps = { db: Database; clock: Clock; lookups: SearchLookups };

const localized = (row: { nameId: string; nameEn: string }, locale: ApiLocale) =>
  locale === 'en' ? row.nameEn : row.nameId;

export async function listIndustries(
  deps: TaxonomyDeps,
  locale: ApiLocale,
): Promise<TaxonomyItem[]> {
  const rows = await selectIndustriesWithCounts(deps.db, wibDateOf(deps.clock.now()));
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: localized(r, locale),
    jobCount: r.jobCount,
  }));
}

export async function listCities(deps: TaxonomyDeps): Promise<CityItem[]> {
  return selectCitiesWithCounts(deps.db, wibDateOf(deps.clock.now()));
}

export async function listRoleCategories(
  deps: TaxonomyDeps,
  locale: ApiLocale,
): Promise<TaxonomyItem[]> {
  const rows = await selectRoleCategoriesWithCounts(deps.db, wibDateOf(deps.clock.now()));
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: localized(r, locale),
    jobCount: r.jobCount,
  }));
}

/** The roles (of one category), busiest first, or with `search` those it finds, best first. */
export async function listRoles(
  deps: TaxonomyDeps,
  input: { categoryId?: number | undefined; search?: string | undefined; locale: ApiLocale },
): Promise<JobRoleItem[]> {
  const all = await selectRolesWithCounts(deps.db, wibDateOf(deps.clock.now()), input.categoryId);
  const rows = input.search
    ? await findByNames(deps.lookups, input.search, all, (r) => [r.nameId, r.nameEn])
    : all;
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: localized(r, input.locale),
    categoryId: r.categoryId,
    jobCount: r.jobCount,
  }));
}

/** For each given name, the best-matching role (or null): imports and CV parsing use this. */
export async function matchRolesByNames(
  deps: TaxonomyDeps,
  input: { names: string[]; locale: ApiLocale },
): Promise<{ name: string; role: Omit<JobRoleItem, 'jobCount'> | null }[]> {
  return Promise.all(
    input.names.map(async (name) => {
      const [best] = await selectRolesMatchingName(deps.db, name.trim().toLowerCase());
      return {
        name,
        role: best
          ? {
              id: best.id,
              slug: best.slug,
              name: localized(best, input.locale),
              categoryId: best.categoryId,
            }
          : null,
      };
    }),
  );
}
