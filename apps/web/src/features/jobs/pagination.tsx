import { ChevronLeft, ChevronRight } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import {
  paginationItems,
  phoneItems,
  type PageHref,
  type PaginationItem,
} from './pagination-model';

const cell =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-semibold';

/**
 * Page links of any job list (the home search, landing and browse pages): previous, the pages
 * around the current one (fewer on phones), next. The arrows are named by their text, visible
 * from `sm` up and for screen readers only below, so only links carry an aria-label (a plain
 * span may not, axe's aria-prohibited-attr); at the ends the arrow is plain text, not a link.
 */
export async function Pagination({
  locale,
  page,
  totalPages,
  hrefFor,
}: {
  locale: AppLocale;
  page: number;
  totalPages: number;
  /** Where page N lives, with the list's filters and anchor. */
  hrefFor: (page: number) => string | PageHref;
}) {
  if (totalPages <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'homepageJobs.pagination' });

  const step = (target: number, label: string, icon: ReactNode, iconFirst: boolean) => {
    const text = <span className="sr-only sm:not-sr-only">{label}</span>;
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
      return <span className={cn(cell, 'gap-1 text-slate-500')}>{content}</span>;
    }
    return (
      <Link
        href={hrefFor(target)}
        rel={target < page ? 'prev' : 'next'}
        className={cn(cell, 'gap-1 text-slate-700 hover:bg-slate-100')}
      >
        {content}
      </Link>
    );
  };

  // Two sets of page links, one per screen size; the other one is display: none.
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
            href={hrefFor(item.page)}
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
