// The results part of an explore page (/karir, /mentoring): the error with a retry, the empty
// state with a way back to no filters, or the "showing 1–12 of 37" line, the cards and the pages.
import type { ReactNode } from 'react';
import { formatCount, type Paginated } from '@jenjang/domain';
import { Inbox, RefreshCw, TriangleAlert } from 'lucide-react';
import { Link } from '@/lib/i18n/navigation';
import { type AppLocale } from '@/lib/i18n/routing';
import { Pagination } from '@/features/jobs/pagination';
import { buttonStyles } from './button-styles';
import { StatusPanel } from './status-panel';

export type ExploreResultsKey =
  'error.title' | 'error.body' | 'error.retry' | 'empty.title' | 'empty.body' | 'reset' | 'range';

export function ExploreResults<T extends { id: string }>({
  locale,
  result,
  text,
  hrefFor,
  retryHref,
  resetHref,
  emptyIcon,
  listProps,
  renderCard,
}: {
  locale: AppLocale;
  /** null: the list could not be loaded. */
  result: Paginated<T> | null;
  text: (key: ExploreResultsKey, values?: Record<string, string>) => string;
  /** The address of a page of these results. */
  hrefFor: (page: number) => string;
  /** This very page again, after an error. */
  retryHref: string;
  /** Where the empty state's reset leads; null when nothing is filtered. */
  resetHref: string | null;
  emptyIcon?: ReactNode;
  listProps?: Record<`data-${string}`, boolean>;
  renderCard: (doc: T) => ReactNode;
}) {
  if (!result) {
    return (
      <StatusPanel
        role="alert"
        icon={<TriangleAlert aria-hidden="true" className="size-7" />}
        title={text('error.title')}
        actions={
          <Link href={retryHref} prefetch={false} className={buttonStyles.primary}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {text('error.retry')}
          </Link>
        }
      >
        <p>{text('error.body')}</p>
      </StatusPanel>
    );
  }
  if (result.docs.length === 0) {
    return (
      <StatusPanel
        role="status"
        icon={emptyIcon ?? <Inbox aria-hidden="true" className="size-7" />}
        title={text('empty.title')}
        actions={
          resetHref ? (
            <Link href={resetHref} className={buttonStyles.secondary}>
              {text('reset')}
            </Link>
          ) : null
        }
      >
        <p>{text('empty.body')}</p>
      </StatusPanel>
    );
  }
  const { docs, totalDocs, page, limit, totalPages } = result;
  const from = (page - 1) * limit + 1;
  return (
    <>
      <p className="mb-4 text-sm text-slate-600" aria-live="polite">
        {text('range', {
          from: formatCount(from, locale),
          to: formatCount(from + docs.length - 1, locale),
          total: formatCount(totalDocs, locale),
        })}
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" {...listProps}>
        {docs.map((doc) => renderCard(doc))}
      </ul>
      <div className="mt-8">
        <Pagination locale={locale} page={page} totalPages={totalPages} hrefFor={hrefFor} />
      </div>
    </>
  );
}
