import { formatCount, SEARCH_MAX_PAGE } from '@jenjang/domain';
import { Inbox, RefreshCw, TriangleAlert } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { type AppLocale } from '@/lib/i18n/routing';
import { JobCard } from '@/features/jobs/job-card';
import { buttonStyles } from '@/features/shell/button-styles';
import { StatusPanel } from '@/features/shell/status-panel';
import { Pagination } from '@/features/jobs/pagination';
import { listPageHref } from '@/features/jobs/pagination-model';
import type { JobSearchState } from '@/features/jobs/fetch-job-search';

export const RESULTS_ANCHOR = 'jobs';

/**
 * The results of a preset search: a heading, "showing 1–20 of 57", the job cards and page links;
 * or the error, out-of-range or `empty` state. Everything is server-rendered.
 */
export async function JobResults({
  locale,
  state,
  page,
  pathname,
  heading,
  empty,
}: {
  locale: AppLocale;
  state: JobSearchState;
  page: number;
  /** Where this list lives, for page links and "try again". */
  pathname: string;
  heading: string;
  /** What to say when the search finds nothing at all. */
  empty: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'homepageJobs' });
  const now = new Date();

  let body: ReactNode;
  let range: string | null = null;
  if (!state.ok) {
    body = (
      <StatusPanel
        role="alert"
        icon={<TriangleAlert aria-hidden="true" className="size-7" />}
        title={t('error.title')}
        actions={
          <Link
            href={listPageHref(pathname, page, RESULTS_ANCHOR)}
            prefetch={false}
            className={buttonStyles.primary}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('error.retry')}
          </Link>
        }
      >
        <p>{t('error.body')}</p>
      </StatusPanel>
    );
  } else if (state.result.docs.length === 0) {
    body =
      page > 1 ? (
        <StatusPanel
          role="status"
          icon={<Inbox aria-hidden="true" className="size-7" />}
          title={t('empty.outOfRangeTitle')}
          actions={
            <Link href={listPageHref(pathname, 1, RESULTS_ANCHOR)} className={buttonStyles.primary}>
              {t('empty.firstPage')}
            </Link>
          }
        >
          <p>{t('empty.outOfRangeBody', { page })}</p>
        </StatusPanel>
      ) : (
        empty
      );
  } else {
    const { result } = state;
    const from = (result.page - 1) * result.limit + 1;
    range = t('list.range', {
      from: formatCount(from, locale),
      to: formatCount(from + result.docs.length - 1, locale),
      total: `${formatCount(result.totalDocs, locale)}${result.totalIsCapped ? '+' : ''}`,
    });
    body = (
      <>
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {result.docs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} locale={locale} now={now} />
            </li>
          ))}
        </ul>
        <Pagination
          locale={locale}
          page={result.page}
          totalPages={Math.min(result.totalPages, SEARCH_MAX_PAGE)}
          hrefFor={(target) => listPageHref(pathname, target, RESULTS_ANCHOR)}
        />
      </>
    );
  }

  return (
    <section id={RESULTS_ANCHOR} aria-labelledby="results-heading" className="scroll-mt-20">
      <div className="mb-5 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="results-heading" className="text-xl font-bold text-slate-900 md:text-2xl">
          {heading}
        </h2>
        {range ? <p className="text-sm text-slate-600">{range}</p> : null}
      </div>
      {body}
    </section>
  );
}
