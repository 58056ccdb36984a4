export type PaginationItem =
  | {
      type: 'page';
      page: number;
      current: boolean;
      /** may hide on narrow screens */ optional: boolean;
    }
  | { type: 'gap'; key: string };

/**
 * Page links around the current page: always the first and last, the current one and its
 * neighbours, and a gap where pages are left out (a gap of one page shows that page instead).
 * Neighbours are `optional` so phones can show just first, current and last.
 */
export function paginationItems(current: number, totalPages: number): PaginationItem[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  const shown = new Set<number>([1, totalPages, page - 1, page, page + 1]);
  if (page <= 4) for (let p = 2; p <= 5; p += 1) shown.add(p);
  if (page >= totalPages - 3) for (let p = totalPages - 4; p < totalPages; p += 1) shown.add(p);
  const pages = [...shown].filter((p) => p >= 1 && p <= totalPages).sort((a, b) => a - b);

  const items: PaginationItem[] = [];
  let previous = 0;
  for (const p of pages) {
    if (p - previous === 2) items.push(pageItem(p - 1, page));
    else if (p - previous > 2) items.push({ type: 'gap', key: `gap-${previous}` });
    items.push(pageItem(p, page));
    previous = p;
  }
  return items;
}

function pageItem(p: number, current: number): PaginationItem {
  return { type: 'page', page: p, current: p === current, optional: Math.abs(p - current) === 1 };
}

/**
 * Phones get the first, current and last pages with gaps between: the wide model's seven cells
 * and two arrows do not fit 360 px.
 */
export function phoneItems(page: number, totalPages: number): PaginationItem[] {
  if (totalPages < 1) return [];
  const current = Math.min(Math.max(1, page), totalPages);
  const pages = [...new Set([1, current, totalPages])];
  const items: PaginationItem[] = [];
  let previous = 0;
  for (const p of pages) {
    if (p - previous > 1) items.push({ type: 'gap', key: `gap-${previous}` });
    items.push({ type: 'page', page: p, current: p === current, optional: false });
    previous = p;
  }
  return items;
}

export type PageHref = {
  pathname: string;
  query?: Record<string, string | string[]>;
  hash?: string;
};

/** Page N of a list at `pathname`: page 1 is the bare path, later pages add `?page=N`. */
export function listPageHref(pathname: string, page: number, anchor?: string): PageHref {
  return {
    pathname,
    ...(page > 1 ? { query: { page: String(page) } } : {}),
    ...(anchor ? { hash: anchor } : {}),
  };
}
