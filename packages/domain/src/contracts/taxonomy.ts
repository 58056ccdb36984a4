import { z } from 'zod';
import { integerIdQuerySchema } from './common';

export const taxonomyItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  jobCount: z.number().int(),
});
export const jobRoleItemSchema = taxonomyItemSchema.extend({ categoryId: z.number().int() });
export const cityItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  province: z.string(),
  jobCount: z.number().int(),
});
export type TaxonomyItem = z.infer<typeof taxonomyItemSchema>;
export type JobRoleItem = z.infer<typeof jobRoleItemSchema>;
export type CityItem = z.infer<typeof cityItemSchema>;

/** The taxonomy lists (industries, cities, role categories, roles): every item at once. */
export const taxonomyListResponseSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({ data: z.object({ docs: z.array(item) }) });

/**
 * GET /v1/job-portal/job-role: optionally the roles of one category; with `search`, the roles the
 * job search's matching finds for it (typos corrected, synonyms, both languages), best first
 * (an empty one is no search).
 */
export const jobRolesQuerySchema = z.object({
  categoryId: integerIdQuerySchema.optional(),
  search: z.string().trim().max(100).optional(),
});

/** GET /v1/job-portal/job-role/match-by-names: repeated `names`, 1 to 20 of them. */
export const matchRolesQuerySchema = z.object({
  names: z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z.array(z.string().trim().min(1).max(100)).min(1).max(20),
  ),
});
export const matchRolesResponseSchema = taxonomyListResponseSchema(
  z.object({ name: z.string(), role: jobRoleItemSchema.omit({ jobCount: true }).nullable() }),
);
