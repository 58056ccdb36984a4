export type SearchParams = Record<string, string | string[] | undefined>;

/** The first value of a query parameter. */
export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export const MAX_PAGE = 10_000;

/** `?page=` as a page number: whole, 1 to MAX_PAGE; anything else is page 1. */
export function parsePageParam(value: string | string[] | undefined): number {
  const raw = firstParam(value)?.trim() ?? '';
  if (!/^\d{1,6}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** `?search=` trimmed and capped, or undefined when empty. */
export function parseSearchParam(value: string | string[] | undefined): string | undefined {
  const search = firstParam(value)?.trim().slice(0, 100);
  return search ? search : undefined;
}
