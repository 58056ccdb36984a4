import { z } from 'zod';

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
