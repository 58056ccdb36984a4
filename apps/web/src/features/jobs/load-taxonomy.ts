import {
  cityItemSchema,
  jobRoleItemSchema,
  taxonomyItemSchema,
  type CityItem,
  type JobRoleItem,
  type Locale,
  type TaxonomyItem,
} from '@jenjang/domain';
import { z } from 'zod';
import { ApiError, apiGet } from '@/lib/api/client';

export type SearchTaxonomy = {
  cities: CityItem[];
  industries: TaxonomyItem[];
  roleCategories: TaxonomyItem[];
  /** Names of the roles a search can filter by (`jobRoleIds`, from /loker/posisi). */
  roles: JobRoleItem[];
};

const EMPTY: SearchTaxonomy = { cities: [], industries: [], roleCategories: [], roles: [] };

/** The lists change rarely; an hour of caching spares the API on every search. */
const TAXONOMY_REVALIDATE_SECONDS = 3600;

async function list<Schema extends z.ZodTypeAny>(
  path: string,
  item: Schema,
  locale: Locale,
): Promise<z.infer<Schema>[]> {
  try {
    const body = await apiGet(path, z.object({ data: z.object({ docs: z.array(item) }) }), {
      locale,
      next: { revalidate: TAXONOMY_REVALIDATE_SECONDS },
    });
    return body.data.docs;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.error(`taxonomy ${path} unavailable: ${error.message}`);
    return [];
  }
}

/**
 * Cities, industries, job role categories and roles with their names in the page's language: labels of
 * selected filters the facets do not list, and industry ids ↔ slugs. Empty lists when the API is
 * down (the page still works, with fewer labels).
 */
export async function loadSearchTaxonomy(locale: Locale): Promise<SearchTaxonomy> {
  const [cities, industries, roleCategories, roles] = await Promise.all([
    list('/v1/job-portal/job/city', cityItemSchema, locale),
    list('/v1/job-portal/job-category', taxonomyItemSchema, locale),
    list('/v1/job-portal/job-role-category', taxonomyItemSchema, locale),
    list('/v1/job-portal/job-role', jobRoleItemSchema, locale),
  ]);
  return cities.length + industries.length + roleCategories.length + roles.length === 0
    ? EMPTY
    : { cities, industries, roleCategories, roles };
}
