import {
  cityItemSchema,
  dataSchema,
  jobRoleItemSchema,
  taxonomyItemSchema,
  type CityItem,
  type JobRoleItem,
  type Locale,
  type TaxonomyItem,
} from '@jenjang/domain';
import { z } from 'zod';
import { ApiError, apiGet } from '@/lib/api/client';

// Counts move slowly; ten minutes keeps the browse pages cheap and still current.
const REVALIDATE_SECONDS = 600;

const listOf = <T extends z.ZodTypeAny>(item: T) => dataSchema(z.object({ docs: z.array(item) }));

export type Loaded<T> = { ok: true; items: T[] } | { ok: false };

async function loadList<T extends z.ZodTypeAny>(
  path: string,
  item: T,
  locale: Locale,
): Promise<Loaded<z.infer<T>>> {
  try {
    const body = await apiGet(path, listOf(item), {
      locale,
      next: { revalidate: REVALIDATE_SECONDS },
    });
    return { ok: true, items: body.data.docs };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.error(`taxonomy unavailable: ${error.message}`);
    return { ok: false };
  }
}

// Names come in the page's language (the API reads Accept-Language).

/** Industries with their open-job counts (`industry` filter takes the slug). */
export const loadIndustries = (locale: Locale): Promise<Loaded<TaxonomyItem>> =>
  loadList('/v1/job-portal/job-category', taxonomyItemSchema, locale);

/** Cities with their open-job counts (`cityIds` filter takes the id). */
export const loadCities = (locale: Locale): Promise<Loaded<CityItem>> =>
  loadList('/v1/job-portal/job/city', cityItemSchema, locale);

export const loadRoleCategories = (locale: Locale): Promise<Loaded<TaxonomyItem>> =>
  loadList('/v1/job-portal/job-role-category', taxonomyItemSchema, locale);

/** Every job role (all categories) with its open-job count. */
export const loadRoles = (locale: Locale): Promise<Loaded<JobRoleItem>> =>
  loadList('/v1/job-portal/job-role', jobRoleItemSchema, locale);
