import type { CityItem, JobRoleItem, Locale, TaxonomyItem } from '@jenjang/domain';
import {
  itemsOf,
  loadCities,
  loadIndustries,
  loadRoleCategories,
  loadRoles,
} from '@/lib/api/taxonomy';

export type SearchTaxonomy = {
  cities: CityItem[];
  industries: TaxonomyItem[];
  roleCategories: TaxonomyItem[];
  /** Names of the roles a search can filter by (`jobRoleIds`, from /loker/posisi). */
  roles: JobRoleItem[];
};

/**
 * Cities, industries, job role categories and roles with their names in the page's language: labels of
 * selected filters the facets do not list, and industry ids ↔ slugs. Empty lists when the API is
 * down (the page still works, with fewer labels).
 */
export async function loadSearchTaxonomy(locale: Locale): Promise<SearchTaxonomy> {
  const [cities, industries, roleCategories, roles] = await Promise.all([
    loadCities(locale),
    loadIndustries(locale),
    loadRoleCategories(locale),
    loadRoles(locale),
  ]);
  return {
    cities: itemsOf(cities),
    industries: itemsOf(industries),
    roleCategories: itemsOf(roleCategories),
    roles: itemsOf(roles),
  };
}
