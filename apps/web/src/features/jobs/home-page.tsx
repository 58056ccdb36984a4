import { Info } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { INTL_LOCALE, type AppLocale } from '@/lib/i18n/routing';
import { HomeHero } from './home-hero';
import { JobCard } from './job-card';
import { JobListEmpty, JobListError } from './job-list-states';
import { loadJobList } from './load-job-list';
import { Pagination } from './pagination';

export const JOB_LIST_ANCHOR = 'jobs';

/** Home: the hero with search, then the newest open jobs, 20 per page. */
export async function HomePage({
  locale,
  page,
  search,
}: {
  locale: AppLocale;
  page: number;
  search?: string;
}) {
  const [t, result] = await Promise.all([
    getTranslations({ locale, namespace: 'homepageJobs' }),
    loadJobList(page),
  ]);
  const formatNumber = new Intl.NumberFormat(INTL_LOCALE[locale]);
  const now = new Date();

  return (
    <>
      <HomeHero
        locale={locale}
        search={search}
        openJobs={result.ok ? formatNumber.format(result.jobs.totalDocs) : undefined}
      />
      <section
        id={JOB_LIST_ANCHOR}
        aria-labelledby="job-list-heading"
        className="mx-auto max-w-6xl px-4 py-8 md:px-6 md:py-12"
      >
        <div className="mb-5 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="job-list-heading" className="text-xl font-bold text-slate-900 md:text-2xl">
            {t('list.heading')}
          </h2>
          {result.ok && result.jobs.docs.length > 0 ? (
            <p className="text-sm text-slate-600">
              {t('list.range', {
                from: formatNumber.format((result.jobs.page - 1) * result.jobs.limit + 1),
                to: formatNumber.format(
                  (result.jobs.page - 1) * result.jobs.limit + result.jobs.docs.length,
                ),
                total: formatNumber.format(result.jobs.totalDocs),
              })}
            </p>
          ) : null}
        </div>

        {search ? (
          <p className="mb-5 flex items-start gap-2 rounded-xl border border-brand-100 bg-brand-50 p-3 text-sm text-brand-900">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('search.notYetFiltered')}
          </p>
        ) : null}

        {!result.ok ? (
          <JobListError locale={locale} page={page} />
        ) : result.jobs.docs.length === 0 ? (
          <JobListEmpty locale={locale} page={page} />
        ) : (
          <>
            <ul className="grid gap-4 md:grid-cols-2">
              {result.jobs.docs.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} locale={locale} now={now} />
                </li>
              ))}
            </ul>
            <Pagination
              locale={locale}
              page={result.jobs.page}
              totalPages={result.jobs.totalPages}
              anchor={JOB_LIST_ANCHOR}
            />
          </>
        )}
      </section>
    </>
  );
}
