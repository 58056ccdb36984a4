import { formatCount, SEARCH_MAX_PAGE, type JobSearchResult } from '@jenjang/domain';
import { ArrowUpRight, Inbox, Info } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/i18n/navigation';
import { countArgs } from '@/lib/i18n/count';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { JOB_RESULTS_ANCHOR } from '@/lib/routes';
import { loadJobDetail } from '@/features/job-detail/load-job-detail';
import { buttonStyles } from '@/features/shell/button-styles';
import { StatusPanel } from '@/features/shell/status-panel';
import { ActiveFilters } from './active-filters';
import { EmptyResults } from './empty-results';
import { FilterPanel } from './filter-panel';
import { FilterSheetPanel, FilterSheetProvider, FilterSheetTrigger } from './filter-sheet';
import { HeroFacts } from './hero-facts';
import { HomeHero } from './home-hero';
import { BulkApplyBar } from '@/features/bulk-apply/bulk-apply-bar';
import { JobCard } from './job-card';
import { JobListEmpty, JobListError } from './job-list-states';
import { jobPath } from './job-path';
import { JobPane } from './job-pane';
import { ActivityBeacon } from '@/features/activity/activity-beacon';
import { loadJobSearch } from './load-job-search';
import { Pagination } from './pagination';
import { ScrollMemory } from './scroll-memory';
import { countActiveFilters, isNarrowed, searchHref, type JobFilters } from './search-filters';
import { SortControl } from './sort-control';
import { SplitViewLinks } from './split-view';

export const JOB_LIST_ANCHOR = 'jobs';
const FILTER_FORM_ID = 'job-filters';

/**
 * "171 lowongan", "1.641 lowongan": the exact count, written as every job count is (issue 22);
 * "10.000+ lowongan" only when the search stopped counting (a capped total).
 */
function resultCount(
  result: JobSearchResult,
  locale: AppLocale,
  t: Awaited<ReturnType<typeof getTranslations<'homepageJobs.results'>>>,
): string {
  const args = countArgs(result.totalDocs, locale);
  if (result.totalIsCapped) return t('countApprox', { count: `${args.count}+` });
  return t('count', args);
}

/**
 * Home: the job search, rendered on the server from the URL. Hero with the search box, filters
 * (sidebar or sheet), sort, chips, results with pagination; on wide screens a chosen job
 * (`?job=`) opens beside the list.
 */
