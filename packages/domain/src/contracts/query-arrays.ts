import { z } from 'zod';

/** A repeated query key (`cityIds=1&cityIds=2`, or one value) as a list of at most `max`. */
export function multiQuery<T extends z.ZodTypeAny>(item: T, max: number) {
  return z.preprocess((value) => {
    if (value === undefined || value === null || value === '') return [];
    const list = Array.isArray(value) ? value : [value];
    return list.filter((v) => v !== '' && v !== undefined);
  }, z.array(item).max(max).default([]));
}

/** `true`/`false` (also 1/0) in a query string. */
export const queryBoolean = z.preprocess(
  (value) =>
    value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value,
  z.boolean().optional(),
);
