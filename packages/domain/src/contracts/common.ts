import { z } from 'zod';

export const PAGE_LIMIT_MAX = 100;

/** The largest value of a PostgreSQL `integer` column: the ids of cities, roles, categories. */
export const INTEGER_ID_MAX = 2_147_483_647;

/** The id of a row with an integer key, in a JSON body. A larger one cannot exist. */
export const integerIdSchema = z.number().int().positive().max(INTEGER_ID_MAX);

/** The same in a query string (text, coerced). */
export const integerIdQuerySchema = z.coerce.number().int().positive().max(INTEGER_ID_MAX);

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

/**
 * A calendar day that exists, 'YYYY-MM-DD' (2027-02-31 is not one: PostgreSQL would refuse it
 * after validation passed). A wrong shape reads "wrong format", a day that does not exist
 * "not a valid date".
 */
export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'wrongFormat', abort: true })
  .refine((value) => z.iso.date().safeParse(value).success, { error: 'invalidDate' });