export async function HomePage({
  locale,
  filters,
  selectedJob,
  filtersOpen = false,
}: {
  locale: AppLocale;
  filters: JobFilters;
  /** The job slug of the split view. */
  selectedJob?: string;
  /** `?filters=1`: the no-JavaScript way to open the filter sheet on a phone. */
  filtersOpen?: boolean;
}) {
  const [t, search, detail] = await Promise.all([
    getTranslations({ locale, namespace: 'homepageJobs' }),
    loadJobSearch(filters, locale),
    selectedJob ? loadJobDetail(selectedJob, locale) : Promise.resolve(null),
  ]);
  const [resultsT, bulk] = await Promise.all([
    getTranslations({ locale, namespace: 'homepageJobs.results' }),
    getTranslations({ locale, namespace: 'bulkApply.flow' }),
  ]);
  const narrowed = isNarrowed(filters);
  const split = detail !== null;
  const staticFrom = split ? 'never' : 'lg';
  const action = localizedPath(locale, '/');
  const currentHref = searchHref(filters, selectedJob ? { job: selectedJob } : {});
  const activeCount = countActiveFilters(filters);
  const result = search.ok ? search.result : null;
  const now = new Date();
  const sheetLabels = {
    heading: t('filters.heading'),
    open: t('filters.open'),
    close: t('filters.close'),
    showResults: t('filters.showResults'),
    activeCount: t('filters.activeCount', { count: activeCount }),
  };
  const openJobs = result && !narrowed ? formatCount(result.totalDocs, locale) : undefined;
  const listHref = searchHref(filters);
  const withFiltersOpen = `${listHref}${listHref.includes('?') ? '&' : '?'}filters=1`;

  return (
    <>
      <HomeHero
        locale={locale}
        filters={filters}
        compact={narrowed}
        openJobs={openJobs}
        aside={
          result && openJobs ? (
            <HeroFacts locale={locale} result={result} openJobs={openJobs} />
          ) : undefined
        }
      />
      <ScrollMemory />
      <FilterSheetProvider initiallyOpen={filtersOpen} staticFrom={staticFrom}>
        <div
          id={JOB_LIST_ANCHOR}
          className="mx-auto max-w-6xl scroll-mt-20 px-4 py-6 md:px-6 md:py-8 lg:flex lg:items-start"
        >
          <aside className={cn('min-w-0', !split && 'lg:mr-6 lg:w-60 lg:shrink-0')}>
            <FilterSheetPanel
              labels={sheetLabels}
              closeHref={localizedPath(locale, listHref)}
              formId={FILTER_FORM_ID}
            >
              <FilterPanel
                locale={locale}
                action={action}
                formId={FILTER_FORM_ID}
                filters={filters}
                facets={result?.facets ?? null}
                taxonomy={search.taxonomy}
              />
            </FilterSheetPanel>
          </aside>

          <section
            id={JOB_RESULTS_ANCHOR}
            // The target of the layout's "skip to results" link (features/shell/skip-links.tsx).
            tabIndex={-1}
            aria-labelledby="job-list-heading"
            className={cn(
              'min-w-0 scroll-mt-20 focus:outline-none',
              split ? 'lg:w-[22rem] lg:shrink-0' : 'lg:flex-1',
            )}
          >
            <div className="flex flex-wrap items-end justify-between gap-3">
              <div className="min-w-0">
                <h2 id="job-list-heading" className="text-xl font-bold text-slate-900 md:text-2xl">
                  {narrowed ? resultsT('heading') : t('list.heading')}
                </h2>
                <p role="status" className="mt-0.5 text-sm text-slate-600">
                  {result ? resultCount(result, locale, resultsT) : ''}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <FilterSheetTrigger
                  labels={sheetLabels}
                  activeCount={activeCount}
                  openHref={localizedPath(locale, withFiltersOpen)}
                />
                <SortControl locale={locale} action={action} filters={filters} />
              </div>
            </div>

            {filters.search ? (
              <ActivityBeacon type="search" payload={{ search: filters.search }} />
            ) : null}
            {result?.correctedSearch ? (
              <p className="mt-4 flex items-start gap-2 rounded-xl border border-brand-100 bg-brand-50 p-3 text-sm text-brand-900">
                <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  {resultsT.rich('corrected', {
                    corrected: result.correctedSearch,
                    term: (chunks) => <strong className="font-bold">{chunks}</strong>,
                  })}{' '}
                  {filters.search ? resultsT('typed', { search: filters.search }) : null}
                </span>
              </p>
            ) : null}

            <ActiveFilters
              locale={locale}
              filters={filters}
              facets={result?.facets ?? null}
              taxonomy={search.taxonomy}
            />

            {detail?.status === 'found' ? (
              <Link
                href={jobPath(detail.job)}
                className="mt-4 flex items-center justify-between gap-3 rounded-xl border border-brand-200 bg-white p-3 text-sm lg:hidden"
              >
                <span className="min-w-0">
                  <span className="block text-xs font-semibold text-brand-700">
                    {t('split.sharedJob')}
                  </span>
                  <span className="block truncate font-semibold text-slate-900">
                    {detail.job.role} — {detail.job.company.name}
                  </span>
                </span>
                <ArrowUpRight aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              </Link>
            ) : null}

            {/* While a new search loads, a bar pulses above the list. Not dimmed: faded text
                falls below the contrast the list's grey lines need (WCAG 1.4.3). */}
            <div className="relative mt-5 before:absolute before:inset-x-0 before:-top-3 before:hidden before:h-1 before:animate-pulse before:rounded-full before:bg-brand-600 before:content-[''] [[data-search-pending]_&]:before:block">
              {!search.ok ? (
                <JobListError locale={locale} page={filters.page} retryHref={currentHref} />
              ) : search.result.docs.length > 0 ? (
                <JobList
                  locale={locale}
                  filters={filters}
                  result={search.result}
                  split={split}
                  selectedJob={selectedJob}
                  returnUrl={localizedPath(locale, currentHref)}
                  now={now}
                />
              ) : filters.page > 1 && search.result.totalDocs > 0 ? (
                <OutOfRange locale={locale} filters={filters} />
              ) : narrowed ? (
                <EmptyResults
                  locale={locale}
                  filters={filters}
                  relaxations={search.relaxations}
                  facets={search.result.facets}
                  taxonomy={search.taxonomy}
                />
              ) : (
                <JobListEmpty locale={locale} page={filters.page} />
              )}
            </div>
          </section>

          {split ? (
            <div className="hidden min-w-0 lg:ml-6 lg:block lg:flex-1">
              <JobPane
                detail={detail}
                locale={locale}
                closeHref={listHref}
                returnUrl={localizedPath(locale, currentHref)}
              />
            </div>
          ) : null}
        </div>
      </FilterSheetProvider>
      <BulkApplyBar
        labels={{
          selected: bulk.raw('selected') as string,
          clear: bulk('clear'),
          review: bulk('review'),
        }}
      />
    </>
  );
}

async function JobList({
  locale,
  filters,
  result,
  split,
  selectedJob,
  returnUrl,
  now,
}: {
  locale: AppLocale;
  filters: JobFilters;
  result: JobSearchResult;
  split: boolean;
  selectedJob?: string;
  returnUrl: string;
  now: Date;
}) {
  return (
    <>
      <SplitViewLinks>
        <ul className={cn('grid grid-cols-1 gap-4', !split && 'md:grid-cols-2')}>
          {result.docs.map((job) => (
            <li key={job.id}>
              <JobCard
                job={job}
                locale={locale}
                now={now}
                returnUrl={returnUrl}
                selected={job.slug === selectedJob}
              />
            </li>
          ))}
        </ul>
      </SplitViewLinks>
      <Pagination
        locale={locale}
        page={result.page}
        totalPages={Math.min(result.totalPages, SEARCH_MAX_PAGE)}
        hrefFor={(page) => `${searchHref({ ...filters, page })}#${JOB_LIST_ANCHOR}`}
      />
    </>
  );
}

async function OutOfRange({ locale, filters }: { locale: AppLocale; filters: JobFilters }) {
  const t = await getTranslations({ locale, namespace: 'homepageJobs.empty' });
  return (
    <StatusPanel
      role="status"
      icon={<Inbox aria-hidden="true" className="size-7" />}
      title={t('outOfRangeTitle')}
      actions={
        <Link href={searchHref({ ...filters, page: 1 })} className={buttonStyles.primary}>
          {t('firstPage')}
        </Link>
      }
    >
      <p>{t('outOfRangeBody', { page: filters.page })}</p>
    </StatusPanel>
  );
}
