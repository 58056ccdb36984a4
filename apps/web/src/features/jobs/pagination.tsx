import { ChevronLeft, ChevronRight } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { paginationItems } from './pagination-model';

/** Where page N of the home list lives; page 1 is the bare home page. */
export function homePageHref(page: number, anchor?: string) {
  return {
    pathname: '/',
    ...(page > 1 ? { query: { page: String(page) } } : {}),
    ...(anchor ? { hash: anchor } : {}),
  } as const;
}

const cell =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-semibold';

export async function Pagination({
  locale,
  page,
  totalPages,
  anchor,
  hrefFor = (target) => homePageHref(target, anchor),
}: {
  locale: AppLocale;
  page: number;
  totalPages: number;
  anchor: string;
  /** Where page N lives (defaults to the unfiltered home list); keeps a search's filters. */
  hrefFor?: (page: number) => string | ReturnType<typeof homePageHref>;
}) {
  if (totalPages <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'homepageJobs.pagination' });

  const step = (target: number, label: string, icon: ReactNode, iconFirst: boolean) => {
    const content = iconFirst ? (
      <>
        {icon}
        <span className="hidden sm:inline">{label}</span>
      </>
    ) : (
      <>
        <span className="hidden sm:inline">{label}</span>
        {icon}
      </>
    );
    if (target < 1 || target > totalPages) {
      return (
        <span aria-disabled="true" aria-label={label} className={cn(cell, 'gap-1 text-slate-400')}>
          {content}
        </span>
      );
    }
    return (
      <Link
        href={hrefFor(target)}
        aria-label={label}
        rel={target < page ? 'prev' : 'next'}
        className={cn(cell, 'gap-1 text-slate-700 hover:bg-slate-100')}
      >
        {content}
      </Link>
    );
  };

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
        {paginationItems(page, totalPages).map((item) =>
          item.type === 'gap' ? (
            <li key={item.key} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item.page} className={item.optional ? 'hidden sm:block' : undefined}>
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
        )}
        <li>
          {step(page + 1, t('next'), <ChevronRight aria-hidden="true" className="size-4" />, false)}
        </li>
      </ul>
    </nav>
  );
}
