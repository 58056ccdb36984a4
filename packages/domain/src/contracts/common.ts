import { z } from 'zod';

export const PAGE_LIMIT_MAX = 100;

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(20),
});

export function paginatedSchema<T extends z.ZodTypeAny>(doc: T) {
  return z.object({
    docs: z.array(doc),
    totalDocs: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    totalPages: z.number().int(),
  });
}
export type Paginated<T> = {
  docs: T[];
  totalDocs: number;
  page: number;
  limit: number;
  totalPages: number;
};

export function dataSchema<T extends z.ZodTypeAny>(data: T) {
  return z.object({ data });
}
