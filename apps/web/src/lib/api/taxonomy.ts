// The taxonomy lists (cities, industries, role categories, roles), with names in the page's
// language (the API reads Accept-Language) and their open-job counts. One loader for the
// search, browse, profile and onboarding pages.
import {
  cityItemSchema,
  jobRoleItemSchema,
  taxonomyItemSchema,
  taxonomyListResponseSchema,
  type CityItem,
  type JobRoleItem,
  type Locale,
  type TaxonomyItem,
} from '@jenjang/domain';
import type { z } from 'zod';
import { ApiError, apiGet } from './client';

/**
 * Ten minutes for every page. The browse pages show the lists' job counts, which should look
 * current; the search, profile and onboarding pages need only the names and would be happy
 * with an hour. They asked for the same URLs with 600 and 3600 s before, and Next's data cache
 * keeps one entry per URL, so the lifetime really was whichever page fetched last; ten minutes
 * costs four small requests per language every ten minutes.
 */
export const TAXONOMY_REVALIDATE_SECONDS = 600;

export type Loaded<T> = { ok: true; items: T[] } | { ok: false };

async function loadList<Item extends z.ZodType>(
  path: string,
  item: Item,
  locale: Locale,
): Promise<Loaded<z.infer<Item>>> {
  try {
    const body = await apiGet(path, taxonomyListResponseSchema(item), {
      locale,
      next: { revalidate: TAXONOMY_REVALIDATE_SECONDS },
    });
    return { ok: true, items: body.data.docs };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.error(`taxonomy ${path} unavailable: ${error.message}`);
    return { ok: false };
  }
}

/** The items, or none when the API could not answer (pages then show fewer names). */
export const itemsOf = <T>(loaded: Loaded<T>): T[] => (loaded.ok ? loaded.items : []);

/** Industries with their open-job counts (`industry` filter takes the slug). */
export const loadIndustries = (locale: Locale): Promise<Loaded<TaxonomyItem>> =>
  loadList('/v1/job-portal/job-category', taxonomyItemSchema, locale);

/** Cities with their open-job counts (`cityIds` filter takes the id), busiest markets first. */
export const loadCities = (locale: Locale): Promise<Loaded<CityItem>> =>
  loadList('/v1/job-portal/job/city', cityItemSchema, locale);

export const loadRoleCategories = (locale: Locale): Promise<Loaded<TaxonomyItem>> =>
  loadList('/v1/job-portal/job-role-category', taxonomyItemSchema, locale);

/** Every job role (all categories) with its open-job count. */
export const loadRoles = (locale: Locale): Promise<Loaded<JobRoleItem>> =>
  loadList('/v1/job-portal/job-role', jobRoleItemSchema, locale);
