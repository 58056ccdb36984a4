import { ChevronLeft, ChevronRight } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { paginationItems, type PaginationItem } from '@/features/jobs/pagination-model';

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

/**
 * Phones get the first, current and last pages with gaps between: the shared model's seven
 * cells and two arrows do not fit 360 px.
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

const cell =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-semibold';

/**
 * Page links for a list at any path. Same look and model as the home list's pagination
 * (features/jobs/pagination.tsx), which is tied to the home page's address.
 */
export async function ListPagination({
  locale,
  pathname,
  page,
  totalPages,
  anchor,
}: {
  locale: AppLocale;
  pathname: string;
  page: number;
  totalPages: number;
  anchor?: string;
}) {
  if (totalPages <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'homepageJobs.pagination' });
  const href = (target: number) => listPageHref(pathname, target, anchor);

  const step = (target: number, label: string, icon: ReactNode, iconFirst: boolean) => {
    const text = <span className="hidden sm:inline">{label}</span>;
    const content = iconFirst ? (
      <>
        {icon}
        {text}
      </>
    ) : (
      <>
        {text}
        {icon}
      </>
    );
    if (target < 1 || target > totalPages) {
      return (
        // A disabled link: a plain span may not carry aria-label, a role="link" one may.
        <span
          role="link"
          aria-disabled="true"
          aria-label={label}
          className={cn(cell, 'gap-1 text-slate-400')}
        >
          {content}
        </span>
      );
    }
    return (
      <Link
        href={href(target)}
        aria-label={label}
        rel={target < page ? 'prev' : 'next'}
        className={cn(cell, 'gap-1 text-slate-700 hover:bg-slate-100')}
      >
        {content}
      </Link>
    );
  };

  // Two sets of page links, one per screen size; the hidden one is display: none.
  const pageCells = (items: PaginationItem[], visibility: string, keyPrefix: string) =>
    items.map((item) =>
      item.type === 'gap' ? (
        <li
          key={`${keyPrefix}-${item.key}`}
          aria-hidden="true"
          className={cn('px-1 text-slate-500', visibility)}
        >
          …
        </li>
      ) : (
        <li key={`${keyPrefix}-${item.page}`} className={visibility}>
          <Link
            href={href(item.page)}
            aria-label={t('page', { page: item.page })}
            aria-current={item.current ? 'page' : undefined}
            className={cn(
              cell,
              item.current ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            {item.page}
          </Link>
        </li>
      ),
    );

  return (
    <nav aria-label={t('label')} className="mt-8">
      <ul className="flex items-center justify-center gap-1">
        <li>
          {step(
            page - 1,
            t('previous'),
            <ChevronLeft aria-hidden="true" className="size-4" />,
            true,
          )}
        </li>
        {pageCells(paginationItems(page, totalPages), 'hidden sm:block', 'wide')}
        {pageCells(phoneItems(page, totalPages), 'sm:hidden', 'phone')}
        <li>
          {step(page + 1, t('next'), <ChevronRight aria-hidden="true" className="size-4" />, false)}
        </li>
      </ul>
    </nav>
  );
}
